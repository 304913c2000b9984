import { createRoute, z } from '@hono/zod-openapi';
import { listTurns } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const TurnSchema = z
  .object({
    matchId: z.string(),
    gameId: z.string(),
    version: z.number().int(),
    seats: z.array(z.number().int()).openapi({ description: 'Your seats that must act.' }),
    deadlineAt: z.string().datetime().nullable(),
    waitingSince: z.string().datetime(),
  })
  .openapi('Turn');

const route = createRoute({
  tags: ['me'],
  operationId: 'listMyTurns',
  method: 'get',
  path: '/v1/me/turns',
  summary: 'Matches waiting for you, most urgent first',
  description: 'Ordered by deadline (matches without one last), then by how long they have waited.',
  security: bearerSecurity,
  responses: {
    200: { description: 'Your pending turns.', content: { 'application/json': { schema: z.object({ turns: z.array(TurnSchema) }), example: examples.listMyTurns } } },
    ...errorResponses(401),
  },
});

export const registerMeTurns = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const matches = await listTurns(c.get('db'), caller.id);
    const turns = matches.map((m) => ({
      matchId: m.id,
      gameId: m.gameId,
      version: m.version,
      seats: m.seatsToPlay,
      deadlineAt: m.deadlineAt?.toISOString() ?? null,
      waitingSince: m.updatedAt.toISOString(),
    }));
    return c.json({ turns }, 200);
  });
