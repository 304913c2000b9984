import { createRoute, z } from '@hono/zod-openapi';
import { findWebhook, listDeliveries } from '../../db/webhooks.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { DeliverySchema, toDeliveryBody, WebhookIdParam } from '../webhook-schemas.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['webhooks'],
  operationId: 'listWebhookDeliveries',
  method: 'get',
  path: '/v1/webhooks/{webhookId}/deliveries',
  summary: 'Recent deliveries of a webhook, newest first',
  description: 'Each attempt’s status, HTTP status code, error and next retry, newest first. Needs `webhooks:manage`.',
  security: bearerSecurity,
  request: {
    params: WebhookIdParam,
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ param: { name: 'limit', in: 'query' } }) }),
  },
  responses: {
    200: { description: 'Deliveries with their attempts and last outcome.', content: { 'application/json': { schema: z.object({ deliveries: z.array(DeliverySchema) }), example: examples.listWebhookDeliveries } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerWebhooksDeliveries = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'webhooks:manage');
    const { webhookId } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findWebhook(db, caller.id, webhookId))) throw new ApiError('not-found', `You have no webhook \`${webhookId}\`.`);
    const rows = await listDeliveries(db, webhookId, c.req.valid('query').limit);
    return c.json({ deliveries: rows.map(toDeliveryBody) }, 200);
  });
