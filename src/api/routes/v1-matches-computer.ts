import { createRoute, z } from '@hono/zod-openapi';
import { computerUserId, ensureComputerUsers } from '../../bots/computer.js';
import { joinSeat } from '../../db/queries.js';
import { matchStart } from '../../notify/queue.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { announce } from '../live.js';
import { loadMatchOr404 } from '../match-access.js';
import { examples } from '../openapi-examples.js';
import { ApiError, errorResponses, type ProblemCode } from '../problem.js';
import { ComputerLevelSchema, MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { seatsHeldBy } from '../seats.js';
import { nowOf } from '../sessions.js';
import { joinRefusals } from './v1-matches-join.js';
import { changeOf } from './v1-matches-stream.js';

const ComputerRequest = z
  .object({
    seat: z.number().int().min(0).openapi({ description: 'A free seat that is not reserved for an invited player.' }),
    level: ComputerLevelSchema,
  })
  .openapi('AddComputerRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'addComputer',
  method: 'post',
  path: '/v1/matches/{matchId}/computer',
  summary: 'Fill an open seat of a waiting match with a computer player',
  description:
    'For a player seated at the match (or its creator) while it waits for players: the platform’s computer player of that level takes the seat, and the match starts if that was the last one. The computer then plays its turns by itself, deciding from its seat’s view only. In a rated match the computer’s level is rated too, as any player.',
  security: bearerSecurity,
  request: { params: MatchIdParam, body: { required: true, content: { 'application/json': { schema: ComputerRequest } } } },
  responses: {
    200: { description: 'The match, seen from your first seat.', content: { 'application/json': { schema: MatchSchema, example: examples.joinMatch } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerMatchesComputer = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const { seat, level } = c.req.valid('json');
    const { match, game } = await loadMatchOr404(c, matchId);
    const held = seatsHeldBy(match, caller);
    if (held.length === 0 && match.createdBy !== caller.id) throw new ApiError('forbidden', 'Only a player of this match, or its creator, may seat a computer at it.');
    const db = c.get('db');
    await ensureComputerUsers(db, [{ gameId: game.id, level }]);
    const outcome = await joinSeat(db, {
      matchId,
      userId: computerUserId(game.id, level),
      seat,
      activeSeatsAtStart: game.activeSeats(match.state),
      onStart: matchStart(nowOf(c.get('deps'))),
    });
    if (!outcome.ok) {
      const [code, detail] = joinRefusals[outcome.reason] as [ProblemCode, string];
      throw new ApiError(code, detail);
    }
    const joined = outcome.match;
    announce(c, { users: joined.seats.map((s) => s.userId), matches: [changeOf(joined)] });
    return c.json(toMatchBody(game, joined, held[0] ?? null), 200);
  });
