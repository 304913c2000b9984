import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { createRoute, z } from '@hono/zod-openapi';
import { joinSeat, loadJoinTable } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { refuseGuestInRatedMatch } from './v1-matches-create.js';
import type { App } from '../context.js';
import { gameOf, noSuchMatch, rememberMatch } from '../match-access.js';
import { checksInItsStatement, settleChecks, takeChecks } from '../request-checks.js';
import { ApiError, errorResponses, type ProblemCode } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { matchStart } from '../../notify/queue.js';
import { nowOf } from '../sessions.js';
import { examples } from '../openapi-examples.js';

const JoinRequest = z
  .object({
    seat: z.number().int().min(0).optional().openapi({ description: 'A free seat to take; the lowest free one when omitted.' }),
  })
  .openapi('JoinRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'joinMatch',
  method: 'post',
  path: '/v1/matches/{matchId}/join',
  summary: 'Take a seat; the match starts when every seat is taken',
  description:
    'Without `seat`, takes the seat reserved for you if you were invited, else the lowest free seat that is not reserved (refused if you already sit at the table). A bot at its `maxConcurrentMatches` is refused with `too-many-matches`. Name a seat explicitly to hold several, e.g. two heroes in a co-operative game. Guests may not join a rated match (403 `forbidden`).',
  security: bearerSecurity,
  request: {
    params: MatchIdParam,
    body: { required: false, content: { 'application/json': { schema: JoinRequest } } },
  },
  responses: {
    200: { description: 'The match, seen from the seat taken.', content: { 'application/json': { schema: MatchSchema, example: examples.joinMatch } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const refusals: Record<string, [ProblemCode, string]> = {
  'not-found': ['not-found', 'No such match.'],
  'not-waiting': ['match-not-waiting', 'The match has started or ended; seats are fixed.'],
  'seat-taken': ['seat-taken', 'Someone already sits there.'],
  'already-seated': ['already-seated', 'You already sit at this table; name a `seat` to take another.'],
  'no-free-seat': ['match-full', 'Every seat is taken.'],
  'no-such-seat': ['invalid-request', 'The match has no such seat.'],
  'seat-reserved': ['seat-reserved', 'That seat is reserved for an invited player.'],
  'invitation-not-pending': ['invitation-not-pending', 'The invitation was already answered.'],
  'too-many-matches': ['too-many-matches', 'This bot already plays as many matches as its `maxConcurrentMatches` allows.'],
  busy: ['stale-version', 'The table kept changing while you sat down; try again.'],
};

export { refusals as joinRefusals };

/**
 * Two round trips: one statement reads the table (with the request's checks, request-checks.ts)
 * and one takes the seat as planned from it (joinSeat), keeping the answer under an
 * Idempotency-Key in the same statement.
 */
export const registerMatchesJoin = (app: App) => {
  checksInItsStatement(route);
  return app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const requested = (c.req.valid('json') as z.infer<typeof JoinRequest> | undefined)?.seat;
    const db = c.get('db');
    const { found, table } = await loadJoinTable(db, matchId, caller.id, takeChecks(c));
    settleChecks(c, found);
    if (!table) throw noSuchMatch(matchId);
    const game = gameOf(c, table.match);
    if (table.match.rated) refuseGuestInRatedMatch(caller);
    const claim = c.get('idempotency');
    const outcome = await joinSeat(db, {
      matchId,
      userId: caller.id,
      seat: requested,
      table,
      activeSeatsAtStart: game.activeSeats(table.match.state),
      onStart: matchStart(nowOf(c.get('deps'))),
      keep: claim && ((joined, seat) => ({ userId: caller.id, key: claim.key, requestHash: claim.requestHash, status: 200, body: toMatchBody(game, joined, seat) })),
    });
    if (!outcome.ok) {
      const [code, detail] = refusals[outcome.reason] as [ProblemCode, string];
      throw new ApiError(code, detail);
    }
    if (claim) claim.stored = true;
    const joined = outcome.match;
    rememberMatch(c, joined);
    announce(c, { users: joined.seats.map((s) => s.userId), matches: [changeOf(joined)] });
    return c.json(toMatchBody(game, joined, outcome.seat), 200);
  });
};
