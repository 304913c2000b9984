import { createRoute, z } from '@hono/zod-openapi';
import { RuleError, rulesVersionOf, type AnyGame } from '../../engine/index.js';
import { createMatch } from '../../db/queries.js';
import { startEvents } from '../../db/events.js';
import { existingUserIds } from '../../db/seating.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App, Caller } from '../context.js';
import { newInvitationId, newMatchId, newSeed } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { quotaDescription, quotaExceeded, quotaOf } from '../quotas.js';
import { checksInItsStatement, settleChecks, takeChecks } from '../request-checks.js';
import { rememberMatch } from '../match-access.js';
import { MatchSchema, toMatchBody } from '../schemas.js';
import { normalizeTimeControl, startClock, stoppedClock, TimeControlSchema } from '../../notify/deadlines.js';
import { timeoutPolicies } from '../../engine/index.js';
import { nowOf } from '../sessions.js';
import { examples } from '../openapi-examples.js';
import { announce } from '../live.js';
import { computerName, computerUserId } from '../../bots/computer.js';
import { ComputerLevelSchema } from '../schemas.js';
import { changeOf } from './v1-matches-stream.js';

const CreateMatchRequest = z
  .object({
    gameId: z.string().min(1).openapi({ example: 'ruin-runner' }),
    players: z.number().int().min(1).openapi({ example: 3, description: 'Number of seats.' }),
    options: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'Game options, checked against the game’s options schema (GET /v1/games/{gameId}).' }),
    seed: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: 'Only where the server allows caller-chosen seeds (tests, local play); never echoed back.' }),
    timeControl: TimeControlSchema.optional(),
    onTimeout: z
      .enum(timeoutPolicies)
      .optional()
      .openapi({
        description:
          'With `timeControl` (default `skip`): `skip` plays the late seat’s turn out for it with the game’s own legal moves (passing where the game allows), `resign` ends the match by forfeit of the late seats, `claim` stops the clock and lets the other players claim the win (POST …/claim) until the late seat plays. Applied once per missed deadline and recorded in the move log as a system entry.',
      }),
    invite: z
      .array(z.object({ seat: z.number().int().min(0), userId: z.string().min(1) }).openapi('SeatInvitation'))
      .max(16)
      .optional()
      .openapi({
        description:
          'Seats reserved for the named users (bots or people), as POST …/invitations does: each gets an `invitation` event (and email, if they have an address) and only they may take that seat (POST …/join). Not the creator’s own seat.',
      }),
    seat: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .openapi({
        description:
          'The seat the creator takes: 0 when omitted; `null` to take none (e.g. to seat two of your own bots with `invite`; the creator then only set the match up and is not a player).',
      }),
    visibility: z
      .enum(['public', 'private'])
      .optional()
      .openapi({ description: 'Default `public`. `private`: never listed by GET /v1/matches to anyone who does not sit at it; anyone with its id may still read it.' }),
    computer: z
      .array(
        z.object({
          seat: z.number().int().min(0).openapi({ description: 'A seat other than the creator’s and the invited ones.' }),
          level: ComputerLevelSchema,
        }),
      )
      .max(5)
      .optional()
      .openapi({
        description:
          'Seats the platform’s computer players take at once, each at its level (in Relic Run they are the creator’s allies). With every other seat taken the match starts at once. A computer decides from its seat’s view only, and moves within about a second of its turn starting (the hard level thinks for a second). Unrated unless you ask for `rated`: then the computer’s level is rated too, as any player (leaderboards list computers apart).',
      }),
    rated: z
      .boolean()
      .optional()
      .openapi({ description: 'Default false. Finishing it changes the players’ Glicko-2 ratings, once every player has made the game’s `ratingMinMoves` moves of their own or a deadline has passed. Not for co-operative games, one-seat matches or a caller-chosen `seed` (400), nor for guests (403 `forbidden`: guests play unrated).' }),
  })
  .openapi('CreateMatchRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'createMatch',
  method: 'post',
  path: '/v1/matches',
  summary: 'Open a match; the creator takes seat 0, another seat, or none',
  description:
    'The match starts as soon as every seat is taken (at once for a one-seat match the creator sits at, or when computers fill the other seats). A match that opens waiting for players counts towards your waiting matches until it starts or is aborted. ' +
    quotaDescription('waitingMatches', 'LIMIT_WAITING_MATCHES_PER_ACCOUNT'),
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: CreateMatchRequest } } } },
  responses: {
    201: { description: 'The new match, seen from the creator’s seat (as a spectator when they took none).', content: { 'application/json': { schema: MatchSchema, example: examples.createMatch } } },
    ...errorResponses(400, 401, 403, 409, 422),
  },
});

export const registerMatchesCreate = (app: App) => {
  // createMatch makes the request's checks in its statement.
  checksInItsStatement(route);
  return app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const body = c.req.valid('json');
    const { games, config } = c.get('deps');
    const game = games.find((g) => g.id === body.gameId);
    if (!game) throw new ApiError('invalid-request', `No game \`${body.gameId}\`; GET /v1/games lists them.`, { errors: [{ path: 'gameId', message: 'unknown game' }] });
    if (body.players < game.minPlayers || body.players > game.maxPlayers) {
      throw new ApiError('invalid-request', `${game.title} takes ${game.minPlayers} to ${game.maxPlayers} players.`, {
        errors: [{ path: 'players', message: `must be ${game.minPlayers}-${game.maxPlayers}` }],
      });
    }
    if (body.seed !== undefined && !config.allowSeededMatches) {
      throw new ApiError('forbidden', 'This server does not accept caller-chosen seeds.');
    }
    const parsedOptions = game.options.safeParse(body.options ?? {});
    if (!parsedOptions.success) {
      throw new ApiError('invalid-options', `Options do not fit ${game.title}.`, {
        errors: parsedOptions.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    const creatorSeat = body.seat === undefined ? 0 : body.seat;
    if (creatorSeat !== null && creatorSeat >= body.players) {
      throw new ApiError('invalid-request', `The match has seats 0 to ${body.players - 1}.`, { errors: [{ path: 'seat', message: `must be below ${body.players}` }] });
    }
    refuseUnratable(game, body, caller);
    const invite = body.invite ?? [];
    const computers = body.computer ?? [];
    const seatErrors = [
      ...invite.map((inv, i) => ({ path: `invite.${i}.seat`, seat: inv.seat, earlier: invite.slice(0, i).map((o) => o.seat) })),
      ...computers.map((cpu, i) => ({ path: `computer.${i}.seat`, seat: cpu.seat, earlier: [...invite.map((o) => o.seat), ...computers.slice(0, i).map((o) => o.seat)] })),
    ].flatMap(({ path, seat, earlier }) =>
      seat >= body.players
        ? [{ path, message: `must be below ${body.players}` }]
        : seat === creatorSeat
          ? [{ path, message: 'the creator takes that seat' }]
          : earlier.includes(seat)
            ? [{ path, message: path.startsWith('invite') ? 'seat invited twice' : 'seat taken twice' }]
            : [],
    );
    if (seatErrors.length) throw new ApiError('invalid-request', 'Each invitation and computer player needs its own seat of this match, other than the creator’s.', { errors: seatErrors });
    // An invitee who is not a user is found by the statement that opens the match; when the
    // request is refused for another reason first, it is looked up here, so that it still comes first.
    const unknownInvitee = (unknown: number) =>
      new ApiError('invalid-request', `No player has the user id of invitation ${unknown + 1}.`, { errors: [{ path: `invite.${unknown}.userId`, message: 'unknown user' }] });
    const refuseUnknownInviteeFirst = async () => {
      const known = await existingUserIds(c.get('db'), invite.map((i) => i.userId));
      const unknown = invite.findIndex((i) => !known.has(i.userId));
      if (unknown >= 0) throw unknownInvitee(unknown);
    };
    const options = parsedOptions.data as Record<string, unknown>;
    const seed = body.seed ?? newSeed();
    let state: unknown;
    try {
      state = game.setup({ players: body.players, options, seed });
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      await refuseUnknownInviteeFirst();
      throw new ApiError('invalid-options', err.message);
    }
    if (body.onTimeout && !body.timeControl) {
      await refuseUnknownInviteeFirst();
      throw new ApiError('invalid-request', '`onTimeout` needs a `timeControl`.', { errors: [{ path: 'onTimeout', message: 'needs timeControl' }] });
    }
    const timeControl = body.timeControl ? normalizeTimeControl(body.timeControl) : null;
    const computerSeats = computers.map(({ seat, level }) => ({ seat, userId: computerUserId(game.id, level) }));
    const holders = [...(creatorSeat === null ? [] : [{ seat: creatorSeat, userId: caller.id }]), ...computerSeats].sort((a, b) => a.seat - b.seat);
    // Alone with the computers (or alone at a one-seat table): it starts at once.
    const startsNow = holders.length === body.players;
    const now = nowOf(c.get('deps'));
    const clock = timeControl && startsNow ? startClock(timeControl, now) : stoppedClock;
    const id = newMatchId();
    const db = c.get('db');
    const activeSeats = startsNow ? game.activeSeats(state) : [];
    const invitations = invite.map((inv) => ({ id: newInvitationId(), seat: inv.seat, userId: inv.userId, email: null, invitedBy: caller.id, createdAt: now }));
    const events = startsNow ? startEvents({ id, gameId: game.id, version: 0, deadlineAt: clock.deadlineAt }, holders, activeSeats) : [];
    const claim = c.get('idempotency');
    // One statement: the request's checks, the invitees, the computers' accounts, the bot limit and the match.
    const outcome = await createMatch(db, {
      match: {
        id,
        gameId: game.id,
        // New matches play the latest version of the game's rules, to their end.
        rulesVersion: rulesVersionOf(game),
        options,
        players: body.players,
        status: startsNow ? 'active' : 'waiting',
        state,
        seed,
        activeSeats,
        createdBy: caller.id,
        timeControl,
        onTimeout: timeControl ? (body.onTimeout ?? 'skip') : null,
        visibility: body.visibility ?? 'public',
        rated: body.rated ?? false,
        ...clock,
      },
      creatorId: caller.id,
      creatorSeats: creatorSeat === null ? [] : [creatorSeat],
      otherSeats: computerSeats,
      accounts: computers.map(({ level }) => ({ id: computerUserId(game.id, level), name: computerName(level) })),
      invitees: invite.map((i) => i.userId),
      invitations,
      events,
      checks: takeChecks(c),
      waitingQuota: startsNow ? undefined : quotaOf(c, 'waitingMatches'),
      keep: claim && ((created) => ({ userId: caller.id, key: claim.key, requestHash: claim.requestHash, status: 201, body: toMatchBody(game, created, creatorSeat) })),
    });
    if (!outcome.ok) {
      if ('found' in outcome) settleChecks(c, outcome.found);
      else if (outcome.reason === 'unknown-invitee') throw unknownInvitee(outcome.index);
      else if (outcome.reason === 'quota-exceeded') throw quotaExceeded('waitingMatches', outcome.quota);
      throw new ApiError('too-many-matches', 'This bot already plays as many matches as its `maxConcurrentMatches` allows.');
    }
    if (claim) claim.stored = true;
    const { match } = outcome;
    rememberMatch(c, match);
    announce(c, { users: [...invitations.map((i) => i.userId), ...events.map((e) => e.userId)], matches: startsNow ? [changeOf(match)] : [], notified: [match.id] });
    c.header('Location', `/v1/matches/${id}`);
    return c.json(toMatchBody(game, match, creatorSeat), 201);
  });
};

/**
 * Ratings compare opponents: not co-operative games, not one seat, not a seed someone knows, and
 * not guests, whom anyone can make for free (the database rates no match a guest sits at).
 */
export function refuseUnratable(game: AnyGame, body: { rated?: boolean | undefined; players: number; seed?: string | undefined }, caller: Caller): void {
  if (!body.rated) return;
  const why = game.cooperative
    ? `${game.title} is co-operative: the players do not play against each other`
    : body.players < 2
      ? 'a one-seat match has no opponent'
      : body.seed !== undefined
        ? 'a caller-chosen seed would let someone know the hidden cards'
        : null;
  if (why) throw new ApiError('invalid-request', `This match cannot be rated: ${why}.`, { errors: [{ path: 'rated', message: why }] });
  refuseGuestInRatedMatch(caller);
}

/** Guests play unrated: a rated match is for signed-in accounts and bots (403 `forbidden`). */
export function refuseGuestInRatedMatch(caller: Caller): void {
  if (caller.kind === 'guest') {
    throw new ApiError('forbidden', 'Guests play unrated matches: sign in with an email address (POST /v1/auth/email) to play rated ones.', { reason: 'guest-unrated' });
  }
}
