import { createRoute, z } from '@hono/zod-openapi';
import { consumeLogin, countFailedCode, userForVerifiedEmail } from '../../db/accounts.js';
import { optionalBearerSecurity } from '../auth.js';
import type { App } from '../context.js';
import { escapeHtml, htmlPage, wantsHtml } from '../html.js';
import { hmacHex, newUserId, sha256Hex } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { UserSchema } from '../schemas.js';
import { issueSession, nowOf } from '../sessions.js';
import { EmailSchema } from './v1-auth-email-request.js';

export const SessionSchema = z
  .object({
    user: UserSchema,
    token: z.string().openapi({ description: 'Session JWT for `Authorization: Bearer`, valid for 30 days.' }),
    refreshToken: z.string().openapi({ description: 'Single-use; POST /v1/auth/refresh exchanges it for a new session and a new refresh token.' }),
  })
  .openapi('Session');

const VerifyRequest = z
  .union([
    z.object({ email: EmailSchema, code: z.string().trim().regex(/^\d{6}$/, 'six digits') }),
    z.object({ token: z.string().min(1).max(200) }),
  ])
  .openapi('EmailVerifyRequest');

const route = createRoute({
  tags: ['auth'],
  operationId: 'verifyEmailSignIn',
  method: 'post',
  path: '/v1/auth/email/verify',
  summary: 'Finish an email sign-in with the code or the link token',
  description:
    'Each code and link works once, for 15 minutes; five wrong codes burn the pending ones. The link page’s form posts here and gets an HTML page back. To attach the address to the account that asked for it (a guest keeping its account), send that account’s token here too.',
  security: optionalBearerSecurity,
  request: {
    body: {
      required: false,
      content: {
        'application/json': { schema: VerifyRequest },
        'application/x-www-form-urlencoded': { schema: z.object({ token: z.string().min(1).max(200).optional() }) },
      },
    },
  },
  responses: {
    200: { description: 'Signed in.', content: { 'application/json': { schema: SessionSchema } } },
    ...errorResponses(400, 401),
  },
});

export const registerAuthEmailVerify = (app: App) =>
  app.openapi(route, async (c) => {
    const deps = c.get('deps');
    const db = c.get('db');
    const now = nowOf(deps);
    const html = wantsHtml(c);
    const body = (html ? c.req.valid('form') : c.req.valid('json')) as { email?: string; code?: string; token?: string };
    let login;
    if (body.token) {
      login = await consumeLogin(db, { tokenHash: await sha256Hex(body.token) }, now);
    } else if (body.email && body.code) {
      login = await consumeLogin(db, { email: body.email, codeHash: await hmacHex(deps.config.jwtSecret, `${body.email}:${body.code}`) }, now);
      if (!login) await countFailedCode(db, body.email, now);
    } else {
      throw new ApiError('invalid-request', 'Send `{email, code}` or `{token}`.');
    }
    if (!login) {
      if (html) return htmlPage(c, 401, 'This sign-in link no longer works', '<p>It was used already or has expired. Ask for a new one.</p>') as never;
      throw new ApiError('unauthorized', 'The code or link is wrong, used already or expired; ask for a new one.');
    }
    // Attaching an address to an account needs that account's own token on the verify request
    // too: a link opened by the address's owner never binds it to someone else's account.
    const attachTo = login.userId && c.get('caller')?.id === login.userId ? login.userId : null;
    const user = await userForVerifiedEmail(db, login.email, attachTo, newUserId());
    const session = await issueSession(db, user, deps.config.jwtSecret, now);
    if (html) {
      return htmlPage(
        c,
        200,
        `Signed in as ${user.name}`,
        `<p>You are signed in as <strong>${escapeHtml(login.email)}</strong>. Your session token:</p><p><code>${escapeHtml(session.token)}</code></p>`,
      ) as never;
    }
    return c.json(session, 200);
  });
