import { createRoute, z } from '@hono/zod-openapi';
import { RuleError, rulesVersionOf } from '../../engine/index.js';
import { placeSeek } from '../../db/seeks.js';
import { normalizeTimeControl, TimeControlSchema } from '../../notify/deadlines.js';
import { onMatchStart } from '../../notify/queue.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { newMatchId, newSeed, sha256Hex } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { canonicalJson, seekLifetime, SeekSchema, toSeekBody } from '../seek-schemas.js';
import { nowOf } from '../sessions.js';
import { announce } from '../live.js';
import { refuseUnratable } from './v1-matches-create.js';
import { examples } from '../openapi-examples.js';

const SeekRequest = z
  .object({
    gameId: z.string().min(1).openapi({ example: 'ruin-runner' }),
    players: z.number().int().min(1).openapi({ example: 2, description: 'Seats of the match you want, you included.' }),
    options: z.record(z.string(), z.unknown()).optional().openapi({ description: 'Game options; only seeks with the same options (after defaults) are matched.' }),
    timeControl: TimeControlSchema.optional().openapi({ description: 'Only seeks with the same clock are matched; a missed deadline skips the turn.' }),
    rated: z.boolean().optional().openapi({ description: 'Default false; rated seeks meet only rated seeks.' }),
    expiresInSeconds: z
      .number()
      .int()
      .min(seekLifetime.minSeconds)
      .max(seekLifetime.maxSeconds)
      .optional()
      .openapi({ example: 3600, description: `How long to wait for opponents: ${seekLifetime.defaultSeconds} seconds (an hour) by default, ${seekLifetime.minSeconds} to ${seekLifetime.maxSeconds} (a week). After \`expiresAt\` the seek is never matched and GET /v1/seeks no longer lists it; seek again to wait longer.` }),
  })
  .openapi('SeekRequest');

const route = createRoute({
  tags: ['seeks'],
  operationId: 'createSeek',
  method: 'post',
  path: '/v1/seeks',
  summary: 'Quick match: wait for opponents who want the same match',
  description:
    'Puts you in the queue for this game, player count, options, clock and rating. As soon as enough compatible seeks are waiting (oldest first), a match is created with all of you seated in random order and started: each player gets `match.started` and `turn` events in their inbox and, with an address, an email. If yours completes a group the answer already says `matched` with the `matchId`; otherwise watch your inbox or GET /v1/seeks until `expiresAt` (an hour by default, at most a week: `expiresInSeconds`), after which the seek is dropped unmatched. One open seek per pool (`409 already-seeking`); a bot’s open seeks count towards its `maxConcurrentMatches` (`409 too-many-matches`).',
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: SeekRequest } } } },
  responses: {
    201: { description: 'Your seek: `open`, or already `matched`.', content: { 'application/json': { schema: SeekSchema, example: examples.createSeek } } },
    ...errorResponses(400, 401, 403, 409),
  },
});

const newSeekId = () => `seek_${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** A uniformly random seat order from the platform's cryptographic generator (Fisher-Yates). */
function randomSeatOrder(players: number): number[] {
  const order = Array.from({ length: players }, (_, i) => i);
  const random = crypto.getRandomValues(new Uint32Array(players));
  for (let i = players - 1; i > 0; i--) {
    const j = (random[i] as number) % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

export const registerSeeksCreate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const body = c.req.valid('json');
    const game = c.get('deps').games.find((g) => g.id === body.gameId);
    if (!game) throw new ApiError('invalid-request', `No game \`${body.gameId}\`; GET /v1/games lists them.`, { errors: [{ path: 'gameId', message: 'unknown game' }] });
    if (body.players < Math.max(2, game.minPlayers) || body.players > game.maxPlayers) {
      throw new ApiError('invalid-request', `A quick match of ${game.title} takes ${Math.max(2, game.minPlayers)} to ${game.maxPlayers} players.`, {
        errors: [{ path: 'players', message: `must be ${Math.max(2, game.minPlayers)}-${game.maxPlayers}` }],
      });
    }
    refuseUnratable(game, body, caller);
    const parsed = game.options.safeParse(body.options ?? {});
    if (!parsed.success) {
      throw new ApiError('invalid-options', `Options do not fit ${game.title}.`, { errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
    }
    const options = parsed.data as Record<string, unknown>;
    // Options that cannot set up a game are refused now, not when the group is complete.
    try {
      game.setup({ players: body.players, options, seed: 'check' });
    } catch (err) {
      if (err instanceof RuleError) throw new ApiError('invalid-options', err.message);
      throw err;
    }
    const timeControl = body.timeControl ? normalizeTimeControl(body.timeControl) : null;
    const rated = body.rated ?? false;
    const pool = await sha256Hex(canonicalJson({ gameId: game.id, players: body.players, options, timeControl, rated }));
    const now = nowOf(c.get('deps'));
    const expiresAt = new Date(now.getTime() + (body.expiresInSeconds ?? seekLifetime.defaultSeconds) * 1000);
    const outcome = await placeSeek(
      c.get('db'),
      { id: newSeekId(), userId: caller.id, gameId: game.id, players: body.players, options, timeControl, rated, pool, expiresAt },
      now,
      () => {
        const seed = newSeed();
        const state = game.setup({ players: body.players, options, seed });
        return { id: newMatchId(), seed, rulesVersion: rulesVersionOf(game), state, activeSeats: game.activeSeats(state), seatOrder: randomSeatOrder(body.players), onStart: onMatchStart(now) };
      },
    );
    if (!outcome.ok) {
      if (outcome.reason === 'already-seeking') throw new ApiError('already-seeking', 'You already have an open seek for exactly this match; GET /v1/seeks shows it.');
      throw new ApiError('too-many-matches', 'This bot already plays (or seeks) as many matches as its `maxConcurrentMatches` allows.');
    }
    announce(c, { users: outcome.seated, matches: [] });
    // A seek met its match, which started with its clock: the clock's alarm (or Node's timer) is set.
    if (timeControl && outcome.seek.matchId) c.get('deps').clocks?.set([{ matchId: outcome.seek.matchId, times: null }], c);
    c.header('Location', `/v1/seeks/${outcome.seek.id}`);
    return c.json(toSeekBody(outcome.seek), 201);
  });
