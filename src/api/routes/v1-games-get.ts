import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../context.js';
import { describeGame, GameSchema } from '../game-body.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';
import { AcceptLanguageHeaders, wordsLocale } from '../locale.js';

const route = createRoute({
  tags: ['games'],
  operationId: 'getGame',
  method: 'get',
  path: '/v1/games/{gameId}',
  summary: 'One game: player counts, option and move schemas',
  description: 'The same entry as in GET /v1/games, for one id; 404 for an id this server does not host. `summary` and the options’ descriptions follow `Accept-Language`.',
  security: [],
  request: { params: z.object({ gameId: z.string().openapi({ param: { name: 'gameId', in: 'path' }, example: 'ruin-runner' }) }), headers: AcceptLanguageHeaders },
  responses: {
    200: { description: 'The game.', content: { 'application/json': { schema: GameSchema, example: examples.getGame } } },
    ...errorResponses(404),
  },
});

export const registerGamesGet = (app: App) =>
  app.openapi(route, (c) => {
    const { gameId } = c.req.valid('param');
    const game = c.get('deps').games.find((g) => g.id === gameId);
    if (!game) throw new ApiError('not-found', `No game \`${gameId}\`; GET /v1/games lists them.`);
    return c.json(describeGame(game, wordsLocale(c)), 200);
  });
