import type { MiddlewareHandler } from 'hono';
import { afterResponse } from './after-response.js';
import type { AppEnv } from './context.js';
import { isComputerUserId } from '../bots/computer.js';
import { clientBucketOf } from './client-address.js';
import { problemResponse } from './problem.js';

export interface RateLimitPolicy {
  /** Requests allowed per window and key (0 turns limiting off). */
  limit: number;
  windowSeconds: number;
}

export const defaultRateLimit: RateLimitPolicy = { limit: 600, windowSeconds: 60 };
/** Anonymous callers, per client address (IPv6 per /64): RATE_LIMIT_ANONYMOUS_PER_MINUTE. */
export const defaultAnonymousRateLimit: RateLimitPolicy = { limit: 300, windowSeconds: 60 };

/**
 * Counts one request of `key`; `remaining` < 0 means refused, `reset` is the seconds until the
 * window ends. `background` takes work to do after the response (after-response.ts).
 */
export interface Limiter {
  readonly policy: RateLimitPolicy;
  hit(key: string, background: (work: () => Promise<unknown>) => void): { remaining: number; reset: number } | Promise<{ remaining: number; reset: number }>;
}

/**
 * A fixed-window counter per key, in memory: the whole server on Node. On Workers an isolate's
 * memory is not shared, so there the counters live in Durable Objects (rate-limit-worker.ts)
 * and this one serves only where that binding is missing.
 */
export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; `remaining` < 0 means refused. `reset`: seconds until the window ends. */
  hit(key: string): { remaining: number; reset: number } {
    const now = this.now();
    const windowMs = this.policy.windowSeconds * 1000;
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (this.windows.size > 50_000) this.sweep(now, windowMs);
      w = { start: now - (now % windowMs), count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { remaining: this.policy.limit - w.count, reset: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
  }

  private sweep(now: number, windowMs: number) {
    for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
  }
}

interface Policy {
  name: 'per-token' | 'per-address';
  limiter: Limiter;
  /** Who is counted, in the refusal's words. */
  who: string;
}

/**
 * Limits every /v1 request: an authenticated one per token (a personal or bot token by its id; a
 * session by its user), an anonymous one per client address (IPv6 by its /64), so that neither
 * a token nor the lack of one buys unlimited requests. Every limited response carries
 * `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers); a refusal is a 429
 * problem with `Retry-After`. An anonymous request whose address the runtime does not know (a
 * test calling the app directly) is not counted.
 */
export function rateLimit(perToken: Limiter, perAddress: Limiter): MiddlewareHandler<AppEnv> {
  const token: Policy = { name: 'per-token', limiter: perToken, who: 'This token' };
  const address: Policy = { name: 'per-address', limiter: perAddress, who: 'An anonymous client address' };
  return async (c, next) => {
    const caller = c.get('caller');
    // The platform's own computer players play every match they sit at through the API.
    if (caller && isComputerUserId(caller.id)) return next();
    const bucket = caller ? undefined : clientBucketOf(c);
    const policy = caller ? token : bucket !== undefined ? address : undefined;
    const { limit, windowSeconds } = policy?.limiter.policy ?? { limit: 0, windowSeconds: 0 };
    if (!policy || limit <= 0) return next();
    const key = caller ? (caller.tokenId ?? `session:${caller.id}`) : bucket!;
    const { remaining, reset } = await policy.limiter.hit(key, (work) => afterResponse(c, work));
    const headers = { 'RateLimit-Policy': `"${policy.name}";q=${limit};w=${windowSeconds}`, RateLimit: `"${policy.name}";r=${Math.max(0, remaining)};t=${reset}` };
    if (remaining < 0) {
      const hint = caller ? '' : ' Signed-in callers are counted per token instead.';
      const res = problemResponse(c, 'rate-limited', `${policy.who} may make ${limit} requests per ${windowSeconds} s; retry in ${reset} s.${hint}`, {
        limit: policy.name,
        quota: limit,
        windowSeconds,
      });
      for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
      res.headers.set('Retry-After', String(reset));
      return res;
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}
