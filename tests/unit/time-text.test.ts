import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import { timeText } from '../../src/lib/content/time-text.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('timeText', () => {
  it('writes English times on the 12-hour clock, minutes only when they are not :00', () => {
    expect(['08:00', '08:30', '12:00', '19:00'].map((time) => plain(timeText('en', time)))).toEqual(
      ['8 AM', '8:30 AM', '12 PM', '7 PM'],
    );
  });

  it('writes Spanish times on the 24-hour clock', () => {
    expect(['08:00', '08:30', '12:00', '19:00'].map((time) => timeText('es', time))).toEqual([
      '8:00',
      '8:30',
      '12:00',
      '19:00',
    ]);
  });

  it('keeps a time whole: no line break inside it', () => {
    expect(timeText('en', '19:00')).toBe('7\u00a0PM');
  });

  it('is how the seeded FAQ writes the hours too, in both languages', () => {
    const answers = (language: string) =>
      seedContent.faq_items
        .filter((faq) => faq.language === language)
        .map((faq) => faq.answer)
        .join(' ');
    const english = answers('en').match(/\b\d{1,2}(?::\d\d)?\s?(?:[AP]M\b|[ap]\.\s?m\.)/gi) ?? [];
    const spanish = answers('es').match(/\b\d{1,2}(?::\d\d)?\s?[ap]\.\s?m\./gi) ?? [];
    expect(english.length).toBeGreaterThan(0);
    for (const time of english) expect(['8 AM', '7 PM']).toContain(time);
    expect(spanish).toEqual([]);
    expect(answers('es')).toContain(`de ${timeText('es', '08:00')} a ${timeText('es', '19:00')}`);
  });
});
