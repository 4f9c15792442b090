import { describe, expect, it } from 'vitest';
import { adminReturnPath, signInUrl } from '../../src/lib/auth-redirect.ts';

const origin = 'http://127.0.0.1:4321';

describe('where /auth sends an admin back to', () => {
  it('returns to the admin page named in next, with its query and hash', () => {
    expect(adminReturnPath('/admin/packages', origin)).toBe('/admin/packages');
    expect(adminReturnPath('/admin/images?category=hero#top', origin)).toBe(
      '/admin/images?category=hero#top',
    );
    expect(adminReturnPath('/admin', origin)).toBe('/admin');
  });

  it("returns to /seed, the other owner's page, so signing in from there comes back to it", () => {
    expect(adminReturnPath('/seed', origin)).toBe('/seed');
    expect(signInUrl('/seed')).toBe('/auth?next=%2Fseed');
  });

  it("falls back to /admin for anything that is not a same-origin owner's page", () => {
    for (const next of [
      null,
      '',
      'admin',
      '/',
      '/auth',
      '/administrator',
      '/seeds',
      '/seed/../auth',
      '/admin/../auth',
      '//evil.example/admin',
      '/\\evil.example/admin',
      'https://evil.example/admin',
      'javascript:alert(1)',
    ]) {
      expect(adminReturnPath(next, origin), String(next)).toBe('/admin');
    }
  });

  it('builds the /auth link that carries the page and why it was left', () => {
    expect(signInUrl('/admin/hero')).toBe('/auth?next=%2Fadmin%2Fhero');
    const url = new URL(signInUrl('/admin/images?x=1', 'expired'), origin);
    expect(url.searchParams.get('next')).toBe('/admin/images?x=1');
    expect(url.searchParams.get('reason')).toBe('expired');
  });
});
