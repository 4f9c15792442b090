import { describe, expect, it } from 'vitest';
import { monthsText, retentionMonths } from '../../src/lib/content/booking-retention.ts';

describe('the booking retention period', () => {
  it('reads the stored setting as months, and 24 when it is unset or unreadable', () => {
    expect(['6', '120', undefined, null, '', 'abc', '0', '121'].map(retentionMonths)).toEqual([
      6, 120, 24, 24, 24, 24, 24, 24,
    ]);
  });

  it('is said with the right plural in both languages', () => {
    expect([1, 12].map((months) => monthsText('en', months))).toEqual(['1 month', '12 months']);
    expect([1, 12].map((months) => monthsText('es', months))).toEqual(['1 mes', '12 meses']);
  });
});
