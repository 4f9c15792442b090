import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../src/lib/content/json-ld.ts';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, whatever the database holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = serializeJsonLd({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });
});
