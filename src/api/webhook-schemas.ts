import { z } from '@hono/zod-openapi';
import type { DeliveryRow, WebhookRow } from '../db/webhooks.js';

export const webhookEventTypes = ['invitation', 'match.started', 'turn', 'match.finished', 'match.aborted', 'chat'] as const;

export const WebhookSchema = z
  .object({
    id: z.string().openapi({ example: 'whk_3k9x2m1q8v7w' }),
    url: z.string().url(),
    events: z.array(z.enum(webhookEventTypes)),
    status: z.enum(['enabled', 'disabled']),
    disabledReason: z.string().nullable(),
    consecutiveFailures: z.number().int(),
    createdAt: z.string().datetime(),
  })
  .openapi('Webhook');

export const DeliverySchema = z
  .object({
    id: z.string().openapi({ description: 'The `webhook-id` header; the same on every retry.' }),
    type: z.string(),
    eventSeq: z.number().int().nullable().openapi({ description: 'The inbox event delivered; null for a test.' }),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: z.string().datetime().nullable().openapi({ description: 'When pending: the next try.' }),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().datetime().nullable(),
    createdAt: z.string().datetime(),
  })
  .openapi('WebhookDelivery');

export const WebhookIdParam = z.object({
  webhookId: z.string().min(1).openapi({ param: { name: 'webhookId', in: 'path' }, example: 'whk_3k9x2m1q8v7w' }),
});

export function toWebhookBody(w: WebhookRow): z.infer<typeof WebhookSchema> {
  return {
    id: w.id,
    url: w.url,
    events: w.eventTypes as z.infer<typeof WebhookSchema>['events'],
    status: w.status as 'enabled' | 'disabled',
    disabledReason: w.disabledReason,
    consecutiveFailures: w.consecutiveFailures,
    createdAt: w.createdAt.toISOString(),
  };
}

export function toDeliveryBody(d: DeliveryRow): z.infer<typeof DeliverySchema> {
  return {
    id: d.id,
    type: d.type,
    eventSeq: d.eventSeq,
    status: d.status as 'pending' | 'delivered' | 'failed',
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' ? new Date(d.nextAttemptAt).toISOString() : null,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt ? new Date(d.deliveredAt).toISOString() : null,
    createdAt: new Date(d.createdAt).toISOString(),
  };
}
