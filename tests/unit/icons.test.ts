import { icons } from 'lucide';
import { describe, expect, it } from 'vitest';
import {
  brandIcon,
  iconSymbolId,
  isSocialIconName,
  lucideIcon,
  lucideIconName,
  resolveIconName,
  socialIconNames,
} from '../../src/lib/content/icons.ts';
import { fallbackIconName } from '../../src/lib/content/icon-name.ts';
import { handleIn, profileLink } from '../../src/lib/content/social-handle.ts';
import socialEn from '../../src/i18n/admin/en/social.ts';
import socialEs from '../../src/i18n/admin/es/social.ts';
import validationEs from '../../src/i18n/admin/es/validation.ts';

describe('add-on icons', () => {
  it('find a Lucide icon by its PascalCase, kebab-case or snake_case name', () => {
    for (const name of ['SprayCan', 'spray-can', 'spray_can', ' spray can ']) {
      expect(resolveIconName(name), name).toBe('SprayCan');
    }
    expect(lucideIcon('spray-can')).toBe(icons.SprayCan);
    expect(iconSymbolId('spray-can')).toBe('icon-SprayCan');
  });

  it('show the fallback icon for a name Lucide does not have', () => {
    for (const name of ['no-such-icon', '', '   ', '<script>', 'constructor', '__proto__']) {
      expect(resolveIconName(name), name).toBe(fallbackIconName);
      expect(iconSymbolId(name), name).toBe(`icon-${fallbackIconName}`);
      expect(lucideIcon(name), name).toBe(icons[fallbackIconName as keyof typeof icons]);
    }
    expect(lucideIcon('no-such-icon').length).toBeGreaterThan(0);
  });

  it('tell the admin editor which names Lucide has, so it can refuse the others', () => {
    expect(lucideIconName('spray-can')).toBe('SprayCan');
    for (const name of ['no-such-icon', '', 'constructor', '__proto__']) {
      expect(lucideIconName(name), name).toBeUndefined();
    }
  });
});

describe('social brand icons', () => {
  it('come from the icon name, then the platform, and are absent for unknown brands', () => {
    expect(brandIcon('Instagram', 'whatever')?.title).toBe('Instagram');
    expect(brandIcon('globe', 'twitter')?.title).toBe('X');
    expect(brandIcon('globe', 'linkedin')).toBeUndefined();
    expect(brandIcon('tiktok', 'whatever')?.title).toBe('TikTok');
    expect(brandIcon('globe', 'Tik Tok')?.title).toBe('TikTok');
  });

  it('draw a TikTok handle as the TikTok mark, as the footer does for its link', () => {
    // '@detalles_juan' typed with the icon 'tiktok', or with 'globe' on the platform 'TikTok'.
    for (const [iconName, platform] of [
      ['tiktok', 'tiktok'],
      ['globe', 'TikTok'],
    ] as const) {
      expect(profileLink(handleIn('@detalles_juan')!, iconName, platform)).toBe(
        'https://www.tiktok.com/@detalles_juan',
      );
      expect(brandIcon(iconName, platform)?.slug).toBe('tiktok');
      expect(isSocialIconName(iconName)).toBe(true);
    }
  });

  it('are named, every one, by the editor’s hint and refusal in both languages', () => {
    const refusal = Object.entries(validationEs).find(([key]) => key.includes('Use facebook'))!;
    for (const text of [socialEn.iconHint, socialEs.iconHint, ...refusal]) {
      for (const name of socialIconNames) expect(text, name).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('accept as icon names the brands the site draws and globe, nothing else', () => {
    for (const name of ['Instagram', 'facebook', 'YouTube', 'x', 'twitter', 'TikTok', 'globe']) {
      expect(isSocialIconName(name), name).toBe(true);
    }
    for (const name of ['linkedin', 'myspace', '', 'constructor']) {
      expect(isSocialIconName(name), name).toBe(false);
    }
  });
});
