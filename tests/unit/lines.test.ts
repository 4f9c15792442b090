import { describe, expect, it } from 'vitest';
import { linesToText, parseLines } from '../../src/lib/schemas/lines.ts';

describe('a list typed one item per line (package features, towns)', () => {
  it('takes one item per line, trimmed, and drops blank lines', () => {
    expect(parseLines('  Hand wash \n\n   \nTire shine\r\nVacuum\n')).toEqual([
      'Hand wash',
      'Tire shine',
      'Vacuum',
    ]);
  });
  it('drops the marks of a list pasted from a document or another site', () => {
    expect(
      parseLines('• Hand wash\n●Tire shine\n- Vacuum\n* Wax\n– Glass\n1. Trim\n2) Mats\n  · Seats'),
    ).toEqual(['Hand wash', 'Tire shine', 'Vacuum', 'Wax', 'Glass', 'Trim', 'Mats', 'Seats']);
  });
  it('keeps what only looks like a mark: a number, a sign without a space', () => {
    expect(parseLines('2 coats of wax\n3.5 hours\n-10% on Mondays\n100% hand wash\n•')).toEqual([
      '2 coats of wax',
      '3.5 hours',
      '-10% on Mondays',
      '100% hand wash',
    ]);
  });
  it('gives no item for an empty text, so a form needing one refuses it', () => {
    expect(parseLines(' \n \n')).toEqual([]);
  });
  it('writes the list back one per line, so an unchanged text saves the same list', () => {
    const features = ['Hand wash', 'Tire shine'];
    expect(parseLines(linesToText(features))).toEqual(features);
  });
});
