import { createRoute, z } from '@hono/zod-openapi';
import { revokeFamilyOfToken } from '../../db/accounts.js';
import type { App } from '../context.js';
import { sha256Hex } from '../ids.js';
import { errorResponses } from '../problem.js';
import { nowOf, sessionJwtsExpireBy } from '../sessions.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'signOut',
  method: 'post',
  path: '/v1/auth/logout',
  summary: 'Sign out: end a session everywhere',
  security: [],
  description:
    'Revokes the refresh token, every token descended from the same sign-in, and the session JWTs issued from them: from now on they answer 401. Knowing the refresh token is what proves the right to end its session. Always 204, whether or not the token was known, so the answer tells nothing about other people’s tokens.',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ refreshToken: z.string().min(1).max(200) }).openapi('LogoutRequest') } } } },
  responses: { 204: { description: 'Signed out (or nothing to sign out).' }, ...errorResponses(400) },
});

export const registerAuthLogout = (app: App) =>
  app.openapi(route, async (c) => {
    const { refreshToken } = c.req.valid('json');
    const deps = c.get('deps');
    const now = nowOf(deps);
    await revokeFamilyOfToken(c.get('db'), await sha256Hex(refreshToken), now, sessionJwtsExpireBy(now, deps.config.sessionTtlSeconds));
    return c.body(null, 204);
  });
