import { createRoute, z } from '@hono/zod-openapi';
import { listTokens } from '../../db/bots.js';
import { bearerSecurity, requireSession } from '../auth.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { TokenSchema, toTokenBody } from '../tokens.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['tokens'],
  operationId: 'listTokens',
  method: 'get',
  path: '/v1/tokens',
  summary: 'Your live personal access tokens (never their secrets)',
  description: 'Name, scopes and dates of each live personal access token; only a session may list them.',
  security: bearerSecurity,
  responses: {
    200: { description: 'The tokens.', content: { 'application/json': { schema: z.object({ tokens: z.array(TokenSchema) }), example: examples.listTokens } } },
    ...errorResponses(401, 403),
  },
});

export const registerTokensList = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireSession(c);
    const rows = await listTokens(c.get('db'), caller.id);
    return c.json({ tokens: rows.map(toTokenBody) }, 200);
  });
