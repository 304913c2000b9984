import { insertRefreshToken, revokeFamilyOf, rotateRefreshToken } from '../db/accounts.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/queries.js';
import { issueSessionToken } from './auth.js';
import { randomToken, sha256Hex } from './ids.js';

const refreshLifetimeMs = 90 * 24 * 3600 * 1000;
/** How long a session JWT lives unless SESSION_TTL_SECONDS says otherwise; refresh tokens renew it. */
export const defaultSessionTtlSeconds = 3600;

export interface SessionBody {
  user: { id: string; name: string; kind: 'guest' | 'person' | 'bot' };
  token: string;
  refreshToken: string;
}

async function newRefreshToken(now: Date) {
  const token = `rt_${randomToken()}`;
  return { token, id: `rtk_${randomToken(8)}`, hash: await sha256Hex(token), expiresAt: new Date(now.getTime() + refreshLifetimeMs) };
}

/** `sessionId`: the refresh-token family, which the JWT names so that signing out can revoke it. */
async function sessionBody(user: Pick<UserRow, 'id' | 'name' | 'kind'>, sessionId: string, refreshToken: string, secret: Uint8Array, ttlSeconds: number): Promise<SessionBody> {
  const caller = { id: user.id, name: user.name, kind: user.kind as SessionBody['user']['kind'] };
  return { user: caller, token: await issueSessionToken({ ...caller, sessionId }, secret, ttlSeconds), refreshToken };
}

/** When every session JWT issued until `now` has expired: how long a revocation must be kept. */
export const sessionJwtsExpireBy = (now: Date, ttlSeconds = defaultSessionTtlSeconds) => new Date(now.getTime() + ttlSeconds * 1000);

/** A session JWT and the first refresh token of a new family (stored hashed) for `user`. */
export async function issueSession(db: Db, user: UserRow, secret: Uint8Array, now: Date, ttlSeconds = defaultSessionTtlSeconds): Promise<SessionBody> {
  const { body, refresh } = await newSession(user, secret, now, ttlSeconds);
  await insertRefreshToken(db, { id: refresh.id, userId: user.id, hash: refresh.hash, familyId: refresh.id, expiresAt: refresh.expiresAt });
  return body;
}

/**
 * A session for `user` (see issueSession) whose refresh token (the row to store: id, hash,
 * expiry; the family is its id) the caller stores, e.g. in the statement that makes the user.
 */
export async function newSession(user: Pick<UserRow, 'id' | 'name' | 'kind'>, secret: Uint8Array, now: Date, ttlSeconds = defaultSessionTtlSeconds) {
  const refresh = await newRefreshToken(now);
  return { body: await sessionBody(user, refresh.id, refresh.token, secret, ttlSeconds), refresh };
}

/**
 * Exchanges a refresh token for a new session and the next token of its family. A token used
 * before revokes its family and its sessions (RFC 9700 §4.14.2): either its holder or a thief is
 * replaying it.
 */
export async function refreshSession(
  db: Db,
  presented: string,
  findUser: (id: string) => Promise<UserRow | undefined>,
  secret: Uint8Array,
  now: Date,
  ttlSeconds = defaultSessionTtlSeconds,
): Promise<SessionBody | undefined> {
  const presentedHash = await sha256Hex(presented);
  const next = await newRefreshToken(now);
  const rotated = await rotateRefreshToken(db, presentedHash, next, now);
  if (!rotated) {
    await revokeFamilyOf(db, presentedHash, now, sessionJwtsExpireBy(now, ttlSeconds));
    return undefined;
  }
  const user = await findUser(rotated.userId);
  return user ? sessionBody(user, rotated.familyId, next.token, secret, ttlSeconds) : undefined;
}

export function nowOf(deps: { now?: (() => Date) | undefined }): Date {
  return deps.now ? deps.now() : new Date();
}
