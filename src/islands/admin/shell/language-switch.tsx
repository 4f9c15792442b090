import { LanguageIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { $adminLanguage, type AdminLanguage } from '../../../i18n/admin/language.ts';
import {
  loadMessages,
  switchAdminLanguage,
  translate,
  useMessages,
} from '../../../i18n/admin/messages.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';

/** Each language named in itself, as a language choice names it. */
const names: Record<AdminLanguage, string> = { en: 'English', es: 'Español' };

/**
 * The header's language switch (docs/product.md#admin-language): one button named in the language
 * it switches to ("Español" in English, "English" in Spanish). It shows the admin in that language
 * once the texts on screen are loaded in it, remembers it in this browser, and saves it to the
 * signed-in user's account so another browser opens in it too.
 */
export function LanguageSwitch() {
  const t = useMessages('shell');
  const current = useStore($adminLanguage);
  const next: AdminLanguage = current === 'en' ? 'es' : 'en';
  // A second press while the texts load would switch back: ignored (the button stays focusable).
  const busy = useRef(false);

  const change = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await switchAdminLanguage(next);
    } catch {
      // Its texts could not be downloaded (a dropped connection): nothing changed, and the owner is
      // told so in the language still shown; a press later downloads them again.
      toast.error(translate('shell', 'languageNotSwitched'), {
        description: translate('shell', 'languageNotSwitchedWhy'),
      });
      return;
    } finally {
      busy.current = false;
    }
    let saveAdminLanguage: (lang: AdminLanguage) => Promise<void>;
    try {
      // Loaded when first needed: the admin's first view does not carry them. The editors' texts
      // say a failed save (failure-message.ts).
      [{ saveAdminLanguage }] = await Promise.all([
        import('../../../lib/account.ts'),
        loadMessages(next, 'editor'),
      ]);
    } catch {
      // In the language just chosen; nothing more could be downloaded (a dropped connection).
      toast.error(translate('shell', 'languageNotSaved'), {
        description: translate('shell', 'unreachable'),
      });
      return;
    }
    try {
      await saveAdminLanguage(next);
    } catch (error) {
      // In the language just chosen, as the editors say a failed save.
      toast.error(translate('shell', 'languageNotSaved'), { description: thrownFailure(error) });
    }
  };

  return (
    <button
      type="button"
      title={t('switchLanguage')}
      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      onClick={() => void change()}
    >
      <LanguageIcon aria-hidden="true" />
      <span lang={next}>{names[next]}</span>
    </button>
  );
}
