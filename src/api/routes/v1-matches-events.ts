import { createRoute, z } from '@hono/zod-openapi';
import { loadMoveEventsPage } from '../../db/queries.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { cursorParam } from '../event-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, SeatQuery } from '../schemas.js';
import { viewingSeat } from '../seats.js';
import { readableLog } from '../words.js';
import { AcceptLanguageHeaders, wordsLocale } from '../locale.js';
import { examples } from '../openapi-examples.js';

export const LoggedEventSchema = z
  .object({
    seq: z.number().int().openapi({ description: 'The move that caused it (1 = first move).' }),
    seat: z.number().int().openapi({ description: 'The seat that made that move.' }),
    type: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
    text: z.string().openapi({
      description: 'The event in plain English, as this log’s reader may know it ("Ada took 2 rations."); players are named by their display names.',
      example: 'Seat 1 took 2 rations.',
    }),
  })
  .openapi('LoggedEvent');

/** Moves per page: a page is at most this many moves' events. */
export const eventsPageLimit = { default: 200, max: 500 };

const seqParam = (name: string, description: string) =>
  cursorParam().optional().openapi({ param: { name, in: 'query' }, description });

const EventsQuery = SeatQuery.extend({
  after: seqParam('after', 'Only events of moves after this move `seq` (oldest first): pass the previous page’s `next`.'),
  before: seqParam('before', 'Only events of the moves just before this move `seq` (the latest moves first, still returned oldest first): pass the previous page’s `next`. A match’s `version` is never below its last move’s `seq`, so `before = version + 1` reads the latest moves.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(eventsPageLimit.max)
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, description: `Moves per page (default ${eventsPageLimit.default}, at most ${eventsPageLimit.max}); a page holds the events of that many moves.` }),
});

const route = createRoute({
  tags: ['matches'],
  operationId: 'listMatchEvents',
  method: 'get',
  path: '/v1/matches/{matchId}/events',
  summary: 'The match log, as the caller may read it',
  description:
    'The events of the match’s moves, oldest first, keeping only those addressed to everyone or to the seat whose log this is: a seated caller reads their own secrets, a spectator only public events. Each event carries `text`, the game’s own words for it, written from that reader’s view. Paged by move: without `after` or `before` the first page; `next` is the cursor of the page that follows in the same direction (null at the end).',
  security: optionalBearerSecurity,
  request: { params: MatchIdParam, query: EventsQuery, headers: AcceptLanguageHeaders },
  responses: {
    200: {
      description: 'One page of the log.',
      content: {
        'application/json': {
          schema: z.object({
            seat: z.number().int().nullable(),
            events: z.array(LoggedEventSchema),
            next: z
              .number()
              .int()
              .nullable()
              .openapi({ description: 'The next page in the same direction: pass it as `after` (or as `before` when this page was asked with `before`); null when there is none.' }),
          }),
          example: examples.listMatchEvents,
        },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesEvents = (app: App) =>
  app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const { seat: requested, after, before, limit = eventsPageLimit.default } = c.req.valid('query');
    if (after !== undefined && before !== undefined) throw new ApiError('invalid-request', 'Give `after` or `before`, not both.');
    const { match, game } = await loadMatchOr404(c, matchId);
    const seat = viewingSeat(match, optionalReader(c), requested);
    const page = await loadMoveEventsPage(c.get('db'), matchId, { ...(after !== undefined ? { after } : {}), ...(before !== undefined ? { before } : {}), limit });
    const backwards = before !== undefined;
    const edge = backwards ? page.moves[0] : page.moves.at(-1);
    const next = page.more && edge ? edge.seq : null;
    return c.json({ seat, events: readableLog(game, match, seat, page.moves, wordsLocale(c)), next }, 200);
  });
