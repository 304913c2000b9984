import { createRoute, z } from '@hono/zod-openapi';
import { insertWebhook } from '../../db/webhooks.js';
import { newWebhookSecret } from '../../webhooks/sign.js';
import { webhookUrlProblem } from '../../webhooks/url.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { quotaDescription, quotaExceeded, quotaOf } from '../quotas.js';
import { newTokenId } from '../tokens.js';
import { toWebhookBody, webhookEventTypes, WebhookSchema } from '../webhook-schemas.js';
import { examples } from '../openapi-examples.js';

const CreateWebhookRequest = z
  .object({
    url: z.string().max(2000).openapi({ example: 'https://bots.example.com/reliquary' }),
    events: z.array(z.enum(webhookEventTypes)).min(1).openapi({ example: ['invitation', 'turn'] }),
  })
  .openapi('CreateWebhookRequest');

const CreatedWebhook = z
  .object({
    webhook: WebhookSchema,
    secret: z.string().openapi({ description: 'The signing secret (`whsec_…`), shown only now. Verify `webhook-signature` with any Standard Webhooks library.' }),
  })
  .openapi('CreatedWebhook');

const route = createRoute({
  tags: ['webhooks'],
  operationId: 'createWebhook',
  method: 'post',
  path: '/v1/webhooks',
  summary: 'POST your inbox events to a URL, signed',
  description:
    'From now on, each event of the chosen types in your inbox is POSTed as `{type, timestamp, data}` with `webhook-id`, `webhook-timestamp` and `webhook-signature` (Standard Webhooks, HMAC-SHA256). Anything but a 2xx is retried with backoff (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); after 20 failed attempts in a row the webhook is disabled. The URL must be https and public. ' + quotaDescription('webhooks', 'LIMIT_WEBHOOKS_PER_ACCOUNT'),
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: CreateWebhookRequest } } } },
  responses: {
    201: { description: 'The webhook and its secret.', content: { 'application/json': { schema: CreatedWebhook, example: examples.createWebhook } } },
    ...errorResponses(400, 401, 403, 409),
  },
});

export const registerWebhooksCreate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'webhooks:manage');
    const body = c.req.valid('json');
    const problem = webhookUrlProblem(body.url, c.get('deps').config.webhooksAllowPrivate ?? false);
    if (problem) throw new ApiError('invalid-request', `The webhook URL ${problem}.`, { errors: [{ path: 'url', message: problem }] });
    const secret = newWebhookSecret();
    const quota = quotaOf(c, 'webhooks');
    const row = await insertWebhook(
      c.get('db'),
      { id: newTokenId().replace(/^tok_/, 'whk_'), userId: caller.id, url: body.url, eventTypes: [...new Set(body.events)], secret },
      quota,
    );
    if (!row) throw quotaExceeded('webhooks', quota as number);
    return c.json({ webhook: toWebhookBody(row), secret }, 201);
  });
