import { dataDir, wipeDataDir } from '../supabase/local/settings.ts';
import { fail } from './lib/env.ts';

/**
 * `npm run db:reset`: wipes the local data directory (DATA_DIR, default `.data`) through the one
 * guarded wipe, which refuses anything that is not plainly a data directory of the local stack.
 */
try {
  const dir = dataDir();
  if (await wipeDataDir(dir)) {
    console.log(
      `Wiped ${dir.path}. Stop any running backend first; the next start creates a fresh database.`,
    );
  } else {
    console.log(`${dir.path} does not exist; nothing to reset.`);
  }
} catch (error) {
  fail(error);
}
