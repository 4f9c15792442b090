/** Build-time constants of this project, beside Astro's own `import.meta.env`. */
interface ImportMetaEnv {
  /** True in builds made by `npm start` (astro.config.mjs defines it from LOCAL_BUILD_STATUS). */
  readonly LOCAL_BUILD_STATUS: boolean;
}
