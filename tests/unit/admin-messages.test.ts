import { expect, test } from 'vitest';
import { loadMessages } from '../../src/i18n/admin/messages.ts';

// useMessages() always reads a namespace through React's use(), loaded or not (a replayed render
// that skipped it crashed the admin). For that to cost nothing once loaded, the namespace's promise
// carries its value the way React marks a promise it has read, so use() returns it without
// suspending.

type Marked = Promise<Record<string, string>> & { status?: string; value?: unknown };

test('a loaded namespace is marked fulfilled with its texts, and the same promise is returned again', async () => {
  const first = loadMessages('es', 'common') as Marked;
  const texts = await first;
  expect(texts.loading).toBe('Cargando...');
  expect(first.status).toBe('fulfilled');
  expect(first.value).toBe(texts);
  expect(loadMessages('es', 'common')).toBe(first);
});

test('a namespace still loading is not marked, so use() waits for it', () => {
  const pending = loadMessages('en', 'history') as Marked;
  expect(pending.status).toBeUndefined();
  return pending;
});
