import { createRoute, z } from '@hono/zod-openapi';
import { listMatches } from '../../db/lobby.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { decodeCursor, encodeCursor, MatchSummarySchema, toMatchSummary } from '../lobby-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

export const matchListLimits = { default: 20, max: 100 };

const ListQuery = z.object({
  status: z
    .enum(['waiting', 'active', 'finished', 'aborted'])
    .optional()
    .openapi({ param: { name: 'status', in: 'query' } }),
  gameId: z.string().min(1).max(100).optional().openapi({ param: { name: 'gameId', in: 'query' }, example: 'ruin-runner' }),
  open: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'open', in: 'query' }, description: '`true`: only waiting matches with a seat anyone may take.' }),
  player: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ param: { name: 'player', in: 'query' }, description: 'Only matches this user sits at: a user id, or `me` (needs a token).' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(matchListLimits.max)
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, description: `Page size, ${matchListLimits.default} by default.` }),
  cursor: z.string().max(300).optional().openapi({ param: { name: 'cursor', in: 'query' }, description: 'The `nextCursor` of the previous page.' }),
});

export const MatchListSchema = z
  .object({
    matches: z.array(MatchSummarySchema),
    nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next (older) page; null on the last page.' }),
  })
  .openapi('MatchList');

const route = createRoute({
  tags: ['matches'],
  operationId: 'listMatches',
  method: 'get',
  path: '/v1/matches',
  summary: 'Find matches: the lobby',
  description:
    'Newest first, paged with `cursor`. Shows only what anyone may know (players, seats, options, status), never a view. Private matches are listed only to the players who sit at them and to their creator. Anonymous callers see public matches.',
  security: optionalBearerSecurity,
  request: { query: ListQuery },
  responses: {
    200: { description: 'A page of matches.', content: { 'application/json': { schema: MatchListSchema, example: examples.listMatches } } },
    ...errorResponses(400, 401, 403),
  },
});

export const registerMatchesList = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = optionalReader(c);
    const query = c.req.valid('query');
    if (query.player === 'me' && !caller) throw new ApiError('unauthorized', '`player=me` needs `Authorization: Bearer <token>`.');
    const limit = query.limit ?? matchListLimits.default;
    const [createdAt, id] = query.cursor ? decodeCursor(query.cursor, 2, [/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/, /^mat_\w+$/]) : [];
    const rows = await listMatches(c.get('db'), {
      viewerId: caller?.id ?? null,
      status: query.status,
      gameId: query.gameId,
      open: query.open === 'true',
      playerId: query.player === 'me' ? caller?.id : query.player,
      before: createdAt !== undefined && id !== undefined ? { createdAt, id } : undefined,
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json({ matches: page.map(toMatchSummary), nextCursor: rows.length > limit && last ? encodeCursor([last.createdKey, last.id]) : null }, 200);
  });
