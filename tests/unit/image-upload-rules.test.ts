import { describe, expect, it } from 'vitest';
import { uploadKey } from '../../src/lib/images/upload-key.ts';
import {
  MAX_UPLOAD_BYTES,
  notAnImage,
  sizeRefusal,
  tooLarge,
  typeRefusal,
  unsupportedImage,
} from '../../src/lib/images/upload-rules.ts';
import { filterImages, imageName } from '../../src/islands/admin/images/filter-images.ts';
import type { ImageRow } from '../../src/lib/data/images.ts';

describe('what the library accepts before any request', () => {
  it("refuses a type that does not begin with image/ with the product's texts", () => {
    expect(typeRefusal('text/plain')).toEqual(notAnImage);
    expect(notAnImage).toEqual({
      title: 'Invalid file type',
      description: 'Please upload an image file',
    });
    expect(typeRefusal('')).toEqual(notAnImage);
  });

  it('refuses SVG and other images the bucket does not store, under the same title', () => {
    expect(typeRefusal('image/svg+xml')).toEqual(unsupportedImage);
    expect(typeRefusal('image/heic')).toEqual(unsupportedImage);
    expect(unsupportedImage.title).toBe('Invalid file type');
  });

  it('takes the five raster types the bucket stores', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(typeRefusal(type), type).toBeNull();
    }
  });

  it("refuses a file over 5 MB with 'File too large', offering the resize for phone formats", () => {
    expect(sizeRefusal({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(sizeRefusal({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ...tooLarge,
      resizable: true,
    });
    expect(tooLarge).toEqual({ title: 'File too large', description: 'Maximum file size is 5MB' });
    expect(sizeRefusal({ type: 'image/gif', size: 6 * 1024 * 1024 })?.resizable).toBe(false);
  });
});

describe('a new upload', () => {
  it('is stored at category/<random>-<timestamp>.<ext> of its encoded type', () => {
    const key = uploadKey('testimonials', 'image/jpeg', 1_795_000_000_000);
    expect(key).toMatch(/^testimonials\/[0-9a-f]{12}-1795000000000\.jpg$/);
    expect(uploadKey('hero', 'image/webp')).toMatch(/^hero\/[0-9a-f]{12}-\d+\.webp$/);
    expect(uploadKey('hero', 'image/png')).not.toBe(uploadKey('hero', 'image/png'));
  });
});

describe("the library's search and category filter", () => {
  const row = (key: string, alt: string | null, category: ImageRow['category'], es = null) =>
    ({ key, alt_text: alt, alt_text_es: es, category, file_name: null }) as ImageRow;
  const images = [
    row('hero/abc-1.jpg', 'Blue sedan', 'hero'),
    { ...row('services/def-2.png', null, 'services'), file_name: 'IMG_4032.jpg' },
    row('testimonials/ghi-3.webp', 'Happy customer', 'testimonials', 'Cliente feliz' as never),
  ];

  it('matches alt text in either language and the name the file was uploaded under, ignoring case', () => {
    expect(filterImages(images, 'SEDAN', '')).toEqual([images[0]]);
    expect(filterImages(images, 'feliz', '')).toEqual([images[2]]);
    expect(filterImages(images, 'img_4032', '')).toEqual([images[1]]);
    expect(filterImages(images, 'ghi-3', '')).toEqual([images[2]]);
    expect(filterImages(images, '  ', '')).toEqual(images);
  });

  it('keeps one category, or all of them for the empty choice', () => {
    expect(filterImages(images, '', 'services')).toEqual([images[1]]);
    expect(filterImages(images, 'sedan', 'services')).toEqual([]);
  });

  it('names an image by its alt text, else by the name it was uploaded under, else its file', () => {
    expect(images.map((image) => imageName(image))).toEqual([
      'Blue sedan',
      'IMG_4032.jpg',
      'Happy customer',
    ]);
    // The Spanish admin names it by its Spanish alt text, where it has one.
    expect(images.map((image) => imageName(image, 'es'))).toEqual([
      'Blue sedan',
      'IMG_4032.jpg',
      'Cliente feliz',
    ]);
    expect(imageName(row('hero/abc-1.jpg', '  ', 'hero'))).toBe('abc-1.jpg');
  });
});
