import { createRoute } from '@hono/zod-openapi';
import { findWebhook, insertDelivery, listDeliveries } from '../../db/webhooks.js';
import { attemptDelivery } from '../../webhooks/dispatch.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { newTokenId } from '../tokens.js';
import { DeliverySchema, toDeliveryBody, WebhookIdParam } from '../webhook-schemas.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['webhooks'],
  operationId: 'testWebhook',
  method: 'post',
  path: '/v1/webhooks/{webhookId}/test',
  summary: 'Send a signed `webhook.test` message now',
  description: 'Sent at once, even to a disabled webhook, and answered with the delivery’s outcome; a failure is retried like any delivery.',
  security: bearerSecurity,
  request: { params: WebhookIdParam },
  responses: {
    200: { description: 'The test delivery after its first attempt.', content: { 'application/json': { schema: DeliverySchema, example: examples.testWebhook } } },
    ...errorResponses(401, 403, 404),
  },
});

export const registerWebhooksTest = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'webhooks:manage');
    const { webhookId } = c.req.valid('param');
    const db = c.get('db');
    const hook = await findWebhook(db, caller.id, webhookId);
    if (!hook) throw new ApiError('not-found', `You have no webhook \`${webhookId}\`.`);
    const now = new Date();
    const id = newTokenId().replace(/^tok_/, 'msg_');
    const body = JSON.stringify({ type: 'webhook.test', timestamp: now.toISOString(), data: { webhookId } });
    const delivery = await insertDelivery(db, { id, webhookId, type: 'webhook.test', body, nextAttemptAt: now });
    const deps = c.get('deps');
    await attemptDelivery(db, { ...delivery, url: hook.url, secret: hook.secret }, { allowPrivate: deps.config.webhooksAllowPrivate ?? false, fetch: deps.webhookFetch });
    const [after] = (await listDeliveries(db, webhookId, 50)).filter((d) => d.id === id);
    return c.json(toDeliveryBody(after ?? delivery), 200);
  });
