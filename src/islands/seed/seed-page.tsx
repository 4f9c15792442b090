import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { linkTarget } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { $adminLanguage, siteHome } from '../../i18n/admin/language.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { $authLoading, $isAdmin, $user, initAuth } from '../../stores/auth.ts';
import { LanguageChoice } from '../auth/language-choice.tsx';
import { ownerPage } from '../auth/owner-page.tsx';
import { SeedCard } from './seed-card.tsx';
import { SignInNeeded } from './sign-in-needed.tsx';

/**
 * /seed (docs/product.md#seeding): a signed-in admin gets the seeding card; anyone else is told an
 * admin must sign in and is offered no button, so nothing is written (RLS would refuse it anyway).
 * In the admin language, with the choice of language under the card.
 */
export const SeedPage = ownerPage(SeedContent);

function SeedContent() {
  const t = useMessages('seed');
  const lang = useStore($adminLanguage);
  const loading = useStore($authLoading);
  const user = useStore($user);
  const isAdmin = useStore($isAdmin);

  useEffect(() => initAuth(), []);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-lg space-y-4">
        <a
          href={siteHome(lang)}
          className={`inline-flex items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline ${linkTarget}`}
        >
          {t('backToSite')}
        </a>
        <h1 className="sr-only">{t('pageTitle')}</h1>
        {loading ? (
          <Spinner label={t('loading')} className="justify-center py-10" />
        ) : user && isAdmin ? (
          <SeedCard />
        ) : (
          <SignInNeeded email={user?.email ?? null} />
        )}
        <LanguageChoice label={t('language')} />
      </div>
    </main>
  );
}
