import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['meta'],
  operationId: 'healthz',
  method: 'get',
  path: '/healthz',
  summary: 'Liveness and readiness: answers once the database is reachable',
  responses: {
    200: {
      description: 'Ready.',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    ...errorResponses(),
  },
});

export const registerHealthz = (app: App) =>
  app.openapi(route, async (c) => {
    await c.get('db').execute(sql`select 1`);
    return c.json({ ok: true as const }, 200);
  });
