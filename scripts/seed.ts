import { seedDatabase } from '../src/lib/seed-database.ts';
import { skippedReason } from '../src/lib/seed-report.ts';
import { argument, fail, serviceClient } from './lib/env.ts';

/**
 * `npm run seed`: inserts the seed content never seeded before, with the service role. Entries the
 * owner deleted or renamed are skipped and listed; `-- --restore faq_items:what_areas[,…]` brings
 * the named deleted entries back with their default content.
 */
try {
  const restore = (argument('restore') ?? '').split(',').filter(Boolean);
  const { client, url } = serviceClient();
  console.log(`Seeding ${url} …`);
  const report = await seedDatabase(client, undefined, { restore });
  for (const [table, rows] of Object.entries(report.inserted)) {
    if (rows > 0) console.log(`  ${table}: ${rows} rows inserted`);
  }
  console.log(
    report.total === 0
      ? 'Nothing to insert: the content is already there.'
      : `Inserted ${report.total} rows.`,
  );
  if (report.kept > 0) console.log(`${report.kept} entries already there were left as they are.`);
  if (report.skipped.length > 0) {
    console.log('Skipped:');
    for (const entry of report.skipped) {
      console.log(`  ${entry.id} “${entry.label}”: ${skippedReason(entry)}`);
    }
    const deleted = report.skipped.filter((entry) => entry.reason === 'deleted');
    if (deleted.length > 0) {
      console.log(
        `To bring back a deleted default: npm run seed -- --restore ${deleted.map((e) => e.id).join(',')}`,
      );
    }
  }
} catch (error) {
  fail(error);
}
