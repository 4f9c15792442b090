import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, signedInClientModule, startBackend, type TestBackend } from './support.ts';

/**
 * The image library's metadata saves (src/lib/data/images.ts) on the real supabase-js client
 * module, as two admins at once, against the real local backend: the second of two saves made
 * from the same reading is refused, so neither admin's alt texts are silently mixed with the
 * other's.
 */

type Images = typeof import('../../src/lib/data/images.ts');

let backend: TestBackend;
let first: Images;
let second: Images;

/** The images module on a fresh client module, signed in as a new admin. */
async function adminModule(label: string): Promise<Images> {
  await signedInClientModule(backend, label, true);
  return import('../../src/lib/data/images.ts');
}

beforeAll(async () => {
  backend = await startBackend();
  first = await adminModule('images-first');
  second = await adminModule('images-second');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

/** A new library row, inserted as the service role. */
async function newImage(name: string) {
  const { data, error } = await client(backend, backend.serviceRoleKey)
    .from('images')
    .insert({
      url: `${backend.url}/storage/v1/object/public/site-images/general/${name}.png`,
      key: `general/${name}.png`,
      category: 'general',
      alt_text: name,
    })
    .select('*')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

const values = (alt: string, altEs: string | null) => ({
  alt_text: alt,
  alt_text_es: altEs,
  category: 'testimonials' as const,
  display_order: 1,
});

describe('image metadata saves', () => {
  it('refuse the second of two saves made from the same reading, with the first one’s version', async () => {
    const image = await newImage(`race-${Date.now()}`);
    const [listA, listB] = await Promise.all([first.listImages(), second.listImages()]);
    const seenA = listA.find((row) => row.id === image.id)!;
    const seenB = listB.find((row) => row.id === image.id)!;

    const saved = await first.updateImage(seenA, values('Foam cannon at work', null));
    expect(saved).toMatchObject({ ok: true, row: { alt_text: 'Foam cannon at work' } });
    const stale = await second.updateImage(seenB, values('Wheel cleaning', 'Limpieza de ruedas'));
    expect(stale).toMatchObject({
      ok: false,
      reason: 'conflict',
      current: { alt_text: 'Foam cannon at work', alt_text_es: null },
    });

    const [now] = await second.listImages().then((rows) => rows.filter((r) => r.id === image.id));
    expect(now).toMatchObject({ alt_text: 'Foam cannon at work', alt_text_es: null });
  });

  it('save when nobody else changed the image, and report an image deleted meanwhile', async () => {
    const image = await newImage(`calm-${Date.now()}`);
    const entry = { key: image.id, rows: { single: image }, order: 0 };
    const saved = await second.imageEntries.save(entry, {
      single: values('Interior detail', 'Detalle interior'),
    });
    expect(saved).toMatchObject({
      ok: true,
      rows: { single: { alt_text_es: 'Detalle interior' } },
    });

    await client(backend, backend.serviceRoleKey).from('images').delete().eq('id', image.id);
    const gone = await first.updateImage(image, values('Too late', null));
    expect(gone).toEqual({ ok: false, reason: 'deleted' });
  });
});
