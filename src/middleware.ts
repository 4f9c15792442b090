import { defineMiddleware } from 'astro:middleware';
import { defaultLanguage, useTranslations } from './i18n';
import { languages } from './lib/content/schema';

/**
 * Every page renders in the language of its path (`/es/…` is Spanish, the rest English, the
 * `i18n` routing of astro.config.mjs): its components read that language and its UI strings from
 * `Astro.locals` instead of each being handed the language by its parent.
 */
export const onRequest = defineMiddleware((context, next) => {
  const lang = languages.find((language) => language === context.currentLocale) ?? defaultLanguage;
  context.locals.lang = lang;
  context.locals.t = useTranslations(lang);
  return next();
});
