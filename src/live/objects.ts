import { DurableObject } from 'cloudflare:workers';
import { defaultHeartbeatMs, pageSize, toEventBody } from '../api/event-schemas.js';
import { eventsAfter, type StoredEvent } from '../db/events.js';
import { openNeon } from '../db/neon.js';
import type { MatchChange } from './match.js';
import { giveStreamBack, type RateLimitCounter } from '../api/rate-limit-worker.js';
import type { StreamTicket } from '../api/stream-limits.js';

interface ObjectEnv {
  DATABASE_URL?: string;
  NEON_WS_PROXY?: string;
  /** Where each reader's place among its client's open streams is given back (rate-limit-worker.ts). */
  RATE_LIMITS?: DurableObjectNamespace<RateLimitCounter>;
}

/** What a hibernating WebSocket keeps: where its reader is, and its stream ticket. */
type Attachment = Position & { ticket?: StreamTicket };

/** Where each reader is: the last inbox seq it got, or the last match version. */
type Position = { cursor: number } | { version: number };

/** A reader the object writes to: a hibernatable WebSocket or an SSE response. */
interface Reader {
  position: Position;
  send(id: number, event: string, data: unknown): void;
  move(position: Position): void;
}

interface SseReader {
  position: Position;
  writer: WritableStreamDefaultWriter<Uint8Array>;
  ticket: StreamTicket | undefined;
}

const encoder = new TextEncoder();
const sseFrame = (id: number, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

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
  /** The newest match change this object was told of: a reader connecting after it still gets it. */
  private latest: MatchChange | undefined;

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
      this.deliverMatch((await request.json()) as MatchChange);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/wait') return this.registerWaiter(Number(url.searchParams.get('ms') ?? 0));
    if (url.pathname === '/connect') {
      const position: Position = kind === 'inbox' ? { cursor: Number(url.searchParams.get('cursor') ?? 0) } : { version: Number(url.searchParams.get('version') ?? -1) };
      const current = kind === 'match' ? (JSON.parse(url.searchParams.get('current') ?? 'null') as MatchChange | null) : null;
      const counter = url.searchParams.get('counter');
      const ticketId = url.searchParams.get('ticket');
      const ticket = counter && ticketId ? { counter, ticket: ticketId } : undefined;
      const response = request.headers.get('Upgrade')?.toLowerCase() === 'websocket' ? this.acceptWebSocket(position, ticket) : this.openSse(position, ticket);
      if (kind === 'inbox') void this.deliverInbox(key);
      else if (current) this.deliverMatch(this.latest && this.latest.version > current.version ? this.latest : current);
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
        send: (_id, _event, data) => ws.send(JSON.stringify(data)),
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

  private deliverMatch(change: MatchChange): void {
    if (!this.latest || change.version > this.latest.version) this.latest = change;
    for (const reader of this.readers()) {
      if (!('version' in reader.position) || reader.position.version >= change.version) continue;
      reader.send(change.version, 'match', change);
      reader.move({ version: change.version });
    }
  }

  /** One read of the inbox for all readers, from the furthest behind; one pass at a time. */
  private deliverInbox(userId: string): Promise<void> {
    this.inboxPump = this.inboxPump.then(async () => {
      for (;;) {
        const readers = this.readers().filter((r) => 'cursor' in r.position);
        if (readers.length === 0 || !this.env.DATABASE_URL) return;
        const from = Math.min(...readers.map((r) => (r.position as { cursor: number }).cursor));
        const found = await this.read(userId, from);
        for (const reader of readers) {
          const cursor = (reader.position as { cursor: number }).cursor;
          const fresh = found.filter((e) => e.seq > cursor);
          for (const e of fresh) reader.send(e.seq, e.type, toEventBody(e));
          if (fresh.length > 0) reader.move({ cursor: (fresh.at(-1) as StoredEvent).seq });
        }
        if (found.length < pageSize) return;
      }
    });
    return this.inboxPump.catch((err) => console.error('inbox delivery failed:', err));
  }

  private async read(userId: string, after: number): Promise<StoredEvent[]> {
    const database = openNeon(this.env.DATABASE_URL as string, { wsProxy: this.env.NEON_WS_PROXY });
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
