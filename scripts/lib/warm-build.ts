/**
 * One `astro build`, started ahead of time (docs/architecture.md#publish-loop). Loading Astro, Vite
 * and the site's integrations is about two seconds of every build; `SiteBuilder` starts this
 * process right after a build, so the next one pays that while the owner is still typing. It then
 * waits for one line on stdin, `{ "args": [...astro CLI arguments], "env": {...additions} }`, and
 * runs that build exactly as `node_modules/astro/bin/astro.mjs` would (same output, same exit code).
 * Its stdin closing without a line (the orchestrator stopped) ends it quietly.
 */
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface BuildOrder {
  args: string[];
  env: Record<string, string>;
}

module.enableCompileCache?.();
// As `astro build` sets it before it loads anything: React's server and client builds must agree.
process.env.NODE_ENV ??= 'production';
const astroDir = join(process.cwd(), 'node_modules', 'astro');
const load = (path: string) => import(pathToFileURL(join(astroDir, path)).href);

// What a build imports first; each module is then already in this process when the build asks.
const [{ cli }] = await Promise.all([
  load('dist/cli/index.js') as Promise<{ cli: (argv: string[]) => Promise<void> }>,
  load('dist/cli/build/index.js'),
  load('dist/core/build/index.js'),
  import('vite'),
  import('@tailwindcss/vite'),
  import('@astrojs/react'),
  import('@astrojs/sitemap'),
]);

const order = await firstLine(process.stdin);
if (order === undefined) process.exit(0);
const { args, env } = JSON.parse(order) as BuildOrder;
Object.assign(process.env, env);
process.argv = [process.execPath, join(astroDir, 'bin', 'astro.mjs'), ...args];
await cli(process.argv).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** The first line of `input`, or undefined when it ends before one; stops reading after it. */
async function firstLine(input: NodeJS.ReadableStream): Promise<string | undefined> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) {
    text += chunk as string;
    const end = text.indexOf('\n');
    if (end >= 0) return text.slice(0, end);
  }
  return undefined;
}
