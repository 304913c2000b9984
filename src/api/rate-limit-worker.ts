import { DurableObject } from 'cloudflare:workers';
import type { Limiter, RateLimitPolicy } from './rate-limit.js';
import type { StreamTicket } from './stream-limits.js';
import { logLine } from './log.js';

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

  /**
   * Adds an isolate's `count` requests to the window that began at `start` and answers the
   * window's total over every isolate. A report for a window already over counts nowhere.
   */
  add(count: number, start: number): number {
    if (start > this.window.start) this.window = { start, count: 0 };
    if (start < this.window.start) return 0;
    this.window.count += count;
    return this.window.count;
  }
}

/** What one isolate knows of a key's window. */
interface SharedWindow {
  start: number;
  /** The window's total over every isolate, as the counter object last answered. */
  known: number;
  /** This isolate's requests since it last told the object. */
  unreported: number;
  /** The report on its way, if any; the first one is awaited by every request that finds it. */
  reporting: Promise<void> | null;
  heard: boolean;
}

const sharedWindowsPerIsolate = 10_000;

/**
 * A limiter whose counts are shared by every isolate through RateLimitCounter objects, one per
 * policy and key, without an object on each request's path. An isolate counts its requests in
 * memory and reports them to the key's object after the response (`background`); the
 * object answers the window's total, to which the isolate adds what it has counted since. Only a
 * key the isolate has not met yet waits for the object once, since another isolate may have spent
 * the window already. So a count is exact within an isolate and lags across isolates by what the
 * others counted since this one last heard from the object (README, "Rate limits"). An object that
 * cannot be reached lets the request through on the isolate's own count.
 */
export function durableLimiter(namespace: DurableObjectNamespace<RateLimitCounter>, name: string, policy: RateLimitPolicy): Limiter {
  const windowMs = policy.windowSeconds * 1000;
  const windows = new Map<string, SharedWindow>();
  const objectOf = (key: string) => namespace.get(namespace.idFromName(`${name}:${key}`));

  /** Tells the object what this isolate counted, until nothing is left untold. */
  const report = async (key: string, w: SharedWindow): Promise<void> => {
    while (w.unreported > 0) {
      const { start } = w;
      const count = w.unreported;
      w.unreported = 0;
      try {
        const total = await objectOf(key).add(count, start);
        if (w.start === start) w.known = total;
      } catch (err) {
        if (w.start === start) w.unreported += count;
        logLine('warn', 'request count not shared (counted in this isolate only)', { limit: name, error: err instanceof Error ? err.message : String(err) });
        break;
      } finally {
        w.heard = true;
      }
    }
    w.reporting = null;
  };
  const startReport = (key: string, w: SharedWindow): Promise<void> => {
    if (!w.reporting && w.unreported > 0) w.reporting = report(key, w);
    return w.reporting ?? Promise.resolve();
  };

  return {
    policy,
    async hit(key, background) {
      const now = Date.now();
      const start = now - (now % windowMs);
      let w = windows.get(key);
      if (!w) {
        if (windows.size >= sharedWindowsPerIsolate) forgetOldest(windows, start);
        w = { start, known: 0, unreported: 0, reporting: null, heard: false };
        windows.set(key, w);
      }
      if (w.start !== start) Object.assign(w, { start, known: 0, unreported: 0 });
      w.unreported += 1;
      if (!w.heard) await startReport(key, w);
      // Once heard from, the object's total (this request included when it was just reported).
      const used = w.known + w.unreported;
      if (w.unreported > 0 && !w.reporting) background(() => startReport(key, w));
      return { remaining: policy.limit - used, reset: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
    },
  };
}

/** Makes room: windows already over go first, else the oldest met. */
function forgetOldest(windows: Map<string, SharedWindow>, start: number): void {
  for (const [key, w] of windows) if (w.start < start && !w.reporting) windows.delete(key);
  if (windows.size >= sharedWindowsPerIsolate) windows.delete(windows.keys().next().value as string);
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
