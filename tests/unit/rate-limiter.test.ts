import { describe, expect, it } from 'vitest';
import { PasswordThrottle, RateLimiter } from '../../supabase/local/auth/throttle.ts';

/** A clock the test moves by hand. */
function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the local auth rate limits', () => {
  it('a bucket allows its burst at once, then refills at its rate', () => {
    const time = clock();
    const limiter = new RateLimiter(3, 1 / 10, time.now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.allows('k')).toBe(true);
      limiter.take('k');
    }
    expect(limiter.allows('k')).toBe(false);
    expect(limiter.allows('other')).toBe(true);
    time.advance(9_999);
    expect(limiter.allows('k')).toBe(false);
    time.advance(1);
    expect(limiter.allows('k')).toBe(true);
  });

  it('ten failed passwords for one e-mail at one address lock that pair for 30 seconds a try', () => {
    const time = clock();
    const throttle = new PasswordThrottle(time.now);
    for (let i = 0; i < 10; i++) {
      throttle.check('1.2.3.4', 'owner@example.com');
      throttle.failed('1.2.3.4', 'owner@example.com');
    }
    expect(() => throttle.check('1.2.3.4', 'owner@example.com')).toThrow(
      'Request rate limit reached',
    );
    // Strangers failing elsewhere cannot lock the owner out of their own address.
    expect(() => throttle.check('5.6.7.8', 'owner@example.com')).not.toThrow();
    time.advance(30_000);
    expect(() => throttle.check('1.2.3.4', 'owner@example.com')).not.toThrow();
  });

  it('a right password forgives the failures of its e-mail at that address', () => {
    const throttle = new PasswordThrottle(clock().now);
    for (let i = 0; i < 9; i++) throttle.failed('1.2.3.4', 'owner@example.com');
    throttle.succeeded('1.2.3.4', 'owner@example.com');
    for (let i = 0; i < 9; i++) throttle.failed('1.2.3.4', 'owner@example.com');
    expect(() => throttle.check('1.2.3.4', 'owner@example.com')).not.toThrow();
  });

  it('an address that failed 30 times waits two seconds a try, whatever the e-mail', () => {
    const time = clock();
    const throttle = new PasswordThrottle(time.now);
    for (let i = 0; i < 30; i++) throttle.failed('1.2.3.4', `user-${i}@example.com`);
    expect(() => throttle.check('1.2.3.4', 'new@example.com')).toThrow();
    time.advance(2_000);
    expect(() => throttle.check('1.2.3.4', 'new@example.com')).not.toThrow();
  });
});
