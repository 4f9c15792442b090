import { describe, expect, it } from 'vitest';
import { changeParts } from '../../src/islands/admin/overview/activity-text.ts';
import {
  columnLabel,
  emptiesEveryField,
  isEmptyValue,
  valueText,
  versionChanges,
} from '../../src/lib/data/history-diff.ts';
import {
  entryAt,
  groupVersions,
  isLive,
  versionVerb,
  type HistoryRow,
} from '../../src/lib/data/history-versions.ts';
import { toHistoryRow } from '../../src/lib/data/history-rows.ts';

let nextId = 0;
/** A recorded row; `at` is seconds after a fixed moment. */
function row(parts: Partial<HistoryRow> & { at: number; tx: number }): HistoryRow {
  nextId += 1;
  return {
    id: nextId,
    table: 'faq_items',
    entryKey: 'payment',
    language: 'en',
    operation: 'update',
    oldRow: null,
    newRow: null,
    nested: false,
    source: null,
    actor: 'owner@example.com',
    revision: parts.tx,
    label: null,
    changedAt: new Date(Date.UTC(2026, 10, 25, 10, 0, parts.at)).toISOString(),
    ...parts,
  };
}

/** The version of one recorded write of the street address setting's row. */
const settingVersion = (parts: Partial<HistoryRow>) =>
  groupVersions([
    row({
      at: 0,
      tx: 1,
      table: 'site_settings',
      entryKey: 'street_address',
      language: null,
      ...parts,
    }),
  ])[0]!;

/** Rows as the database answers: newest first. */
const newestFirst = (rows: HistoryRow[]) => [...rows].sort((a, b) => b.id - a.id);

describe('content history versions', () => {
  it('one save of both languages, a second apart, is one version', () => {
    const rows = newestFirst([
      row({ at: 0, tx: 1, language: 'en' }),
      row({ at: 1, tx: 2, language: 'es' }),
    ]);
    const versions = groupVersions(rows);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.rows.map((r) => r.language)).toEqual(['es', 'en']);
    expect(versions[0]!.revision).toBe(2);
  });

  it('two saves of the same language are two versions, however quick', () => {
    const rows = newestFirst([
      row({ at: 0, tx: 1, language: 'en' }),
      row({ at: 1, tx: 2, language: 'es' }),
      row({ at: 2, tx: 3, language: 'en' }),
      row({ at: 3, tx: 4, language: 'es' }),
    ]);
    expect(groupVersions(rows).map((v) => v.rows.map((r) => r.tx))).toEqual([
      [4, 3],
      [2, 1],
    ]);
  });

  it('a price the database copied to the other language belongs to the save that caused it', () => {
    const rows = newestFirst([
      row({ at: 0, tx: 1, language: 'en' }),
      row({ at: 1, tx: 2, language: 'es' }),
      row({ at: 1, tx: 2, language: 'en', nested: true }),
    ]);
    expect(groupVersions(rows)).toHaveLength(1);
  });

  it('saves apart in time, by different people, or of different entries stay apart', () => {
    const rows = newestFirst([
      row({ at: 0, tx: 1, language: 'en' }),
      row({ at: 30, tx: 2, language: 'es' }),
      row({ at: 31, tx: 3, language: 'en', actor: 'helper@example.com' }),
      row({ at: 32, tx: 4, language: 'es', entryKey: 'how_long' }),
    ]);
    expect(groupVersions(rows)).toHaveLength(4);
  });

  it('labels a version with its English name', () => {
    const rows = newestFirst([
      row({ at: 0, tx: 1, language: 'en', label: 'How do I pay?' }),
      row({ at: 1, tx: 2, language: 'es', label: '¿Cómo pago?' }),
    ]);
    expect(groupVersions(rows)[0]!.label).toBe('How do I pay?');
  });

  it("the Overview names an entry in the admin's language: a row's own name, an image's Spanish alt", () => {
    const faq = groupVersions(
      newestFirst([
        row({ at: 0, tx: 1, language: 'en', label: 'How do I pay?' }),
        row({ at: 1, tx: 2, language: 'es', label: '¿Cómo pago?' }),
      ]),
    )[0]!;
    expect(changeParts(faq, 'en')).toMatchObject({ name: 'How do I pay?', nameLang: 'en' });
    expect(changeParts(faq, 'es')).toMatchObject({ name: '¿Cómo pago?', nameLang: 'es' });
    const image = (labelEs: string | null) =>
      groupVersions([
        row({ at: 0, tx: 3, table: 'images', language: null, label: 'A clean car', labelEs }),
      ])[0]!;
    expect(changeParts(image('Un coche limpio'), 'en').name).toBe('A clean car');
    expect(changeParts(image('Un coche limpio'), 'es')).toMatchObject({
      name: 'Un coche limpio',
      nameLang: 'es',
    });
    // Without a Spanish alt text the English one still names it.
    expect(changeParts(image(null), 'es')).toMatchObject({
      name: 'A clean car',
      nameLang: undefined,
    });
  });

  it('the Overview says a setting taken from a value to empty was cleared, as its History does', () => {
    const address = { key: 'street_address', value: '4200 Lee Hwy', category: 'contact' };
    const setting = (parts: Partial<HistoryRow>) =>
      settingVersion({ label: 'street_address', oldRow: address, ...parts });
    expect(changeParts(setting({ newRow: { ...address, value: '' } }), 'en').verb).toBe(
      'verb.cleared',
    );
    // Retyped, or filled in from empty, is an edit; a row deleted stays deleted.
    expect(changeParts(setting({ newRow: { ...address, value: '—' } }), 'en').verb).toBe(
      'verb.edited',
    );
    expect(
      changeParts(setting({ oldRow: { ...address, value: '' }, newRow: address }), 'en').verb,
    ).toBe('verb.edited');
    expect(changeParts(setting({ operation: 'delete' }), 'en').verb).toBe('verb.deleted');
    // Another table's entry emptied keeps 'edited', as its own History does.
    const faq = groupVersions([
      row({ at: 0, tx: 2, oldRow: { answer: 'Cash.' }, newRow: { answer: '' } }),
    ])[0]!;
    expect(changeParts(faq, 'en').verb).toBe('verb.edited');
  });

  it('the entry after a version is each language as its last write by then left it', () => {
    const first = { question: 'First?' };
    const second = { question: 'Second?' };
    const spanish = { question: '¿Primera?' };
    const rows = newestFirst([
      row({ at: 0, tx: 1, language: 'en', operation: 'insert', newRow: first }),
      row({ at: 1, tx: 2, language: 'es', operation: 'insert', newRow: spanish }),
      row({ at: 60, tx: 3, language: 'en', oldRow: first, newRow: second }),
      row({ at: 120, tx: 4, language: 'es', operation: 'delete', oldRow: spanish }),
    ]);
    const [deleted, edited, created] = groupVersions(rows);
    expect(entryAt(rows, created!)).toEqual({ en: first, es: spanish });
    expect(entryAt(rows, edited!)).toEqual({ en: second, es: spanish });
    expect(entryAt(rows, deleted!)).toEqual({ en: second });
  });

  it("in a whole table's history, the entry after a version holds only that entry's rows", () => {
    const payment = { question: 'How do I pay?' };
    const areas = { question: '¿Dónde trabajan?' };
    const rows = newestFirst([
      row({ at: 0, tx: 1, entryKey: 'what_areas', language: 'es', newRow: areas }),
      row({ at: 60, tx: 2, entryKey: 'payment', language: 'en', newRow: payment }),
    ]);
    const [paymentVersion, areasVersion] = groupVersions(rows);
    expect(entryAt(rows, paymentVersion!)).toEqual({ en: payment });
    expect(entryAt(rows, areasVersion!)).toEqual({ es: areas });
  });

  it('a version is live once the site is built from its revision or a later one', () => {
    expect(isLive({ revision: 5 }, 5)).toBe(true);
    expect(isLive({ revision: 6 }, 5)).toBe(false);
    expect(isLive({ revision: null }, 5)).toBe(false);
  });
});

describe('content history changes', () => {
  it('lists the fields a version changed, English first, with their values before and after', () => {
    const rows = newestFirst([
      row({
        at: 0,
        tx: 1,
        language: 'es',
        oldRow: { id: 'b', question: '¿Pago?', answer: 'Sí', updated_at: '1' },
        newRow: { id: 'b', question: '¿Cómo pago?', answer: 'Sí', updated_at: '2' },
      }),
      row({
        at: 1,
        tx: 2,
        language: 'en',
        oldRow: { id: 'a', question: 'Pay?', is_active: true },
        newRow: { id: 'a', question: 'How do I pay?', is_active: false },
      }),
    ]);
    const [version] = groupVersions(rows);
    expect(versionChanges(version!)).toEqual([
      { slot: 'en', column: 'question', label: 'Question', before: 'Pay?', after: 'How do I pay?' },
      { slot: 'en', column: 'is_active', label: 'Active', before: 'Yes', after: 'No' },
      { slot: 'es', column: 'question', label: 'Question', before: '¿Pago?', after: '¿Cómo pago?' },
    ]);
  });

  it('an added row shows its values as new, a deleted one as gone', () => {
    const [added] = groupVersions([
      row({
        at: 0,
        tx: 1,
        operation: 'insert',
        newRow: { question: 'New?', features: ['a', 'b'] },
      }),
    ]);
    expect(versionChanges(added!)).toEqual([
      { slot: 'en', column: 'question', label: 'Question', before: null, after: 'New?' },
      { slot: 'en', column: 'features', label: 'Features', before: null, after: 'a\nb' },
    ]);
    const [deleted] = groupVersions([
      row({ at: 0, tx: 1, operation: 'delete', oldRow: { question: 'Old?' } }),
    ]);
    expect(versionChanges(deleted!)).toEqual([
      { slot: 'en', column: 'question', label: 'Question', before: 'Old?', after: null },
    ]);
  });

  it('shows a field changed the same way in both languages once, as the entry’s (a shared price)', () => {
    const [version] = groupVersions(
      newestFirst([
        row({
          at: 0,
          tx: 1,
          language: 'en',
          oldRow: { id: 'a', title: 'Gold', price_sedan: '195' },
          newRow: { id: 'a', title: 'Gold Plus', price_sedan: '205' },
        }),
        row({
          at: 1,
          tx: 1,
          language: 'es',
          oldRow: { id: 'b', title: 'Oro', price_sedan: '195' },
          newRow: { id: 'b', title: 'Oro', price_sedan: '205' },
        }),
      ]),
    );
    expect(versionChanges(version!)).toEqual([
      { slot: 'en', column: 'title', label: 'Title', before: 'Gold', after: 'Gold Plus' },
      {
        slot: 'single',
        column: 'price_sedan',
        label: 'Price, sedan',
        before: '$195',
        after: '$205',
      },
    ]);
  });

  it('an edit that took a setting from a value to empty emptied it; adding, deleting or typing did not', () => {
    /** The changes of one recorded write of a setting's row. */
    const changesOf = (parts: Partial<HistoryRow>) => versionChanges(settingVersion(parts));
    const address = { key: 'street_address', value: '4200 Lee Hwy, Arlington, VA 22207' };
    const cleared = changesOf({ oldRow: address, newRow: { ...address, value: '' } });
    expect(cleared).toEqual([
      { slot: 'single', column: 'value', label: 'Value', before: address.value, after: '' },
    ]);
    expect(emptiesEveryField(cleared)).toBe(true);
    // A value typed over another, or a dash typed, is an edit; an empty value stays empty.
    expect(
      emptiesEveryField(changesOf({ oldRow: address, newRow: { ...address, value: '—' } })),
    ).toBe(false);
    expect(
      emptiesEveryField(changesOf({ oldRow: { ...address, value: '' }, newRow: address })),
    ).toBe(false);
    // A row added or deleted is not a value emptied: the other side is no row at all.
    expect(
      emptiesEveryField(changesOf({ operation: 'insert', newRow: { ...address, value: '' } })),
    ).toBe(false);
    expect(emptiesEveryField(changesOf({ operation: 'delete', oldRow: address }))).toBe(false);
    // Several fields: emptied only when every one of them went empty.
    const both = { question: 'Pay?', answer: 'Cash.' };
    expect(
      emptiesEveryField(changesOf({ oldRow: both, newRow: { question: '', answer: '' } })),
    ).toBe(true);
    expect(
      emptiesEveryField(changesOf({ oldRow: both, newRow: { question: '', answer: 'No.' } })),
    ).toBe(false);
    expect(emptiesEveryField([])).toBe(false);
  });

  it('says an empty value is empty, a typed dash or space is not', () => {
    expect([null, undefined, ''].map(isEmptyValue)).toEqual([true, true, true]);
    expect(['—', '-', ' ', '0'].map(isEmptyValue)).toEqual([false, false, false, false]);
  });

  it('calls an edit that emptied its entry cleared, and nothing else', () => {
    const edit = { operation: 'update', source: null } as const;
    expect(versionVerb(edit, true)).toBe('cleared');
    expect(versionVerb(edit)).toBe('edited');
    expect(versionVerb({ ...edit, source: 'restore' }, true)).toBe('restored');
    expect(versionVerb({ ...edit, source: 'seed' }, true)).toBe('seeded');
    expect(versionVerb({ operation: 'insert', source: null }, true)).toBe('added');
    expect(versionVerb({ operation: 'delete', source: null }, true)).toBe('deleted');
  });

  it('names columns in words and shows values as text', () => {
    expect(columnLabel('price_suv_2row')).toBe('Price, SUV 2 rows');
    expect(columnLabel('subtitle')).toBe('Subtitle');
    expect(valueText(null)).toBe('');
    expect(valueText(3)).toBe('3');
  });
});

describe('content history names', () => {
  it('a social link is named by its platform as its card names it, in History and the Overview', () => {
    const answer = {
      id: 1,
      tx: 1,
      language: null,
      operation: 'insert',
      nested: false,
      source: 'seed',
      actor_email: null,
      changed_at: '2026-11-25T10:00:00Z',
      revision: 1,
      label: 'instagram',
    };
    const fromEditor = toHistoryRow(answer, 'social_links', 'instagram');
    expect(fromEditor.label).toBe('Instagram');
    const fromOverview = toHistoryRow({ ...answer, table_name: 'social_links' });
    for (const lang of ['en', 'es'] as const) {
      expect(changeParts(groupVersions([fromOverview])[0]!, lang).name).toBe('Instagram');
    }
    // Other entries keep their names as written.
    expect(toHistoryRow({ ...answer, label: 'iPhone care' }, 'faq_items').label).toBe(
      'iPhone care',
    );
  });
});
