import { createRoute, z } from '@hono/zod-openapi';
import { maxPushSubscriptionsPerUser } from '../../notify/push/send.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';

const PushKey = z
  .object({
    publicKey: z.string().nullable().openapi({
      example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      description:
        "The server's VAPID public key (RFC 8292), base64url: pass it as `applicationServerKey` to `PushManager.subscribe()`. Null when this server sends no Web Push.",
    }),
    maxSubscriptions: z.number().int().openapi({ example: maxPushSubscriptionsPerUser, description: 'Browsers one account may subscribe.' }),
  })
  .openapi('PushKey');

const route = createRoute({
  tags: ['push'],
  operationId: 'getPushKey',
  method: 'get',
  path: '/v1/push/key',
  summary: 'The key browsers subscribe to Web Push with',
  description: 'Public: what a web client needs before `PushManager.subscribe()`. Then store the subscription with POST /v1/me/push-subscriptions.',
  security: [],
  responses: {
    200: {
      description: 'The VAPID public key, or null.',
      content: {
        'application/json': {
          schema: PushKey,
          example: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', maxSubscriptions: maxPushSubscriptionsPerUser },
        },
      },
    },
    ...errorResponses(),
  },
});

export const registerPushKey = (app: App) =>
  app.openapi(route, (c) => {
    const push = c.get('deps').config.push;
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ publicKey: push?.vapid.publicKey ?? null, maxSubscriptions: maxPushSubscriptionsPerUser }, 200);
  });
