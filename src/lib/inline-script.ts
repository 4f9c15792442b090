import { transformSync } from 'esbuild';

/**
 * `source` (TypeScript) as a page's inline script: types, comments and spaces taken out at build
 * time, so a script that must run before the first paint stays readable here and costs the page
 * only its code. Build time only: esbuild never reaches a browser.
 */
export const inlineScript = (source: string): string =>
  transformSync(source, { loader: 'ts', minify: true }).code.trim();
