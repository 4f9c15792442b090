/** Build-time constants of this project, beside Astro's own `import.meta.env`. */
interface ImportMetaEnv {
  /** True in builds made by `npm start` (astro.config.mjs defines it from LOCAL_BUILD_STATUS). */
  readonly LOCAL_BUILD_STATUS: boolean;
}

declare namespace App {
  /** Set for every page by src/middleware.ts. */
  interface Locals {
    /** The language of the page's path: `/es/…` is Spanish, the rest English. */
    lang: import('./lib/content/schema').Language;
    /** The UI strings of the page's language (`useTranslations(lang)`). */
    t: ReturnType<typeof import('./i18n').useTranslations>;
  }
}
