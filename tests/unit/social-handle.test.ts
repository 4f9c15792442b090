import { describe, expect, it } from 'vitest';
import { handleIn, profileLink } from '../../src/lib/content/social-handle.ts';
import { linkOrHandle } from '../../src/lib/schemas/social-links.ts';
import english from '../../src/i18n/admin/en/validation.ts';
import spanish from '../../src/i18n/admin/es/validation.ts';
import { validationSentence } from '../../src/i18n/admin/validation-text.ts';

describe('a social profile typed as its handle', () => {
  it("is read from '@name', also after the field's ready-made https://", () => {
    expect(handleIn(' @dmv.detailing ')).toBe('dmv.detailing');
    expect(handleIn('https://@dmv_detailing')).toBe('dmv_detailing');
    expect(handleIn('@dmv-detailing')).toBe('dmv-detailing');
  });

  it('is not read from links, e-mail addresses or names with spaces', () => {
    for (const text of [
      'https://www.instagram.com/dmv',
      'owner@example.com',
      '@dmv detailing',
      '@',
      'dmv',
    ])
      expect(handleIn(text), text).toBeNull();
  });

  it("links to the profile on the network the icon names, or else the platform's", () => {
    expect(profileLink('dmv', 'instagram', 'Instagram')).toBe('https://www.instagram.com/dmv');
    expect(profileLink('dmv', 'Facebook', 'Our page')).toBe('https://www.facebook.com/dmv');
    expect(profileLink('dmv', 'youtube', 'YouTube')).toBe('https://www.youtube.com/@dmv');
    expect(profileLink('dmv', 'twitter', 'Twitter')).toBe('https://x.com/dmv');
    expect(profileLink('dmv', 'x', 'X')).toBe('https://x.com/dmv');
    expect(profileLink('dmv', 'globe', 'Tik Tok')).toBe('https://www.tiktok.com/@dmv');
  });

  it('has no link on a network whose handles name no page', () => {
    expect(profileLink('dmv', 'globe', 'Yelp')).toBeNull();
    expect(profileLink('dmv', 'globe', 'Our blog')).toBeNull();
  });
});

describe("the Social Links editor's link field", () => {
  it('asks for a link when it is left empty, and names a wrong one as not a web address', () => {
    const message = (text: string) => linkOrHandle.safeParse(text).error?.issues[0]?.message;
    expect([message(''), message('  '), message('https://'), message('@dmv')]).toEqual([
      'is required',
      'is required',
      'must be a web address, such as www.example.com',
      undefined,
    ]);
  });
  it('calls a link over 2,000 characters too long, as typed and as stored, in both languages', () => {
    const message = (text: string) => linkOrHandle.safeParse(text).error?.issues[0]?.message;
    const fits = `https://www.facebook.com/${'p'.repeat(2000 - 25)}`;
    expect(fits).toHaveLength(2000);
    expect(linkOrHandle.parse(fits)).toBe(fits);
    expect([
      message(`${fits}p`),
      // Typed without the scheme it fits; stored with the https:// it is read with, it does not.
      message(`www.facebook.com/${'p'.repeat(2000 - 17)}`),
      // Too long whatever else is wrong with it: not 'must be a web address'.
      message('x'.repeat(3000)),
    ]).toEqual(Array(3).fill('is too long (2000 characters at most)'));
    expect(linkOrHandle.parse(fits.replace('https://', ''))).toBe(fits);
    const tooLong = message('x'.repeat(3000))!;
    expect(validationSentence(tooLong, spanish)).toBe(
      'Este campo es demasiado largo (2000 caracteres como máximo).',
    );
    expect(validationSentence(tooLong, english)).toBe(
      'This field is too long (2000 characters at most).',
    );
  });
});
