import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../../scripts/lib/supabase-service.ts';
import { createDataClient } from '../../src/lib/supabase-client.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every TypeScript/Astro source file under `dir`, relative to the project. */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('the typed Supabase client', () => {
  it('is the only module under src/ and scripts/ that imports createClient', async () => {
    const files = [...(await sources('src')), ...(await sources('scripts'))];
    const importsCreateClient = /import\s*\{[^}]*\bcreateClient\b[^}]*\}\s*from\s*'@supabase\//;
    const callers: string[] = [];
    for (const file of files) {
      if (importsCreateClient.test(await readFile(join(root, file), 'utf8'))) callers.push(file);
    }
    expect(callers).toEqual(['src/lib/supabase-client.ts']);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('the browser client refuses to start without PUBLIC_SUPABASE_URL, naming it', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', '');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
    await expect(import('../../src/lib/supabase.ts')).rejects.toThrow(
      'PUBLIC_SUPABASE_URL is not set',
    );
  });

  it('the browser client refuses to start without PUBLIC_SUPABASE_ANON_KEY, naming it', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', '');
    await expect(import('../../src/lib/supabase.ts')).rejects.toThrow(
      'PUBLIC_SUPABASE_ANON_KEY is not set',
    );
  });

  it('the service-role client refuses to start without SUPABASE_SERVICE_ROLE_KEY, naming it', () => {
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
    expect(() => createServiceClient('http://127.0.0.1:54321')).toThrow(
      'SUPABASE_SERVICE_ROLE_KEY is not set',
    );
  });

  it('refuses a project URL that is not http(s)', () => {
    expect(() => createDataClient('javascript:alert(1)', 'anon-key')).toThrow(
      'PUBLIC_SUPABASE_URL is not an http(s) URL',
    );
  });
});
