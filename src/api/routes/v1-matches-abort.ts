import { createRoute, z } from '@hono/zod-openapi';
import { voteToAbort } from '../../db/lobby.js';
import { isComputerUserId } from '../../bots/computer.js';
import { loadMatch } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { seatsHeldBy } from '../seats.js';
import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { examples } from '../openapi-examples.js';

const AbortVote = MatchSchema.extend({
  abortWaitingFor: z
    .array(z.number().int())
    .openapi({ description: 'Seats whose players have not agreed yet; empty once the match is aborted. `abortVotes` lists those who have.' }),
}).openapi('AbortVote');

const route = createRoute({
  tags: ['matches'],
  operationId: 'abortMatch',
  method: 'post',
  path: '/v1/matches/{matchId}/abort',
  summary: 'Agree to abort a started match before the first move',
  description:
    'A vote: while nothing has been played in an active match, each seated player may agree to abort it (every seat you hold agrees at once). Your agreement is recorded (the match’s `version` changes and its `abortVotes` lists the seats that agreed); the match is aborted when every seat has agreed, so a player holding every seat aborts at once. Nobody loses and nothing is rated; every player gets a `match.aborted` event. Computer players agree with the first vote. Agreeing again changes nothing. After the first move (or a missed deadline) it is `409 abort-too-late` and the votes are gone: resign instead. A match that has not started is left with POST …/leave.',
  security: bearerSecurity,
  request: { params: MatchIdParam },
  responses: {
    200: { description: 'The match, seen from your seat: still `active` with your vote recorded, or `aborted`.', content: { 'application/json': { schema: AbortVote, example: { ...examples.abortMatch, abortVotes: [0, 1], abortWaitingFor: [] } } } },
    ...errorResponses(401, 403, 404, 409),
  },
});

export const registerMatchesAbort = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const { match, game } = await loadMatchOr404(c, matchId);
    const seats = seatsHeldBy(match, caller);
    if (seats.length === 0) throw new ApiError('not-your-seat', `You hold no seat in match ${match.id}.`);
    if (match.status === 'waiting') throw new ApiError('match-not-active', 'The match has not started: leave it instead (POST …/leave).');
    const db = c.get('db');
    // The platform's computer players agree to whatever the people at their table agree.
    const computerSeats = match.seats.filter((s) => isComputerUserId(s.userId)).map((s) => s.seat);
    const outcome = await voteToAbort(db, { matchId, seats: [...seats, ...computerSeats] });
    if (!outcome.ok) {
      if (outcome.reason === 'too-late') throw new ApiError('abort-too-late', 'The first move has been played; resign instead (POST …/resign).');
      throw new ApiError('match-not-active', `The match is ${outcome.status ?? 'gone'}.`);
    }
    const after = await loadMatch(db, matchId);
    if (!after) throw new Error(`match ${matchId} vanished after an abort vote`);
    if (outcome.changed) announce(c, { users: outcome.aborted ? after.seats.map((s) => s.userId) : [], matches: [changeOf(after)] });
    const waitingFor = after.status === 'active' ? Array.from({ length: after.players }, (_, s) => s).filter((s) => !outcome.votes.includes(s)) : [];
    return c.json({ ...toMatchBody(game, after, seats[0] as number), abortWaitingFor: waitingFor }, 200);
  });
