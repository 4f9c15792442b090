import { describe, expect, it } from 'vitest';
import { storedImageFile } from '../../src/lib/images/stored-image.ts';

describe('a library image told apart from other values (the History shows it as an image)', () => {
  it("names a library image's public URL by its file name, decoded", () => {
    expect(
      storedImageFile(
        'https://abc.supabase.co/storage/v1/object/public/site-images/hero/67f0-1795978412160.jpg',
      ),
    ).toBe('67f0-1795978412160.jpg');
    expect(
      storedImageFile(
        'http://127.0.0.1:54321/storage/v1/object/public/site-images/general/caf%C3%A9%20car.png',
      ),
    ).toBe('café car.png');
  });

  it('leaves any other value alone: text, other links, other buckets, a folder', () => {
    for (const value of [
      'Shine on',
      'https://example.com/photo.jpg',
      'https://abc.supabase.co/storage/v1/object/public/other-bucket/a.jpg',
      'https://abc.supabase.co/storage/v1/object/public/site-images/hero/',
      'see https://abc.supabase.co/storage/v1/object/public/site-images/hero/a.jpg',
    ]) {
      expect(storedImageFile(value), value).toBeNull();
    }
  });
});
