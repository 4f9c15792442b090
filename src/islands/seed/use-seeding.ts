import { useState } from 'react';
import { toast } from 'sonner';
import { seedDatabase, type SeedCounts } from '../../lib/seed-database.ts';
import { supabase } from '../../lib/supabase.ts';

/** Where a run of /seed stands: not started, running, or done with the rows each table got. */
export type SeedingState =
  { phase: 'idle' } | { phase: 'seeding' } | { phase: 'done'; inserted: SeedCounts; total: number };

/**
 * Runs the seeder through the signed-in admin's session (RLS decides, as on hosted Supabase) and
 * says how it went with the toasts of docs/product.md#messages; a failed table is also logged to
 * the console.
 */
export function useSeeding(): { state: SeedingState; seed: () => Promise<void> } {
  const [state, setState] = useState<SeedingState>({ phase: 'idle' });

  async function seed(): Promise<void> {
    if (state.phase === 'seeding') return;
    setState({ phase: 'seeding' });
    try {
      const inserted = await seedDatabase(supabase);
      const total = Object.values(inserted).reduce((sum, rows) => sum + rows, 0);
      setState({ phase: 'done', inserted, total });
      toast.success('Success!', {
        description:
          total > 0
            ? 'All data has been seeded to the database successfully.'
            : 'Everything is already seeded: nothing was added or changed.',
      });
    } catch (error) {
      console.error('Seeding failed:', error);
      const message = error instanceof Error ? error.message : '';
      toast.error('Error', { description: message || 'Failed to seed data' });
      setState({ phase: 'idle' });
    }
  }

  return { state, seed };
}
