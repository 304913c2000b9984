import { createRoute, z } from '@hono/zod-openapi';
import { touchUser } from '../../db/accounts.js';
import { findUser } from '../../db/queries.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { nowOf, refreshSession } from '../sessions.js';
import { SessionSchema } from './v1-auth-email-verify.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'refreshSession',
  method: 'post',
  path: '/v1/auth/refresh',
  summary: 'Exchange a refresh token for a new session',
  security: [],
  description:
    'The refresh token is rotated: it works once and the answer carries the next one. Presenting a refresh token that was already used revokes every token descended from the same sign-in (someone else holds a copy); sign in again then.',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ refreshToken: z.string().min(1).max(200) }).openapi('RefreshRequest') } } } },
  responses: {
    200: { description: 'A new session.', content: { 'application/json': { schema: SessionSchema, example: examples.refreshSession } } },
    ...errorResponses(400, 401),
  },
});

export const registerAuthRefresh = (app: App) =>
  app.openapi(route, async (c) => {
    const { refreshToken } = c.req.valid('json');
    const deps = c.get('deps');
    const db = c.get('db');
    const now = nowOf(deps);
    const session = await refreshSession(db, refreshToken, (id) => findUser(db, id), deps.config.jwtSecret, now, deps.config.sessionTtlSeconds);
    if (!session) throw new ApiError('unauthorized', 'The refresh token is unknown, used already, revoked or expired; sign in again.');
    await touchUser(db, session.user.id, now);
    return c.json(session, 200);
  });
