import { DurableObject } from 'cloudflare:workers';
import type { Limiter, RateLimitPolicy } from './rate-limit.js';

/**
 * Workers: one fixed-window counter per limited key (wrangler.toml binding RATE_LIMITS), so a
 * token or a client address meets the same count in every isolate and location. The window lives
 * in the object's memory: an object evicted while idle starts a new window, which only ever
 * errs towards letting a caller through after a quiet spell.
 */
export class RateLimitCounter extends DurableObject {
  private window = { start: 0, count: 0 };

  hit(limit: number, windowMs: number, now: number): { remaining: number; reset: number } {
    if (now - this.window.start >= windowMs) this.window = { start: now - (now % windowMs), count: 0 };
    this.window.count += 1;
    return { remaining: limit - this.window.count, reset: Math.max(1, Math.ceil((this.window.start + windowMs - now) / 1000)) };
  }
}

/** A limiter whose counters are RateLimitCounter objects, one per policy and key. */
export function durableLimiter(namespace: DurableObjectNamespace<RateLimitCounter>, name: string, policy: RateLimitPolicy): Limiter {
  return {
    policy,
    hit: (key) => namespace.get(namespace.idFromName(`${name}:${key}`)).hit(policy.limit, policy.windowSeconds * 1000, Date.now()),
  };
}
