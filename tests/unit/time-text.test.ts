import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import { timeText, wholeTimes } from '../../src/lib/content/time-text.ts';

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

describe('wholeTimes', () => {
  /** `text` with its no-break spaces shown as '~'. */
  const shown = (text: string) => wholeTimes(text).replace(/\u00a0/g, '~');

  it('joins an English time to its AM or PM, whatever its case or dots', () => {
    expect(shown('Open 8 AM')).toBe('Open 8~AM');
    expect(shown('8:00 AM – 7:00 PM')).toBe('8:00~AM – 7:00~PM');
    expect(shown('from 8 am to 7 p.m. daily')).toBe('from 8~am to 7~p.m. daily');
    expect(shown('8 AM-7 PM')).toBe('8~AM-7~PM');
  });

  it('joins a Spanish time to its a. m. or p. m., and the two halves of it', () => {
    expect(shown('8:00 a. m. – 7:00 p. m.')).toBe('8:00~a.~m. – 7:00~p.~m.');
    expect(shown('de 8 a.m. a 7 p. m.')).toBe('de 8~a.m. a 7~p.~m.');
    // A narrow no-break space pasted from a formatted time reads as a plain one.
    expect(shown('9:30\u202fa.\u202fm.')).toBe('9:30~a.~m.');
  });

  it('keeps the owner’s lines and leaves text without a time as it is', () => {
    expect(shown('Open at 8 AM.\nClosed on Sunday.')).toBe('Open at 8~AM.\nClosed on Sunday.');
    for (const text of [
      'We come to you, rain or shine.',
      'Llámenos de 8:00 a 19:00.',
      'Dé 8 a mediodía',
      '',
    ]) {
      expect(wholeTimes(text)).toBe(text);
    }
  });

  it('leaves a word that only starts like AM or PM alone', () => {
    for (const text of ['8 AMERICAN cars', '3 am-bulance', '2 pmx', '5 ampm', '4 a. mano']) {
      expect(wholeTimes(text)).toBe(text);
    }
  });
});
