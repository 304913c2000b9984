import { createRoute, z } from '@hono/zod-openapi';
import { leaveMatch } from '../../db/lobby.js';
import { loadMatch } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { loadMatchOr404 } from '../match-access.js';
import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { examples } from '../openapi-examples.js';

export const LeaveRequest = z
  .object({ seat: z.number().int().min(0).optional().openapi({ description: 'Which of your seats to free; all of them when omitted.' }) })
  .openapi('LeaveRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'leaveMatch',
  method: 'post',
  path: '/v1/matches/{matchId}/leave',
  summary: 'Give up your seat in a match that has not started',
  description:
    'Frees your seats (or the one named) of a waiting match; anyone may take them again. When the last seated player leaves, the match is aborted and its pending invitations are withdrawn (those invited get a `match.aborted` event). A started match cannot be left: resign (POST …/resign) or abort it (POST …/abort).',
  security: bearerSecurity,
  request: { params: MatchIdParam, body: { required: false, content: { 'application/json': { schema: LeaveRequest } } } },
  responses: {
    200: { description: 'The match after you left, seen as a spectator.', content: { 'application/json': { schema: MatchSchema, example: examples.leaveMatch } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerMatchesLeave = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const seat = (c.req.valid('json') as z.infer<typeof LeaveRequest> | undefined)?.seat;
    const { game } = await loadMatchOr404(c, matchId);
    const db = c.get('db');
    const outcome = await leaveMatch(db, { matchId, userId: caller.id, seat });
    if (!outcome.ok) {
      if (outcome.reason === 'not-found') throw new ApiError('not-found', `No match \`${matchId}\`.`);
      if (outcome.reason === 'not-waiting') throw new ApiError('match-not-waiting', 'The match has started or ended: resign (POST …/resign) or abort it (POST …/abort) instead.');
      throw new ApiError('not-your-seat', seat === undefined ? 'You hold no seat in this match.' : `Seat ${seat} is not yours.`);
    }
    const match = await loadMatch(db, matchId);
    if (!match) throw new Error(`match ${matchId} vanished after leave`);
    announce(c, { users: [caller.id, ...match.seats.map((s) => s.userId), ...outcome.told], matches: [changeOf(match)] });
    return c.json(toMatchBody(game, match, null), 200);
  });
