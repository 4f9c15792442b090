import { describe, expect, it } from 'vitest';
import { featuresToText, parseFeatures } from '../../src/islands/admin/packages/features-text.ts';

describe('package features typed one per line', () => {
  it('takes one feature per line, trimmed, and drops blank lines', () => {
    expect(parseFeatures('  Hand wash \n\n   \nTire shine\r\nVacuum\n')).toEqual([
      'Hand wash',
      'Tire shine',
      'Vacuum',
    ]);
  });
  it('gives no feature for an empty text, so the form refuses it', () => {
    expect(parseFeatures(' \n \n')).toEqual([]);
  });
  it('writes the features back one per line, so an unchanged text saves the same list', () => {
    const features = ['Hand wash', 'Tire shine'];
    expect(parseFeatures(featuresToText(features))).toEqual(features);
  });
});
