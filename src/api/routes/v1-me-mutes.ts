import { createRoute, z } from '@hono/zod-openapi';
import { mute, mutesOf, unmute } from '../../db/chat.js';
import { existingUserIds } from '../../db/seating.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const MuteSchema = z.object({ userId: z.string(), name: z.string() }).openapi('Mute');
const UserIdParam = z.object({ userId: z.string().min(1).openapi({ param: { name: 'userId', in: 'path' } }) });

const list = createRoute({
  tags: ['chat'],
  operationId: 'listMutes',
  method: 'get',
  path: '/v1/me/mutes',
  summary: 'Players you muted',
  security: bearerSecurity,
  description: 'Their chat messages are neither delivered to you nor shown to you, in any match.',
  responses: {
    200: { description: 'Your mutes.', content: { 'application/json': { schema: z.object({ mutes: z.array(MuteSchema) }).openapi('MuteList'), example: examples.listMutes } } },
    ...errorResponses(401, 403),
  },
});

const add = createRoute({
  tags: ['chat'],
  operationId: 'mutePlayer',
  method: 'put',
  path: '/v1/me/mutes/{userId}',
  summary: 'Mute a player’s chat',
  description: 'From now on their messages are not delivered to your inbox and GET …/chat leaves them out, in every match. They are not told. Idempotent.',
  security: bearerSecurity,
  request: { params: UserIdParam },
  responses: { 204: { description: 'Muted.' }, ...errorResponses(400, 401, 403, 404) },
});

const remove = createRoute({
  tags: ['chat'],
  operationId: 'unmutePlayer',
  method: 'delete',
  path: '/v1/me/mutes/{userId}',
  summary: 'Unmute a player',
  description: 'Their earlier messages show again in GET …/chat. Idempotent.',
  security: bearerSecurity,
  request: { params: UserIdParam },
  responses: { 204: { description: 'Unmuted.' }, ...errorResponses(401, 403) },
});

export const registerMeMutes = (app: App) => {
  app.openapi(list, async (c) => {
    const caller = requireScope(c, 'matches:read');
    return c.json({ mutes: await mutesOf(c.get('db'), caller.id) }, 200);
  });
  app.openapi(add, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { userId } = c.req.valid('param');
    if (userId === caller.id) throw new ApiError('invalid-request', 'You cannot mute yourself.', { errors: [{ path: 'userId', message: 'yourself' }] });
    if (!(await existingUserIds(c.get('db'), [userId])).has(userId)) throw new ApiError('not-found', `No user \`${userId}\`.`);
    await mute(c.get('db'), caller.id, userId);
    return c.body(null, 204);
  });
  app.openapi(remove, async (c) => {
    const caller = requireScope(c, 'matches:play');
    await unmute(c.get('db'), caller.id, c.req.valid('param').userId);
    return c.body(null, 204);
  });
};
