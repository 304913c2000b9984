import { api, ApiProblem, must, onSignedOut, type Me, type Problem } from './api.ts';
import { currentLocale, setLocale } from './i18n.ts';
import { createStore } from './store.ts';
import { disablePush } from './push.ts';
import { problemWords } from './session.words.ts';

/** Who is signed in: undefined while the app asks, null when nobody is. */
export const currentUser = createStore<Me | null | undefined>(undefined);

onSignedOut(() => currentUser.set(null));

export async function loadMe(): Promise<Me | null> {
  const result = await api.GET('/v1/me');
  const me = result.response.status === 401 ? null : must(result);
  // The account's language wins over the browser's (and is kept for the next visit's first page).
  let shown = me;
  if (me?.language) setLocale(me.language);
  else if (me) {
    // An account that never chose takes the language it is used in: its emails and pushes then read like its pages.
    const language = currentLocale.get();
    void api.PATCH('/v1/me', { body: { language } }).catch(() => undefined);
    shown = { ...me, language };
  }
  currentUser.set(shown);
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

type WordedCode = Parameters<typeof problemWords>[0];
const worded = new Set<string>(['invalid-request', 'invalid-move', 'invalid-options', 'seat-required', 'unauthorized', 'not-your-seat', 'forbidden', 'insufficient-scope', 'too-many-matches', 'quota-exceeded', 'seat-reserved', 'rate-limited', 'not-found', 'stale-version', 'not-your-turn', 'match-not-active', 'match-not-waiting', 'seat-taken', 'already-seated', 'match-full', 'illegal-move', 'invitation-not-pending', 'not-claimable', 'mail-unavailable', 'abort-too-late', 'match-not-finished', 'rematch-exists', 'already-seeking', 'too-many-friends', 'already-away', 'not-away', 'vacation-allowance-exceeded', 'payload-too-large', 'database-unavailable', 'server-misconfigured', 'internal'] satisfies WordedCode[]);

/**
 * A problem of the API in the page's language: in English the server's own detail (it says what
 * was refused); in another language the words of its code, else the server's detail.
 */
export function problemText(problem: Problem): string {
  const server = problem.detail ?? problem.title;
  if (currentLocale.get() === 'en' && server) return server;
  if (worded.has(problem.code)) return problemWords(problem.code as WordedCode);
  return server ?? problemWords('http', { status: problem.status });
}

export function describeProblem(err: unknown): string {
  if (err instanceof ApiProblem) return problemText(err.problem);
  if (err instanceof TypeError) return problemWords('offline');
  return err instanceof Error ? err.message : String(err);
}
