import { DurableObject } from 'cloudflare:workers';
import type { Limiter, RateLimitPolicy } from './rate-limit.js';
import type { StreamTicket } from './stream-limits.js';

/**
 * Workers: one fixed-window counter per limited key (wrangler.toml binding RATE_LIMITS), so a
 * token or a client address meets the same count in every isolate and location. The window lives
 * in the object's memory: an object evicted while idle starts a new window, which only ever
 * errs towards letting a caller through after a quiet spell.
 */
export class RateLimitCounter extends DurableObject {
  private window = { start: 0, count: 0 };
  /** Open event streams of this key (stream-limits.ts): a ticket per stream, with when it was taken. */
  private readonly streams = new Map<string, number>();

  /**
   * A ticket for one more open stream, or null at `max`. A ticket older than `ttlMs` no longer
   * counts: a stream whose close was never reported (its object was evicted) frees its place in
   * the end, erring towards letting a reader in.
   */
  takeStream(max: number, now: number, ttlMs: number): string | null {
    for (const [ticket, at] of this.streams) if (now - at > ttlMs) this.streams.delete(ticket);
    if (this.streams.size >= max) return null;
    const ticket = crypto.randomUUID();
    this.streams.set(ticket, now);
    return ticket;
  }

  giveStream(ticket: string): void {
    this.streams.delete(ticket);
  }

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

const streamTicketTtlMs = 6 * 3_600_000;

/** Stream places counted in RateLimitCounter objects, one per client, shared by every isolate. */
export function durableStreamSlots(namespace: DurableObjectNamespace<RateLimitCounter>) {
  return {
    async take(key: string, max: number): Promise<StreamTicket | null> {
      const counter = `streams:${key}`;
      const ticket = await namespace.get(namespace.idFromName(counter)).takeStream(max, Date.now(), streamTicketTtlMs);
      return ticket ? { counter, ticket } : null;
    },
  };
}

/** Gives a stream's place back when its reader goes (src/live/objects.ts). */
export function giveStreamBack(namespace: DurableObjectNamespace<RateLimitCounter>, { counter, ticket }: StreamTicket): Promise<void> {
  return namespace.get(namespace.idFromName(counter)).giveStream(ticket);
}
