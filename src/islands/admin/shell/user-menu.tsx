import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { OpenedBy } from './account-menu.tsx';
import { LazyPart, lazyPart } from './lazy-part.tsx';

const loadMenu = () => import('./account-menu.tsx');

// Headless UI's Menu (with its positioning and focus helpers) loads when the button is first
// pointed at, focused or pressed: the first view of /admin does not download it.
const AccountMenu = lazyPart(() => loadMenu().then((module) => module.AccountMenu));

/** The look of the header's account button, before and after its menu has loaded. */
const accountTriggerClass = buttonVariants({
  variant: 'ghost',
  size: 'sm',
  // In the one-row header from 1280 px the e-mail gives up its room before the publish status does,
  // down to its first letters (docs/decisions.md#one-row-admin-header-on-a-desktop).
  className:
    'max-w-full min-w-0 [&_svg]:size-4 max-md:px-2 max-md:[&_svg]:size-6 xl:min-w-20 xl:shrink-[4]',
});

/**
 * What the account button says: the signed-in e-mail (named as the account menu for readers); under
 * 768 px, where the header is one row, an icon shows instead (the menu's first line names the e-mail).
 */
function AccountTriggerLabel({ email }: { email: string }) {
  const t = useMessages('shell');
  return (
    <>
      <span className="sr-only">{t('accountMenu')}: </span>
      <UserCircleIcon aria-hidden="true" className="md:hidden" />
      <span className="truncate max-md:sr-only" title={email} translate="no">
        {email}
      </span>
      <ChevronDownIcon aria-hidden="true" className="max-md:hidden" />
    </>
  );
}

/**
 * The header's account button (docs/product.md#admin-shell): the signed-in e-mail, opening a menu
 * with Change password and Sign out. Until first pressed it is a plain button; pressing it loads
 * the menu and opens it as that press would have (by the keyboard: on its first item).
 */
export function UserMenu({ email }: { email: string }) {
  const [wanted, setWanted] = useState<OpenedBy | null>(null);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountTriggerClass}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      // A click the keyboard made (Enter, Space) has no pointer detail.
      onClick={(event) => setWanted(event.detail ? 'pointer' : 'keyboard')}
    >
      <AccountTriggerLabel email={email} />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <LazyPart loading={placeholder}>
      <AccountMenu
        email={email}
        openAtOnce={wanted}
        buttonClass={accountTriggerClass}
        label={<AccountTriggerLabel email={email} />}
      />
    </LazyPart>
  );
}
