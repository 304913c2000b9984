import { createRoute, z } from '@hono/zod-openapi';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import { errorResponses } from '../problem.js';
import type { App } from '../context.js';
import { readMatch } from '../match-access.js';
import { checksInItsStatement } from '../request-checks.js';
import { MatchIdParam, MatchSchema, SeatQuery, toMatchBody } from '../schemas.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['matches'],
  operationId: 'getMatch',
  method: 'get',
  path: '/v1/matches/{matchId}',
  summary: 'A match as the caller may see it',
  description:
    'A seated caller gets their seat’s view; anyone else, including anonymous callers, the public (spectator) view. Send the `ETag` back as `If-None-Match` to get a 304 while nothing changed: the 304 is decided from the match’s version alone, without reading its state.',
  security: optionalBearerSecurity,
  request: { params: MatchIdParam, query: SeatQuery },
  responses: {
    200: {
      description: 'The match.',
      headers: z.object({ ETag: z.string().openapi({ description: 'Changes with the version and the seat viewed.' }) }),
      content: { 'application/json': { schema: MatchSchema, example: examples.getMatch } },
    },
    304: { description: 'Not modified since the `If-None-Match` ETag.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesGet = (app: App) => {
  checksInItsStatement(route);
  return app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const { seat: requested } = c.req.valid('query');
    const caller = optionalReader(c);
    const read = await readMatch(c, matchId, requested, caller);
    if (read instanceof Response) return read as never;
    const { match, game, seat } = read;
    return c.json(toMatchBody(game, match, seat), 200);
  });
};
