import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDrivers } from '../support/databases.js';
import { TestClient, testApp } from '../support/api.js';
import { rows } from '../support/lobby.js';
import { startedRace } from '../support/setup.js';

/**
 * The move log, the inbox and the outbox have no foreign keys since migrations/0010 (a move
 * checked keys the transaction already guaranteed); deleting a match or a user must still take
 * their rows with it, as ON DELETE CASCADE did.
 */
describe.each(testDrivers.filter((d) => d !== 'neon'))('deleting a match or a user still clears its log rows (%s)', (driver) => {
  it('a deleted match takes its moves, inbox events and notifications; a deleted user their events and notifications', async () => {
    const database = await openTestDatabase(driver);
    try {
      const db = database.db;
      const client = new TestClient(testApp(db));
      const { id, seated } = await startedRace(client, 2, { target: 30 });
      const other = await startedRace(client, 2, { target: 30 });
      for (const match of [{ id, seated }, other]) {
        const { version, activeSeats } = (await client.as(undefined).get(`/v1/matches/${match.id}`)).body;
        const res = await match.seated[activeSeats[0]]!.client.post(`/v1/matches/${match.id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } });
        expect(res.status).toBe(200);
      }
      const count = async (table: 'moves' | 'events' | 'outbox', column: 'match_id' | 'user_id', value: string) =>
        (await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`))[0]!.n;

      for (const table of ['moves', 'events', 'outbox'] as const) expect(await count(table, 'match_id', id)).toBeGreaterThan(0);
      await db.execute(sql`delete from match_seats where match_id = ${id}`);
      await db.execute(sql`delete from matches where id = ${id}`);
      for (const table of ['moves', 'events', 'outbox'] as const) expect(await count(table, 'match_id', id)).toBe(0);
      // The other match's rows stay.
      for (const table of ['moves', 'events', 'outbox'] as const) expect(await count(table, 'match_id', other.id)).toBeGreaterThan(0);

      // A user who still sits at a match cannot be deleted (match_seats keeps its key)...
      const [seat] = await rows<{ user_id: string }>(db, sql`select user_id from match_seats where match_id = ${other.id} order by seat limit 1`);
      const userId = seat!.user_id;
      await expect(db.execute(sql`delete from users where id = ${userId}`)).rejects.toThrow();
      // ...once they sit nowhere, their inbox and notifications go with them.
      expect(await count('events', 'user_id', userId)).toBeGreaterThan(0);
      await db.execute(sql`delete from match_seats where user_id = ${userId}`);
      await db.execute(sql`update matches set created_by = (select user_id from match_seats where match_id = matches.id limit 1) where created_by = ${userId}`);
      await db.execute(sql`delete from users where id = ${userId}`);
      expect(await count('events', 'user_id', userId)).toBe(0);
      expect(await count('outbox', 'user_id', userId)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
