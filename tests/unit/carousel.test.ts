import { describe, expect, it } from 'vitest';
import { carouselReady } from '../../src/lib/content/carousel.ts';

const photo = {
  alt_text: 'A spotless SUV interior',
  alt_text_es: 'El interior impecable de una SUV',
  file_name: 'IMG_4032.jpg',
};

describe('a Testimonials photo in the reviews carousel', () => {
  it('is shown once it has alt text in English and Spanish', () => {
    expect(carouselReady(photo)).toBe(true);
  });

  it('waits for the Spanish alt text, or the English one', () => {
    expect(carouselReady({ ...photo, alt_text_es: null })).toBe(false);
    expect(carouselReady({ ...photo, alt_text: '  ' })).toBe(false);
  });

  it('is never described by its file name, with or without the extension', () => {
    expect(carouselReady({ ...photo, alt_text: 'IMG_4032' })).toBe(false);
    expect(carouselReady({ ...photo, alt_text_es: 'img_4032.JPG' })).toBe(false);
  });

  it('takes any written alt text when the file name is unknown', () => {
    expect(carouselReady({ ...photo, file_name: null })).toBe(true);
  });
});
