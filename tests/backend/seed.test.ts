import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import { seedTables } from '../../src/lib/content/schema.ts';
import { seedDatabase } from '../../src/lib/seed-database.ts';
import { client, email, startBackend, type TestBackend } from './support.ts';

const run = promisify(execFile);
let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.cleanup();
});

function script(name: string, args: string[] = []) {
  return run(process.execPath, [`scripts/${name}.ts`, ...args], {
    env: {
      ...process.env,
      PUBLIC_SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    },
    timeout: 60_000,
  });
}

describe('seeding and the CLI scripts', () => {
  it('seeds every table once and inserts nothing on a second run', async () => {
    const service = client(backend, backend.serviceRoleKey);
    const first = await seedDatabase(service);
    for (const { table } of seedTables) {
      expect(first.inserted[table], table).toBe(seedContent[table].length);
    }
    const second = await seedDatabase(service);
    for (const { table } of seedTables) expect(second.inserted[table], table).toBe(0);
    expect(second.skipped).toEqual([]);
  });

  it('never overwrites an edit made after seeding', async () => {
    const service = client(backend, backend.serviceRoleKey);
    const edited = await service
      .from('hero_content')
      .update({ title: 'Edited by the admin' })
      .eq('language', 'en');
    expect(edited.error).toBeNull();
    await seedDatabase(service);
    const { data } = await service
      .from('hero_content')
      .select('title')
      .eq('language', 'en')
      .single();
    expect(data?.title).toBe('Edited by the admin');
  });

  it('refuses a visitor who tries to seed, with the reason', async () => {
    await expect(seedDatabase(client(backend))).rejects.toThrow(/Only an admin can seed/);
  });

  it('runs the seed script idempotently against the backend', async () => {
    const { stdout } = await script('seed');
    expect(stdout).toContain('Nothing to insert');
  });

  it('the seed script skips a deleted entry, says why, and brings it back only when told to', async () => {
    const service = client(backend, backend.serviceRoleKey);
    const deleted = await service.from('testimonials').delete().eq('testimonial_key', 'review_2');
    expect(deleted.error).toBeNull();
    const count = async () =>
      (
        await service
          .from('testimonials')
          .select('*', { count: 'exact', head: true })
          .eq('testimonial_key', 'review_2')
      ).count;

    const skipped = await script('seed');
    expect(skipped.stdout).toContain('testimonials:review_2');
    expect(skipped.stdout).toContain('seeding never brings back a deleted entry');
    expect(skipped.stdout).toContain('npm run seed -- --restore testimonials:review_2');
    expect(await count()).toBe(0);

    const restored = await script('seed', ['--restore', 'testimonials:review_2']);
    expect(restored.stdout).toContain('testimonials: 2 rows inserted');
    expect(await count()).toBe(2);
  });

  it('creates an admin with the admin:create script, and running it again changes nothing', async () => {
    const address = email('cli-admin');
    await script('admin-create', ['--email', address, '--password', 'admin-pass-1']);
    await script('admin-create', ['--email', address, '--password', 'admin-pass-1']);
    const supabase = client(backend);
    const { data } = await supabase.auth.signInWithPassword({
      email: address,
      password: 'admin-pass-1',
    });
    const roles = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', data.user?.id ?? '');
    expect(roles.data).toEqual([{ role: 'admin' }]);
  });

  it('fails the admin:create script clearly without arguments', async () => {
    await expect(script('admin-create')).rejects.toMatchObject({
      stderr: expect.stringContaining('usage:'),
    });
  });
});
