import type { Context } from 'hono';
import type { StreamTicket } from '../api/stream-limits.js';
import { afterResponse } from '../api/after-response.js';
import type { MatchChange } from './match.js';
import type { Locale } from '../engine/index.js';

/** How the app (on Workers) reaches the Durable Objects that push (src/live/objects.ts). */
export interface LiveObjects {
  /** The user's inbox as SSE, or a WebSocket when the request asks to upgrade. */
  inboxStream(request: Request, userId: string, cursor: number, ticket?: StreamTicket): Promise<Response>;
  /**
   * A match's pushes as SSE or WebSocket for a reader viewing `seat` (null: a spectator) in
   * `locale`, starting from `current` unless the reader has it. `ticket`: the reader's place among its
   * client's open streams, given back when it goes.
   */
  matchStream(request: Request, current: MatchChange, lastVersion: number | undefined, reader: { seat: number | null; locale: Locale }, ticket?: StreamTicket): Promise<Response>;
  /** Registers a long poll's wait; `woken` settles on the user's next event or after `ms`. */
  waitInbox(userId: string, ms: number, signal: AbortSignal): Promise<{ woken: Promise<void> }>;
  /** After a commit: tells the objects of those users and matches (in the background). */
  announce(c: Context, change: LiveChange): void;
}

const base = 'https://live.internal';

const ticketParams = (ticket: StreamTicket | undefined): Record<string, string> => (ticket ? { counter: ticket.counter, ticket: ticket.ticket } : {});

/** What a commit changed, for the objects to tell their readers. */
export interface LiveChange {
  users: string[];
  matches: MatchChange[];
}

const liveStub = (namespace: DurableObjectNamespace, kind: 'inbox' | 'match', key: string) => namespace.get(namespace.idFromName(`${kind}:${key}`));

/** Waits before each retry of a notify that failed (an object being moved or restarted). */
const notifyBackoffMs = [100, 500, 2000];

/** One object told, retried with backoff until it answers 2xx: a lost doorbell is a reader left behind. */
async function ring(stub: DurableObjectStub, url: string, init: RequestInit): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await stub.fetch(url, init);
      if (res.ok) return;
      if (attempt >= notifyBackoffMs.length) throw new Error(`live object answered ${res.status}`);
    } catch (err) {
      if (attempt >= notifyBackoffMs.length) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, notifyBackoffMs[attempt]));
  }
}

/**
 * Tells the objects of these users' inboxes and these matches that something was committed;
 * settles when every object has taken it (each retried, see `ring`). The app (`announce`) and
 * the cron (timeouts) call it.
 */
export function tellLiveObjects(namespace: DurableObjectNamespace, { users, matches }: LiveChange): Promise<unknown> {
  return Promise.allSettled([
    ...[...new Set(users)].map((userId) => ring(liveStub(namespace, 'inbox', userId), `${base}/notify?kind=inbox&key=${encodeURIComponent(userId)}`, { method: 'POST' })),
    ...matches.map((m) => ring(liveStub(namespace, 'match', m.matchId), `${base}/notify?kind=match&key=${encodeURIComponent(m.matchId)}`, { method: 'POST', body: JSON.stringify(m) })),
  ]).then((outcomes) => {
    for (const o of outcomes) if (o.status === 'rejected') console.error(`a live object was not told: ${o.reason instanceof Error ? o.reason.message : String(o.reason)}`);
  });
}

/** A Durable Object's response with headers the app's middleware may still add to (rate limits). */
const mutable = (res: Response): Response =>
  res.webSocket ? new Response(null, { status: res.status, webSocket: res.webSocket, headers: new Headers(res.headers) }) : new Response(res.body, res);

export function durableLiveObjects(namespace: DurableObjectNamespace): LiveObjects {
  const stub = (kind: 'inbox' | 'match', key: string) => liveStub(namespace, kind, key);
  const upgradeHeaders = (request: Request): HeadersInit => (request.headers.get('Upgrade') ? { Upgrade: request.headers.get('Upgrade') as string } : {});
  return {
    inboxStream: (request, userId, cursor, ticket) => {
      const query = new URLSearchParams({ kind: 'inbox', key: userId, cursor: String(cursor), ...ticketParams(ticket) });
      return stub('inbox', userId).fetch(`${base}/connect?${query}`, { headers: upgradeHeaders(request) }).then(mutable);
    },
    matchStream: (request, current, lastVersion, { seat, locale }, ticket) => {
      const query = new URLSearchParams({ kind: 'match', key: current.matchId, version: String(lastVersion ?? -1), current: JSON.stringify(current), seat: seat === null ? '' : String(seat), locale, ...ticketParams(ticket) });
      return stub('match', current.matchId).fetch(`${base}/connect?${query}`, { headers: upgradeHeaders(request) }).then(mutable);
    },
    waitInbox: async (userId, ms, signal) => {
      const res = await stub('inbox', userId).fetch(`${base}/wait?${new URLSearchParams({ kind: 'inbox', key: userId, ms: String(ms) })}`, { signal });
      return { woken: res.text().then(() => {}, () => {}) };
    },
    announce: (c, change) => {
      if (change.users.length + change.matches.length > 0) afterResponse(c, () => tellLiveObjects(namespace, change));
    },
  };
}
