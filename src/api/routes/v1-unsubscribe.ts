import { createRoute, z } from '@hono/zod-openapi';
import { updateUser } from '../../db/accounts.js';
import { findUser } from '../../db/queries.js';
import { preferencesOf, unsubscribed } from '../../notify/preferences.js';
import { readUnsubscribeToken } from '../../notify/unsubscribe.js';
import type { App } from '../context.js';
import { escapeHtml, htmlPage, postForm } from '../html.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const TokenQuery = z.object({
  token: z.string().min(1).max(300).openapi({ param: { name: 'token', in: 'query' }, description: 'From the email’s List-Unsubscribe link.' }),
});

const categoryNames: Record<string, string> = {
  turn: 'your-turn emails',
  digest: 'the daily digest',
  reminders: 'deadline reminders',
  results: 'match results and timeouts',
  invitations: 'invitations',
};

const pageRoute = createRoute({
  tags: ['me'],
  operationId: 'unsubscribePage',
  method: 'get',
  path: '/v1/unsubscribe',
  summary: 'The page an unsubscribe link opens: a button that POSTs',
  description: 'Opening the link changes nothing (mail scanners follow links); the page’s button POSTs the same signed token.',
  security: [],
  request: { query: TokenQuery },
  responses: { 200: { description: 'An HTML confirmation page.', content: { 'text/html': { schema: z.string(), example: examples.unsubscribePage } } }, ...errorResponses(400) },
});

const postRoute = createRoute({
  tags: ['me'],
  operationId: 'unsubscribe',
  method: 'post',
  path: '/v1/unsubscribe',
  summary: 'Stop one category of email (RFC 8058 one-click)',
  security: [],
  description: 'Mail clients POST `List-Unsubscribe=One-Click` here; the signed token names the user and the category. No sign-in needed.',
  request: {
    query: TokenQuery,
    body: {
      required: false,
      content: { 'application/x-www-form-urlencoded': { schema: z.object({ 'List-Unsubscribe': z.string().optional() }).passthrough() } },
    },
  },
  responses: {
    200: {
      description: 'Unsubscribed (HTML for a browser form, JSON otherwise).',
      content: { 'application/json': { schema: z.object({ userId: z.string(), category: z.string(), unsubscribed: z.literal(true) }), example: examples.unsubscribe } },
    },
    ...errorResponses(400, 404),
  },
});

export const registerUnsubscribe = (app: App) => {
  app.openapi(pageRoute, async (c) => {
    const { token } = c.req.valid('query');
    const target = await readUnsubscribeToken(c.get('deps').config.jwtSecret, token);
    if (!target) return htmlPage(c, 400, 'This link is not valid', '<p>The unsubscribe link is damaged.</p>') as never;
    const action = `/v1/unsubscribe?token=${encodeURIComponent(token)}`;
    return htmlPage(
      c,
      200,
      'Unsubscribe',
      `<p>Stop ${escapeHtml(categoryNames[target.category] ?? target.category)}?</p>${postForm(action, { 'List-Unsubscribe': 'One-Click' }, 'Unsubscribe')}`,
    ) as never;
  });
  app.openapi(postRoute, async (c) => {
    const { token } = c.req.valid('query');
    const target = await readUnsubscribeToken(c.get('deps').config.jwtSecret, token);
    if (!target) throw new ApiError('invalid-request', 'The unsubscribe token is not valid.');
    const db = c.get('db');
    const user = await findUser(db, target.userId);
    if (!user) throw new ApiError('not-found', 'No such user.');
    await updateUser(db, user.id, { prefs: unsubscribed(preferencesOf(user.prefs), target.category) });
    if (/^text\/html/.test(c.req.header('Accept') ?? '')) {
      return htmlPage(c, 200, 'Unsubscribed', `<p>You will no longer receive ${escapeHtml(categoryNames[target.category] ?? target.category)}.</p>`) as never;
    }
    return c.json({ userId: user.id, category: target.category, unsubscribed: true as const }, 200);
  });
};
