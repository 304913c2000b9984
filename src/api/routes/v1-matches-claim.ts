import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { createRoute, z } from '@hono/zod-openapi';
import { ratingMinMovesOf, claimMoveType, forfeitResult, type ClaimEntry } from '../../engine/index.js';
import { finishedEvents } from '../../db/events.js';
import { commitMove, type MatchRecord } from '../../db/queries.js';
import { stoppedClock } from '../../notify/deadlines.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404, matchEtag } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { nowOf } from '../sessions.js';
import { notificationsFor } from './v1-matches-moves.js';
import { examples } from '../openapi-examples.js';

const ClaimRequest = z
  .object({ expectedVersion: z.number().int().min(0).openapi({ description: 'The match version your claim is based on.' }) })
  .openapi('ClaimRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'claimWin',
  method: 'post',
  path: '/v1/matches/{matchId}/claim',
  summary: 'Claim the win after a missed deadline (onTimeout `claim`)',
  description:
    'Allowed once the timeout sweep has recorded a missed deadline in a `claim` match, to any player not among the late seats, until the late seats finish their turn. The late seats forfeit: every other seat wins.',
  security: bearerSecurity,
  request: { params: MatchIdParam, body: { required: true, content: { 'application/json': { schema: ClaimRequest } } } },
  responses: {
    200: { description: 'The finished match, seen from the claimant’s seat.', content: { 'application/json': { schema: MatchSchema, example: examples.claimWin } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerMatchesClaim = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const { expectedVersion } = c.req.valid('json');
    const { match, game } = await loadMatchOr404(c, matchId);
    const mine = match.seats.filter((s) => s.userId === caller.id).map((s) => s.seat);
    if (mine.length === 0) throw new ApiError('not-your-seat', `You hold no seat in match ${match.id}.`);
    if (match.status !== 'active') throw new ApiError('match-not-active', `The match is ${match.status}.`);
    // After a `claim` timeout the clock is stopped (no deadline) while the late seats still must act.
    const claimable = match.onTimeout === 'claim' && match.timeControl !== null && match.deadlineAt === null && match.activeSeats.length > 0;
    if (!claimable) throw new ApiError('not-claimable', 'Nobody has missed a deadline here (or the late player has played since).');
    const late = match.activeSeats;
    const seat = mine.find((s) => !late.includes(s));
    if (seat === undefined) throw new ApiError('forbidden', 'You are the one who ran out of time.');
    if (expectedVersion !== match.version) {
      throw new ApiError('stale-version', `The match is at version ${match.version}, not ${expectedVersion}.`, { currentVersion: match.version });
    }
    const entry: ClaimEntry = { type: claimMoveType, seats: late };
    const result = forfeitResult(match.players, late, 'claim');
    const now = nowOf(c.get('deps'));
    const after: MatchRecord = { ...match, status: 'finished', result, activeSeats: [], version: match.version + 1, updatedAt: now, ...stoppedClock };
    const committed = await commitMove(c.get('db'), {
      ratingMinMoves: ratingMinMovesOf(game),
      matchId,
      expectedVersion: match.version,
      seat,
      move: entry,
      events: [{ type: 'claimed', audience: 'all', data: { by: seat, seats: late } }],
      actorId: caller.id,
      state: match.state,
      status: 'finished',
      activeSeats: [],
      result,
      updatedAt: now,
      notifications: notificationsFor(match, after),
      clock: stoppedClock,
      inbox: finishedEvents(after, after.seats),
    });
    if (!committed) throw new ApiError('stale-version', 'The match changed first; fetch it and try again.');
    announce(c, { users: after.seats.map((s) => s.userId), matches: [changeOf(after)] });
    c.header('ETag', matchEtag(after, seat));
    return c.json(toMatchBody(game, after, seat), 200);
  });
