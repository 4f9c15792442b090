import { LockClosedIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';
import { signInUrl } from '../../lib/auth-redirect.ts';
import { SeedPanel } from './seed-panel.tsx';

/** What /seed shows to anyone but a signed-in admin: why nothing can be seeded, and where to sign in. */
export function SignInNeeded({ email }: { email: string | null }) {
  const t = useMessages('seed');
  const [before, after] = t('notAnAdmin').split('{email}');
  return (
    <SeedPanel
      icon={<LockClosedIcon className="size-5 text-brand-600" aria-hidden="true" />}
      description={t('adminMustSignIn')}
    >
      {email && (
        <p className="text-sm text-ink-700">
          {before}
          <span className="font-medium break-all" translate="no">
            {email}
          </span>
          {after}
        </p>
      )}
      <a href={signInUrl('/seed')} className={buttonVariants({ className: 'w-full' })}>
        {t('signInAsAdmin')}
      </a>
    </SeedPanel>
  );
}
