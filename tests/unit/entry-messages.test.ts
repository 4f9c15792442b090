import { beforeAll, describe, expect, test } from 'vitest';
import english from '../../src/i18n/admin/en/editor.ts';
import spanish from '../../src/i18n/admin/es/editor.ts';
import { fillPlaceholders } from '../../src/i18n/index.ts';
import { loadMessages } from '../../src/i18n/admin/messages.ts';
import { entryMessages, nounForms } from '../../src/islands/admin/editor/entry-messages.ts';

// What the editors call their entries, and the toasts that follow from it, in both languages.

type Key = keyof typeof english;
const textOf =
  (messages: Record<string, string>) =>
  (key: Key, vars?: Record<string, string | number>): string =>
    fillPlaceholders(messages[key] ?? key, vars ?? {});

const nouns = [
  ...new Set(
    Object.keys(english)
      .filter((key) => key.startsWith('noun.'))
      .map((key) => key.split('.')[1]!),
  ),
];

describe('in English the toasts read as docs/product.md#messages words them', () => {
  beforeAll(() => loadMessages('en', 'editor'));

  test.each(nouns)('for the noun %s', (noun) => {
    const title = noun.charAt(0).toUpperCase() + noun.slice(1);
    expect(entryMessages({ noun })).toMatchObject({
      saved: `${title} updated successfully`,
      saveFailed: `Error updating ${noun}`,
      added: `${title} added successfully`,
      addFailed: `Error adding ${noun}`,
      deleted: `${title} deleted successfully`,
      deleteFailed: `Error deleting ${noun}`,
      failureDetail: true,
    });
  });

  test("an editor's own wording replaces the generic one", () => {
    const messages = entryMessages({
      noun: 'Expense',
      messages: { addFailed: 'Failed to add expense', failureDetail: false },
    });
    expect(messages.addFailed).toBe('Failed to add expense');
    expect(messages.saved).toBe('Expense updated successfully');
    expect(messages.failureDetail).toBe(false);
  });

  test('a noun the namespace lacks is used as given', () => {
    expect(nounForms('gift card')).toMatchObject({ title: 'Gift Card', this: 'this gift card' });
    expect(entryMessages({ noun: 'gift card' }).saved).toBe('Gift card updated successfully');
  });
});

test('every noun has every form in the namespace', () => {
  for (const noun of nouns) {
    for (const form of ['bare', 'the', 'plural', 'this', 'title']) {
      expect(Object.keys(english), `${noun}.${form}`).toContain(`noun.${noun}.${form}`);
    }
  }
});

test('in Spanish an entry is named with its article and gender', () => {
  const t = textOf(spanish);
  const faq = nounForms('FAQ', t);
  expect(t('saved', faq)).toBe('La pregunta frecuente se actualizó correctamente');
  expect(t('add', faq)).toBe('Agregar pregunta frecuente');
  expect(t('deleteQuestion', nounForms('service', t))).toBe('¿Eliminar este servicio adicional?');
  expect(t('moveFailed', nounForms('testimonial', t))).toBe(
    'Error al cambiar el orden de los testimonios',
  );
});
