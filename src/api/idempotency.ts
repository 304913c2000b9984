import type { MiddlewareHandler } from 'hono';
import { findStoredResponse, storeResponse } from '../db/queries.js';
import { hasScope } from './auth.js';
import type { AppEnv } from './context.js';
import { sha256Hex } from './ids.js';
import { ApiError } from './problem.js';
import { keyReusedDetail, leaveIdempotencyLookup, lookUpLeftKey, replayResponse, routeChecksItself } from './request-checks.js';
import type { TokenScope } from './tokens.js';

export interface IdempotencyClaim {
  key: string;
  requestHash: string;
  /** Set by a handler that stored the response itself, inside its own transaction. */
  stored: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    idempotency: IdempotencyClaim | undefined;
  }
}

/**
 * `Idempotency-Key` on a state-changing POST: the first successful response is kept per caller
 * and key and returned again for a retry with the same body; another body with the same key is
 * refused. Failed requests change nothing, so they are not kept and may be retried as they are.
 * A caller without `scope` (what the POSTs under this path need) gets no replay: the route
 * refuses it as it would without the header, so a read-only token cannot read stored answers.
 */
export const idempotency = (scope: TokenScope): MiddlewareHandler<AppEnv> => async (c, next) => {
  const key = c.req.header('Idempotency-Key');
  const caller = c.get('caller');
  if (c.req.method !== 'POST' || key === undefined || !caller || !hasScope(caller, scope)) return next();
  // Mounted on `/v1/matches` and `/v1/matches/*`, both of which match POST /v1/matches: once is enough.
  if (c.get('idempotency')) return next();
  if (key.length === 0 || key.length > 255) throw new ApiError('invalid-request', 'Idempotency-Key must be 1 to 255 characters.');

  const db = c.get('db');
  const requestHash = await sha256Hex(`${c.req.method} ${new URL(c.req.url).pathname}\n${await c.req.text()}`);
  // A route that writes in one statement looks the key up in it (request-checks.ts).
  const leftToRoute = routeChecksItself(c);
  if (leftToRoute) {
    leaveIdempotencyLookup(c, { userId: caller.id, key, requestHash });
  } else {
    const earlier = await findStoredResponse(db, caller.id, key);
    if (earlier) {
      if (earlier.requestHash !== requestHash) {
        throw new ApiError('idempotency-key-reused', keyReusedDetail);
      }
      return replayResponse(earlier);
    }
  }

  const claim: IdempotencyClaim = { key, requestHash, stored: false };
  c.set('idempotency', claim);
  await next();

  // The route answered with an error before its statement looked the key up: looked up now.
  if (leftToRoute && (await lookUpLeftKey(c))) return;
  const status = c.res.status;
  if (status >= 200 && status < 300 && !claim.stored) {
    await storeResponse(db, { userId: caller.id, key, requestHash, status, body: await c.res.clone().json() });
  } else if (status === 409) {
    // A concurrent retry of the same request may have won the race: answer as it did.
    const winner = await findStoredResponse(db, caller.id, key);
    if (winner?.requestHash === requestHash) c.res = replayResponse(winner);
  }
};
