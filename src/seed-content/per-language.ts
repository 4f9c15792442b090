import { languages, type Language } from '../lib/content/schema.ts';

/** One value per site language. */
export type PerLanguage<T> = Record<Language, T>;

/** The languages every per-language seed row is written in, in insertion order. */
export const bothLanguages: readonly Language[] = languages;
