import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './context.js';

/** Cookies of the browser app's session (the web client): requests that carry only those stay same-origin. */
const sessionCookie = /(?:^|;\s*)rlq_(session|refresh)=/;

function cookieAuthenticated(c: Context): boolean {
  return c.req.header('Authorization') === undefined && sessionCookie.test(c.req.header('Cookie') ?? '');
}

const allowMethods = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
const allowHeaders = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'Last-Event-ID'];
const exposeHeaders = ['ETag', 'Location', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed', 'Dry-Run'];
const exposeHeadersValue = exposeHeaders.join(',');

/** Sets a header on the response as it stands, copying it first if its headers are immutable. */
function setOnResponse(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}

/**
 * CORS for third-party web apps that call the API with a bearer token (`CORS_ORIGINS`: `*` by
 * default, since the browser never attaches a bearer token by itself). Never
 * `Access-Control-Allow-Credentials`: a browser will not let another origin read an answer to a
 * request that carried cookies, and a request authenticated only by the session cookie gets no
 * CORS headers at all.
 *
 * Preflights go to hono's `cors`. Every other request gets the same headers hono's `cors` would
 * give it, set once on the finished response: hono's sets them on a response made before the
 * route runs, which then has to be merged into the route's own (on Node that turns a plain
 * string body into a web stream, for every request).
 */
export function apiCors(origins: '*' | readonly string[]): MiddlewareHandler<AppEnv> {
  const allowOrigin = (origin: string, c: Context): string | null => {
    if (!origin || cookieAuthenticated(c)) return null;
    if (origins === '*') return '*';
    return origins.includes(origin) ? origin : null;
  };
  const preflight = cors({ origin: allowOrigin, allowMethods, allowHeaders, exposeHeaders, maxAge: 600, credentials: false });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = allowOrigin(c.req.header('origin') || '', c);
    await next();
    if (origin) setOnResponse(c, 'Access-Control-Allow-Origin', origin);
    setOnResponse(c, 'Access-Control-Expose-Headers', exposeHeadersValue);
    // hono's cors varies on Origin whenever the allowed origins are not a plain '*' (ours is a function).
    setOnResponse(c, 'Vary', 'Origin', true);
  };
}
