import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/lib/cpu-slowdown.ts';

describe('cpuSlowdownFor (bench:site)', () => {
  it("gives Lighthouse's default 4× for the high-end desktop it was set for", () => {
    expect(cpuSlowdownFor(1533)).toEqual({ multiplier: 4, hostClass: 'high-end desktop' });
  });

  it("follows the calculator's lines between its points", () => {
    expect(cpuSlowdownFor(2000).multiplier).toBe(6);
    expect(cpuSlowdownFor(1300).multiplier).toBe(3);
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5);
    expect(cpuSlowdownFor(800).multiplier).toBe(2);
    expect(cpuSlowdownFor(475).multiplier).toBe(1.5);
    expect(cpuSlowdownFor(150).multiplier).toBe(1);
  });

  it('slows a slower host less, and never speeds one up', () => {
    expect(cpuSlowdownFor(850)).toEqual({ multiplier: 2.1, hostClass: 'high-end mobile' });
    expect(cpuSlowdownFor(100)).toEqual({ multiplier: 1, hostClass: 'low-end mobile' });
  });

  it('refuses what is not an index', () => {
    expect(() => cpuSlowdownFor(0)).toThrow(RangeError);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(RangeError);
  });
});
