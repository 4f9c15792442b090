import { resolve } from 'node:path';
import { createBackend } from './server.ts';

/** `npm run backend`: the local backend alone, on DATA_DIR (default .data) and SUPABASE_LOCAL_PORT. */
const dataDir = resolve(process.env.DATA_DIR || '.data');
const port = Number(process.env.SUPABASE_LOCAL_PORT || 54321);

const backend = await createBackend({ dataDir, port });
console.log(`Local Supabase backend on ${backend.url} (data in ${dataDir})`);
console.log(`anon key:         ${backend.anonKey}`);
console.log(`service_role key: ${backend.serviceRoleKey}`);

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
