import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './context.js';

/** Cookies of the browser app's session (the web client): requests that carry only those stay same-origin. */
const sessionCookie = /(?:^|;\s*)rlq_(session|refresh)=/;

function cookieAuthenticated(c: Context): boolean {
  return c.req.header('Authorization') === undefined && sessionCookie.test(c.req.header('Cookie') ?? '');
}

/**
 * CORS for third-party web apps that call the API with a bearer token (`CORS_ORIGINS`: `*` by
 * default, since the browser never attaches a bearer token by itself). Never
 * `Access-Control-Allow-Credentials`: a browser will not let another origin read an answer to a
 * request that carried cookies, and a request authenticated only by the session cookie gets no
 * CORS headers at all.
 */
export function apiCors(origins: '*' | readonly string[]): MiddlewareHandler<AppEnv> {
  return cors({
    origin: (origin, c) => {
      if (!origin || cookieAuthenticated(c)) return null;
      if (origins === '*') return '*';
      return origins.includes(origin) ? origin : null;
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'Last-Event-ID'],
    exposeHeaders: ['ETag', 'Location', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed', 'Dry-Run'],
    maxAge: 600,
    credentials: false,
  });
}
