import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../context.js';
import { describeGame, GameSchema } from '../game-body.js';
import { ApiError, errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['games'],
  operationId: 'listGames',
  method: 'get',
  path: '/v1/games',
  summary: 'The catalog of games',
  responses: {
    200: {
      description: 'Every game this server hosts.',
      content: { 'application/json': { schema: z.object({ games: z.array(GameSchema) }) } },
    },
    ...errorResponses(),
  },
});

export const registerGamesList = (app: App) =>
  app.openapi(route, (c) => c.json({ games: c.get('deps').games.map(describeGame) }, 200));
