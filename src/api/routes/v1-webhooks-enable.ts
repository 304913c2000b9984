import { createRoute } from '@hono/zod-openapi';
import { enableWebhook } from '../../db/webhooks.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { toWebhookBody, WebhookIdParam, WebhookSchema } from '../webhook-schemas.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['webhooks'],
  operationId: 'enableWebhook',
  method: 'post',
  path: '/v1/webhooks/{webhookId}/enable',
  summary: 'Re-enable a webhook disabled after repeated failures',
  description: 'Pending deliveries resume; events that arrived while it was disabled are delivered too.',
  security: bearerSecurity,
  request: { params: WebhookIdParam },
  responses: {
    200: { description: 'The webhook, enabled.', content: { 'application/json': { schema: WebhookSchema, example: examples.enableWebhook } } },
    ...errorResponses(401, 403, 404),
  },
});

export const registerWebhooksEnable = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'webhooks:manage');
    const { webhookId } = c.req.valid('param');
    const row = await enableWebhook(c.get('db'), caller.id, webhookId);
    if (!row) throw new ApiError('not-found', `You have no webhook \`${webhookId}\`.`);
    return c.json(toWebhookBody(row), 200);
  });
