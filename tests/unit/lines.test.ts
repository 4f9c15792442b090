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
  it('gives no item for an empty text, so a form needing one refuses it', () => {
    expect(parseLines(' \n \n')).toEqual([]);
  });
  it('writes the list back one per line, so an unchanged text saves the same list', () => {
    const features = ['Hand wash', 'Tire shine'];
    expect(parseLines(linesToText(features))).toEqual(features);
  });
});
