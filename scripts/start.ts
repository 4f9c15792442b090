/**
 * `npm start`: the whole product on this machine, no Docker, no internet.
 * Starts the local backend, seeds an empty database, creates the admin, builds the site from the
 * database, serves it, and rebuilds whenever the database's publish job calls the build hook.
 */
import { join } from 'node:path';
import { createBackend } from '../supabase/local/server.ts';
import * as settings from '../supabase/local/settings.ts';
import { fail } from './lib/env.ts';
import { seedDatabase } from '../src/lib/seed-database.ts';
import { createServiceClient } from './lib/supabase-service.ts';
import { ensureLocalAdmin } from './lib/local-admin.ts';
import { SiteBuilder } from './lib/site-builder.ts';
import { startStaticServer } from './lib/static-server.ts';
import { localHookRoute } from './lib/local-hook.ts';
import { hookUrl, newHookSecret } from './lib/hook-guard.ts';
import { markPublished, setLocalBuildHook } from './lib/local-publish.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const { projectDir } = settings;
const host = '127.0.0.1';
/** Reads every setting first, so a bad one (e.g. an empty DATA_DIR) stops before any write. */
async function prepare() {
  const local = {
    port: settings.sitePort(),
    backendPort: settings.backendPort(),
    bookingWebhook: settings.bookingWebhookUrl(),
  };
  const data = settings.dataDir();
  if (process.argv.includes('--reset')) await settings.wipeDataDir(data);
  return { ...local, dataDir: data.path };
}
const { port, backendPort, bookingWebhook, dataDir } = await prepare().catch(fail);
const siteUrl = `http://${host}:${port}`;
const log = (line: string) => console.log(line);

const backend = await createBackend({ dataDir, port: backendPort, host, siteUrl });
log(`backend: ${backend.url}`);
const service = createServiceClient(backend.url, backend.serviceRoleKey);

const { count, error } = await service
  .from('site_settings')
  .select('*', { count: 'exact', head: true });
if (error) throw new Error(`Cannot read site_settings: ${error.message}`);
if (!count) {
  const { total } = await seedDatabase(service);
  log(`seed: inserted ${total} rows of initial content`);
}

const admin = await ensureLocalAdmin(service, backend.db, dataDir);

const { PUBLIC_SITE_URL = siteUrl, ...inherited } = process.env;
delete inherited.SUPABASE_SERVICE_ROLE_KEY;
const builder = new SiteBuilder({
  projectDir,
  outRoot: join(dataDir, settings.dataDirLayout.sites),
  env: {
    ...inherited,
    PUBLIC_SUPABASE_URL: backend.url,
    PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
    PUBLIC_SITE_URL,
    ASTRO_TELEMETRY_DISABLED: '1',
    // This server answers GET /_local/status: the admin's publish status may ask it.
    LOCAL_BUILD_STATUS: 'true',
  },
  log,
  // Long enough for an editor's second row (the other language) to join the same build.
  settleMs: 250,
});

// Only the database's calls carry it: a page of another site cannot start builds or log lines.
const hookSecret = newHookSecret();
const server = await startStaticServer({
  host,
  port,
  root: () => builder.state.live,
  extra: localHookRoute(builder, { secret: hookSecret, log }),
});
// Batched as in production, but quickly: the publish job runs every second after 2 s of quiet.
await backend.db.asOwner(async (tx) => {
  await setLocalBuildHook(tx, hookUrl(siteUrl, 'build-hook', hookSecret));
  // The first build below reads the database as it is now: nothing in it waits for the job.
  await markPublished(tx);
});
// New booking requests are logged here instead of reaching the owner's e-mail or chat, unless
// BOOKING_WEBHOOK_URL names a receiver.
await backend.db.asOwner((tx) =>
  tx.query('update private.booking_config set webhook_url = $1 where id = 1', [
    bookingWebhook ?? hookUrl(siteUrl, 'booking-hook', hookSecret),
  ]),
);
await builder.request();

// A password changed since it was generated (or set by ADMIN_PASSWORD) is not printed as if it worked.
const adminPassword = admin.passwordWorks
  ? `password ${admin.password}`
  : `password changed since ${admin.password} was set: sign in with yours, or use 'Forgot password?' and the mail below`;
log(`
  Site:     ${siteUrl}   (Spanish: ${siteUrl}/es/)
  Admin:    ${siteUrl}/admin   e-mail ${admin.email}   ${adminPassword}
  Backend:  ${backend.url}
  Mail:     ${backend.url}/_local/mail?to=<address>   (e-mails the local auth sent, e.g. password resets)
  Anon key: ${backend.anonKey}
  Data:     ${dataDir}
  Every content change rebuilds the site. Ctrl-C stops everything.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  server.close();
  server.closeAllConnections();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
