import { createRoute } from '@hono/zod-openapi';
import { touchUser } from '../../db/accounts.js';
import { findUser } from '../../db/queries.js';
import { BrowserSessionSchema, requireBrowserWrite } from '../browser-session.js';
import type { App } from '../context.js';
import { clearSessionCookies, refreshFromCookie, setSessionCookies } from '../cookies.js';
import { ApiError, errorResponses } from '../problem.js';
import { nowOf, refreshSession } from '../sessions.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'refreshBrowserSession',
  method: 'post',
  path: '/v1/auth/browser/refresh',
  summary: 'Renew the browser session from its refresh cookie',
  description:
    'Reads the `rlq_refresh` cookie, rotates it (single use; a refresh token presented twice revokes its whole family, as for POST /v1/auth/refresh) and sets a new session cookie: the web app calls this when a request answers 401. With a refresh cookie that no longer works (spent, revoked or expired): 401, and both cookies are cleared. With none: 401, and no cookie is touched, so a sign-in answered while this request was on its way keeps its session.',
  security: [],
  
  responses: {
    200: { description: 'A new session in the cookies.', content: { 'application/json': { schema: BrowserSessionSchema, example: examples.refreshBrowserSession } } },
    ...errorResponses(401, 403),
  },
});

export const registerAuthBrowserRefresh = (app: App) =>
  app.openapi(route, async (c) => {
    requireBrowserWrite(c);
    const db = c.get('db');
    const now = nowOf(c.get('deps'));
    const { config } = c.get('deps');
    const token = refreshFromCookie(c);
    // Without a refresh cookie there is nothing to clear, and clearing could undo a sign-in whose
    // cookies were set while this request was on its way.
    if (!token) throw new ApiError('unauthorized', 'This browser has no session to renew; sign in.');
    const session = await refreshSession(db, token, (id) => findUser(db, id), config.jwtSecret, now, config.sessionTtlSeconds);
    if (!session) {
      clearSessionCookies(c);
      throw new ApiError('unauthorized', 'The browser session has ended; sign in again.');
    }
    await touchUser(db, session.user.id, now);
    setSessionCookies(c, session);
    return c.json({ user: session.user }, 200);
  });
