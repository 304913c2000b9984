import { z } from '@hono/zod-openapi';
import { maxPushEndpointLength, maxPushSubscriptionsPerUser } from '../notify/push/send.js';
import type { PushSubscriptionRow } from '../db/push.js';

const base64Url = (what: string, example: string) =>
  z.string().max(200).regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`).openapi({ example });

/** What a browser's `PushSubscription.toJSON()` gives: POST it as it is. */
export const StorePushSubscriptionRequest = z
  .object({
    endpoint: z
      .string()
      .max(maxPushEndpointLength)
      .openapi({
        example: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
        description: `The push service's URL for this browser: https and a public host, at most ${maxPushEndpointLength} characters.`,
      }),
    expirationTime: z.number().nullable().optional().openapi({ description: 'Ignored: push services say when a subscription is gone (404, 410).' }),
    keys: z.object({
      p256dh: base64Url('p256dh', 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM').openapi({
        description: "The browser's P-256 public key (65 bytes, uncompressed).",
      }),
      auth: base64Url('auth', 'tBHItJI5svbpez7KI4CCXg').openapi({ description: "The browser's authentication secret (16 bytes)." }),
    }),
  })
  .openapi('StorePushSubscriptionRequest');

export const PushSubscriptionSchema = z
  .object({
    id: z.string().openapi({ example: 'psh_4f1c2a9e7b3d5a60' }),
    endpointOrigin: z.string().openapi({ example: 'https://fcm.googleapis.com', description: 'Where the messages go (the endpoint itself is not echoed).' }),
    createdAt: z.string().datetime(),
    updatedAt: z.string().datetime(),
  })
  .openapi('PushSubscription', {
    description: `One browser that is told when it is your turn. At most ${maxPushSubscriptionsPerUser} per account: storing another drops the least recently stored.`,
  });

export const PushSubscriptionIdParam = z.object({
  subscriptionId: z.string().max(64).openapi({ param: { name: 'subscriptionId', in: 'path' }, example: 'psh_4f1c2a9e7b3d5a60' }),
});

export function toPushSubscriptionBody(row: PushSubscriptionRow): z.infer<typeof PushSubscriptionSchema> {
  return { id: row.id, endpointOrigin: new URL(row.endpoint).origin, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export const examplePushSubscription: z.infer<typeof PushSubscriptionSchema> = {
  id: 'psh_4f1c2a9e7b3d5a60',
  endpointOrigin: 'https://fcm.googleapis.com',
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};
