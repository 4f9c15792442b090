import { describe, expect, it } from 'vitest';
import { cardPhotoAlt } from '../../src/lib/content/photo-alt.ts';

const photo = {
  alt_text: 'Ceramic coating beading water on a hood',
  alt_text_es: 'Recubrimiento cerámico que repele el agua en un capó',
  file_name: 'IMG_4032.jpg',
};

describe("a package card's photo", () => {
  it("says its alt text of the page's language", () => {
    expect(cardPhotoAlt(photo, 'en', 'Platinum')).toBe(photo.alt_text);
    expect(cardPhotoAlt(photo, 'es', 'Platino')).toBe(photo.alt_text_es);
  });

  it("is decorative where its text only repeats the card's title, case, accents and spaces aside", () => {
    expect(cardPhotoAlt({ ...photo, alt_text: 'Gold' }, 'en', 'Gold')).toBe('');
    expect(cardPhotoAlt({ ...photo, alt_text_es: '  platino ' }, 'es', 'Platino')).toBe('');
    expect(cardPhotoAlt({ ...photo, alt_text_es: 'Cerámica  Total' }, 'es', 'ceramica total')).toBe(
      '',
    );
    expect(cardPhotoAlt({ ...photo, alt_text: 'Gold package' }, 'en', 'Gold')).toBe('Gold package');
  });

  it('is decorative without a text in its language, never taking the other one', () => {
    expect(cardPhotoAlt({ ...photo, alt_text_es: null }, 'es', 'Oro')).toBe('');
    expect(cardPhotoAlt({ ...photo, alt_text: ' ' }, 'en', 'Gold')).toBe('');
    expect(cardPhotoAlt(undefined, 'en', 'Gold')).toBe('');
  });

  it('is never described by its file name', () => {
    expect(cardPhotoAlt({ ...photo, alt_text: 'IMG_4032' }, 'en', 'Gold')).toBe('');
  });
});
