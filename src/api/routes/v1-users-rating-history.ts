import { createRoute, z } from '@hono/zod-openapi';
import { findUser } from '../../db/queries.js';
import { ratingsOf } from '../../db/lobby.js';
import { ratingHistory } from '../../db/people.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { peopleLimits, UserIdParam } from '../people-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { RatingSchema, toRating } from '../rating-schemas.js';

const RatingPointSchema = z
  .object({
    at: z.string().datetime().openapi({ description: 'When the rated match finished.' }),
    matchId: z.string().nullable().openapi({ description: 'The rated match; null when it is private and you did not sit at it.' }),
    ratingBefore: z.number().openapi({ description: 'Rounded.', example: 1500 }),
    rating: z.number().openapi({ description: 'The rating after that match, rounded.', example: 1662 }),
    rd: z.number().openapi({ description: 'The deviation after that match, rounded.', example: 290 }),
  })
  .openapi('RatingPoint');

const HistorySchema = z
  .object({
    gameId: z.string(),
    rating: z.union([RatingSchema, z.null()]),
    history: z.array(RatingPointSchema).openapi({ description: 'One point per rated match, oldest first: the latest ones, up to `limit`.' }),
  })
  .openapi('RatingHistory', { description: 'A player’s `rating` in one game now (null when they have played no rated match of it) and its `history`.' });

const route = createRoute({
  tags: ['ratings'],
  operationId: 'getRatingHistory',
  method: 'get',
  path: '/v1/users/{userId}/ratings/{gameId}',
  summary: 'A player’s rating in one game and its history',
  description: `Public, like the profile: what each rated match did to the rating, oldest first (the latest ${peopleLimits.historyDefault} by default, ${peopleLimits.historyMax} at most). A private match is named only to a caller who sat at it.`,
  security: optionalBearerSecurity,
  request: {
    params: UserIdParam.extend({ gameId: z.string().min(1).max(100).openapi({ param: { name: 'gameId', in: 'path' }, example: 'ruin-runner' }) }),
    query: z.object({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(peopleLimits.historyMax)
        .optional()
        .openapi({ param: { name: 'limit', in: 'query' }, description: `How many of the latest points, ${peopleLimits.historyDefault} by default.` }),
    }),
  },
  responses: {
    200: {
      description: 'The rating and its history.',
      content: {
        'application/json': {
          schema: HistorySchema,
          example: {
            gameId: 'ruin-runner',
            rating: { gameId: 'ruin-runner', rating: 1587, rd: 92, provisional: false, games: 14 },
            history: [{ at: '2026-11-20T09:30:00.000Z', matchId: 'mat_0f1e2d3c4b5a6978', ratingBefore: 1570, rating: 1587, rd: 92 }],
          },
        },
      },
    },
    ...errorResponses(400, 401, 404),
  },
});

export const registerUsersRatingHistory = (app: App) =>
  app.openapi(route, async (c) => {
    const viewer = optionalReader(c);
    const { userId, gameId } = c.req.valid('param');
    const db = c.get('db');
    if (!c.get('deps').games.some((g) => g.id === gameId)) throw new ApiError('not-found', 'No such game; GET /v1/games lists them.');
    const user = await findUser(db, userId);
    if (!user || user.deletedAt) throw new ApiError('not-found', 'No such player.');
    const rating = (await ratingsOf(db, userId)).find((r) => r.gameId === gameId);
    const points = await ratingHistory(db, { userId, gameId, viewerId: viewer?.id ?? null, limit: c.req.valid('query').limit ?? peopleLimits.historyDefault });
    return c.json(
      {
        gameId,
        rating: rating ? toRating(rating) : null,
        history: points.map((p) => ({
          at: p.at.toISOString(),
          matchId: p.visible ? p.matchId : null,
          ratingBefore: Math.round(p.ratingBefore),
          rating: Math.round(p.ratingAfter),
          rd: Math.round(p.rdAfter),
        })),
      },
      200,
    );
  });
