import { createRoute, z } from '@hono/zod-openapi';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import { errorResponses } from '../problem.js';
import type { App } from '../context.js';
import { loadMatchOr404, matchEtag, notModified } from '../match-access.js';
import { MatchIdParam, MatchSchema, SeatQuery, toMatchBody } from '../schemas.js';
import { viewingSeat } from '../seats.js';
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

export const registerMatchesGet = (app: App) =>
  app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const { seat: requested } = c.req.valid('query');
    const caller = optionalReader(c);
    const unchanged = await notModified(c, matchId, requested, caller);
    if (unchanged) return unchanged as never;
    const { match, game } = await loadMatchOr404(c, matchId);
    const seat = viewingSeat(match, caller, requested);
    const etag = matchEtag(match, seat);
    c.header('ETag', etag);
    c.header('Cache-Control', 'private, no-cache');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.json(toMatchBody(game, match, seat), 200);
  });
