import { atom } from 'nanostores';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import esSettingNames from '../../src/i18n/admin/es/settingNames.ts';
import { $adminLanguage } from '../../src/i18n/admin/language.ts';
import { loadMessages, translate } from '../../src/i18n/admin/messages.ts';
import { describeFailure, partsName } from '../../src/islands/admin/editor/describe-failure.ts';
import { versionTitle } from '../../src/islands/admin/editor/version-title.ts';
import { settingAgreement } from '../../src/islands/admin/settings/setting-texts.ts';
import type { SettingKey } from '../../src/lib/content/schema.ts';
import type { Entry, EntryRow, SaveResult } from '../../src/lib/data/entries.ts';
import { expenseForm } from '../../src/islands/admin/expenses/expense-form.ts';
import { imageForm } from '../../src/islands/admin/images/image-form.ts';
import { socialForm } from '../../src/islands/admin/social/social-form.ts';
import type { ImageRow } from '../../src/lib/data/images.ts';
import type { SocialRow } from '../../src/lib/data/social-links.ts';
import type { Version } from '../../src/lib/data/history-versions.ts';
import { editableSettingKeys, type SettingsRow } from '../../src/lib/data/site-settings.ts';
import { publishingForm } from '../../src/islands/admin/settings/publishing-form.ts';
import {
  restoredSetting,
  settingsWhich,
} from '../../src/islands/admin/settings/setting-messages.tsx';
import { settingsForm } from '../../src/islands/admin/settings/settings-form.ts';

// How the Site Settings name a setting where the editors name an entry: the toast of a History
// restore, and the History's titles, in both admin languages (docs/product.md#site-settings).
// And what a one-row editor's failures name: the social link or the image by its name, as its card
// or tile does, not 'The entry' (docs/product.md#messages).

vi.mock('../../src/i18n/admin/language.ts', async (original) => ({
  ...(await original<typeof import('../../src/i18n/admin/language.ts')>()),
  $adminLanguage: atom<'en' | 'es'>('en'),
}));

// Names and words only: no backend.
vi.mock('../../src/lib/supabase.ts', () => ({ supabase: {} }));

const inLanguage = (lang: 'en' | 'es') => ($adminLanguage as ReturnType<typeof atom>).set(lang);

beforeAll(async () => {
  for (const lang of ['en', 'es'] as const) {
    await Promise.all(
      (['common', 'settings', 'settingNames', 'editor', 'history'] as const).map((ns) =>
        loadMessages(lang, ns),
      ),
    );
  }
});

/** The settings entry with `values` (the others as '' ). */
const settings = (values: Partial<SettingsRow['values']>): Entry<SettingsRow> => ({
  key: 'site_settings',
  order: 0,
  rows: {
    single: {
      id: 'site_settings',
      updated_at: '',
      values: values as SettingsRow['values'],
      stamps: {},
    },
  },
});

describe("a History restore's toast names the setting it brought back", () => {
  test('the hours, with the note that FAQ answers may mention them and the way to the FAQs', () => {
    inLanguage('en');
    const restored = restoredSetting(
      settings({ opening_hours: 'mine', phone_number: '1' }),
      settings({ opening_hours: 'theirs', phone_number: '1' }),
    );
    expect(restored?.start).toBe('Opening hours');
    const note = renderToStaticMarkup(restored?.description);
    expect(note).toContain('Your FAQ answers may mention your hours');
    expect(note).toContain('<a href="/admin/faqs"');
    expect(note).toContain('>FAQs</a>');
  });

  test('a setting FAQ answers do not mention, with no note', () => {
    inLanguage('en');
    const restored = restoredSetting(
      settings({ phone_number: '1' }),
      settings({ phone_number: '2' }),
    );
    expect(restored).toEqual({ start: 'Phone number', description: undefined });
  });

  test('in Spanish, the name quoted, as one thing whatever its number, and the note in Spanish', () => {
    inLanguage('es');
    const restored = restoredSetting(
      settings({ payment_methods: '["cash"]' }),
      settings({ payment_methods: '["zelle"]' }),
    );
    expect(restored?.start).toBe('«Formas de pago»');
    const note = renderToStaticMarkup(restored?.description);
    expect(note).toContain('mencionen sus formas de pago');
    expect(note).toContain('>Preguntas frecuentes</a>');
  });

  test('nothing restored that differs: the toast keeps the editor’s noun', () => {
    expect(restoredSetting(settings({}), settings({}))).toBeUndefined();
  });
});

describe('the History titles each setting’s versions by its name, the participle agreeing with it', () => {
  /** The title of a version of setting `key` in the admin's language, as the History shows it. */
  const title = (
    key: string,
    version: Partial<Pick<Version, 'operation' | 'source' | 'restoredFrom'>> = {},
    emptied = false,
  ) =>
    versionTitle(
      (text, vars) => translate('history', text, vars),
      {
        operation: 'update',
        source: null,
        restoredFrom: null,
        actor: 'ana@example.com',
        ...version,
      },
      () => '29 nov, 8:48 p. m. ET',
      {
        name: translate('settingNames', key as SettingKey),
        agreement: settingAgreement((text) => translate('settingNames', text), key),
        emptied,
      },
    );

  test('in Spanish, masculine, feminine and plural names alike', () => {
    inLanguage('es');
    expect(title('phone_number')).toBe('Teléfono: editado por ana@example.com');
    expect(title('street_address')).toBe('Dirección del taller: editada por ana@example.com');
    expect(title('ceramic_partner_url')).toBe(
      'Página del socio de recubrimiento cerámico: editada por ana@example.com',
    );
    expect(title('payment_methods')).toBe('Formas de pago: editadas por ana@example.com');
    expect(title('service_area', { source: 'seed' })).toBe(
      'Zonas y ciudades atendidas: cargadas con los datos iniciales por ana@example.com',
    );
    expect(title('opening_hours', { restoredFrom: '2026-11-29T20:48:00-05:00' })).toBe(
      'Horario de atención: restaurado a la versión del 29 nov, 8:48 p. m. ET por ana@example.com',
    );
    expect(title('payment_methods', { restoredFrom: '2026-11-29T20:48:00-05:00' })).toBe(
      'Formas de pago: restauradas a la versión del 29 nov, 8:48 p. m. ET por ana@example.com',
    );
  });

  test('every setting’s Spanish name says how words agree with it, and each has its words', () => {
    inLanguage('es');
    for (const key of editableSettingKeys) {
      expect(['m', 'f', 'mp', 'fp'], key).toContain(esSettingNames[`${key}.agreement`]);
      for (const operation of ['insert', 'update', 'delete'] as const) {
        expect(title(key, { operation }), key).toMatch(/: \p{L}+ por ana@example\.com$/u);
      }
      expect(title(key, {}, true), key).toMatch(/: borrad[oa]s? por ana@example\.com$/u);
    }
  });

  test('an edit that emptied a setting is listed as cleared, agreeing with its name', () => {
    inLanguage('en');
    expect(title('street_address', {}, true)).toBe(
      'Shop street address: cleared by ana@example.com',
    );
    inLanguage('es');
    expect(title('street_address', {}, true)).toBe(
      'Dirección del taller: borrada por ana@example.com',
    );
    expect(title('whatsapp_number', {}, true)).toBe(
      'Número de WhatsApp: borrado por ana@example.com',
    );
    expect(title('payment_methods', {}, true)).toBe('Formas de pago: borradas por ana@example.com');
    // Only an edit: a restore names the version it brought back, an added or a deleted row its
    // own words.
    expect(
      title(
        'street_address',
        { source: 'restore', restoredFrom: '2026-11-29T20:48:00-05:00' },
        true,
      ),
    ).toBe(
      'Dirección del taller: restaurada a la versión del 29 nov, 8:48 p. m. ET por ana@example.com',
    );
    expect(title('street_address', { operation: 'delete' }, true)).toBe(
      'Dirección del taller: eliminada por ana@example.com',
    );
  });

  test('in English, the words whatever the setting', () => {
    inLanguage('en');
    expect(title('payment_methods')).toBe('Payment methods: edited by ana@example.com');
    expect(title('opening_hours', { restoredFrom: '2026-11-29T20:48:00-05:00' })).toBe(
      'Opening hours: restored to the version of 29 nov, 8:48 p. m. ET by ana@example.com',
    );
  });
});

describe('a save refused for someone else’s change names the settings that clashed', () => {
  /** The refusal of a save over `clashed`, as the settings' data module gives it. */
  const refused = (clashed: string[]) =>
    ({
      ok: false,
      reason: 'conflict',
      slot: 'single',
      current: settings({}).rows.single!,
      clashed,
      rows: settings({}).rows,
    }) as const;

  test('in English, in the notice and its toast', () => {
    inLanguage('en');
    expect(
      translate('editor', 'conflict', { which: settingsWhich(['top_banner_message_es']) }),
    ).toBe(
      'The setting “Top banner (Spanish)” was changed by someone else while you were editing. Your save was refused, so nothing was overwritten.',
    );
    expect(
      describeFailure(refused(['opening_hours', 'payment_methods']), undefined, {
        partsWhich: settingsWhich,
      }),
    ).toBe(
      'Each of the settings “Opening hours” and “Payment methods” was changed by someone else since you opened it. None of it was overwritten.',
    );
  });

  test('in Spanish, as the feminine subject the notice agrees with', () => {
    inLanguage('es');
    expect(translate('editor', 'conflict', { which: settingsWhich(['opening_hours']) })).toBe(
      'La configuración de «Horario de atención» fue modificada por otra persona mientras usted editaba. Se rechazó su cambio, así que no se sobrescribió nada.',
    );
    expect(
      describeFailure(refused(['phone_number', 'payment_methods']), undefined, {
        partsWhich: settingsWhich,
      }),
    ).toBe(
      'La configuración de «Teléfono» y «Formas de pago» fue modificada por otra persona desde que usted la abrió. No se sobrescribió nada.',
    );
  });

  test('an editor that names no parts keeps the entry', () => {
    inLanguage('en');
    expect(describeFailure(refused(['opening_hours']))).toBe(
      'The entry was changed by someone else since you opened it. None of it was overwritten.',
    );
  });
});

describe('a failed save names the settings it was writing, not the entry', () => {
  /** The failure of a save writing `parts`, as the settings' data module gives it. */
  const failed = (parts: string[]) =>
    ({
      ok: false,
      reason: 'failed',
      slot: 'single',
      message: 'permission denied',
      parts,
      rows: settings({}).rows,
    }) as const;

  const cases = [
    ['en', ['phone_number'], settingsForm, 'The setting “Phone number” was not saved'],
    [
      'en',
      ['opening_hours', 'payment_methods'],
      settingsForm,
      'Each of the settings “Opening hours” and “Payment methods” was not saved',
    ],
    [
      'es',
      ['opening_hours'],
      settingsForm,
      'La configuración de «Horario de atención» no se guardó',
    ],
    [
      'es',
      ['quiet_seconds', 'monthly_budget'],
      publishingForm,
      'La configuración de «Período de espera» y «Presupuesto mensual de despliegues» no se guardó',
    ],
  ] as const;

  test.each(cases)('in %s: %j', (lang, parts, form, said) => {
    inLanguage(lang);
    // Either card's form: a failure of any row.
    expect(describeFailure<EntryRow>(failed([...parts]), undefined, form)).toBe(
      `${said}: permission denied`,
    );
  });
});

const facebook = { id: '1', updated_at: '', platform: 'facebook', url: '' } as SocialRow;
const image = {
  id: '2',
  updated_at: '',
  key: 'uploads/red-sedan.jpg',
  file_name: 'red-sedan.jpg',
  alt_text: 'Red sedan, front view',
  alt_text_es: 'Sedán rojo, vista frontal',
} as ImageRow;

/** A one-row save that failed for `reason` with `row` as the page showed it. */
function failure<Row extends EntryRow>(
  reason: 'failed' | 'conflict' | 'deleted',
  row: Row,
): Exclude<SaveResult<Row>, { ok: true }> {
  const rows = { single: row };
  if (reason === 'failed') {
    return { ok: false, reason, slot: 'single', message: 'Could not reach the server.', rows };
  }
  if (reason === 'conflict') return { ok: false, reason, slot: 'single', current: row, rows };
  return { ok: false, reason, slot: 'single', rows };
}

describe('a social link is named by its network', () => {
  test.each([
    ['en', 'failed', 'The social link “Facebook” was not saved: Could not reach the server.'],
    [
      'en',
      'conflict',
      'The social link “Facebook” was changed by someone else since you opened it. None of it was overwritten.',
    ],
    ['en', 'deleted', 'The social link “Facebook” was deleted elsewhere.'],
    ['es', 'failed', 'La red social «Facebook» no se guardó: Could not reach the server.'],
    [
      'es',
      'conflict',
      'La red social «Facebook» fue modificada por otra persona desde que usted la abrió. No se sobrescribió nada.',
    ],
  ] as const)('in %s, %s', (lang, reason, said) => {
    inLanguage(lang);
    expect(describeFailure(failure(reason, facebook), undefined, socialForm)).toBe(said);
  });

  test('and so in the conflict notice, in Spanish', () => {
    inLanguage('es');
    expect(
      translate('editor', 'conflict', {
        which: partsName(socialForm, failure('conflict', facebook))!,
      }),
    ).toBe(
      'La red social «Facebook» fue modificada por otra persona mientras usted editaba. Se rechazó su cambio, así que no se sobrescribió nada.',
    );
  });
});

describe('an image is named by its alt text in the admin’s language, else its file name', () => {
  test.each([
    ['en', image, 'The image “Red sedan, front view” was not saved'],
    ['es', image, 'La imagen «Sedán rojo, vista frontal» no se guardó'],
    ['es', { ...image, alt_text: '', alt_text_es: null }, 'La imagen «red-sedan.jpg» no se guardó'],
  ] as const)('in %s: %j', (lang, row, said) => {
    inLanguage(lang);
    expect(describeFailure(failure('failed', row), undefined, imageForm)).toBe(
      `${said}: Could not reach the server.`,
    );
  });
});

test('an expense, whose Spanish noun is masculine, keeps the entry', () => {
  inLanguage('es');
  const expense = { id: '3', updated_at: '', name: 'Adobe' } as never;
  expect(describeFailure(failure('deleted', expense), undefined, expenseForm)).toBe(
    'La entrada se eliminó en otro lugar.',
  );
});

describe('a Publishing conflict names the setting changed elsewhere', () => {
  const row = {
    id: 'publishing',
    updated_at: '60/20',
    quiet_seconds: 60,
    monthly_budget: 20,
    deploys_this_month: 0,
  } as const;
  const conflict = {
    ...failure('conflict', row),
    clashed: ['monthly_budget'],
  } as const;

  test.each([
    ['en', 'The setting “Monthly deploy budget” was changed by someone else'],
    [
      'es',
      'La configuración de «Presupuesto mensual de despliegues» fue modificada por otra persona',
    ],
  ] as const)('in %s', (lang, said) => {
    inLanguage(lang);
    expect(
      translate('editor', 'conflict', { which: partsName(publishingForm, conflict)! }),
    ).toMatch(new RegExp(`^${said}`));
  });
});

test('the Undo of an add says what it took back, by its name', () => {
  inLanguage('en');
  expect(translate('editor', 'addUndone', { name: 'Adobe' })).toBe('“Adobe” removed again');
  inLanguage('es');
  expect(translate('editor', 'addUndone', { name: 'Adobe' })).toBe('Se quitó «Adobe» de nuevo');
});
