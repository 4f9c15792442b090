import { GlobeAltIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { $adminLanguage, siteHome } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';

/** View Site: the public page in the admin's language (the header's on a desktop, the sheet's on a phone). */
export function ViewSiteLink() {
  const t = useMessages('shell');
  const site = siteHome(useStore($adminLanguage));
  return (
    <a href={site} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <GlobeAltIcon aria-hidden="true" />
      {t('viewSite')}
    </a>
  );
}
