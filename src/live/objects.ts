import { DurableObject } from 'cloudflare:workers';
import { defaultHeartbeatMs, pageSize, toEventBody } from '../api/event-schemas.js';
import { eventsAfter, type StoredEvent } from '../db/events.js';
import { openWorkerDatabase, type WorkerDatabaseEnv } from '../db/worker-database.js';
import { games } from '../games/index.js';
import { readSnapshot, type MatchSnapshot } from '../api/match-push.js';
import type { MatchChange } from './match.js';
import { giveStreamBack, type RateLimitCounter } from '../api/rate-limit-worker.js';
import type { StreamTicket } from '../api/stream-limits.js';
import { isLocale, type Locale } from '../engine/index.js';

interface ObjectEnv extends WorkerDatabaseEnv {
  /** Where each reader's place among its client's open streams is given back (rate-limit-worker.ts). */
  RATE_LIMITS?: DurableObjectNamespace<RateLimitCounter>;
}

/** What a hibernating WebSocket keeps: where its reader is, and its stream ticket. */
type Attachment = Position & { ticket?: StreamTicket };

/**
 * Where each reader is: the last inbox seq it got, or the last match version, the seat it views
 * (null: a spectator) and its language, which decide what it is sent.
 */
type Position = { cursor: number } | { version: number; seat: number | null; locale?: Locale };

/** A reader the object writes to: a hibernatable WebSocket or an SSE response. */
interface Reader {
  position: Position;
  /** `data`: the event's JSON text. */
  send(id: number, event: string, data: string): void;
  move(position: Position): void;
}

interface SseReader {
  position: Position;
  writer: WritableStreamDefaultWriter<Uint8Array>;
  ticket: StreamTicket | undefined;
}

const encoder = new TextEncoder();
const sseFrame = (id: number, event: string, data: string) => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;

/**
 * The Workers fan-out (wrangler.toml binding LIVE): one object per user inbox (`inbox:<userId>`)
 * and one per match (`match:<matchId>`). Readers connect through it by WebSocket (accepted with
 * hibernation: an idle socket costs no running object; `ping` is answered `pong` without waking
 * it) or by SSE (which keeps the object awake while open). The Worker that commits a change
 * POSTs /notify after the commit. An inbox object then reads the new events once for all its
 * readers; a match object forwards the public facts it was given. Nothing polls.
 */
export class LiveChannel extends DurableObject<ObjectEnv> {
  private readonly sse = new Set<SseReader>();
  private readonly waiters = new Set<() => void>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private inboxPump: Promise<void> = Promise.resolve();
  /** The match as this object last read it, rendered once per seat for all its readers. */
  private latest: MatchSnapshot | undefined;
  /** The newest version this object has heard of (it reads the match when `latest` is older). */
  private heard = -1;
  private matchPump: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: ObjectEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const kind = url.searchParams.get('kind');
    const key = url.searchParams.get('key') ?? '';
    if (url.pathname === '/notify' && kind === 'inbox') {
      this.wakeWaiters();
      await this.deliverInbox(key);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/notify' && kind === 'match') {
      const change = (await request.json()) as MatchChange;
      // Answered once the readers have it: a failure is the committer's to retry.
      await this.deliverMatch(key, change.version);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/wait') return this.registerWaiter(Number(url.searchParams.get('ms') ?? 0));
    if (url.pathname === '/connect') {
      const seat = url.searchParams.get('seat');
      const locale = url.searchParams.get('locale');
      const position: Position =
        kind === 'inbox'
          ? { cursor: Number(url.searchParams.get('cursor') ?? 0) }
          : { version: Number(url.searchParams.get('version') ?? -1), seat: seat ? Number(seat) : null, ...(isLocale(locale) ? { locale } : {}) };
      const current = kind === 'match' ? (JSON.parse(url.searchParams.get('current') ?? 'null') as MatchChange | null) : null;
      const counter = url.searchParams.get('counter');
      const ticketId = url.searchParams.get('ticket');
      const ticket = counter && ticketId ? { counter, ticket: ticketId } : undefined;
      const response = request.headers.get('Upgrade')?.toLowerCase() === 'websocket' ? this.acceptWebSocket(position, ticket) : this.openSse(position, ticket);
      if (kind === 'inbox') void this.deliverInbox(key);
      else if (current) this.deliverMatch(key, current.version).catch(() => {});
      return response;
    }
    return new Response('not found', { status: 404 });
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    this.giveBack((ws.deserializeAttachment() as Attachment).ticket);
    ws.close(code === 1005 ? 1000 : code);
  }

  override webSocketError(ws: WebSocket): void {
    this.giveBack((ws.deserializeAttachment() as Attachment).ticket);
  }

  private acceptWebSocket(position: Position, ticket: StreamTicket | undefined): Response {
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ ...position, ...(ticket ? { ticket } : {}) } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A reader has gone: its place among its client's open streams is free again. */
  private giveBack(ticket: StreamTicket | undefined): void {
    if (ticket && this.env.RATE_LIMITS) this.ctx.waitUntil(giveStreamBack(this.env.RATE_LIMITS, ticket).catch(() => {}));
  }

  private dropSse(reader: SseReader): void {
    if (this.sse.delete(reader)) this.giveBack(reader.ticket);
  }

  private openSse(position: Position, ticket: StreamTicket | undefined): Response {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const reader: SseReader = { position, writer: writable.getWriter(), ticket };
    this.sse.add(reader);
    reader.writer.closed.catch(() => this.dropSse(reader));
    this.heartbeat ??= setInterval(() => {
      for (const r of this.sse) this.write(r, ': heartbeat\n\n');
      if (this.sse.size === 0) (clearInterval(this.heartbeat), (this.heartbeat = undefined));
    }, defaultHeartbeatMs);
    return new Response(readable, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } });
  }

  private write(reader: SseReader, text: string): void {
    reader.writer.write(encoder.encode(text)).catch(() => this.dropSse(reader));
  }

  private readers(): Reader[] {
    const sockets = this.ctx.getWebSockets().map((ws): Reader => {
      const { ticket, ...position } = ws.deserializeAttachment() as Attachment;
      return {
        position: position as Position,
        send: (_id, _event, data) => ws.send(data),
        move: (next) => ws.serializeAttachment({ ...next, ...(ticket ? { ticket } : {}) } satisfies Attachment),
      };
    });
    const streams = [...this.sse].map(
      (r): Reader => ({
        position: r.position,
        send: (id, event, data) => this.write(r, sseFrame(id, event, data)),
        move: (position) => (r.position = position),
      }),
    );
    return [...sockets, ...streams];
  }

  /**
   * Brings every match reader to version `version` or newer: the match is read at most once per
   * version however many readers there are (none when this object already holds it), and each
   * reader gets its seat's push. One pass at a time.
   */
  private deliverMatch(matchId: string, version: number): Promise<void> {
    if (version > this.heard) this.heard = version;
    // After a failed pass the next one still runs (and retries the read).
    this.matchPump = this.matchPump.catch(() => {}).then(async () => {
      // Nobody follows the match: nothing to read now (the next reader to connect reads it).
      if (!this.readers().some((r) => 'version' in r.position)) return;
      if (!this.latest || this.latest.version < this.heard) {
        const read = await this.readMatch(matchId);
        if (read && (!this.latest || read.version > this.latest.version)) this.latest = read;
      }
      const snapshot = this.latest;
      if (!snapshot) return;
      for (const reader of this.readers()) {
        const at = reader.position;
        if (!('version' in at) || at.version >= snapshot.version) continue;
        reader.send(snapshot.version, 'match', snapshot.pushFor(at.seat, at.locale));
        reader.move({ ...at, version: snapshot.version });
      }
    });
    return this.matchPump.catch((err) => {
      console.error('match delivery failed:', err);
      throw err;
    });
  }

  private async readMatch(matchId: string): Promise<MatchSnapshot | undefined> {
    const database = openWorkerDatabase(this.env);
    if (!database) return undefined;
    try {
      return await readSnapshot(database.db, games, matchId);
    } finally {
      this.ctx.waitUntil(database.close());
    }
  }

  /** One read of the inbox for all readers, from the furthest behind; one pass at a time. */
  private deliverInbox(userId: string): Promise<void> {
    this.inboxPump = this.inboxPump.catch(() => {}).then(async () => {
      for (;;) {
        const readers = this.readers().filter((r) => 'cursor' in r.position);
        if (readers.length === 0) return;
        const from = Math.min(...readers.map((r) => (r.position as { cursor: number }).cursor));
        const found = await this.read(userId, from);
        for (const reader of readers) {
          const cursor = (reader.position as { cursor: number }).cursor;
          const fresh = found.filter((e) => e.seq > cursor);
          for (const e of fresh) reader.send(e.seq, e.type, JSON.stringify(toEventBody(e)));
          if (fresh.length > 0) reader.move({ cursor: (fresh.at(-1) as StoredEvent).seq });
        }
        if (found.length < pageSize) return;
      }
    });
    return this.inboxPump.catch((err) => console.error('inbox delivery failed:', err));
  }

  private async read(userId: string, after: number): Promise<StoredEvent[]> {
    const database = openWorkerDatabase(this.env);
    if (!database) return [];
    try {
      return await eventsAfter(database.db, userId, after, pageSize);
    } finally {
      this.ctx.waitUntil(database.close());
    }
  }

  /** A long poll's wait: the headers answer once it is registered, the body ends when woken or after `ms`. */
  private registerWaiter(ms: number): Response {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const finish = () => {
      clearTimeout(timer);
      this.waiters.delete(finish);
      writer.close().catch(() => {});
    };
    const timer = setTimeout(finish, Math.min(Math.max(ms, 0), 30_000));
    this.waiters.add(finish);
    return new Response(readable);
  }

  private wakeWaiters(): void {
    for (const finish of [...this.waiters]) finish();
  }
}
