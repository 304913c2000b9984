import { createRoute, z } from '@hono/zod-openapi';
import { insertLogin } from '../../db/accounts.js';
import { takeFromBucket } from '../../db/rate-limits.js';
import { signInMail } from '../../notify/templates.js';
import { devMailer } from '../../notify/transports/dev.js';
import { notifySettings } from '../../notify/settings.js';
import type { Context } from 'hono';
import type { App, AppEnv } from '../context.js';
import { hmacHex, randomCode, randomToken, sha256Hex } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { nowOf } from '../sessions.js';
import { optionalBearerSecurity } from '../auth.js';
import { limitSignInEmails } from '../creation-limits.js';
import { examples } from '../openapi-examples.js';
import { negotiateLocale } from '../../engine/index.js';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .openapi({ example: 'ada@example.com' });

export const loginLifetimeMs = 15 * 60 * 1000;
/** Sign-in emails per address per 15 minutes. */
export const loginsPerWindow = 5;

const route = createRoute({
  tags: ['auth'],
  operationId: 'requestEmailSignIn',
  method: 'post',
  path: '/v1/auth/email',
  summary: 'Email a sign-in link and a short code',
  description:
    'Sends a link (its page has a button that POSTs, so mail scanners consume nothing) and a six-digit code, both valid once for 15 minutes. Limited per address (5 per 15 minutes) and per client address (LIMIT_SIGN_IN_EMAILS_PER_HOUR, 20 by default): beyond either, 429 with Retry-After. Called with a guest’s token, verifying attaches the address to that guest so it keeps its account.',
  security: optionalBearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ email: EmailSchema }).openapi('EmailSignInRequest') } } } },
  responses: {
    202: {
      description: 'The email is on its way.',
      content: { 'application/json': { schema: z.object({ sent: z.literal(true), expiresInSeconds: z.number().int() }), example: examples.requestEmailSignIn } },
    },
    ...errorResponses(400, 401, 429, 503),
  },
});

/**
 * Stores a sign-in (code and link token, hashed) for `email` and emails it. `attachTo` is the
 * signed-in account asking to attach the address (it must verify with its own token).
 */
export async function sendSignIn(c: Context<AppEnv>, email: string, attachTo: string | null): Promise<void> {
  const deps = c.get('deps');
  const db = c.get('db');
  const now = nowOf(deps);
  await limitSignInEmails(c);
  // Counted and checked in one statement, so concurrent requests cannot send more.
  const sends = await takeFromBucket(db, `sign-in-email:${email}`, loginsPerWindow, loginLifetimeMs, now);
  if (!sends.allowed) {
    const retryAfter = sends.retryAfterSeconds;
    c.header('Retry-After', String(retryAfter));
    throw new ApiError('rate-limited', `Too many sign-in emails for this address; try again in ${retryAfter} s.`, { retryAfter });
  }
  const code = randomCode();
  const token = randomToken();
  const id = `eml_${randomToken(8)}`;
  await insertLogin(db, {
    id,
    email,
    codeHash: await hmacHex(deps.config.jwtSecret, `${email}:${code}`),
    tokenHash: await sha256Hex(token),
    userId: attachTo,
    expiresAt: new Date(now.getTime() + loginLifetimeMs),
    createdAt: now,
  });
  const settings = notifySettings(deps.config.notify);
  const mailer = deps.mailer ?? devMailer();
  try {
    // In the language the page asking for it speaks (the web app sends its own).
    await mailer.send(signInMail(settings, { key: id, email, code, token, locale: negotiateLocale(c.req.header('Accept-Language')) }), { db });
  } catch (err) {
    console.error(`sign-in email to ${email} failed:`, err);
    throw new ApiError('mail-unavailable', 'The sign-in email could not be sent; try again in a moment.');
  }
}

export const registerAuthEmailRequest = (app: App) =>
  app.openapi(route, async (c) => {
    const { email } = c.req.valid('json');
    // Only a session (a guest keeping its account) may attach an address, never a personal or bot token.
    const caller = c.get('caller');
    await sendSignIn(c, email, caller && caller.tokenId === undefined ? caller.id : null);
    return c.json({ sent: true as const, expiresInSeconds: loginLifetimeMs / 1000 }, 202);
  });
