import { createRoute } from '@hono/zod-openapi';
import { deleteWebhook } from '../../db/webhooks.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { WebhookIdParam } from '../webhook-schemas.js';

const route = createRoute({
  tags: ['webhooks'],
  operationId: 'deleteWebhook',
  method: 'delete',
  path: '/v1/webhooks/{webhookId}',
  summary: 'Delete a webhook and its delivery history',
  description: 'Deliveries stop at once and their history is removed. Needs `webhooks:manage`.',
  security: bearerSecurity,
  request: { params: WebhookIdParam },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(401, 403, 404) },
});

export const registerWebhooksDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'webhooks:manage');
    const { webhookId } = c.req.valid('param');
    if (!(await deleteWebhook(c.get('db'), caller.id, webhookId))) throw new ApiError('not-found', `You have no webhook \`${webhookId}\`.`);
    return c.body(null, 204);
  });
