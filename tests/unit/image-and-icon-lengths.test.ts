import { StorageClient as StorageJs } from '@supabase/storage-js';
import { describe, expect, it, vi } from 'vitest';
import english from '../../src/i18n/admin/en/validation.ts';
import spanish from '../../src/i18n/admin/es/validation.ts';
import { validationSentence } from '../../src/i18n/admin/validation-text.ts';
import { aboutForm } from '../../src/islands/admin/about/about-form.ts';
import { imageForm, uploadTextsSchema } from '../../src/islands/admin/images/image-form.ts';
import { serviceForm } from '../../src/islands/admin/services/service-form.ts';
import { socialForm } from '../../src/islands/admin/social/social-form.ts';
import { uploadedFileName, uploadKey } from '../../src/lib/images/upload-key.ts';
import { StorageClient } from '../../src/lib/storage-on-demand.ts';
import { LINK_MAX } from '../../src/lib/schemas/text-length.ts';
import type { z } from '../../src/lib/zod.ts';

/**
 * What the image library, the icon editors and the about cards store fits the database's lengths
 * (docs/decisions.md#images-and-icons-have-a-length), and a longer text is refused at its field as
 * too long, in both admin languages.
 */

// Rules and words only: no backend.
vi.mock('../../src/lib/supabase.ts', () => ({ supabase: {} }));

type Issue = { path: PropertyKey[]; message: string };

/** The issues of `schema`'s parse of `values` at the field `path`. */
async function issuesAt(schema: z.ZodType, values: unknown, path: string): Promise<string[]> {
  const result = await schema.safeParseAsync(values);
  return (result.error?.issues ?? [])
    .filter((issue: Issue) => issue.path.join('.') === path)
    .map((issue: Issue) => issue.message);
}

/** The field's sentence of `message` in English and in Spanish. */
const sentences = (message: string) => [
  validationSentence(message, english),
  validationSentence(message, spanish),
];

describe("an image's alt texts", () => {
  const image = (alt_text: string, alt_text_es = '') => ({
    alt_text,
    alt_text_es,
    category: 'general',
    display_order: 0,
    file_name: 'IMG_4032.jpg',
  });
  const line = (length: number) => `A red sedan ${'x'.repeat(length - 12)}`;

  it('take a line of 200 characters in the Edit Image Metadata dialog and the upload, and no more', async () => {
    expect(line(200)).toHaveLength(200);
    for (const column of ['alt_text', 'alt_text_es'] as const) {
      const texts = (length: number) =>
        column === 'alt_text' ? image(line(length)) : image('A red sedan', line(length));
      expect(await issuesAt(imageForm.schema, texts(200), column)).toEqual([]);
      expect(await issuesAt(imageForm.schema, texts(201), column)).toEqual([
        'is too long (200 characters at most)',
      ]);
      const { category: _c, display_order: _d, ...upload } = texts(201);
      expect(await issuesAt(uploadTextsSchema, { single: upload }, `single.${column}`)).toEqual([
        'is too long (200 characters at most)',
      ]);
    }
    expect(sentences('is too long (200 characters at most)')).toEqual([
      'This field is too long (200 characters at most).',
      'Este campo es demasiado largo (200 caracteres como máximo).',
    ]);
  });
});

describe('an uploaded photo', () => {
  it('keeps the name it was picked under, at most 255 characters, never half a character', () => {
    expect(uploadedFileName('  IMG_4032.jpg ')).toBe('IMG_4032.jpg');
    expect(uploadedFileName('   ')).toBeNull();
    const longest = `${'n'.repeat(251)}.jpg`;
    expect(uploadedFileName(longest)).toBe(longest);
    expect(uploadedFileName(`${longest}x`)).toBe(longest);
    // 255 emoji are 510 UTF-16 units but 255 characters, as the database counts them.
    const emoji = '🚗'.repeat(300);
    expect(Array.from(uploadedFileName(emoji)!)).toHaveLength(255);
    expect(uploadedFileName(emoji)).toBe('🚗'.repeat(255));
  });

  it('has a public URL far under LINK_MAX, on the local backend and on Supabase', () => {
    const key = uploadKey('testimonials', 'image/avif', 9_999_999_999_999);
    expect(key).toHaveLength(44);
    const urls = [
      'http://127.0.0.1:54321/storage/v1',
      'https://abcdefghijklmnopqrst.supabase.co/storage/v1',
    ].flatMap((storage) => [
      new StorageJs(storage, {}).from('site-images').getPublicUrl(key).data.publicUrl,
      new StorageClient(storage, {}).from('site-images').getPublicUrl(key).data.publicUrl,
    ]);
    const longest = Math.max(...urls.map((url) => url.length));
    expect(longest).toBe(122);
    expect(longest).toBeLessThan(LINK_MAX / 10);
  });
});

describe('icon names', () => {
  const spaced = (length: number) => `spray${' '.repeat(length - 8)}can`;

  it('take 100 characters in the add-on and social link editors, and no more', async () => {
    expect(spaced(100)).toHaveLength(100);
    const addOn = (icon_name: string) => ({ icon_name, worded: true, price: '', price_to: '' });
    expect(await issuesAt(serviceForm.shared!.schema, addOn(spaced(100)), 'icon_name')).toEqual([]);
    expect(await issuesAt(serviceForm.shared!.schema, addOn(spaced(101)), 'icon_name')).toEqual([
      'is too long (100 characters at most)',
    ]);
    const link = (icon_name: string) => ({
      platform: 'facebook',
      url: 'https://www.facebook.com/shop',
      icon_name,
      is_active: true,
    });
    expect(
      await issuesAt(socialForm.schema, link(`facebook${' '.repeat(92)}`), 'icon_name'),
    ).toEqual([]);
    expect(await issuesAt(socialForm.schema, link('f'.repeat(101)), 'icon_name')).toEqual([
      'is too long (100 characters at most)',
    ]);
    expect(sentences('is too long (100 characters at most)')).toEqual([
      'This field is too long (100 characters at most).',
      'Este campo es demasiado largo (100 caracteres como máximo).',
    ]);
  });
});

describe("an about card's emoji", () => {
  it('takes the longest emoji, and no more than 20 characters', async () => {
    const kiss = '👩🏻‍❤️‍💋‍👨🏼';
    expect([kiss.length, Array.from(kiss).length]).toEqual([15, 10]);
    const shared = aboutForm.shared!.schema;
    expect(await issuesAt(shared, { emoji: kiss }, 'emoji')).toEqual([]);
    expect(await issuesAt(shared, { emoji: '✨'.repeat(20) }, 'emoji')).toEqual([]);
    expect(await issuesAt(shared, { emoji: '✨'.repeat(21) }, 'emoji')).toEqual([
      'is too long (20 characters at most)',
    ]);
    expect(sentences('is too long (20 characters at most)')).toEqual([
      'This field is too long (20 characters at most).',
      'Este campo es demasiado largo (20 caracteres como máximo).',
    ]);
  });
});
