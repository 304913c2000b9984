import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../context.js';
import { describeGame, GameSchema } from '../game-body.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['games'],
  operationId: 'listGames',
  method: 'get',
  path: '/v1/games',
  summary: 'The catalog of games',
  description: 'Each game with its player counts and the JSON Schemas of its options and moves. Needs no credentials.',
  security: [],
  responses: {
    200: {
      description: 'Every game this server hosts.',
      content: { 'application/json': { schema: z.object({ games: z.array(GameSchema) }), example: examples.listGames } },
    },
    // Credentials are optional, but a bad bearer token is still refused on every /v1 route.
    ...errorResponses(401),
  },
});

export const registerGamesList = (app: App) =>
  app.openapi(route, (c) => c.json({ games: c.get('deps').games.map(describeGame) }, 200));
