import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { eventsAfter } from '../../db/events.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { defaultHeartbeatMs, defaultPollMs, pageSize, sleep, toEventBody } from '../event-schemas.js';
import { ApiError, errorResponses } from '../problem.js';

const StreamQuery = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ param: { name: 'after', in: 'query' }, description: 'Start after this seq; the `Last-Event-ID` header wins when both are sent.' }),
});

const route = createRoute({
  tags: ['me'],
  operationId: 'streamMyEvents',
  method: 'get',
  path: '/v1/me/events/stream',
  summary: 'Your event inbox as Server-Sent Events',
  description:
    'The same events as GET /v1/me/events, each as an SSE message with `id: <seq>`, `event: <type>` and the Event object as `data`. Reconnect with `Last-Event-ID` (browsers do it themselves) to resume without losing any. A `: heartbeat` comment is sent every 15 seconds.',
  security: bearerSecurity,
  request: { query: StreamQuery, headers: z.object({ 'Last-Event-ID': z.string().optional() }) },
  responses: {
    200: { description: 'An endless event stream.', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

export const registerMeEventsStream = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const lastEventId = c.req.header('Last-Event-ID');
    if (lastEventId !== undefined && !/^\d+$/.test(lastEventId.trim())) throw new ApiError('invalid-request', '`Last-Event-ID` must be a seq.');
    let cursor = lastEventId !== undefined ? Number(lastEventId.trim()) : (c.req.valid('query').after ?? 0);
    const deps = c.get('deps');
    const pollMs = deps.inbox?.pollMs ?? defaultPollMs;
    const heartbeatMs = deps.inbox?.heartbeatMs ?? defaultHeartbeatMs;
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // The request's lease ends when the response starts; the stream holds its own.
      const lease = await deps.openDb(c);
      const aborted = new AbortController();
      stream.onAbort(() => aborted.abort());
      try {
        let lastWrite = Date.now();
        while (!aborted.signal.aborted) {
          const found = await eventsAfter(lease.db, caller.id, cursor, pageSize);
          for (const e of found) {
            await stream.writeSSE({ id: String(e.seq), event: e.type, data: JSON.stringify(toEventBody(e)) });
            cursor = e.seq;
            lastWrite = Date.now();
          }
          if (found.length === pageSize) continue;
          if (Date.now() - lastWrite >= heartbeatMs) {
            await stream.write(': heartbeat\n\n');
            lastWrite = Date.now();
          }
          await sleep(Math.min(pollMs, heartbeatMs), aborted.signal);
        }
      } finally {
        lease.release();
      }
    });
  });
