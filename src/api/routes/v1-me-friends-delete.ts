import { createRoute } from '@hono/zod-openapi';
import { unfollow } from '../../db/people.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { UserIdParam } from '../people-schemas.js';
import { errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['players'],
  operationId: 'unfollowPlayer',
  method: 'delete',
  path: '/v1/me/friends/{userId}',
  summary: 'Stop following a player',
  description: 'Removes them from your friends. They are not told. Idempotent: unfollowing someone you do not follow is a 204 too.',
  security: bearerSecurity,
  request: { params: UserIdParam },
  responses: { 204: { description: 'No longer followed.' }, ...errorResponses(400, 401, 403) },
});

export const registerMeFriendsDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    await unfollow(c.get('db'), caller.id, c.req.valid('param').userId);
    return c.body(null, 204);
  });
