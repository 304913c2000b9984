import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import type { TestClient } from './api.js';

/** Rows of a raw query, on any driver. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The types of a user's inbox events for one match, in order. */
export async function inboxTypes(client: TestClient, matchId: string): Promise<string[]> {
  const res = await client.get('/v1/me/events?after=0');
  return res.body.events.filter((e: { matchId: string | null }) => e.matchId === matchId).map((e: { type: string }) => e.type);
}

/** Plays `add 1` for whoever must act until the race-to-ten match is over. */
export async function playRaceOut(clients: TestClient[], matchId: string): Promise<any> {
  for (let i = 0; i < 100; i++) {
    const m = (await clients[0]!.get(`/v1/matches/${matchId}`)).body;
    if (m.status !== 'active') return m;
    const seat = m.activeSeats[0] as number;
    const res = await clients[seat]!.post(`/v1/matches/${matchId}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 1 } });
    if (res.status !== 200) throw new Error(`move failed: ${JSON.stringify(res.body)}`);
  }
  throw new Error('race did not finish');
}
