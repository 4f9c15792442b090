import { describe, expect, it } from 'vitest';
import { budgetStanding, type PublishSchedule } from '../../src/lib/publish-budget.ts';

const schedule = (overrides: Partial<PublishSchedule>): PublishSchedule => ({
  liveRevision: 40,
  pendingRevision: null,
  nextPublishAt: null,
  deploysThisMonth: 7,
  monthlyBudget: 15,
  quietSeconds: 120,
  ...overrides,
});

describe("where the month's deploys stand", () => {
  it('is fine below 80 % of the budget', () => {
    expect(budgetStanding(schedule({ deploysThisMonth: 11 }))).toBe('ok');
  });

  it('warns from 80 % of the budget', () => {
    expect(budgetStanding(schedule({ deploysThisMonth: 12 }))).toBe('warning');
    expect(budgetStanding(schedule({ deploysThisMonth: 14 }))).toBe('warning');
  });

  it('is reached at the budget, and past it (Publish now)', () => {
    expect(budgetStanding(schedule({ deploysThisMonth: 15 }))).toBe('reached');
    expect(budgetStanding(schedule({ deploysThisMonth: 16 }))).toBe('reached');
  });

  it('is paused when a change waits and the database scheduled no call for it', () => {
    expect(budgetStanding(schedule({ deploysThisMonth: 15, pendingRevision: 41 }))).toBe('paused');
  });

  it('is not paused while a waiting change has its call scheduled', () => {
    const waiting = { pendingRevision: 41, nextPublishAt: Date.now() + 60_000 };
    expect(budgetStanding(schedule({ ...waiting, deploysThisMonth: 3 }))).toBe('ok');
  });

  it('with a budget of 0, every deploy is a Publish now', () => {
    expect(budgetStanding(schedule({ deploysThisMonth: 0, monthlyBudget: 0 }))).toBe('reached');
  });
});
