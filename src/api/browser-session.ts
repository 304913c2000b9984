import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { UserRow } from '../db/queries.js';
import type { AppEnv } from './context.js';
import { requireBrowserWrite, setSessionCookies } from './cookies.js';
import { UserSchema } from './schemas.js';
import { issueSession, nowOf } from './sessions.js';

/** What a browser sign-in answers: the user; the tokens went into HttpOnly cookies. */
export const BrowserSessionSchema = z.object({ user: UserSchema }).openapi('BrowserSession');

export const browserSessionDescription =
  'Sets the session as HttpOnly cookies (`rlq_session`, and `rlq_refresh` sent only to /v1/auth; Secure under https, SameSite=Lax) and answers the user: the web app never sees a token. Needs the `X-Requested-With` header and, when the browser sends an Origin, this origin.';

/** Issues a session for `user` into the browser's cookies. */
export async function startBrowserSession(c: Context<AppEnv>, user: UserRow) {
  const deps = c.get('deps');
  const session = await issueSession(c.get('db'), user, deps.config.jwtSecret, nowOf(deps), deps.config.sessionTtlSeconds);
  setSessionCookies(c, session);
  return { user: session.user };
}

export { requireBrowserWrite };
