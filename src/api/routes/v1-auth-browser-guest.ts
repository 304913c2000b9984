import { createRoute, z } from '@hono/zod-openapi';
import { BrowserSessionSchema, browserSessionDescription, requireBrowserWrite } from '../browser-session.js';
import { setSessionCookies } from '../cookies.js';
import type { App } from '../context.js';
import { createGuestAccount } from '../creation-limits.js';
import { errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'createBrowserGuest',
  method: 'post',
  path: '/v1/auth/browser/guest',
  summary: 'Play as a guest in a browser: a guest account signed in by cookie',
  description: `${browserSessionDescription} Guests made here count towards the same per-address limit as POST /v1/auth/guest (LIMIT_GUESTS_PER_HOUR): beyond it, 429 with Retry-After.`,
  security: [],
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string().trim().min(1).max(40) }).openapi('BrowserGuestRequest') } } },
  },
  responses: {
    201: { description: 'The new guest, signed in.', content: { 'application/json': { schema: BrowserSessionSchema, example: examples.createBrowserGuest } } },
    ...errorResponses(400, 403, 429),
  },
});

/** One round trip, as POST /v1/auth/guest. */
export const registerAuthBrowserGuest = (app: App) =>
  app.openapi(route, async (c) => {
    requireBrowserWrite(c);
    const { name } = c.req.valid('json');
    const session = await createGuestAccount(c, name);
    setSessionCookies(c, session);
    return c.json({ user: session.user }, 201);
  });
