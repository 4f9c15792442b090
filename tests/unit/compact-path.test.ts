import { siInstagram } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { compactPath } from '../../src/lib/content/compact-path.ts';

describe('compactPath', () => {
  it('rounds a brand mark’s path to two decimals, a third shorter', () => {
    const compact = compactPath(siInstagram.path);
    expect(compact.length).toBeLessThan(siInstagram.path.length * 0.75);
    expect(compact).not.toMatch(/\d\.\d{3}/);
    expect(compact).toMatch(/^M/);
  });

  it('leaves a path with nothing to round drawing the same square', () => {
    expect(compactPath('M0 0h24v24H0z')).toMatch(/^M0 0h24v24H0[zZ]$/);
  });
});
