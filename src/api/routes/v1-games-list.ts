import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../context.js';
import { describeGame, GameSchema } from '../game-body.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';
import { AcceptLanguageHeaders, wordsLocale } from '../locale.js';

const route = createRoute({
  tags: ['games'],
  operationId: 'listGames',
  method: 'get',
  path: '/v1/games',
  summary: 'The catalog of games',
  description: 'Each game with its player counts and the JSON Schemas of its options and moves. Needs no credentials. `summary` and the options’ descriptions follow `Accept-Language`.',
  security: [],
  request: { headers: AcceptLanguageHeaders },
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
  app.openapi(route, (c) => {
    const locale = wordsLocale(c);
    return c.json({ games: c.get('deps').games.map((game) => describeGame(game, locale)) }, 200);
  });
