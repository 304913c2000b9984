import { insertRefreshToken } from '../db/accounts.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/queries.js';
import { issueSessionToken } from './auth.js';
import { randomToken, sha256Hex } from './ids.js';

const refreshLifetimeMs = 90 * 24 * 3600 * 1000;

export interface SessionBody {
  user: { id: string; name: string; kind: 'guest' | 'person' | 'bot' };
  token: string;
  refreshToken: string;
}

/** A session JWT and a new refresh token (stored hashed) for `user`. */
export async function issueSession(db: Db, user: UserRow, secret: Uint8Array, now: Date): Promise<SessionBody> {
  const caller = { id: user.id, name: user.name, kind: user.kind as SessionBody['user']['kind'] };
  const refreshToken = `rt_${randomToken()}`;
  await insertRefreshToken(db, {
    id: `rtk_${randomToken(8)}`,
    userId: user.id,
    hash: await sha256Hex(refreshToken),
    expiresAt: new Date(now.getTime() + refreshLifetimeMs),
  });
  return { user: caller, token: await issueSessionToken(caller, secret), refreshToken };
}

export function nowOf(deps: { now?: (() => Date) | undefined }): Date {
  return deps.now ? deps.now() : new Date();
}
