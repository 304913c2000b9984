import { createRoute } from '@hono/zod-openapi';
import { findGame, rulesVersionOf } from '../../engine/index.js';
import { findRematch } from '../../db/lobby.js';
import { insertMatch, loadMatch } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { newInvitationId, newMatchId, newSeed } from '../ids.js';
import { loadMatchOr404 } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { seatsHeldBy } from '../seats.js';
import { stoppedClock } from '../../notify/deadlines.js';
import { nowOf } from '../sessions.js';
import { announce } from '../live.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['matches'],
  operationId: 'rematch',
  method: 'post',
  path: '/v1/matches/{matchId}/rematch',
  summary: 'Open a rematch of a finished match',
  description:
    'A new waiting match with the same game (at the latest version of its rules: `rulesVersion`), players, options, clock, visibility and rating, and a new seed. Seats rotate: whoever sat at seat i sits at seat i+1 (the last at 0). You take your rotated seats; every other player is invited to theirs (an `invitation` event, and an email if they have an address) and joins with POST …/join or declines. One rematch per match: a second request is `409 rematch-exists` naming it in `matchId` (GET …/rematch shows it).',
  security: bearerSecurity,
  request: { params: MatchIdParam },
  responses: {
    201: { description: 'The rematch, seen from your first seat.', content: { 'application/json': { schema: MatchSchema, example: examples.rematch } } },
    ...errorResponses(401, 403, 404, 409),
  },
});

export const registerMatchesRematch = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const { match: old } = await loadMatchOr404(c, matchId);
    // A rematch is a new match: it plays the latest version of the game's rules, whichever the finished one played.
    const game = findGame(c.get('deps').games, old.gameId);
    if (!game) throw new Error(`match ${old.id} is of unknown game ${old.gameId}`);
    const held = seatsHeldBy(old, caller);
    if (held.length === 0) throw new ApiError('not-your-seat', 'You hold no seat in this match, so you cannot open its rematch.');
    if (old.status !== 'finished') throw new ApiError('match-not-finished', `The match is ${old.status}; a rematch follows a finished match.`);
    const db = c.get('db');
    const refuseExisting = async () => {
      const existing = await findRematch(db, old.id);
      if (existing) throw new ApiError('rematch-exists', 'This match already has a rematch: join it, or see it from the finished match (its id is in `matchId`).', { matchId: existing });
    };
    await refuseExisting();
    const rotated = (seat: number) => (seat + 1) % old.players;
    const mySeats = held.map(rotated).sort((a, b) => a - b);
    const now = nowOf(c.get('deps'));
    const invitations = old.seats
      .filter((s) => s.userId !== caller.id)
      .map((s) => ({ id: newInvitationId(), seat: rotated(s.seat), userId: s.userId, email: null, invitedBy: caller.id, createdAt: now }));
    const seed = newSeed();
    const options = old.options as Record<string, unknown>;
    const id = newMatchId();
    let inserted: boolean;
    try {
      inserted = await insertMatch(
        db,
        {
          id,
          gameId: old.gameId,
          rulesVersion: rulesVersionOf(game),
          options,
          players: old.players,
          status: 'waiting',
          state: game.setup({ players: old.players, options, seed }),
          seed,
          activeSeats: [],
          createdBy: caller.id,
          timeControl: old.timeControl,
          onTimeout: old.onTimeout,
          visibility: old.visibility,
          rated: old.rated,
          rematchOf: old.id,
          ...stoppedClock,
        },
        caller.id,
        { invitations, creatorSeats: mySeats },
      );
    } catch (err) {
      // Two players asked at once: the unique rematch_of index let one through.
      await refuseExisting();
      throw err;
    }
    if (!inserted) throw new ApiError('too-many-matches', 'This bot already plays as many matches as its `maxConcurrentMatches` allows.');
    const match = await loadMatch(db, id);
    if (!match) throw new Error(`match ${id} vanished after insert`);
    announce(c, { users: old.seats.map((s) => s.userId), matches: [] });
    c.header('Location', `/v1/matches/${id}`);
    return c.json(toMatchBody(game, match, mySeats[0] as number), 201);
  });
