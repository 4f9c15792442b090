import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { $authLoading, $isAdmin, $user, initAuth } from '../../stores/auth.ts';
import { SeedCard } from './seed-card.tsx';
import { SignInNeeded } from './sign-in-needed.tsx';

/**
 * /seed (docs/product.md#seeding): a signed-in admin gets the seeding card; anyone else is told an
 * admin must sign in and is offered no button, so nothing is written (RLS would refuse it anyway).
 */
export function SeedPage() {
  const loading = useStore($authLoading);
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);

  useEffect(() => initAuth(), []);

  return (
    <>
      <Toaster />
      <main className="flex min-h-dvh items-center justify-center px-4 py-10">
        <div className="w-full max-w-lg space-y-4">
          <a
            href="/"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            ← Back to site
          </a>
          <h1 className="sr-only">Seed the database</h1>
          {loading ? (
            <Spinner label="Loading..." className="justify-center py-10" />
          ) : user && isAdmin ? (
            <SeedCard />
          ) : (
            <SignInNeeded email={user?.email ?? null} />
          )}
        </div>
      </main>
    </>
  );
}
