import { useFormContext, useFormState } from 'react-hook-form';
import { translate, useMessages } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import type { SettingKey } from '../../../lib/content/schema.ts';
import { adminPages } from '../admin-nav.ts';
import { FormNote } from '../editor/form-note.tsx';

/** The settings FAQ answers may mention, and the note that says so of each. */
const faqNotes: Partial<Record<SettingKey, NamespaceKey<'settings'>>> = {
  opening_hours: 'faqReminderBefore',
  payment_methods: 'faqReminderPayments',
};

/** The note's words, then the link to the FAQs. */
function FaqNote({ text, link }: { text: string; link: string }) {
  return (
    <>
      {text}{' '}
      <a href={adminPages.faqs.path} className="font-medium underline">
        {link}
      </a>
      .
    </>
  );
}

/**
 * Once the field `name` differs from its saved value: FAQ answers are free text that settings do
 * not update (the seeded ones state the hours and the payment methods), so the owner is reminded
 * to check them, with a link to the FAQs (docs/product.md#site-settings). `text` says what they
 * may mention.
 */
export function FaqReminder({ name, text }: { name: string; text: NamespaceKey<'settings'> }) {
  const t = useMessages('settings');
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  if (!getFieldState(name, formState).isDirty) return null;
  return (
    <FormNote>
      <FaqNote text={t(text)} link={t('faqLink')} />
    </FormNote>
  );
}

/**
 * The same reminder in a toast, for `key` saved without the dialog showing it (a History restore
 * saves and closes at once); null for a setting FAQ answers do not mention.
 */
export function faqToastNote(key: SettingKey) {
  const text = faqNotes[key];
  return text ? (
    <FaqNote text={translate('settings', text)} link={translate('settings', 'faqLink')} />
  ) : null;
}
