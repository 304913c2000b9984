import { SignJWT, errors, jwtVerify } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import { isSessionRevoked } from '../db/accounts.js';
import { findTokenByHash, touchToken } from '../db/bots.js';
import type { AppEnv, Caller } from './context.js';
import { cookieSessionToken } from './cookies.js';
import { ApiError } from './problem.js';
import { checkLeftSession, leaveSessionCheck, routeChecksItself, signedOutDetail } from './request-checks.js';
import { nowOf } from './sessions.js';
import { hashOpaqueToken, opaqueTokenPrefix, type TokenScope } from './tokens.js';

const issuer = 'reliquary';

/**
 * A session JWT valid for `ttlSeconds` (SESSION_TTL_SECONDS); POST /v1/auth/refresh renews it.
 * `sid` names its sign-in (the refresh-token family), so that signing out revokes it at once.
 */
export async function issueSessionToken(user: Caller & { sessionId: string }, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ name: user.name, kind: user.kind, sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * Session tokens already verified, per signing secret: a client sends the same token with every
 * request, and checking an HMAC through WebCrypto costs more CPU than the rest of a typical
 * request. The token string includes its signature, so a hit needs no new check, only the
 * expiry. Bounded; the oldest entry goes first.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { caller: Caller; expiresAt: number }>>();
const verifiedTokenLimit = 10_000;

async function callerFromToken(token: string, secret: Uint8Array): Promise<Caller> {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  const hit = verified.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.caller;
  if (hit) verified.delete(token);
  try {
    // A token without `exp` would never die: refused, whoever signed it.
    const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'], requiredClaims: ['exp'] });
    if (typeof payload.sub !== 'string' || typeof payload.name !== 'string' || typeof payload.kind !== 'string') {
      throw new ApiError('unauthorized', 'The token is missing its subject.');
    }
    const caller: Caller = { id: payload.sub, name: payload.name, kind: payload.kind };
    if (typeof payload.sid === 'string') caller.sessionId = payload.sid;
    if (verified.size >= verifiedTokenLimit) verified.delete(verified.keys().next().value as string);
    verified.set(token, { caller, expiresAt: (payload.exp as number) * 1000 });
    return caller;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const detail = err instanceof errors.JWTExpired ? 'The token has expired; sign in again.' : 'The token is not valid.';
    throw new ApiError('unauthorized', detail);
  }
}

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError('unauthorized', 'Use `Authorization: Bearer <token>`.');
  return match[1];
}

/** A personal or bot token: looked up by its SHA-256; revoked tokens and deleted bots are refused. */
async function callerFromOpaqueToken(c: Context<AppEnv>, token: string): Promise<Caller> {
  const hash = await hashOpaqueToken(token);
  const lookup = async (db: AppEnv['Variables']['db']) => {
    const found = await findTokenByHash(db, hash);
    if (found && (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > 60_000)) await touchToken(db, found.tokenId);
    return found;
  };
  // Routes that need a database already hold one; the others (the catalog) borrow one here.
  let found;
  const db = c.get('db');
  if (db) {
    found = await lookup(db);
  } else {
    const lease = await c.get('deps').openDb(c);
    try {
      found = await lookup(lease.db);
    } finally {
      lease.release();
    }
  }
  if (!found) throw new ApiError('unauthorized', 'The token is not valid, or has been revoked.');
  return { ...found.user, scopes: found.scopes, tokenId: found.tokenId };
}

/**
 * A signed-out session's JWT is refused although its signature and expiry are good. Checked on
 * every route that holds a database, which is every route that reads or changes anything of an
 * account; the catalog, the contract and the docs (public, no database) skip it.
 */
async function refuseRevokedSession(c: Context<AppEnv>, caller: Caller): Promise<void> {
  const db = c.get('db');
  if (caller.sessionId === undefined || !db) return;
  const now = nowOf(c.get('deps'));
  // A route that reads or writes in one statement checks it there (request-checks.ts).
  if (routeChecksItself(c)) return leaveSessionCheck(c, caller.sessionId, now);
  if (await isSessionRevoked(db, caller.sessionId, now)) throw new ApiError('unauthorized', signedOutDetail);
}

const signOutPaths = new Set(['/v1/auth/logout', '/v1/auth/browser/logout']);
/** The operator's routes: their bearer is METRICS_TOKEN, which the route checks itself (not an account's token). */
const operatorPaths = new Set(['/v1/admin/metrics']);

/**
 * Sets `caller` when a valid token is given (the Authorization header, else the browser's session
 * cookie); a bad token is still a 401.
 */
export const identify: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Signing out needs no caller, and must work with a session that is already dead (expired,
  // or revoked because its refresh token was replayed): the refresh token is what it revokes.
  if (signOutPaths.has(c.req.path) || operatorPaths.has(c.req.path)) {
    c.set('caller', undefined);
    return next();
  }
  const token = bearerToken(c) ?? cookieSessionToken(c);
  let caller: Caller | undefined;
  if (token?.startsWith(opaqueTokenPrefix)) caller = await callerFromOpaqueToken(c, token);
  else if (token) {
    caller = await callerFromToken(token, c.get('deps').config.jwtSecret);
    await refuseRevokedSession(c, caller);
  }
  c.set('caller', caller);
  await next();
  // Left to the route's statement, which did not run (an earlier error): checked now.
  await checkLeftSession(c);
};

export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new ApiError('unauthorized', 'This endpoint needs `Authorization: Bearer <token>`; get one from POST /v1/auth/guest.');
  return caller;
}

/** Whether the caller's credentials allow `scope`; a session JWT carries every scope. */
export function hasScope(caller: Caller, scope: TokenScope): boolean {
  return caller.scopes === undefined || caller.scopes.includes(scope);
}

/** The caller, if their token carries `scope`; otherwise 403 `insufficient-scope`. */
export function requireScope(c: Context<AppEnv>, scope: TokenScope): Caller {
  const caller = requireCaller(c);
  if (!hasScope(caller, scope)) {
    throw new ApiError('insufficient-scope', `This token lacks the \`${scope}\` scope.`, { requiredScope: scope });
  }
  return caller;
}

/**
 * For endpoints that anonymous callers may read too: the caller if any, provided their token
 * may read matches (a token without `matches:read` is refused rather than read as anonymous).
 */
export function optionalReader(c: Context<AppEnv>): Caller | undefined {
  const caller = c.get('caller');
  if (caller && !hasScope(caller, 'matches:read')) {
    throw new ApiError('insufficient-scope', 'This token lacks the `matches:read` scope.', { requiredScope: 'matches:read' });
  }
  return caller;
}

/** For management of tokens themselves: only a session may mint or revoke tokens. */
export function requireSession(c: Context<AppEnv>): Caller {
  const caller = requireCaller(c);
  if (caller.tokenId !== undefined) throw new ApiError('forbidden', 'Tokens are managed with a session token (POST /v1/auth/guest), not with a personal or bot token.');
  return caller;
}

export const bearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }];
/** For endpoints that also answer anonymous callers (as a spectator). */
export const optionalBearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
