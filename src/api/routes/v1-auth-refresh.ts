import { createRoute, z } from '@hono/zod-openapi';
import { consumeRefreshToken, touchUser } from '../../db/accounts.js';
import { findUser } from '../../db/queries.js';
import type { App } from '../context.js';
import { sha256Hex } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { issueSession, nowOf } from '../sessions.js';
import { SessionSchema } from './v1-auth-email-verify.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'refreshSession',
  method: 'post',
  path: '/v1/auth/refresh',
  summary: 'Exchange a refresh token for a new session',
  description: 'The refresh token is rotated: it works once and the answer carries the next one.',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ refreshToken: z.string().min(1).max(200) }).openapi('RefreshRequest') } } } },
  responses: {
    200: { description: 'A new session.', content: { 'application/json': { schema: SessionSchema } } },
    ...errorResponses(400, 401),
  },
});

export const registerAuthRefresh = (app: App) =>
  app.openapi(route, async (c) => {
    const { refreshToken } = c.req.valid('json');
    const deps = c.get('deps');
    const db = c.get('db');
    const now = nowOf(deps);
    const userId = await consumeRefreshToken(db, await sha256Hex(refreshToken), now);
    const user = userId ? await findUser(db, userId) : undefined;
    if (!user) throw new ApiError('unauthorized', 'The refresh token is unknown, used already or expired; sign in again.');
    await touchUser(db, user.id, now);
    return c.json(await issueSession(db, user, deps.config.jwtSecret, now), 200);
  });
