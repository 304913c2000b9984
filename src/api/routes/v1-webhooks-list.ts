import { createRoute, z } from '@hono/zod-openapi';
import { listWebhooks } from '../../db/webhooks.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { toWebhookBody, WebhookSchema } from '../webhook-schemas.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['webhooks'],
  operationId: 'listWebhooks',
  method: 'get',
  path: '/v1/webhooks',
  summary: 'Your webhooks (never their secrets)',
  description: 'Every webhook of the caller with its URL, event types and state (a webhook is disabled after 20 failed deliveries in a row). Needs `webhooks:manage`.',
  security: bearerSecurity,
  responses: {
    200: { description: 'Your webhooks.', content: { 'application/json': { schema: z.object({ webhooks: z.array(WebhookSchema) }), example: examples.listWebhooks } } },
    ...errorResponses(401, 403),
  },
});

export const registerWebhooksList = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'webhooks:manage');
    return c.json({ webhooks: (await listWebhooks(c.get('db'), caller.id)).map(toWebhookBody) }, 200);
  });
