import { createRoute, z } from '@hono/zod-openapi';
import { cancelSeek, findSeek } from '../../db/seeks.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { nowOf } from '../sessions.js';

const route = createRoute({
  tags: ['seeks'],
  operationId: 'deleteSeek',
  method: 'delete',
  path: '/v1/seeks/{seekId}',
  summary: 'Leave the queue',
  description: 'Cancels your open seek (a seek that expired is already out of the queue: 204, and it stays unlisted). A seek already matched cannot be taken back (`409 match-not-waiting`): leave or abort the match instead. Someone else’s seek is a 404.',
  security: bearerSecurity,
  request: { params: z.object({ seekId: z.string().min(1).openapi({ param: { name: 'seekId', in: 'path' } }) }) },
  responses: {
    204: { description: 'Cancelled (or already cancelled or expired).' },
    ...errorResponses(401, 403, 404, 409),
  },
});

export const registerSeeksDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { seekId } = c.req.valid('param');
    const seek = await findSeek(c.get('db'), seekId);
    if (!seek || seek.userId !== caller.id) throw new ApiError('not-found', `No seek \`${seekId}\` of yours.`);
    if (seek.status === 'open' && (await cancelSeek(c.get('db'), seek, nowOf(c.get('deps'))))) return c.body(null, 204);
    const now = (await findSeek(c.get('db'), seekId)) ?? seek;
    if (now.status === 'matched') throw new ApiError('match-not-waiting', `The seek was already matched: match ${now.matchId}.`, { matchId: now.matchId });
    return c.body(null, 204);
  });
