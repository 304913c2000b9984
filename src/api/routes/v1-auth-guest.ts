import { createRoute, z } from '@hono/zod-openapi';
import { insertUser } from '../../db/queries.js';
import { issueSessionToken } from '../auth.js';
import type { App } from '../context.js';
import { newUserId } from '../ids.js';
import { errorResponses } from '../problem.js';
import { UserSchema } from '../schemas.js';

const GuestRequest = z.object({
  name: z.string().trim().min(1).max(40).openapi({ example: 'Ada', description: 'Display name shown to other players.' }),
});

const GuestResponse = z
  .object({
    user: UserSchema,
    token: z.string().openapi({ description: 'Session JWT for `Authorization: Bearer`, valid for 30 days.' }),
  })
  .openapi('GuestSession');

const route = createRoute({
  tags: ['auth'],
  operationId: 'createGuest',
  method: 'post',
  path: '/v1/auth/guest',
  summary: 'Create a guest account and get a session token',
  request: { body: { required: true, content: { 'application/json': { schema: GuestRequest } } } },
  responses: {
    201: { description: 'The new guest and its token.', content: { 'application/json': { schema: GuestResponse } } },
    ...errorResponses(400),
  },
});

export type GuestResponseBody = z.infer<typeof GuestResponse>;

export const registerAuthGuest = (app: App) =>
  app.openapi(route, async (c) => {
    const { name } = c.req.valid('json');
    const row = await insertUser(c.get('db'), { id: newUserId(), name, kind: 'guest' });
    const user = { id: row.id, name: row.name, kind: 'guest' as const };
    const token = await issueSessionToken(user, c.get('deps').config.jwtSecret);
    return c.json({ user, token }, 201);
  });
