import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.js';
import { ApiError, problemResponse } from './problem.js';

/** Bodies larger than this are refused unless MAX_BODY_BYTES says otherwise. */
export const defaultMaxBodyBytes = 64 * 1024;

/**
 * Refuses a body over `maxBytes` with 413 before anything reads it: by its Content-Length, or
 * while streaming it when there is none (hono's bodyLimit), so no more than that is ever held.
 */
export function limitBodies(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => problemResponse(c, 'payload-too-large', `Request bodies may be at most ${maxBytes} bytes.`, { maxBytes });
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    // Decided from the headers when they suffice, as hono's bodyLimit decides: asking for the
    // body stream first makes node-server build a web Request and stream for every request.
    if (!mayHaveBody(c)) return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) return parseInt(length || '0', 10) > maxBytes ? tooLarge(c) : next();
    return streamed(c, next);
  };
}

/** GET and HEAD requests have no body (the Request constructor refuses one). */
const mayHaveBody = (c: Context<AppEnv>) => c.req.method !== 'GET' && c.req.method !== 'HEAD';

const jsonBody = /^application\/([a-z.+-]*\+)?json/i;
const formBody = /^application\/x-www-form-urlencoded/i;
/** `\u0000` as a JSON escape: a backslash not itself escaped (an even run of backslashes before it). */
const jsonNulEscape = /(?<!\\)(?:\\\\)*\\u0000/i;

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere a client writes text is refused up front
 * as 400: in the path or query (only ever as `%00`) and in a JSON or form body.
 */
export const rejectNulBytes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (url.includes('%00')) throw new ApiError('invalid-request', 'The URL contains a NUL character (%00).');
  const type = c.req.header('Content-Type') ?? '';
  const isJson = jsonBody.test(type);
  if (mayHaveBody(c) && (isJson || formBody.test(type))) {
    const text = await c.req.text();
    if (text.includes('\u0000') || (isJson ? jsonNulEscape.test(text) : text.includes('%00'))) {
      throw new ApiError('invalid-request', 'The body contains a NUL character (U+0000), which no text field accepts.');
    }
  }
  await next();
};

/**
 * No HTML page of ours may be shown inside another site's frame (clickjacking a sign-in or
 * unsubscribe button): `frame-ancestors 'none'` in the page's CSP, and X-Frame-Options for
 * browsers that predate it.
 */
export const noFraming: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!/^text\/html/i.test(c.res.headers.get('Content-Type') ?? '')) return;
  const csp = c.res.headers.get('Content-Security-Policy');
  const framed = csp && /frame-ancestors/i.test(csp) ? csp : csp ? `${csp}; frame-ancestors 'none'` : "frame-ancestors 'none'";
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Content-Security-Policy', framed);
  c.res.headers.set('X-Frame-Options', 'DENY');
};
