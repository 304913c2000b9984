import { createRoute, z } from '@hono/zod-openapi';
import { attemptLoginCode, consumeLoginToken, userForVerifiedEmail } from '../../db/accounts.js';
import { optionalBearerSecurity } from '../auth.js';
import type { Context } from 'hono';
import type { UserRow } from '../../db/queries.js';
import type { App, AppEnv } from '../context.js';
import { setSessionCookies } from '../cookies.js';
import { htmlPage, wantsHtml } from '../html.js';
import { hmacHex, newUserId, sha256Hex } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { UserSchema } from '../schemas.js';
import { issueSession, nowOf } from '../sessions.js';
import { EmailSchema } from './v1-auth-email-request.js';
import { examples } from '../openapi-examples.js';

export const SessionSchema = z
  .object({
    user: UserSchema,
    token: z.string().openapi({ description: 'Session JWT for `Authorization: Bearer`; it expires after SESSION_TTL_SECONDS (an hour by default): renew it with the refresh token.' }),
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
    'Each code and link works once, for 15 minutes; five wrong codes burn the pending ones. The link page’s form posts here: the browser gets the session as HttpOnly cookies and is sent (303) to the web app. To attach the address to the account that asked for it (a guest keeping its account), send that account’s token here too.',
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
    200: { description: 'Signed in.', content: { 'application/json': { schema: SessionSchema, example: examples.verifyEmailSignIn } } },
    ...errorResponses(400, 401),
  },
});

type VerifyBody = { email?: string; code?: string; token?: string };

/**
 * Consumes the code or link token and answers the account it signs into (created if needed, or
 * the caller's own when it asked to attach the address); null when it is wrong, used or expired.
 */
export async function verifyEmailLogin(c: Context<AppEnv>, body: VerifyBody): Promise<UserRow | null> {
  const deps = c.get('deps');
  const db = c.get('db');
  const now = nowOf(deps);
  let login;
  if (body.token) {
    login = await consumeLoginToken(db, await sha256Hex(body.token), now);
  } else if (body.email && body.code) {
    login = await attemptLoginCode(db, body.email, await hmacHex(deps.config.jwtSecret, `${body.email}:${body.code}`), now);
  } else {
    throw new ApiError('invalid-request', 'Send `{email, code}` or `{token}`.');
  }
  if (!login) return null;
  // Attaching an address to an account needs that account's own token on the verify request
  // too: a link opened by the address's owner never binds it to someone else's account.
  const attachTo = login.userId && c.get('caller')?.id === login.userId ? login.userId : null;
  return userForVerifiedEmail(db, login.email, attachTo, newUserId());
}

export const wrongLogin = 'The code or link is wrong, used already or expired; ask for a new one.';

export const registerAuthEmailVerify = (app: App) =>
  app.openapi(route, async (c) => {
    const deps = c.get('deps');
    const html = wantsHtml(c);
    const body = (html ? c.req.valid('form') : c.req.valid('json')) as VerifyBody;
    const user = await verifyEmailLogin(c, body);
    if (!user) {
      if (html) return htmlPage(c, 401, 'This sign-in link no longer works', '<p>It was used already or has expired. Ask for a new one.</p>') as never;
      throw new ApiError('unauthorized', wrongLogin);
    }
    const session = await issueSession(c.get('db'), user, deps.config.jwtSecret, nowOf(deps), deps.config.sessionTtlSeconds);
    if (html) {
      // The link page's form: the browser is signed in by cookie and lands in the web app.
      setSessionCookies(c, session);
      return c.redirect('/', 303) as never;
    }
    return c.json(session, 200);
  });
