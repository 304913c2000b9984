import { createRoute, z } from '@hono/zod-openapi';
import { listDevMail } from '../../db/notify.js';
import type { Context } from 'hono';
import { isForwarded, isLoopbackAddress } from '../client-address.js';
import type { App, AppEnv } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

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
  summary: 'Messages sent by the `dev` mail transport (local development only)',
  description:
    'For local play without a mail server: newest first. It shows sign-in codes, so it answers only requests from the same machine (a loopback client, not forwarded by a proxy) of a server bound to a loopback address, unless DEV_MAILBOX=true; 404 otherwise and with any other transport. The codes are printed to the server’s console too.',
  security: [],
  request: {
    query: z.object({
      to: z.string().optional().openapi({ param: { name: 'to', in: 'query' }, description: 'Only messages to this address.' }),
      limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ param: { name: 'limit', in: 'query' } }),
    }),
  },
  responses: {
    200: { description: 'The mailbox.', content: { 'application/json': { schema: z.object({ messages: z.array(MailSchema) }), example: examples.listDevMailbox } } },
    ...errorResponses(400, 404),
  },
});

/** Whether this request may read the mailbox: see the route's description. */
function mailboxOpenTo(c: Context<AppEnv>): boolean {
  const { mailer, config, clientAddress } = c.get('deps');
  if (mailer && mailer.name !== 'dev') return false;
  const mode = config.devMailbox ?? 'loopback';
  if (mode !== 'loopback') return mode === 'on';
  const address = clientAddress?.(c);
  return address !== undefined && isLoopbackAddress(address) && !isForwarded(c);
}

export const registerDevMailbox = (app: App) =>
  app.openapi(route, async (c) => {
    if (!mailboxOpenTo(c)) throw new ApiError('not-found', 'The dev mailbox answers only local requests with EMAIL_TRANSPORT=dev (see DEV_MAILBOX).');
    const { to, limit } = c.req.valid('query');
    const rows = await listDevMail(c.get('db'), { to: to?.trim().toLowerCase(), limit });
    const messages = rows.map((m) => ({ ...m, headers: m.headers as Record<string, string>, createdAt: m.createdAt.toISOString() }));
    return c.json({ messages }, 200);
  });
