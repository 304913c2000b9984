import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './context.js';
import { countRequest, logLine } from './log.js';

/** A request id a client or proxy may send: short, plain characters only (it is echoed and logged). */
const acceptedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives each request an id (the client's `X-Request-Id` when acceptable, else a new one), answers
 * it in `X-Request-Id`, and writes one JSON log line when the response is ready: method, route
 * pattern (ids stay out of the aggregation key), status, duration, and the caller's kind.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header('X-Request-Id');
  const requestId = given && acceptedRequestId.test(given) ? given : crypto.randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  // Set before the response exists, so it is part of the response as made: set after, it would make
  // Hono rebuild the finished response (on Node, the whole body copied into a second one).
  c.header('X-Request-Id', requestId);
  await next();
  // A handler that returned a Response of its own (a stream, a file) did not take it.
  if (c.res.headers.get('X-Request-Id') !== requestId) c.header('X-Request-Id', requestId);
  countRequest(c.res.status);
  const caller = c.get('caller');
  logLine(c.res.status >= 500 ? 'error' : 'info', 'request', {
    requestId,
    method: c.req.method,
    route: routePath(c, -1),
    status: c.res.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    caller: caller ? caller.kind : 'anonymous',
  });
};
