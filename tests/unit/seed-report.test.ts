import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import {
  seedEntryLabel,
  seedKeyOf,
  seedReport,
  skippedReason,
  type SeedLine,
} from '../../src/lib/seed-report.ts';

const line = (
  table: SeedLine['table'],
  key: string,
  language: SeedLine['language'],
  outcome: SeedLine['outcome'],
  detail: string | null = null,
): SeedLine => ({ table, key, language, outcome, detail });

describe('seed report', () => {
  it('keys a seed row by its natural key without the language, the hero by its table', () => {
    expect(seedKeyOf('faq_items', seedContent.faq_items[0]!)).toBe('what_areas');
    expect(seedKeyOf('social_links', seedContent.social_links[1]!)).toBe('instagram');
    expect(seedKeyOf('hero_content', seedContent.hero_content[0]!)).toBe('hero_content');
  });

  it('names an entry by its English text', () => {
    expect(seedEntryLabel('faq_items', 'what_areas', seedContent)).toBe('What areas do you serve?');
    expect(seedEntryLabel('faq_items', 'gone', seedContent)).toBe('gone');
  });

  it('counts added and restored rows per table and entries left as they were', () => {
    const report = seedReport(
      [
        line('faq_items', 'what_areas', 'en', 'added'),
        line('faq_items', 'what_areas', 'es', 'added'),
        line('faq_items', 'payment', 'en', 'restored'),
        line('faq_items', 'how_long', 'en', 'kept'),
        line('faq_items', 'how_long', 'es', 'kept'),
        line('site_settings', 'phone_number', null, 'kept'),
      ],
      seedContent,
    );
    expect(report.inserted.faq_items).toBe(3);
    expect(report.inserted.site_settings).toBe(0);
    expect(report.total).toBe(3);
    expect(report.kept).toBe(2);
    expect(report.skipped).toEqual([]);
  });

  it('lists a deleted entry once for all its languages, and a renamed one with its new name', () => {
    const report = seedReport(
      [
        line('faq_items', 'payment', 'en', 'deleted', '2026-11-25T10:00:00Z'),
        line('faq_items', 'payment', 'es', 'deleted', '2026-11-25T10:00:00Z'),
        line('social_links', 'instagram', null, 'renamed', 'Insta'),
      ],
      seedContent,
    );
    expect(report.skipped).toEqual([
      {
        id: 'faq_items:payment',
        table: 'faq_items',
        key: 'payment',
        label: 'What payment methods do you accept?',
        reason: 'deleted',
        detail: '2026-11-25T10:00:00Z',
      },
      {
        id: 'social_links:instagram',
        table: 'social_links',
        key: 'instagram',
        label: 'instagram',
        reason: 'renamed',
        detail: 'Insta',
      },
    ]);
    expect(report.kept).toBe(0);
    expect(skippedReason(report.skipped[0]!)).toBe(
      'It was deleted on 2026-11-25: seeding never brings back a deleted entry.',
    );
    expect(skippedReason(report.skipped[1]!)).toBe(
      'It is there as “Insta”: seeding does not add a second one.',
    );
  });
});
