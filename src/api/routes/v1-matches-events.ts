import { createRoute, z } from '@hono/zod-openapi';
import { canSee, type GameEvent } from '../../engine/index.js';
import { loadMoveEvents } from '../../db/queries.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { errorResponses } from '../problem.js';
import { MatchIdParam, SeatQuery } from '../schemas.js';
import { viewingSeat } from '../seats.js';

const LoggedEventSchema = z
  .object({
    seq: z.number().int().openapi({ description: 'The move that caused it (1 = first move).' }),
    seat: z.number().int().openapi({ description: 'The seat that made that move.' }),
    type: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('LoggedEvent');

const route = createRoute({
  tags: ['matches'],
  operationId: 'listMatchEvents',
  method: 'get',
  path: '/v1/matches/{matchId}/events',
  summary: 'The match log, as the caller may read it',
  description:
    'Every event of every move, oldest first, keeping only those addressed to everyone or to the seat whose log this is: a seated caller reads their own secrets, a spectator only public events.',
  security: optionalBearerSecurity,
  request: { params: MatchIdParam, query: SeatQuery },
  responses: {
    200: {
      description: 'The log.',
      content: { 'application/json': { schema: z.object({ seat: z.number().int().nullable(), events: z.array(LoggedEventSchema) }) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesEvents = (app: App) =>
  app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const { seat: requested } = c.req.valid('query');
    const { match } = await loadMatchOr404(c, matchId);
    const seat = viewingSeat(match, optionalReader(c), requested);
    const moves = await loadMoveEvents(c.get('db'), matchId);
    const events = moves.flatMap((m) =>
      (m.events as GameEvent[])
        .filter((e) => canSee(e.audience, seat))
        .map((e) => ({ seq: m.seq, seat: m.seat, type: e.type, ...(e.data ? { data: e.data } : {}) })),
    );
    return c.json({ seat, events }, 200);
  });
