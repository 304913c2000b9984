import { createRoute, z } from '@hono/zod-openapi';
import { listDevMail } from '../../db/notify.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';

const MailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    from: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    createdAt: z.string().datetime(),
  })
  .openapi('DevMail');

const route = createRoute({
  tags: ['dev'],
  operationId: 'listDevMailbox',
  method: 'get',
  path: '/v1/dev/mailbox',
  summary: 'Messages sent by the `dev` mail transport (only when EMAIL_TRANSPORT is dev)',
  description: 'For local play without a mail server: newest first. 404 with any other transport.',
  request: {
    query: z.object({
      to: z.string().optional().openapi({ param: { name: 'to', in: 'query' }, description: 'Only messages to this address.' }),
      limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ param: { name: 'limit', in: 'query' } }),
    }),
  },
  responses: {
    200: { description: 'The mailbox.', content: { 'application/json': { schema: z.object({ messages: z.array(MailSchema) }) } } },
    ...errorResponses(400, 404),
  },
});

export const registerDevMailbox = (app: App) =>
  app.openapi(route, async (c) => {
    const { mailer, config } = c.get('deps');
    if ((mailer && mailer.name !== 'dev') || config.devMailbox === false) throw new ApiError('not-found', 'The dev mailbox exists only with EMAIL_TRANSPORT=dev.');
    const { to, limit } = c.req.valid('query');
    const rows = await listDevMail(c.get('db'), { to: to?.trim().toLowerCase(), limit });
    const messages = rows.map((m) => ({ ...m, headers: m.headers as Record<string, string>, createdAt: m.createdAt.toISOString() }));
    return c.json({ messages }, 200);
  });
