/**
 * Seeding for the pages of issue 31 (leaderboards, players, profiles): people signed in by email
 * through the API (rated play is for people, not guests), and rated matches played out with the
 * first legal move, as the README's curl loop does.
 */
import type { TestSite } from './support.js';

export interface ApiPerson {
  id: string;
  name: string;
  email: string;
  token: string;
}

async function call<T = any>(site: TestSite, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A person signed in by email (code from the dev mailbox), named `name`. */
export async function emailPerson(site: TestSite, email: string, name: string): Promise<ApiPerson> {
  const before = (await site.mailTo(email)).length;
  await call(site, 'POST', '/v1/auth/email', undefined, { email });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const mails = await site.mailTo(email);
    if (mails.length > before) code = /sign-in code is (\d{6})/.exec(mails[0]!.text)?.[1];
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no sign-in code for ${email}`);
  const signedIn = await call<{ user: { id: string }; token: string }>(site, 'POST', '/v1/auth/email/verify', undefined, { email, code });
  // No email about the seeded matches: a sign-in code is then the only mail this address gets.
  await call(site, 'PATCH', '/v1/me', signedIn.token, { name, preferences: { turn: 'off', reminders: false, results: false, invitations: false } });
  return { id: signedIn.user.id, name, email, token: signedIn.token };
}

/** A rated match of `gameId` between these people (the first creates it), played to its end with each seat's first legal move. */
export async function playRatedMatch(site: TestSite, gameId: string, people: ApiPerson[], resignAfter?: number): Promise<string> {
  const created = await call<{ id: string }>(site, 'POST', '/v1/matches', people[0]!.token, { gameId, players: people.length, rated: true });
  for (const p of people.slice(1)) await call(site, 'POST', `/v1/matches/${created.id}/join`, p.token, {});
  const seatOf = new Map<number, ApiPerson>();
  let moves = 0;
  for (;;) {
    const match = await call<{ status: string; version: number; activeSeats: number[]; seats: { seat: number; userId: string }[] }>(site, 'GET', `/v1/matches/${created.id}`, people[0]!.token);
    if (match.status !== 'active') return created.id;
    for (const s of match.seats) seatOf.set(s.seat, people.find((p) => p.id === s.userId)!);
    const seat = match.activeSeats[0]!;
    const player = seatOf.get(seat)!;
    if (resignAfter !== undefined && moves >= resignAfter) {
      await call(site, 'POST', `/v1/matches/${created.id}/resign`, player.token, {});
      continue;
    }
    const legal = await call<{ version: number; moves: unknown[] }>(site, 'GET', `/v1/matches/${created.id}/legal-moves?seat=${seat}`, player.token);
    if (legal.version !== match.version) continue;
    await call(site, 'POST', `/v1/matches/${created.id}/moves`, player.token, { seat, expectedVersion: legal.version, move: legal.moves[0] });
    moves++;
  }
}

/** A rated match of `gameId` between `person` (seat 0) and the computer of `level`, played to its end with the person's first legal move. */
export async function playRatedComputerMatch(site: TestSite, gameId: string, person: ApiPerson, level: 'easy' | 'medium' | 'hard'): Promise<string> {
  const created = await call<{ id: string }>(site, 'POST', '/v1/matches', person.token, { gameId, players: 2, rated: true, computer: [{ seat: 1, level }] });
  for (;;) {
    const match = await call<{ status: string; version: number; activeSeats: number[] }>(site, 'GET', `/v1/matches/${created.id}`, person.token);
    if (match.status !== 'active') return created.id;
    if (!match.activeSeats.includes(0)) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const legal = await call<{ version: number; moves: unknown[] }>(site, 'GET', `/v1/matches/${created.id}/legal-moves`, person.token);
    if (legal.version !== match.version || legal.moves.length === 0) continue;
    await fetch(`${site.url}/v1/matches/${created.id}/moves`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${person.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expectedVersion: legal.version, move: legal.moves[0] }),
    });
  }
}
