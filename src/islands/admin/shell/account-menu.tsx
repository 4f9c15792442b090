import { ArrowRightStartOnRectangleIcon, KeyIcon } from '@heroicons/react/24/outline';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { touchTarget } from '../../../components/ui/button.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { signOut } from '../../../stores/auth.ts';
import { siteHome } from '../../../i18n/admin/language.ts';
import { LazyPart, lazyPart } from './lazy-part.tsx';

// The dialog loads when Change password is chosen, not with the menu.
const ChangePasswordDialog = lazyPart(() =>
  import('./change-password-dialog.tsx').then((module) => module.ChangePasswordDialog),
);

const itemClass = `${touchTarget} flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink-900 data-disabled:opacity-60 data-focus:bg-mist-100 [&_svg]:size-5 [&_svg]:text-ink-600`;

/** How the press that loaded the menu was made. */
export type OpenedBy = 'pointer' | 'keyboard';

interface AccountMenuProps {
  email: string;
  /** Open it on mount, as the press on the plain button that loaded it would have. */
  openAtOnce?: OpenedBy | null;
  /** The button's look and content, the same as the plain button's before the menu loaded. */
  buttonClass: string;
  label: ReactNode;
}

/**
 * The account menu (Headless UI's Menu): who is signed in, Change password (a dialog) and Sign
 * out (ends the session, goes to /).
 */
export function AccountMenu({ email, openAtOnce, buttonClass, label }: AccountMenuProps) {
  const t = useMessages('shell');
  const button = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Stays mounted once loaded, so the dialog can play its closing transition.
  const [dialogLoaded, setDialogLoaded] = useState(false);

  useEffect(() => {
    const menuButton = button.current;
    if (openAtOnce === 'pointer') menuButton?.click();
    // By the keyboard, Headless UI's button opens on its first item, as on any later press.
    else if (openAtOnce === 'keyboard') {
      menuButton?.focus();
      menuButton?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    }
  }, [openAtOnce]);

  // Closed, the dialog gives focus back to the menu button. Headless UI does so from what had
  // focus when the dialog appeared, which the first time (its code still loading) is nothing.
  const shown = useRef(false);
  useEffect(() => {
    if (dialogOpen) shown.current = true;
    else if (shown.current && document.activeElement === document.body) button.current?.focus();
  }, [dialogOpen]);

  const logout = async () => {
    setLeaving(true);
    await signOut();
    location.replace(siteHome());
  };

  return (
    <>
      <Menu as="div" className="relative min-w-0">
        <MenuButton ref={button} className={buttonClass}>
          {label}
        </MenuButton>
        <MenuItems className="absolute right-0 z-40 mt-1 w-64 max-w-[calc(100vw-1.5rem)] rounded-lg border border-mist-200 bg-white p-1 shadow-lg focus:outline-none">
          <div className="px-3 py-2 text-sm">
            <p className="text-ink-600">{t('signedInAs')}</p>
            <p className="truncate font-medium text-ink-900" translate="no">
              {email}
            </p>
          </div>
          <div className="my-1 border-t border-mist-100" />
          <MenuItem>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setDialogLoaded(true);
                setDialogOpen(true);
              }}
            >
              <KeyIcon aria-hidden="true" />
              {t('changePassword')}
            </button>
          </MenuItem>
          <MenuItem disabled={leaving}>
            <button type="button" className={itemClass} onClick={() => void logout()}>
              <ArrowRightStartOnRectangleIcon aria-hidden="true" />
              {leaving ? t('signingOut') : t('signOut')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {dialogLoaded ? (
        <LazyPart>
          <ChangePasswordDialog
            open={dialogOpen}
            email={email}
            onClose={() => setDialogOpen(false)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
