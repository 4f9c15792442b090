import { describe, expect, test } from 'vitest';
import english from '../../src/i18n/admin/en/validation.ts';
import spanish from '../../src/i18n/admin/es/validation.ts';
import { translateValidation, validationSentence } from '../../src/i18n/admin/validation-text.ts';
import { faqItemSchema } from '../../src/lib/schemas/faq-items.ts';
import { serviceAreaSchema } from '../../src/lib/content/service-area-schema.ts';
import { openingHoursSchema } from '../../src/lib/content/opening-hours.ts';
import { settingValueSchemas } from '../../src/lib/schemas/setting-values.ts';

// Validation messages in the admin's language: schemas give English messages, the `validation`
// namespace translates them where a field shows them.

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

describe('a schema fragment becomes a sentence about the field', () => {
  const required = messageOf(faqItemSchema.shape.question.safeParse('  '));

  test('in English, as before', () => {
    expect(validationSentence(required, english)).toBe('This field is required.');
    expect(validationSentence(required, undefined)).toBe('This field is required.');
  });

  test('in Spanish', () => {
    expect(validationSentence(required, spanish)).toBe('Este campo es obligatorio.');
    const phone = messageOf(settingValueSchemas.phone_number.safeParse('call me'));
    expect(validationSentence(phone, spanish)).toBe(
      'Este campo debe ser un número de teléfono de EE. UU., como (703) 555-0100.',
    );
  });

  test('a whole sentence is shown as it is, translated', () => {
    const sentence = 'A range runs from the lower amount to a higher one, such as 45 to 60.';
    expect(validationSentence(sentence, english)).toBe(sentence);
    expect(validationSentence(sentence, spanish)).toBe(
      'Un rango va del monto menor a uno mayor, como de 45 a 60.',
    );
  });
});

describe('a message with values', () => {
  test('fills the placeholders of the matching key', () => {
    const tooLong = messageOf(
      serviceAreaSchema.safeParse([{ en: 'x'.repeat(81), es: 'y', towns: [] }]),
    );
    expect(tooLong).toBe('is too long (80 characters at most)');
    expect(translateValidation(tooLong, spanish)).toBe(
      'es demasiado largo (80 caracteres como máximo)',
    );
    expect(translateValidation(tooLong, english)).toBe(tooLong);
  });

  test('translates a value the namespace has words for', () => {
    const overlap = messageOf(
      openingHoursSchema.safeParse([
        { days: ['mo'], opens: '08:00', closes: '12:00' },
        { days: ['mo'], opens: '11:00', closes: '15:00' },
      ]),
    );
    expect(validationSentence(overlap, spanish)).toBe(
      'Este campo tiene horarios que se superponen el lunes.',
    );
    expect(validationSentence(overlap, english)).toBe(
      'This field has overlapping intervals on Monday.',
    );
  });
});

test('a message the namespace lacks stays as the schema gave it', () => {
  expect(translateValidation('Invalid option', spanish)).toBe('Invalid option');
});

test('every message of the shared schemas has a Spanish text', () => {
  // The literal messages written in the schema modules: each must be a key of the namespace
  // (directly or through a key with placeholders), or it would show in English.
  const sources = import.meta.glob<string>(
    [
      '../../src/lib/schemas/*.ts',
      '../../src/lib/content/*.ts',
      '../../src/islands/admin/**/*-form.ts',
      '../../src/islands/admin/editor/icon-set.ts',
    ],
    { eager: true, query: '?raw', import: 'default' },
  );
  const messages = Object.values(sources).flatMap((source) =>
    [
      ...source.matchAll(
        /[,(:=?]\s*'((?:is|must|needs|has|lists|The site|The icon|An amount|A range|Wording) [^']*)'/g,
      ),
    ].map((match) => match[1]!),
  );
  expect(messages.length).toBeGreaterThan(35);
  const missing = messages.filter((message) => translateValidation(message, spanish) === message);
  expect(missing).toEqual([]);
});
