import { describe, expect, it } from 'vitest';
import { expenseTotals, type BilledAmount } from '../../src/lib/expenses/expense-totals.ts';
import { formatCents, parseCents } from '../../src/lib/expenses/money.ts';

const monthly = (amount: string): BilledAmount => ({ amount, frequency: 'monthly' });
const yearly = (amount: string): BilledAmount => ({ amount, frequency: 'yearly' });
const oneTime = (amount: string): BilledAmount => ({ amount, frequency: 'one-time' });

/** The three cards as the tracker shows them. */
function cards(expenses: BilledAmount[]) {
  const totals = expenseTotals(expenses);
  return {
    monthly: formatCents(totals.monthlyCents),
    annual: formatCents(totals.annualCents),
    active: totals.activeCount,
  };
}

describe('expenseTotals', () => {
  it('adds monthly expenses, and makes the annual total monthly × 12 plus yearly, without one-time ones', () => {
    expect(cards([monthly('29.99'), monthly('10'), yearly('120.50'), oneTime('500')])).toEqual({
      monthly: '$39.99',
      annual: '$600.38', // 39.99 × 12 = 479.88, + 120.50
      active: 4,
    });
  });

  it('leaves both totals at zero when every expense is one-time, yet counts them', () => {
    expect(cards([oneTime('1999.99'), oneTime('0.01')])).toEqual({
      monthly: '$0.00',
      annual: '$0.00',
      active: 2,
    });
  });

  it('shows $0.00 and no expenses when nothing is tracked', () => {
    expect(cards([])).toEqual({ monthly: '$0.00', annual: '$0.00', active: 0 });
  });

  it('is exact to the cent where floating point is not: 0.10 + 0.20 and 3 × 33.33', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the trap the cents avoid
    expect(cards([monthly('0.10'), monthly('0.20')]).monthly).toBe('$0.30');
    expect(cards([monthly('33.33'), monthly('33.33'), monthly('33.33')]).monthly).toBe('$99.99');
    expect(cards([yearly('0.1'), yearly('0.2')]).annual).toBe('$0.30');
  });

  it('keeps large amounts exact and groups thousands the US way', () => {
    expect(cards([monthly('9999999999.99'), yearly('1234567.89')])).toEqual({
      monthly: '$9,999,999,999.99',
      annual: '$120,001,234,567.77', // 119,999,999,999.88 + 1,234,567.89
      active: 2,
    });
  });
});

describe('parseCents and formatCents', () => {
  it('read one or two decimals or none, and write two decimals with a dollar sign', () => {
    expect(['12', '12.5', '12.50', '0.07'].map(parseCents)).toEqual([1200, 1250, 1250, 7]);
    expect([0, 7, 100000, 123456].map(formatCents)).toEqual([
      '$0.00',
      '$0.07',
      '$1,000.00',
      '$1,234.56',
    ]);
  });

  it('refuse anything that is not a decimal amount', () => {
    for (const bad of ['', '1.234', '-1', '1e3', 'abc', '1,000']) {
      expect(() => parseCents(bad), bad).toThrow();
    }
  });
});
