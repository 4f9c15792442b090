import { createBackend } from './server.ts';
import { backendPort, dataDir, SettingsError } from './settings.ts';

/** `npm run backend`: the local backend alone, on DATA_DIR (default .data) and SUPABASE_LOCAL_PORT. */
let settings: { dataDir: string; port: number };
try {
  settings = { dataDir: dataDir().path, port: backendPort() };
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(1);
}

const backend = await createBackend(settings);
console.log(`Local Supabase backend on ${backend.url} (data in ${settings.dataDir})`);
console.log(`anon key:         ${backend.anonKey}`);
console.log(`service_role key: ${backend.serviceRoleKey}`);
console.log(`mail:             ${backend.url}/_local/mail?to=<address>`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping, flushing the database…`);
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
