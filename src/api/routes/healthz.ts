import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

// Outside /v1, so never rate-limited.
const { 429: _neverLimited, ...healthErrors } = errorResponses();

const route = createRoute({
  tags: ['meta'],
  operationId: 'healthz',
  method: 'get',
  path: '/healthz',
  summary: 'Liveness and readiness: answers once the database is reachable',
  description: 'A `select 1` on the database: 200 when it answers, a 500 problem when it does not. Needs no credentials.',
  security: [],
  responses: {
    200: {
      description: 'Ready.',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }), example: examples.healthz } },
    },
    ...healthErrors,
  },
});

export const registerHealthz = (app: App) =>
  app.openapi(route, async (c) => {
    await c.get('db').execute(sql`select 1`);
    return c.json({ ok: true as const }, 200);
  });
