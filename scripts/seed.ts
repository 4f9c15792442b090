import { seedDatabase } from '../src/lib/seed-database.ts';
import { fail, serviceClient } from './lib/env.ts';

/** `npm run seed`: inserts the missing seed content with the service role (idempotent). */
try {
  const { client, url } = serviceClient();
  console.log(`Seeding ${url} …`);
  const counts = await seedDatabase(client, undefined, (line) => console.log(`  ${line}`));
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    total === 0 ? 'Nothing to insert: the content is already there.' : `Inserted ${total} rows.`,
  );
} catch (error) {
  fail(error);
}
