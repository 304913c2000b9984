import { api, ApiProblem, must, onSignedOut, type Me } from './api.ts';
import { createStore } from './store.ts';
import { disablePush } from './push.ts';

/** Who is signed in: undefined while the app asks, null when nobody is. */
export const currentUser = createStore<Me | null | undefined>(undefined);

onSignedOut(() => currentUser.set(null));

export async function loadMe(): Promise<Me | null> {
  const result = await api.GET('/v1/me');
  const me = result.response.status === 401 ? null : must(result);
  currentUser.set(me);
  return me;
}

export async function playAsGuest(name: string): Promise<void> {
  must(await api.POST('/v1/auth/browser/guest', { body: { name } }));
  await loadMe();
}

/** Emails a code and a link. A guest signed in asks with its own session, so it keeps its account. */
export async function requestEmailSignIn(email: string): Promise<void> {
  must(await api.POST('/v1/auth/email', { body: { email } }));
}

export async function verifyEmailCode(email: string, code: string): Promise<void> {
  must(await api.POST('/v1/auth/browser/verify', { body: { email, code } }));
  await loadMe();
}

export async function signOut(): Promise<void> {
  // This browser stops getting the account's turns (the next person on it must not see them).
  await disablePush().catch(() => undefined);
  must(await api.POST('/v1/auth/browser/logout'));
  currentUser.set(null);
}

export function describeProblem(err: unknown): string {
  if (err instanceof ApiProblem) return err.problem.detail ?? err.problem.title ?? err.message;
  if (err instanceof TypeError) return 'The server cannot be reached; check your connection and try again.';
  return err instanceof Error ? err.message : String(err);
}
