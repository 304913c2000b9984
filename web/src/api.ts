import createClient from 'openapi-fetch';
import type { components, paths } from '@reliquary/client';
import { currentLocale } from './i18n.ts';

/**
 * The one door to the API: a client typed from openapi/openapi.json (the same generated types the
 * bot runner uses). The session is in HttpOnly cookies the API sets, so no token is ever held
 * here; every request carries the CSRF header the API requires of cookie-authenticated writes,
 * and a 401 renews the session once through the refresh cookie before giving up.
 */
export type Schemas = components['schemas'];
export type Match = Schemas['Match'];
export type Game = Schemas['Game'];
export type Me = Schemas['Me'];
export type User = Schemas['User'];
export type Move = { type: string; [field: string]: unknown };

const csrfHeaders = { 'X-Requested-With': 'reliquary-web' };
const noRenewal = ['/v1/auth/browser/'];

let renewal: Promise<boolean> | undefined;
/** Listeners told when the session has ended for good (the refresh cookie is gone or spent). */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** One renewal at a time: several requests failing together share it. */
function renewSession(): Promise<boolean> {
  renewal ??= fetch('/v1/auth/browser/refresh', { method: 'POST', headers: csrfHeaders, credentials: 'same-origin' })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => setTimeout(() => (renewal = undefined), 0));
  return renewal;
}

/** Listeners told after each request that may have changed something (not a GET): the turn count reads again. */
const writeListeners = new Set<() => void>();
export function onApiWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

async function fetchRenewing(request: Request): Promise<Response> {
  // The server's words (events, legal moves, problems in words) in the page's language.
  request.headers.set('Accept-Language', currentLocale.get());
  const retry = request.clone();
  const path = new URL(request.url).pathname;
  const signing = noRenewal.some((p) => path.startsWith(p));
  // A sign-in waits for a renewal under way: that renewal's 401 clears the cookies, and landing
  // after the sign-in's answer it would sign the new session out.
  if (signing && renewal) await renewal;
  const response = await fetch(request);
  if (request.method !== 'GET' && response.ok) for (const listener of writeListeners) listener();
  if (response.status !== 401 || signing) return response;
  if (await renewSession()) return fetch(retry);
  for (const listener of signedOutListeners) listener();
  return response;
}

export const api = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  headers: csrfHeaders,
  credentials: 'same-origin',
  fetch: fetchRenewing,
});

/** An RFC 9457 problem as the API sends it. */
export interface Problem {
  status: number;
  code: string;
  title?: string;
  detail?: string;
  errors?: { path: string; message: string }[];
  [extra: string]: unknown;
}

/** Raises a problem (or a network failure) as an ApiProblem; answers the body otherwise. */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title ?? `HTTP ${problem.status}`);
  }
}

export function must<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined && !result.response.ok) {
    const error = (result.error ?? {}) as Partial<Problem>;
    throw new ApiProblem({ ...error, status: result.response.status, code: error.code ?? 'http-error' });
  }
  return result.data as T;
}
