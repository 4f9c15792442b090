import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { dataDirLayout } from '../../../supabase/local/settings.ts';
import { sitePort } from './stack.ts';

/** The folder of the build the stack serves: the one whose build.json the server answers with. */
export async function liveBuild(request: APIRequestContext): Promise<string> {
  const served = await (await request.get('/build.json')).text();
  const sites = join('.test-data', `e2e-${sitePort}`, dataDirLayout.sites);
  for (const name of await readdir(sites)) {
    const built = await readFile(join(sites, name, 'build.json'), 'utf8').catch(() => '');
    if (built === served) return join(sites, name);
  }
  throw new Error(`no build folder under ${sites} holds the served build.json`);
}
