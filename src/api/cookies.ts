import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';
import type { SessionBody } from './sessions.js';

/**
 * The browser session: the web app never holds a token. The session JWT and the refresh token
 * live in HttpOnly cookies the API sets; the refresh cookie is sent only to /v1/auth.
 */
export const sessionCookie = 'rlq_session';
export const refreshCookie = 'rlq_refresh';
const refreshCookiePath = '/v1/auth';
/**
 * The session cookie outlives its JWT on purpose: an expired JWT in the cookie answers 401, and
 * the app renews it through POST /v1/auth/browser/refresh (instead of silently reading as anonymous).
 */
const cookieMaxAgeSeconds = 90 * 24 * 3600;

/** The header the web app sends with every write; a cross-site form or image cannot set it. */
export const csrfHeader = 'X-Requested-With';

function secure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

export function setSessionCookies(c: Context, session: Pick<SessionBody, 'token' | 'refreshToken'>): void {
  const common = { httpOnly: true, secure: secure(c), sameSite: 'Lax' as const, maxAge: cookieMaxAgeSeconds };
  setCookie(c, sessionCookie, session.token, { ...common, path: '/' });
  setCookie(c, refreshCookie, session.refreshToken, { ...common, path: refreshCookiePath });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, sessionCookie, { path: '/', secure: secure(c), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, refreshCookie, { path: refreshCookiePath, secure: secure(c), httpOnly: true, sameSite: 'Lax' });
}

export function sessionFromCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookie) || undefined;
}

export function refreshFromCookie(c: Context): string | undefined {
  return getCookie(c, refreshCookie) || undefined;
}

/** Whether the request's Origin, when the browser names one, is this server's own. */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  if (origin === undefined) return true;
  if (origin === new URL(c.req.url).origin) return true;
  const configured = c.get('deps')?.config.notify?.publicUrl;
  return configured !== undefined && origin === new URL(configured).origin;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isFormPost(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i.test(c.req.header('Content-Type') ?? '');
}

/**
 * The session JWT from the cookie, for a request without an Authorization header, with CSRF
 * protection for writes: a write must carry `X-Requested-With` (a cross-site page cannot add a
 * custom header without a CORS preflight, which this API never grants) and, when the browser
 * names an Origin, come from this origin. A form post never uses the cookie: the server's own
 * link pages (sign-in, invitations) post forms authenticated by the token they carry.
 */
export function cookieSessionToken(c: Context<AppEnv>): string | undefined {
  const token = sessionFromCookie(c);
  // A WebSocket has no CORS: another site's page could open one with the reader's cookie (its
  // handshake is a GET) and read their seat's view. Only this site's pages may.
  if (token && c.req.header('Upgrade')?.toLowerCase() === 'websocket' && !sameOrigin(c)) {
    throw new ApiError('forbidden', 'A WebSocket authenticated by the session cookie must come from this site.', { reason: 'csrf' });
  }
  if (!token || safeMethods.has(c.req.method)) return token;
  if (isFormPost(c)) return undefined;
  requireBrowserWrite(c);
  return token;
}

/** Refuses a browser write without the CSRF header or from another origin (403 `forbidden`). */
export function requireBrowserWrite(c: Context<AppEnv>): void {
  if (!c.req.header(csrfHeader)) {
    throw new ApiError('forbidden', `A write authenticated by the session cookie needs the \`${csrfHeader}\` header.`, { reason: 'csrf' });
  }
  if (!sameOrigin(c)) throw new ApiError('forbidden', 'A write authenticated by the session cookie must come from this site.', { reason: 'csrf' });
}
