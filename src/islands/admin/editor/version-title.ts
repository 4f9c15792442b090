/** How a History view titles a version: what was done, by whom, and in a whole table's, to what. */
import type { Translate } from '../../../i18n/admin/messages.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { versionVerb, type Version } from '../../../lib/data/history-versions.ts';
import type { Agreement } from './history-text.ts';

/** The entry a whole table's History names for a version: its name, and how words agree with it. */
export interface TitledEntry {
  name: string;
  agreement?: Agreement | undefined;
  /**
   * The version took the entry from a value to empty (every field it changed): an edit is then
   * titled 'cleared' ('Shop street address: cleared by …'), which an entry's own History, whose
   * versions change many fields, leaves to the fields' Before and After.
   */
  emptied?: boolean | undefined;
}

/**
 * The title of `version`: in an entry's own History 'Edited by ana@…' ('Editada por …', of the
 * version); in a whole table's, `entry`'s name first and the participle agreeing with it
 * ('Opening hours: edited by …'; 'Teléfono: editado por …', 'Formas de pago: editadas por …'; one
 * emptied: 'Dirección del taller: borrada por …'). A restore from a History names the version it
 * brought back, its time worded by `time`.
 */
export function versionTitle(
  t: Translate<'history'>,
  version: Pick<Version, 'operation' | 'source' | 'restoredFrom' | 'actor'>,
  time: (iso: string) => string,
  entry?: TitledEntry,
): string {
  const of = entry ? 'ofEntry.' : '';
  const agrees = entry?.agreement && entry.agreement !== 'm' ? `.${entry.agreement}` : '';
  const verb = version.restoredFrom
    ? t(`${of}restoredVersion${agrees}` as NamespaceKey<'history'>, {
        time: time(version.restoredFrom),
      })
    : t(`${of}verb.${versionVerb(version, entry?.emptied)}${agrees}` as NamespaceKey<'history'>);
  const done = t('doneBy', { done: verb, actor: version.actor ?? t('aScript') });
  return entry
    ? t('ofEntry', { key: entry.name, done })
    : done.charAt(0).toUpperCase() + done.slice(1);
}
