import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/databases.js';
import { TestClient, testApp } from '../support/api.js';
import { rows } from '../support/lobby.js';
import { startedRace } from '../support/setup.js';

/**
 * A move rewrites its match row. With no index on a column a move changes, PostgreSQL can keep
 * the new row version on the same page without touching any index (a HOT update). Counted by
 * PostgreSQL itself, so only against a real server.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a move’s UPDATE of its match is heap-only (real PostgreSQL)', () => {
  it('nearly every move of an untimed match is a HOT update', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const client = new TestClient(testApp(database.db));
      const { id, seated } = await startedRace(client, 2, { target: 30 });
      const counts = async () => {
        const [row] = await rows<{ upd: number; hot: number }>(database.db, sql`select n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'matches'`);
        return row ?? { upd: 0, hot: 0 };
      };
      let { version, activeSeats } = (await client.as(undefined).get(`/v1/matches/${id}`)).body;
      const moves = 20;
      for (let i = 0; i < moves; i++) {
        const res = await seated[activeSeats[0]]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } });
        expect(res.status).toBe(200);
        ({ version, activeSeats } = res.body);
      }
      // Backends report their counts to the statistics system a little after they go idle.
      let seen = await counts();
      for (let waited = 0; seen.upd < moves && waited < 30; waited++) {
        await new Promise((r) => setTimeout(r, 500));
        seen = await counts();
      }
      expect(seen.upd).toBeGreaterThanOrEqual(moves);
      // The start of the match (waiting to active) changes an indexed column; moves do not.
      expect(seen.hot).toBeGreaterThanOrEqual(moves - 1);
    } finally {
      await database.close();
    }
  });
});
