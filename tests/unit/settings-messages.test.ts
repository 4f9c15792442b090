import { atom } from 'nanostores';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import enHistory from '../../src/i18n/admin/en/history.ts';
import esHistory from '../../src/i18n/admin/es/history.ts';
import { $adminLanguage } from '../../src/i18n/admin/language.ts';
import { loadMessages, translate } from '../../src/i18n/admin/messages.ts';
import { describeFailure } from '../../src/islands/admin/editor/describe-failure.ts';
import { fillPlaceholders } from '../../src/i18n/index.ts';
import type { Entry } from '../../src/lib/data/entries.ts';
import type { SettingsRow } from '../../src/lib/data/site-settings.ts';
import {
  clashedSettings,
  restoredSetting,
} from '../../src/islands/admin/settings/setting-messages.tsx';

// How the Site Settings name a setting where the editors name an entry: the toast of a History
// restore, and the History's titles, in both admin languages (docs/product.md#site-settings).

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
      (['settings', 'settingNames', 'editor'] as const).map((ns) => loadMessages(lang, ns)),
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

test('the History titles each setting’s versions once, in words that agree with the setting', () => {
  const title = (messages: Record<string, string>, key: string, done: string) =>
    fillPlaceholders(messages.ofEntry!, {
      key,
      done: fillPlaceholders(messages.doneBy!, { done, actor: 'ana@example.com' }),
    });
  expect(title(esHistory, 'Teléfono', esHistory['ofEntry.verb.edited'])).toBe(
    'Teléfono: editado por ana@example.com',
  );
  expect(
    title(
      esHistory,
      'Horario de atención',
      fillPlaceholders(esHistory['ofEntry.restoredVersion'], { time: '29 nov, 8:48 p. m. ET' }),
    ),
  ).toBe(
    'Horario de atención: restaurado a la versión del 29 nov, 8:48 p. m. ET por ana@example.com',
  );
  expect(
    title(
      enHistory,
      'Opening hours',
      fillPlaceholders(enHistory['ofEntry.restoredVersion'], { time: 'Nov 29, 8:48 PM ET' }),
    ),
  ).toBe('Opening hours: restored to the version of Nov 29, 8:48 PM ET by ana@example.com');
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
      translate('editor', 'conflict', { which: clashedSettings(['top_banner_message_es']) }),
    ).toBe(
      'The setting “Top banner (Spanish)” was changed by someone else while you were editing. Your save was refused, so nothing was overwritten.',
    );
    expect(
      describeFailure(refused(['opening_hours', 'payment_methods']), undefined, {
        conflictWhich: clashedSettings,
      }),
    ).toBe(
      'Each of the settings “Opening hours” and “Payment methods” was changed by someone else since you opened it. None of it was overwritten.',
    );
  });

  test('in Spanish, as the feminine subject the notice agrees with', () => {
    inLanguage('es');
    expect(translate('editor', 'conflict', { which: clashedSettings(['opening_hours']) })).toBe(
      'La configuración de «Horario de atención» fue modificada por otra persona mientras usted editaba. Se rechazó su cambio, así que no se sobrescribió nada.',
    );
    expect(
      describeFailure(refused(['phone_number', 'payment_methods']), undefined, {
        conflictWhich: clashedSettings,
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
