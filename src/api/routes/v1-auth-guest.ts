import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../context.js';
import { createGuestAccount } from '../creation-limits.js';
import { errorResponses } from '../problem.js';
import { UserSchema } from '../schemas.js';
import { examples } from '../openapi-examples.js';

const GuestRequest = z.object({
  name: z.string().trim().min(1).max(40).openapi({ example: 'Ada', description: 'Display name shown to other players.' }),
});

const GuestResponse = z
  .object({
    user: UserSchema,
    token: z.string().openapi({
      description: 'Session JWT for `Authorization: Bearer`; it expires after SESSION_TTL_SECONDS (an hour by default): renew it with the refresh token.',
    }),
    refreshToken: z.string().openapi({ description: 'Single-use; POST /v1/auth/refresh exchanges it for a new session and a new refresh token.' }),
  })
  .openapi('GuestSession');

const route = createRoute({
  tags: ['auth'],
  operationId: 'createGuest',
  method: 'post',
  path: '/v1/auth/guest',
  summary: 'Create a guest account and get a session token',
  description: 'A guest plays at once, with no email. Verifying an address later with its own token (POST /v1/auth/email) keeps the account. The response holds a token, so it is never replayed for an `Idempotency-Key`. Limited per client address (LIMIT_GUESTS_PER_HOUR, 20 by default): beyond it, 429 with Retry-After.',
  security: [],
  request: { body: { required: true, content: { 'application/json': { schema: GuestRequest } } } },
  responses: {
    201: { description: 'The new guest and its token.', content: { 'application/json': { schema: GuestResponse, example: examples.createGuest } } },
    ...errorResponses(400, 429),
  },
});

export type GuestResponseBody = z.infer<typeof GuestResponse>;

/** One round trip: the user, its refresh token and the guest limit's count are one statement. */
export const registerAuthGuest = (app: App) =>
  app.openapi(route, async (c) => {
    const { name } = c.req.valid('json');
    const session = await createGuestAccount(c, name);
    return c.json({ ...session, user: { ...session.user, kind: 'guest' as const } }, 201);
  });
