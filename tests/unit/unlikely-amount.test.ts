import { describe, expect, it } from 'vitest';
import { unlikelyAmount } from '../../src/lib/expenses/unlikely-amount.ts';

describe('unlikelyAmount', () => {
  it('asks about more than $1,000 a month, and not about $1,000 itself', () => {
    expect(unlikelyAmount('1000', 'monthly')).toBeNull();
    expect(unlikelyAmount('1000.01', 'monthly')).toBe(100_000);
    // 49.99 typed without its point.
    expect(unlikelyAmount('4999', 'monthly')).toBe(100_000);
    expect(unlikelyAmount('4999999999', 'monthly')).toBe(100_000);
  });

  it('asks about a year’s worth of that for a yearly or a one-time expense', () => {
    expect(unlikelyAmount('4999', 'yearly')).toBeNull();
    expect(unlikelyAmount('12000', 'yearly')).toBeNull();
    expect(unlikelyAmount('12000.01', 'yearly')).toBe(1_200_000);
    expect(unlikelyAmount('12000', 'one-time')).toBeNull();
    expect(unlikelyAmount('35000', 'one-time')).toBe(1_200_000);
  });

  it('reads an amount as the form does, and the form’s number too', () => {
    expect(unlikelyAmount('$1,200.50', 'monthly')).toBe(100_000);
    expect(unlikelyAmount('1.200,50', 'monthly')).toBe(100_000);
    expect(unlikelyAmount('999,99', 'monthly')).toBeNull();
    expect(unlikelyAmount(4999999999, 'monthly')).toBe(100_000);
    expect(unlikelyAmount(49.99, 'monthly')).toBeNull();
  });

  it('says nothing of what is no amount: the field’s own check speaks', () => {
    expect(unlikelyAmount('', 'monthly')).toBeNull();
    expect(unlikelyAmount('abc', 'monthly')).toBeNull();
    expect(unlikelyAmount('12.345', 'monthly')).toBeNull();
    expect(unlikelyAmount('99999999999', 'monthly')).toBeNull();
  });
});
