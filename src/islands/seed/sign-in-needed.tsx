import { LockClosedIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../components/ui/button.tsx';
import { signInUrl } from '../../lib/auth-redirect.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';

/** What /seed shows to anyone but a signed-in admin: why nothing can be seeded, and where to sign in. */
export function SignInNeeded({ email }: { email: string | null }) {
  return (
    <Card aria-labelledby="seed-title">
      <CardHeader>
        <CardTitle id="seed-title" className="flex items-center gap-2 text-xl">
          <LockClosedIcon className="size-5 text-brand-600" aria-hidden="true" />
          Database Seeding
        </CardTitle>
        <CardDescription>
          An admin must sign in to seed the database. Nothing has been written.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {email && (
          <p className="text-sm text-ink-700">
            You are signed in as <span className="font-medium break-all">{email}</span>, which is
            not an admin account.
          </p>
        )}
        <a href={signInUrl('/seed')} className={buttonVariants({ className: 'w-full' })}>
          Sign in as an admin
        </a>
      </CardContent>
    </Card>
  );
}
