import { createRoute, z } from '@hono/zod-openapi';
import { ratingMinMovesOf, applyResign, resignMoveType, type ResignEntry } from '../../engine/index.js';
import { finishedEvents } from '../../db/events.js';
import { commitMove, loadMatch, type MatchRecord } from '../../db/queries.js';
import { stoppedClock } from '../../notify/deadlines.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404, matchEtag, rememberMatch } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { seatsHeldBy } from '../seats.js';
import { nowOf } from '../sessions.js';
import { notificationsFor } from './v1-matches-moves.js';
import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { examples } from '../openapi-examples.js';

const ResignRequest = z
  .object({ seat: z.number().int().min(0).optional().openapi({ description: 'Which of your seats resigns; all of yours when omitted.' }) })
  .openapi('ResignRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'resignMatch',
  method: 'post',
  path: '/v1/matches/{matchId}/resign',
  summary: 'Resign a match in play',
  description:
    'Ends the match by forfeit: your seats (or the one named) lose and every other seat wins; in a co-operative game (Relic Run) the whole party loses. Recorded in the move log as the system entry `{type: "$resign", seats}` by you, so the match replays to the same end; it needs no `expectedVersion` and wins over any move not yet saved. A rated match is rated in the same transaction.',
  security: bearerSecurity,
  request: { params: MatchIdParam, body: { required: false, content: { 'application/json': { schema: ResignRequest } } } },
  responses: {
    200: { description: 'The finished match, seen from your (first resigning) seat.', content: { 'application/json': { schema: MatchSchema, example: examples.resignMatch } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** A resignation races only with moves; after this many lost races something is wrong. */
const maxAttempts = 5;

export const registerMatchesResign = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const requested = (c.req.valid('json') as z.infer<typeof ResignRequest> | undefined)?.seat;
    let { match, game } = await loadMatchOr404(c, matchId);
    const db = c.get('db');
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const held = seatsHeldBy(match, caller);
      if (held.length === 0) throw new ApiError('not-your-seat', `You hold no seat in match ${match.id}.`);
      if (requested !== undefined && !held.includes(requested)) throw new ApiError('not-your-seat', `Seat ${requested} is not yours.`);
      if (match.status !== 'active') throw new ApiError('match-not-active', `The match is ${match.status}.`);
      const seats = requested === undefined ? held : [requested];
      const entry: ResignEntry = { type: resignMoveType, seats };
      const outcome = applyResign(game, match.state, entry, match.players);
      const now = nowOf(c.get('deps'));
      const after: MatchRecord = { ...match, status: 'finished', result: outcome.forfeit, activeSeats: [], version: match.version + 1, updatedAt: now, abortVotes: null, ...stoppedClock };
      const committed = await commitMove(db, {
        ratingMinMoves: ratingMinMovesOf(game),
        matchId,
        expectedVersion: match.version,
        seat: seats[0] as number,
        move: entry,
        events: outcome.events,
        actorId: caller.id,
        state: match.state,
        status: 'finished',
        activeSeats: [],
        result: outcome.forfeit,
        updatedAt: now,
        notifications: notificationsFor(match, after),
        clock: stoppedClock,
        inbox: finishedEvents(after, after.seats),
      });
      if (committed) {
        rememberMatch(c, after);
        announce(c, { users: after.seats.map((s) => s.userId), matches: [changeOf(after)] });
        c.header('ETag', matchEtag(after, seats[0] as number));
        return c.json(toMatchBody(game, after, seats[0] as number), 200);
      }
      const current = await loadMatch(db, matchId);
      if (!current) throw new ApiError('not-found', `No match \`${matchId}\`.`);
      match = current;
    }
    throw new ApiError('stale-version', 'The match kept changing; try again.');
  });
