import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { isSessionRevoked } from '../db/accounts.js';
import { findStoredResponse, type ChecksFound, type RequestChecks, type StoredResponse } from '../db/queries.js';
import type { AppEnv } from './context.js';
import { ApiError, problemResponse } from './problem.js';

/**
 * Before a handler runs, a request is checked: a session JWT must not have been signed out
 * (identify) and an Idempotency-Key must not have an answer kept already (idempotency). Each
 * check is a round trip to the database, which costs 20-80 ms on Workers + Neon. A route that
 * reads or writes in one statement anyway can make them in that statement instead: it is
 * listed here (checksInItsStatement), the middlewares leave the checks to it, and the statement
 * takes them (takeChecks, then settleChecks with what it found: reliquary_request_checks,
 * migrations/0014). A check the route did not take, because it answered before its statement
 * ran, is made after it all the same, and its answer prevails as it would have before (a
 * signed-out session's 401, the kept answer of a retry).
 */
const checkedInStatement = new Set<string>();

/** Lists a route (as given to createRoute) whose statement takes the request's checks. */
export function checksInItsStatement(route: { method: string; path: string }): void {
  checkedInStatement.add(`${route.method.toUpperCase()} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`);
}

/** Whether the request goes to a route whose statement takes the checks. */
export function routeChecksItself(c: Context): boolean {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return handlers.length > 0 && handlers.every((r) => checkedInStatement.has(`${r.method} ${r.path}`));
}

interface LeftChecks {
  session?: { sessionId: string; at: Date; taken: boolean };
  idempotency?: { userId: string; key: string; requestHash: string; taken: boolean };
}

declare module 'hono' {
  interface ContextVariableMap {
    leftChecks: LeftChecks | undefined;
  }
}

function leftChecks(c: Context<AppEnv>): LeftChecks {
  let left = c.get('leftChecks');
  if (!left) c.set('leftChecks', (left = {}));
  return left;
}

export function leaveSessionCheck(c: Context<AppEnv>, sessionId: string, at: Date): void {
  leftChecks(c).session = { sessionId, at, taken: false };
}

export function leaveIdempotencyLookup(c: Context<AppEnv>, claim: { userId: string; key: string; requestHash: string }): void {
  leftChecks(c).idempotency = { ...claim, taken: false };
}

/** The checks left to the route's statement, taken off the list; undefined when there are none. */
export function takeChecks(c: Context<AppEnv>): RequestChecks | undefined {
  const left = c.get('leftChecks');
  if (!left) return undefined;
  const checks: RequestChecks = {};
  if (left.session && !left.session.taken) {
    left.session.taken = true;
    checks.sessionId = left.session.sessionId;
    checks.at = left.session.at.toISOString();
  }
  if (left.idempotency && !left.idempotency.taken) {
    left.idempotency.taken = true;
    checks.userId = left.idempotency.userId;
    checks.key = left.idempotency.key;
  }
  return checks.sessionId !== undefined || checks.key !== undefined ? checks : undefined;
}

export const signedOutDetail = 'This session has been signed out; sign in again.';
export const keyReusedDetail = 'This Idempotency-Key was first used with another request; use a new key.';

/** The response kept under an Idempotency-Key, sent again as it was. */
export function replayResponse(stored: { status: number; body: unknown }): Response {
  return new Response(JSON.stringify(stored.body), {
    status: stored.status,
    headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
  });
}

/** Thrown by a handler whose statement found a kept answer: the app answers `response` (app.ts onError). */
export class KeptAnswer extends Error {
  constructor(readonly response: Response) {
    super('answered from the Idempotency-Key');
  }
}

/** The kept answer of a retry, or a 422 for a key first used with another request. */
function answerKept(c: Context<AppEnv>, stored: StoredResponse, requestHash: string): Response {
  return stored.requestHash === requestHash ? replayResponse(stored) : problemResponse(c, 'idempotency-key-reused', keyReusedDetail);
}

/**
 * Acts on what the statement's checks found: a signed-out session is a 401; a kept answer is
 * sent again (or a 422 for a key used with another request). Nothing found: the handler goes on.
 */
export function settleChecks(c: Context<AppEnv>, found: ChecksFound | null): void {
  if (!found) return;
  if ('revoked' in found) throw new ApiError('unauthorized', signedOutDetail);
  const requestHash = c.get('leftChecks')?.idempotency?.requestHash;
  if (found.stored.requestHash !== requestHash) throw new ApiError('idempotency-key-reused', keyReusedDetail);
  const claim = c.get('idempotency');
  // Nothing to keep: it is the kept answer.
  if (claim) claim.stored = true;
  throw new KeptAnswer(replayResponse(found.stored));
}

/** Replaces the response, dropping the headers the handler set for the one replaced. */
function answerInstead(c: Context<AppEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/** identify, after the handler: a session check the route did not take is made now; a signed-out session is a 401. */
export async function checkLeftSession(c: Context<AppEnv>): Promise<void> {
  const session = c.get('leftChecks')?.session;
  if (!session || session.taken) return;
  session.taken = true;
  if (await isSessionRevoked(c.get('db'), session.sessionId, session.at)) {
    answerInstead(c, problemResponse(c, 'unauthorized', signedOutDetail));
  }
}

/**
 * idempotency, after the handler: when the route answered with an error before its statement
 * looked the key up, the lookup is made now and a kept answer prevails, as it would have
 * before. Answers whether the lookup was made here.
 */
export async function lookUpLeftKey(c: Context<AppEnv>): Promise<boolean> {
  const left = c.get('leftChecks')?.idempotency;
  if (!left || left.taken || c.res.status < 400) return false;
  left.taken = true;
  const stored = await findStoredResponse(c.get('db'), left.userId, left.key);
  if (stored) answerInstead(c, answerKept(c, stored, left.requestHash));
  return true;
}

/** Whether the statement of this request's route looked its Idempotency-Key up. */
export const keyLookedUp = (c: Context<AppEnv>): boolean => c.get('leftChecks')?.idempotency?.taken === true;
