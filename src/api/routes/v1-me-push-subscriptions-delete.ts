import { createRoute } from '@hono/zod-openapi';
import { deletePushSubscription } from '../../db/push.js';
import { bearerSecurity, requireSession } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { PushSubscriptionIdParam } from '../push-schemas.js';

const route = createRoute({
  tags: ['push'],
  operationId: 'deletePushSubscription',
  method: 'delete',
  path: '/v1/me/push-subscriptions/{subscriptionId}',
  summary: 'Stop Web Push to one browser',
  description: 'Nothing more is pushed to that browser (a message already handed to its push service may still arrive). Only your own subscriptions: any other id is a 404. Needs a session.',
  security: bearerSecurity,
  request: { params: PushSubscriptionIdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(401, 403, 404) },
});

export const registerMePushSubscriptionsDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireSession(c);
    const { subscriptionId } = c.req.valid('param');
    if (!(await deletePushSubscription(c.get('db'), caller.id, subscriptionId))) {
      throw new ApiError('not-found', `You have no push subscription \`${subscriptionId}\`.`);
    }
    return c.body(null, 204);
  });
