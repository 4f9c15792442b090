import { describe, expect, it } from 'vitest';
import { aboutIconName } from '../../src/components/landing/about-icons.ts';
import { lucideIconName } from '../../src/lib/content/icons.ts';
import { aboutSections } from '../../src/seed-content/about.ts';

describe('aboutIconName', () => {
  it('gives every seeded Why Choose Us emoji a Lucide line icon', () => {
    for (const { emoji } of aboutSections) {
      const icon = aboutIconName(emoji);
      expect(icon, emoji).toBeDefined();
      expect(lucideIconName(icon!), emoji).toBe(icon);
    }
  });

  it('names only icons Lucide has, for every emoji it knows', () => {
    const emoji = ['🛡️', '🚐', '🚗', '⭐', '✨', '💧', '🐾', '🤝', '⏰', '💎', '🔧', '📍'];
    for (const item of emoji) expect(lucideIconName(aboutIconName(item) ?? ''), item).toBeTruthy();
  });

  it('ignores variation selectors and skin tones', () => {
    expect(aboutIconName('🛡️')).toBe(aboutIconName('🛡'));
    expect(aboutIconName('👍🏽')).toBe('ThumbsUp');
  });

  it('has no icon for an emoji it does not know, so the emoji itself is drawn', () => {
    expect(aboutIconName('🦄')).toBeUndefined();
    expect(aboutIconName('')).toBeUndefined();
  });
});
