import type { Context } from 'hono';
import { takeFromBucket } from '../db/rate-limits.js';
import { clientBucketOf } from './client-address.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';
import { nowOf } from './sessions.js';

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

/**
 * Counts one creation against `limit` for `who` (a client address or an account id) in the
 * database, so the limit holds across every process and Workers isolate; over it, 429
 * `rate-limited` with Retry-After. Without a known client address there is nothing to count by.
 */
async function take(c: Context<AppEnv>, limit: keyof CreationLimits, who: string | undefined): Promise<void> {
  const deps = c.get('deps');
  const quota = (deps.config.creationLimits ?? defaultCreationLimits)[limit];
  if (!who || quota <= 0) return;
  const answer = await takeFromBucket(c.get('db'), `${limit}:${who}`, quota, hourMs, nowOf(deps));
  if (answer.allowed) return;
  c.header('Retry-After', String(answer.retryAfterSeconds));
  throw new ApiError('rate-limited', `At most ${quota} per hour; try again in ${answer.retryAfterSeconds} s.`, {
    limit,
    quota,
    windowSeconds: hourMs / 1000,
    retryAfter: answer.retryAfterSeconds,
  });
}

export const limitGuestCreation = (c: Context<AppEnv>) => take(c, 'guestsPerHour', clientBucketOf(c));
export const limitSignInEmails = (c: Context<AppEnv>) => take(c, 'signInEmailsPerHour', clientBucketOf(c));
export const limitInvitations = (c: Context<AppEnv>, accountId: string) => take(c, 'invitationsPerHour', accountId);
