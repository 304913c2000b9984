import { createRoute } from '@hono/zod-openapi';
import { revokeFamilyOfToken } from '../../db/accounts.js';
import { requireBrowserWrite } from '../browser-session.js';
import type { App } from '../context.js';
import { clearSessionCookies, refreshFromCookie } from '../cookies.js';
import { sha256Hex } from '../ids.js';
import { errorResponses } from '../problem.js';
import { nowOf, sessionJwtsExpireBy } from '../sessions.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'signOutBrowser',
  method: 'post',
  path: '/v1/auth/browser/logout',
  summary: 'Sign the browser out',
  description: 'Revokes the refresh token in the `rlq_refresh` cookie, every token of its family and the session JWTs issued from them (a copied `rlq_session` cookie answers 401 from now on), and clears both cookies.',
  security: [],
  responses: { 204: { description: 'Signed out.' }, ...errorResponses(403) },
});

export const registerAuthBrowserLogout = (app: App) =>
  app.openapi(route, async (c) => {
    requireBrowserWrite(c);
    const token = refreshFromCookie(c);
    const deps = c.get('deps');
    const now = nowOf(deps);
    if (token) await revokeFamilyOfToken(c.get('db'), await sha256Hex(token), now, sessionJwtsExpireBy(now, deps.config.sessionTtlSeconds));
    clearSessionCookies(c);
    return c.body(null, 204);
  });
