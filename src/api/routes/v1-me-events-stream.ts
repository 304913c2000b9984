import { createRoute, z } from '@hono/zod-openapi';
import { eventsAfter, lastEventSeq, type StoredEvent } from '../../db/events.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { Context } from 'hono';
import type { Db } from '../../db/client.js';
import type { LiveHub } from '../../live/hub.js';
import type { App, AppDeps } from '../context.js';
import { pumpInbox } from '../../live/inbox.js';
import { closedSignal, endOnError, respondWithSse, sseFrame, type SseSink } from '../../live/sse.js';
import { cursorParam, defaultHeartbeatMs, defaultPollMs, lastEventId, pageSize, sleep, toEventBody } from '../event-schemas.js';
import { errorResponses } from '../problem.js';
import { holdingSlot, takeSharedStreamSlot, takeStreamSlot } from '../stream-limits.js';
import { examples } from '../openapi-examples.js';

const StreamQuery = z.object({
  after: cursorParam()
    .optional()
    .openapi({ param: { name: 'after', in: 'query' }, description: 'Start after this seq; the `Last-Event-ID` header wins when both are sent.' }),
  from: z
    .enum(['now'])
    .optional()
    .openapi({ param: { name: 'from', in: 'query' }, description: '`now`: start after your newest event, so only what happens from now on is sent (for a page that reads the rest elsewhere). Ignored with `after` or `Last-Event-ID`.' }),
});

const route = createRoute({
  tags: ['me'],
  operationId: 'streamMyEvents',
  method: 'get',
  path: '/v1/me/events/stream',
  summary: 'Your event inbox as Server-Sent Events',
  description:
    'The same events as GET /v1/me/events, each as an SSE message with `id: <seq>`, `event: <type>` and the Event object as `data`. Reconnect with `Last-Event-ID` (browsers do it themselves) to resume without losing any. A `: heartbeat` comment is sent after 15 seconds without a message. Events are pushed as their transaction commits; an idle stream costs the database nothing. Browsers authenticate with the session cookie (EventSource cannot send headers). On Workers the same URL also accepts a WebSocket (`Upgrade: websocket`): each message is one Event object as JSON, and `ping` is answered `pong`.',
  security: bearerSecurity,
  request: { query: StreamQuery, headers: z.object({ 'Last-Event-ID': z.string().optional() }) },
  responses: {
    200: { description: 'An endless event stream.', content: { 'text/event-stream': { schema: z.string(), example: examples.streamMyEvents } } },
    ...errorResponses(400, 401, 403),
  },
});

export const registerMeEventsStream = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const resumeAfter = lastEventId(c, 'an event seq');
    const query = c.req.valid('query');
    let cursor = resumeAfter ?? query.after ?? (query.from === 'now' ? await lastEventSeq(c.get('db'), caller.id) : 0);
    const deps = c.get('deps');
    const pollMs = deps.inbox?.pollMs ?? defaultPollMs;
    const heartbeatMs = deps.inbox?.heartbeatMs ?? defaultHeartbeatMs;
    // Workers: the user's Durable Object holds the stream (SSE, or a WebSocket on `Upgrade`).
    if (deps.liveObjects) return deps.liveObjects.inboxStream(c.req.raw, caller.id, cursor, await takeSharedStreamSlot(c)) as never;
    const userId = caller.id;
    const hub = deps.live;
    const release = takeStreamSlot(c, c.get('streams'));
    const respond = (start: (sink: SseSink) => void) => respondWithSse(c, heartbeatMs, holdingSlot(release, start));
    if (hub) return respond(pushedInbox(hub, hub.db ? readFrom(hub.db, userId) : readLeased(deps, c, userId), userId, cursor));
    // No hub (a driver that cannot LISTEN): poll. The request's lease ends when the response
    // starts; the stream holds its own.
    return respond((sink) => {
      void (async () => {
        const closed = closedSignal(sink);
        const lease = await deps.openDb(c);
        try {
          while (!sink.closed) {
            const found = await eventsAfter(lease.db, userId, cursor, pageSize);
            for (const e of found) {
              sendEvent(sink, e);
              cursor = e.seq;
            }
            if (found.length === pageSize) continue;
            await sleep(pollMs, closed);
          }
        } finally {
          lease.release();
        }
      })().catch((err) => endOnError(sink, err));
    });
  });

const sendEvent = (sink: SseSink, e: StoredEvent) => sink.write(sseFrame(String(e.seq), e.type, JSON.stringify(toEventBody(e))));

type Read = (after: number) => Promise<StoredEvent[]>;

/** Reads from the hub's own database (Node): nothing of the request is kept. */
const readFrom = (db: Db, userId: string): Read => (after) => eventsAfter(db, userId, after, pageSize);

/** Borrows a lease just for each read. */
function readLeased(deps: AppDeps, c: Context, userId: string): Read {
  return async (after) => {
    const lease = await deps.openDb(c);
    try {
      return await eventsAfter(lease.db, userId, after, pageSize);
    } finally {
      lease.release();
    }
  };
}

/**
 * Pushed: woken by the hub, the stream reads the database only when the notifications cannot be
 * trusted (at the start, on a gap). Built outside the handler so that an idle stream holds its
 * hub listener and socket, not the request's context.
 */
function pushedInbox(hub: LiveHub, read: Read, userId: string, cursor: number): (sink: SseSink) => void {
  return (sink) => {
    if (sink.closed) return;
    const pump = pumpInbox({ hub, userId, cursor, pageSize, read, send: (e) => sendEvent(sink, e), failed: (err) => endOnError(sink, err) });
    sink.onClose(() => pump.stop());
  };
}
