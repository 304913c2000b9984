import { createRoute, z } from '@hono/zod-openapi';
import { eventsAfter } from '../../db/events.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { InboxFollower } from '../../live/inbox.js';
import { cursorParam, defaultPollMs, EventSchema, pageSize, sleep, toEventBody } from '../event-schemas.js';
import { errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const EventsQuery = z.object({
  after: cursorParam()
    .default(0)
    .openapi({ param: { name: 'after', in: 'query' }, description: 'Return events with a larger seq (the `next` of your last call); 0 for all.' }),
  wait: z.coerce
    .number()
    .min(0)
    .max(30)
    .default(0)
    .openapi({ param: { name: 'wait', in: 'query' }, description: 'Seconds to wait for an event when none is pending (long-poll, at most 30).' }),
});

const EventsPage = z
  .object({
    events: z.array(EventSchema),
    next: z.number().int().openapi({ description: 'Pass as `after` next time: the seq of the last event returned, or your `after` when none.' }),
  })
  .openapi('EventsPage');

const route = createRoute({
  tags: ['me'],
  operationId: 'listMyEvents',
  method: 'get',
  path: '/v1/me/events',
  summary: 'Your event inbox, long-polled',
  description:
    'Events are written in the same transaction as the change that causes them, and each user’s seqs become visible in order, so resuming with `after` never misses one. Returns at once when events are pending; otherwise waits up to `wait` seconds for one, then returns an empty page. At most 100 events per page.',
  security: bearerSecurity,
  request: { query: EventsQuery },
  responses: {
    200: { description: 'Events after `after`, oldest first.', content: { 'application/json': { schema: EventsPage, example: examples.listMyEvents } } },
    ...errorResponses(400, 401, 403),
  },
});

export const registerMeEvents = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const { after, wait } = c.req.valid('query');
    const db = c.get('db');
    const signal = c.req.raw.signal;
    const deadline = Date.now() + wait * 1000;
    const hub = c.get('deps').live;
    if (hub) {
      // Listening before the first read: an event committed in between still rings.
      const follower = new InboxFollower(hub, caller.id, after);
      try {
        follower.rereadNext();
        const read = (from: number) => eventsAfter(db, caller.id, from, pageSize);
        let found = await follower.take(read);
        while (found.length === 0 && Date.now() < deadline && !signal.aborted) {
          await follower.wait(deadline - Date.now(), signal);
          found = await follower.take(read);
        }
        return c.json({ events: found.map(toEventBody), next: follower.position }, 200);
      } finally {
        follower.close();
      }
    }
    const objects = c.get('deps').liveObjects;
    if (objects && wait > 0) {
      // Workers: the wait is registered with the user's Durable Object before the read.
      const waiting = await objects.waitInbox(caller.id, wait * 1000, signal);
      let found = await eventsAfter(db, caller.id, after, pageSize);
      if (found.length === 0) {
        await waiting.woken;
        found = signal.aborted ? [] : await eventsAfter(db, caller.id, after, pageSize);
      }
      return c.json({ events: found.map(toEventBody), next: found.at(-1)?.seq ?? after }, 200);
    }
    const pollMs = c.get('deps').inbox?.pollMs ?? defaultPollMs;
    let found = await eventsAfter(db, caller.id, after, pageSize);
    while (found.length === 0 && Date.now() < deadline && !signal.aborted) {
      await sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())), signal);
      if (signal.aborted) break;
      found = await eventsAfter(db, caller.id, after, pageSize);
    }
    return c.json({ events: found.map(toEventBody), next: found.at(-1)?.seq ?? after }, 200);
  });
