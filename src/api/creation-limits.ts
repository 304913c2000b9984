import type { Context } from 'hono';
import { createGuest } from '../db/accounts.js';
import { takeFromBucket } from '../db/rate-limits.js';
import { clientBucketOf } from './client-address.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';
import { newUserId } from './ids.js';
import { newSession, nowOf, type SessionBody } from './sessions.js';

/** What anonymous or cheap callers may create per hour; 0 turns a limit off. */
export interface CreationLimits {
  /** Guest accounts per client address (LIMIT_GUESTS_PER_HOUR). */
  guestsPerHour: number;
  /** Sign-in emails per client address, whatever the addresses (LIMIT_SIGN_IN_EMAILS_PER_HOUR). */
  signInEmailsPerHour: number;
  /** Invitations per inviting account (LIMIT_INVITATIONS_PER_HOUR). */
  invitationsPerHour: number;
}

export const defaultCreationLimits: CreationLimits = { guestsPerHour: 20, signInEmailsPerHour: 20, invitationsPerHour: 30 };

const hourMs = 3_600_000;

/** The bucket a creation counts in: undefined when the limit is off or nothing to count by. */
function bucketOf(c: Context<AppEnv>, limit: keyof CreationLimits, who: string | undefined): { key: string; quota: number } | undefined {
  const quota = (c.get('deps').config.creationLimits ?? defaultCreationLimits)[limit];
  return who && quota > 0 ? { key: `${limit}:${who}`, quota } : undefined;
}

/** 429 `rate-limited` with Retry-After. */
function refuse(c: Context<AppEnv>, limit: keyof CreationLimits, quota: number, retryAfterSeconds: number): never {
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError('rate-limited', `At most ${quota} per hour; try again in ${retryAfterSeconds} s.`, {
    limit,
    quota,
    windowSeconds: hourMs / 1000,
    retryAfter: retryAfterSeconds,
  });
}

/**
 * Counts one creation against `limit` for `who` (a client address or an account id) in the
 * database, so the limit holds across every process and Workers isolate; over it, 429
 * `rate-limited` with Retry-After. Without a known client address there is nothing to count by.
 */
async function take(c: Context<AppEnv>, limit: keyof CreationLimits, who: string | undefined): Promise<void> {
  const bucket = bucketOf(c, limit, who);
  if (!bucket) return;
  const answer = await takeFromBucket(c.get('db'), bucket.key, bucket.quota, hourMs, nowOf(c.get('deps')));
  if (!answer.allowed) refuse(c, limit, bucket.quota, answer.retryAfterSeconds);
}

export const limitSignInEmails = (c: Context<AppEnv>) => take(c, 'signInEmailsPerHour', clientBucketOf(c));
export const limitInvitations = (c: Context<AppEnv>, accountId: string) => take(c, 'invitationsPerHour', accountId);

/**
 * A new guest account and its session (POST /v1/auth/guest and /v1/auth/browser/guest), counted
 * against LIMIT_GUESTS_PER_HOUR for the client address: one statement makes the user, stores the
 * refresh token and counts it (createGuest). Over the limit, 429 and nothing is made.
 */
export async function createGuestAccount(c: Context<AppEnv>, name: string): Promise<SessionBody> {
  const deps = c.get('deps');
  const now = nowOf(deps);
  const guest = { id: newUserId(), name, kind: 'guest' };
  const session = await newSession(guest, deps.config.jwtSecret, now, deps.config.sessionTtlSeconds);
  const bucket = bucketOf(c, 'guestsPerHour', clientBucketOf(c));
  const outcome = await createGuest(c.get('db'), guest, session.refresh, bucket && { key: bucket.key, limit: bucket.quota, windowMs: hourMs, now });
  if (!outcome.created) refuse(c, 'guestsPerHour', bucket?.quota ?? 0, outcome.retryAfterSeconds);
  return session.body;
}
