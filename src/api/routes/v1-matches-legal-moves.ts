import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { checksInItsStatement } from '../request-checks.js';
import { errorResponses } from '../problem.js';
import { MatchIdParam, SeatQuery } from '../schemas.js';
import { actingSeat } from '../seats.js';
import { legalMovesFor } from '../legal-moves.js';
import { examples } from '../openapi-examples.js';
import { AcceptLanguageHeaders, wordsLocale } from '../locale.js';

export const LegalMovesResponse = z
  .object({
    version: z.number().int().openapi({ description: 'Send it as `expectedVersion` with one of these moves.' }),
    seat: z.number().int(),
    moves: z
      .array(z.object({ type: z.string() }).passthrough())
      .openapi({ description: 'Every legal move for the seat now; empty when it is not the seat’s turn.' }),
    texts: z.array(z.string()).openapi({
      description: 'Each move of `moves` in words (the language of `Accept-Language`), at the same index ("Walk along trail 3 (N1–N3) to the blue temple N3"), written from the seat’s own view.',
    }),
  })
  .openapi('LegalMoves');

const route = createRoute({
  tags: ['matches'],
  operationId: 'listLegalMoves',
  method: 'get',
  path: '/v1/matches/{matchId}/legal-moves',
  summary: 'Every legal move for one of your seats',
  description:
    'The moves the seat may send now, each with a label in words at the same index of `texts`, so a client can offer them as actions without knowing the game. Empty when the seat has nothing to do.',
  security: bearerSecurity,
  request: { params: MatchIdParam, query: SeatQuery, headers: AcceptLanguageHeaders },
  responses: {
    200: { description: 'The legal moves.', content: { 'application/json': { schema: LegalMovesResponse, example: examples.listLegalMoves } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesLegalMoves = (app: App) => {
  // loadMatchOr404 makes the request's checks in its statement.
  checksInItsStatement(route);
  return app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const { matchId } = c.req.valid('param');
    const { seat: requested } = c.req.valid('query');
    const { match, game } = await loadMatchOr404(c, matchId);
    const seat = actingSeat(match, caller, requested);
    return c.json(legalMovesFor(game, match, seat, wordsLocale(c)), 200);
  });
};
