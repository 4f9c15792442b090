import { failAuth } from './errors.ts';

/**
 * A token bucket per key, as GoTrue's limiters (tollbooth): up to `burst` at once, then `perSecond`
 * more as time passes. A key whose bucket has refilled is forgotten, so memory stays small.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly burst: number;
  private readonly perSecond: number;
  private readonly now: () => number;

  constructor(burst: number, perSecond: number, now: () => number = Date.now) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.now = now;
  }

  private tokens(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.burst;
    const refilled = bucket.tokens + ((this.now() - bucket.at) / 1000) * this.perSecond;
    if (refilled < this.burst) return refilled;
    this.buckets.delete(key);
    return this.burst;
  }

  /** Whether `key` has a whole token left (nothing is taken). */
  allows(key: string): boolean {
    return this.tokens(key) >= 1;
  }

  /** Takes one token from `key` (down to zero). */
  take(key: string): void {
    this.buckets.set(key, { tokens: Math.max(0, this.tokens(key) - 1), at: this.now() });
  }

  /** Forgets `key`: its bucket is full again. */
  reset(key: string): void {
    this.buckets.delete(key);
  }
}

/**
 * Failed password checks (sign-ins, and the current password of a password change), throttled per
 * client address and per e-mail at that address. Per address: GoTrue's token-endpoint limiter
 * (burst 30, then 150 per 5 minutes), counting failures only, so the test suites' many successful
 * sign-ins from 127.0.0.1 are never refused. Per e-mail and address: 10 failures, then one more
 * every 30 seconds; a success starts the pair afresh. Keyed on the pair rather than the e-mail
 * alone, so strangers cannot lock the owner out by failing on purpose. See docs/architecture.md.
 */
export class PasswordThrottle {
  private readonly byAddress: RateLimiter;
  private readonly byPair: RateLimiter;

  constructor(now: () => number = Date.now) {
    this.byAddress = new RateLimiter(30, 150 / 300, now);
    this.byPair = new RateLimiter(10, 1 / 30, now);
  }

  /** Answers 429 over_request_rate_limit (GoTrue's answer) while either limit is spent. */
  check(address: string, email: string): void {
    if (!this.byAddress.allows(address) || !this.byPair.allows(pair(address, email))) {
      failAuth(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  /** Counts one failed check. */
  failed(address: string, email: string): void {
    this.byAddress.take(address);
    this.byPair.take(pair(address, email));
  }

  /** A right password: the pair's failures are forgiven (the address keeps its count). */
  succeeded(address: string, email: string): void {
    this.byPair.reset(pair(address, email));
  }
}

const pair = (address: string, email: string) => `${address} ${email}`;

/** Answers 429 over_request_rate_limit when `key` has no token left in `limiter`, else takes one. */
export function spend(limiter: RateLimiter, key: string): void {
  if (!limiter.allows(key)) failAuth(429, 'over_request_rate_limit', 'Request rate limit reached');
  limiter.take(key);
}

/** Every rate limit of the local auth, one set per backend. */
export type AuthLimits = {
  passwords: PasswordThrottle;
  /** `POST /recover` per address: GoTrue's default, 30 per 5 minutes (burst 30). */
  recover: RateLimiter;
  /** `/verify` per address: hosted's token verifications, 30 per 5 minutes (burst 30). */
  verify: RateLimiter;
};

/** Fresh limits (nothing spent). */
export function authLimits(now: () => number = Date.now): AuthLimits {
  return {
    passwords: new PasswordThrottle(now),
    recover: new RateLimiter(30, 30 / 300, now),
    verify: new RateLimiter(30, 30 / 300, now),
  };
}
