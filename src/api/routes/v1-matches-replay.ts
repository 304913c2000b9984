import { createRoute, z } from '@hono/zod-openapi';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { examples } from '../openapi-examples.js';
import { errorResponses } from '../problem.js';
import { maxReplaySteps, replaySteps } from '../replay.js';
import { MatchIdParam, ResultSchema, SeatQuery } from '../schemas.js';
import { viewingSeat } from '../seats.js';
import { AcceptLanguageHeaders } from '../locale.js';

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
  request: { params: MatchIdParam, query: ReplayQuery, headers: AcceptLanguageHeaders },
  responses: {
    200: {
      description: 'The versions asked for.',
      headers: z.object({ ETag: z.string().openapi({ description: 'Changes with the match’s version, the seat viewed and the versions asked for.' }) }),
      content: { 'application/json': { schema: ReplaySchema, example: examples.getMatchReplay } },
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
