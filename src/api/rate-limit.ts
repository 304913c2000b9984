import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { problemResponse } from './problem.js';

export interface RateLimitPolicy {
  /** Requests allowed per window and token (0 turns limiting off). */
  limit: number;
  windowSeconds: number;
}

export const defaultRateLimit: RateLimitPolicy = { limit: 600, windowSeconds: 60 };
export const rateLimitPolicyName = 'per-token';

/**
 * A fixed-window counter per token, in memory. On Node that is the whole server; on Workers
 * it is per isolate, so the effective limit there is a per-isolate one (a Durable Object
 * would make it global).
 */
export class RateLimiter {
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

/**
 * Limits authenticated requests per token (a personal or bot token by its id; a session by its
 * user), never per IP. Every limited response carries `RateLimit-Policy` and `RateLimit`
 * (draft-ietf-httpapi-ratelimit-headers); a refusal is a 429 problem with `Retry-After`.
 */
export function rateLimit(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  const { limit, windowSeconds } = limiter.policy;
  const policyHeader = `"${rateLimitPolicyName}";q=${limit};w=${windowSeconds}`;
  return async (c, next) => {
    const caller = c.get('caller');
    if (!caller || limit <= 0) return next();
    const { remaining, reset } = limiter.hit(caller.tokenId ?? `session:${caller.id}`);
    const headers = { 'RateLimit-Policy': policyHeader, RateLimit: `"${rateLimitPolicyName}";r=${Math.max(0, remaining)};t=${reset}` };
    if (remaining < 0) {
      const res = problemResponse(c, 'rate-limited', `This token may make ${limit} requests per ${windowSeconds} s; retry in ${reset} s.`, {
        limit: rateLimitPolicyName,
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
