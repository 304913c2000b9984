import { createRoute, z } from '@hono/zod-openapi';
import { computerLevelOf, computerLevels } from '../../bots/computer.js';
import { leaderboard } from '../../db/lobby.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { RatingSchema, toRating } from '../rating-schemas.js';
import { UserSchema } from '../schemas.js';
import { examples } from '../openapi-examples.js';

const LeaderboardSchema = z
  .object({
    gameId: z.string(),
    entries: z.array(
      z
        .object({ rank: z.number().int(), user: UserSchema, rating: RatingSchema })
        .openapi('LeaderboardEntry'),
    ),
    computers: z
      .array(z.object({ level: z.enum(computerLevels), user: UserSchema, rating: RatingSchema }).openapi('LeaderboardComputer'))
      .openapi({ description: 'The platform’s computer players of this game, by level, listed apart from `entries`: rated by the rated matches people chose to play against them, provisional ratings included. Highest first.' }),
  })
  .openapi('Leaderboard');

const route = createRoute({
  tags: ['ratings'],
  operationId: 'getLeaderboard',
  method: 'get',
  path: '/v1/games/{gameId}/leaderboard',
  summary: 'The best rated players of a game',
  description:
    'Glicko-2 ratings of rated matches, highest first; people and bots alike. Provisional ratings (deviation above 110) are left out unless `provisional=true`. The platform’s computer players are listed apart, in `computers`. Co-operative games have no ratings.',
  security: [],
  request: {
    params: z.object({ gameId: z.string().min(1).openapi({ param: { name: 'gameId', in: 'path' }, example: 'ruin-runner' }) }),
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).optional().openapi({ param: { name: 'limit', in: 'query' }, description: 'How many, 50 by default.' }),
      provisional: z.enum(['true', 'false']).optional().openapi({ param: { name: 'provisional', in: 'query' }, description: '`true`: include provisional ratings.' }),
    }),
  },
  responses: {
    200: { description: 'The leaderboard.', content: { 'application/json': { schema: LeaderboardSchema, example: examples.getLeaderboard } } },
    ...errorResponses(400, 404),
  },
});

export const registerGamesLeaderboard = (app: App) =>
  app.openapi(route, async (c) => {
    const { gameId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!c.get('deps').games.some((g) => g.id === gameId)) throw new ApiError('not-found', `No game \`${gameId}\`; GET /v1/games lists them.`);
    const { entries: rows, computers } = await leaderboard(c.get('db'), gameId, { limit: query.limit ?? 50, includeProvisional: query.provisional === 'true' });
    const userOf = (r: (typeof rows)[number]) => ({ id: r.userId, name: r.name, kind: r.kind as 'guest' | 'person' | 'bot' });
    return c.json(
      {
        gameId,
        entries: rows.map((r, i) => ({ rank: i + 1, user: userOf(r), rating: toRating(r) })),
        computers: computers.flatMap((r) => {
          const level = computerLevelOf(r.userId);
          return level ? [{ level, user: userOf(r), rating: toRating(r) }] : [];
        }),
      },
      200,
    );
  });
