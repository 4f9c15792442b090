import { useFormContext, useFormState } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { adminPages } from '../admin-nav.ts';

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
    <p role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      {t(text)}{' '}
      <a href={adminPages.faqs.path} className="font-medium underline">
        {t('faqLink')}
      </a>
      .
    </p>
  );
}
