import { createRoute, z } from '@hono/zod-openapi';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { errorResponses } from '../problem.js';
import { maxReplaySteps, replaySteps } from '../replay.js';
import { MatchIdParam, ResultSchema, SeatQuery } from '../schemas.js';
import { viewingSeat } from '../seats.js';

const ReplayQuery = SeatQuery.extend({
  version: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .openapi({
      param: { name: 'version', in: 'query' },
      description: 'The first version to show: 0 is the table as dealt, n the table after the n-th entry of the move log (the `seq` of its events).',
      example: 12,
    }),
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxReplaySteps)
    .default(1)
    .openapi({
      param: { name: 'count', in: 'query' },
      description: `How many versions from \`version\` on (at most ${maxReplaySteps}); fewer when the log ends first.`,
      example: 1,
    }),
});

/** A real response (Ruin Runner, seat 0, version 2 of 3), for the reference. */
const replayExample = {
  matchId: 'mat_8c1f0e2d3b4a5968',
  gameId: 'ruin-runner',
  status: 'active',
  seat: 0,
  lastVersion: 3,
  result: null,
  steps: [
    {
      version: 2,
      activeSeats: [0],
      view: {
        phase: 'discovery',
        players: 2,
        options: { noHonorAmongThieves: false },
        you: 0,
        turn: 0,
        activeSeats: [0],
        prompt: 'Seat 0: place a tile from your hand next to the ruins so that every arrow flows properly, or pass if no tile fits.',
        step: null,
        firstDiscoverer: 0,
        firstLooter: 1,
        board: [
          { tile: 0, kind: 'start', sides: 'oooo', pair: null, x: 0, y: 0, rotation: 0, counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0 }, gateArrow: null },
          { tile: 16, kind: 'path', sides: 'oiio', pair: null, x: 0, y: 1, rotation: 0, counters: { red: 0, orange: 0, yellow: 0, green: 3, blue: 1, purple: 0 }, gateArrow: null },
          { tile: 33, kind: 'teleport-exit', sides: 'ooii', pair: 'B', x: 1, y: 0, rotation: 0, counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 3 }, gateArrow: null },
        ],
        drawPileSize: 23,
        discardedCount: 0,
        supply: { red: 17, orange: 17, yellow: 17, green: 14, blue: 16, purple: 14 },
        seats: [
          { seat: 0, handSize: 5, cardCount: 2, counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0 }, looter: null, cards: ['green', 'purple'] },
          { seat: 1, handSize: 5, cardCount: 2, counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0 }, looter: null, cards: null },
        ],
        hand: [
          { tile: 34, kind: 'teleport-to-start', sides: 'iiii', pair: null, circle: null, diamonds: [] },
          { tile: 28, kind: 'gate', sides: 'wiwi', pair: null, circle: null, diamonds: ['orange', 'yellow'] },
          { tile: 13, kind: 'path', sides: 'ooii', pair: null, circle: 'red', diamonds: ['orange'] },
          { tile: 22, kind: 'path', sides: 'oioi', pair: null, circle: 'green', diamonds: [] },
          { tile: 20, kind: 'path', sides: 'ooii', pair: null, circle: 'orange', diamonds: [] },
        ],
        cards: ['green', 'purple'],
        passesInRow: 0,
        turnsWithoutTake: 0,
        tookThisTurn: false,
        result: null,
      },
      events: [
        { seq: 2, seat: 1, type: 'tile-placed', data: { x: 1, y: 0, kind: 'teleport-exit', seat: 1, tile: 33, rotation: 0, gateArrow: null }, text: 'Bob placed teleport exit 33 (3 purple) on the square 1 east of START, as printed.' },
        { seq: 2, seat: 1, type: 'tile-drawn', data: { seat: 1, drawPileSize: 23 }, text: 'Bob drew a tile (23 tiles left to draw).' },
      ],
    },
  ],
};

const ReplayEventSchema = z
  .object({
    seq: z.number().int().openapi({ description: 'The version this event belongs to.' }),
    seat: z.number().int().openapi({ description: 'The seat that made that move.' }),
    type: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
    text: z.string().openapi({ description: 'The event in plain English, written from this step’s `view`.', example: 'Ada took 2 rations.' }),
  })
  .openapi('ReplayEvent');

const ReplayStepSchema = z
  .object({
    version: z.number().int(),
    activeSeats: z.array(z.number().int()).openapi({ description: 'Seats that had to act at this version (none at the end).' }),
    view: z.unknown().openapi({ description: 'What the reader’s seat could know at this version; the last version of a finished match shows what the end of the game reveals.' }),
    events: z.array(ReplayEventSchema).openapi({ description: 'The events of the move that made this version that the reader may see (none for version 0).' }),
  })
  .openapi('ReplayStep');

const ReplaySchema = z
  .object({
    matchId: z.string(),
    gameId: z.string(),
    status: z.enum(['waiting', 'active', 'finished', 'aborted']),
    seat: z.number().int().nullable().openapi({ description: 'The seat whose views these are; null for a spectator.' }),
    lastVersion: z.number().int().openapi({ description: 'The latest version (the number of entries in the move log).' }),
    result: z.union([ResultSchema, z.null()]).openapi({ description: 'How the match ended; null until it is finished.' }),
    steps: z.array(ReplayStepSchema),
  })
  .openapi('Replay');

const route = createRoute({
  tags: ['matches'],
  operationId: 'getMatchReplay',
  method: 'get',
  path: '/v1/matches/{matchId}/replay',
  summary: 'A match step by step, as the caller could see it',
  description: [
    `Versions \`version\` to \`version + count - 1\` (at most ${maxReplaySteps} per request) of the match, each as the caller's seat saw it then: exactly the view a reader had at that version, never anything of a later one, and the events of that version it may read, in words.`,
    'Who may read it and which seat they get are as for `GET /v1/matches/{matchId}` (a seated caller their seat, anyone else the public view).',
    'Once the match is finished, its last version shows what the end of the game reveals (see the game’s RULES.md, “What the end of the game reveals”); earlier versions never do.',
    'Send the `ETag` back as `If-None-Match` to get a 304 while nothing changed.',
  ].join(' '),
  security: optionalBearerSecurity,
  request: { params: MatchIdParam, query: ReplayQuery },
  responses: {
    200: {
      description: 'The versions asked for.',
      headers: z.object({ ETag: z.string().openapi({ description: 'Changes with the match’s version, the seat viewed and the versions asked for.' }) }),
      content: { 'application/json': { schema: ReplaySchema, example: replayExample } },
    },
    304: { description: 'Not modified since the `If-None-Match` ETag.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesReplay = (app: App) =>
  app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const { seat: requested, version, count } = c.req.valid('query');
    const { match, game } = await loadMatchOr404(c, matchId);
    const seat = viewingSeat(match, optionalReader(c), requested);
    const etag = `W/"${match.id}.${match.version}.${seat ?? 'public'}.replay.${version}.${count}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    const { last, steps } = await replaySteps(c, game, match, seat, version, count);
    return c.json(
      {
        matchId: match.id,
        gameId: match.gameId,
        status: match.status as z.infer<typeof ReplaySchema>['status'],
        seat,
        lastVersion: last,
        result: match.status === 'finished' ? ((match.result as z.infer<typeof ResultSchema> | null) ?? null) : null,
        steps,
      },
      200,
    );
  });
