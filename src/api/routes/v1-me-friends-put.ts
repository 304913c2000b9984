import { createRoute } from '@hono/zod-openapi';
import { findUser } from '../../db/queries.js';
import { follow } from '../../db/people.js';
import { isComputerUserId } from '../../bots/computer.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { peopleLimits, UserIdParam } from '../people-schemas.js';
import { ApiError, errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['players'],
  operationId: 'followPlayer',
  method: 'put',
  path: '/v1/me/friends/{userId}',
  summary: 'Follow a player',
  description: `Adds them to your friends (GET /v1/me/friends), so you can see their matches in play and invite them by name. One way: they are not told, and need not follow you. Idempotent. At most ${peopleLimits.maxFriends} friends (\`409 too-many-friends\`). The server’s computer players cannot be followed.`,
  security: bearerSecurity,
  request: { params: UserIdParam },
  responses: { 204: { description: 'Followed (or already followed).' }, ...errorResponses(400, 401, 403, 404, 409) },
});

export const registerMeFriendsPut = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { userId } = c.req.valid('param');
    if (userId === caller.id) throw new ApiError('invalid-request', 'You cannot follow yourself.', { errors: [{ path: 'userId', message: 'yourself' }] });
    const db = c.get('db');
    const user = isComputerUserId(userId) ? undefined : await findUser(db, userId);
    if (!user || user.deletedAt) throw new ApiError('not-found', 'No such player.');
    const outcome = await follow(db, caller.id, user.id, peopleLimits.maxFriends);
    if (!outcome.ok) throw new ApiError('too-many-friends', `You already follow ${peopleLimits.maxFriends} players; unfollow someone first.`, { max: peopleLimits.maxFriends });
    return c.body(null, 204);
  });
