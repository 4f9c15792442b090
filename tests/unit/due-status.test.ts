import { describe, expect, it } from 'vitest';
import { dueStatus } from '../../src/lib/expenses/due-status.ts';

describe('dueStatus', () => {
  const today = '2026-03-10';

  it('calls a date before today overdue, even by one day or across a year', () => {
    expect(dueStatus('2026-03-09', today, 'monthly')).toBe('overdue');
    expect(dueStatus('2025-12-31', today, 'monthly')).toBe('overdue');
  });

  it('calls today and the next seven days due soon, and the eighth day nothing', () => {
    expect(dueStatus('2026-03-10', today, 'monthly')).toBe('due-soon');
    expect(dueStatus('2026-03-17', today, 'monthly')).toBe('due-soon');
    expect(dueStatus('2026-03-18', today, 'monthly')).toBeNull();
  });

  it('counts calendar days across a month end and a daylight-saving change', () => {
    expect(dueStatus('2026-04-02', '2026-03-28', 'yearly')).toBe('due-soon');
    expect(dueStatus('2026-11-08', '2026-10-31', 'monthly')).toBeNull();
  });

  it('says nothing for an expense without a due date', () => {
    expect(dueStatus(null, today, 'monthly')).toBeNull();
  });

  it('never calls a one-time expense overdue: its date is the day it is paid', () => {
    expect(dueStatus('2026-03-09', today, 'one-time')).toBeNull();
    expect(dueStatus('2025-12-31', today, 'one-time')).toBeNull();
    expect(dueStatus('2026-03-10', today, 'one-time')).toBe('due-soon');
    expect(dueStatus('2026-03-17', today, 'one-time')).toBe('due-soon');
  });
});
