import { createRoute, z } from '@hono/zod-openapi';
import { listSeeks } from '../../db/seeks.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { SeekSchema, toSeekBody } from '../seek-schemas.js';
import { examples } from '../openapi-examples.js';
import { nowOf } from '../sessions.js';

const route = createRoute({
  tags: ['seeks'],
  operationId: 'listSeeks',
  method: 'get',
  path: '/v1/seeks',
  summary: 'Your seeks, newest first',
  description: 'Your own seeks only (the last 50): open ones, and those matched (with `matchId`) or cancelled. A seek that expired unmatched is not listed.',
  security: bearerSecurity,
  responses: {
    200: { description: 'Your seeks.', content: { 'application/json': { schema: z.object({ seeks: z.array(SeekSchema) }).openapi('SeekList'), example: examples.listSeeks } } },
    ...errorResponses(401, 403),
  },
});

export const registerSeeksList = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const rows = await listSeeks(c.get('db'), caller.id, nowOf(c.get('deps')), 50);
    return c.json({ seeks: rows.map(toSeekBody) }, 200);
  });
