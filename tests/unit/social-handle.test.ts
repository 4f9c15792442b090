import { describe, expect, it } from 'vitest';
import { handleIn, profileLink } from '../../src/lib/content/social-handle.ts';
import { linkOrHandle } from '../../src/lib/schemas/social-links.ts';

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
});
