import { describe, expect, it } from 'vitest';
import { dueStatus } from '../../src/lib/expenses/due-status.ts';

describe('dueStatus', () => {
  const today = '2026-03-10';

  it('calls a date before today overdue, even by one day or across a year', () => {
    expect(dueStatus('2026-03-09', today)).toBe('overdue');
    expect(dueStatus('2025-12-31', today)).toBe('overdue');
  });

  it('calls today and the next seven days due soon, and the eighth day nothing', () => {
    expect(dueStatus('2026-03-10', today)).toBe('due-soon');
    expect(dueStatus('2026-03-17', today)).toBe('due-soon');
    expect(dueStatus('2026-03-18', today)).toBeNull();
  });

  it('counts calendar days across a month end and a daylight-saving change', () => {
    expect(dueStatus('2026-04-02', '2026-03-28')).toBe('due-soon');
    expect(dueStatus('2026-11-08', '2026-10-31')).toBeNull();
  });

  it('says nothing for an expense without a due date', () => {
    expect(dueStatus(null, today)).toBeNull();
  });
});
