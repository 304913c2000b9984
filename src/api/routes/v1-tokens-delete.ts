import { createRoute, z } from '@hono/zod-openapi';
import { revokeToken } from '../../db/bots.js';
import { bearerSecurity, requireSession } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['tokens'],
  operationId: 'deleteToken',
  method: 'delete',
  path: '/v1/tokens/{tokenId}',
  summary: 'Revoke a personal access token',
  description: 'The token stops working at once. Only a session may revoke tokens.',
  security: bearerSecurity,
  request: { params: z.object({ tokenId: z.string().min(1).openapi({ param: { name: 'tokenId', in: 'path' } }) }) },
  responses: {
    204: { description: 'Revoked; it stops working at once.' },
    ...errorResponses(401, 403, 404),
  },
});

export const registerTokensDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireSession(c);
    const { tokenId } = c.req.valid('param');
    if (!(await revokeToken(c.get('db'), caller.id, tokenId))) throw new ApiError('not-found', `You have no live token \`${tokenId}\`.`);
    return c.body(null, 204);
  });
