import { useMessages } from '../../i18n/admin/messages.ts';

/**
 * Publish now's name as its button in the header shows it (docs/product.md#admin-shell): one word
 * under 768 px, where the header is one row ('Publish' / 'Publicar'), whole from 768 px and for
 * screen readers ('Publish now' / 'Publicar ahora'). The button says it so, and so does every note
 * that tells the owner to use it (a `{publishNow}` in its text), so a note never names a button
 * the owner cannot see.
 */
export function PublishNowName() {
  const t = useMessages('shell');
  return (
    <>
      <span aria-hidden="true" className="md:hidden">
        {t('publishNowShort')}
      </span>
      <span className="max-md:sr-only">{t('publishNow')}</span>
    </>
  );
}
