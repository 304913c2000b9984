import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase, testDrivers } from '../support/databases.js';

async function glicko2(database: Database, rating: number, rd: number, volatility: number, opponents: { rating: number; rd: number; score: number }[]) {
  const result = await database.db.execute(
    sql`select new_rating, new_rd, new_volatility from reliquary_glicko2(${rating}, ${rd}, ${volatility}, ${JSON.stringify(opponents)}::jsonb)`,
  );
  const [row] = (result as unknown as { rows: { new_rating: number; new_rd: number; new_volatility: number }[] }).rows;
  return { rating: Number(row!.new_rating), rd: Number(row!.new_rd), volatility: Number(row!.new_volatility) };
}

describe.each(testDrivers)('Glicko-2 in the database (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reproduces the worked example of Glickman’s paper', async () => {
    // "Example of the Glicko-2 system" (Glickman, 2013): a player rated 1500, RD 200, volatility
    // 0.06 (tau = 0.5) beats a 1400 (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300);
    // "the new rating is r' = 1464.06, RD' = 151.52" and the new volatility 0.05999.
    const after = await glicko2(database, 1500, 200, 0.06, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    // The paper rounds its intermediate values; on its own scale it gives mu' = -0.2069 and
    // phi' = 0.8722 to four places, which the unrounded computation matches.
    expect(((after.rating - 1500) / 173.7178).toFixed(4)).toBe('-0.2069');
    expect((after.rd / 173.7178).toFixed(4)).toBe('0.8722');
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.rd - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('moves a win up and a loss down by the same amount between equals, and narrows both deviations', async () => {
    const win = await glicko2(database, 1500, 350, 0.06, [{ rating: 1500, rd: 350, score: 1 }]);
    const loss = await glicko2(database, 1500, 350, 0.06, [{ rating: 1500, rd: 350, score: 0 }]);
    const draw = await glicko2(database, 1500, 350, 0.06, [{ rating: 1500, rd: 350, score: 0.5 }]);
    expect(win.rating).toBeGreaterThan(1600);
    expect(win.rating - 1500).toBeCloseTo(1500 - loss.rating, 6);
    expect(draw.rating).toBeCloseTo(1500, 6);
    expect(win.rd).toBeLessThan(350);
  });

  it('lets only the deviation grow for a period without games', async () => {
    const idle = await glicko2(database, 1500, 50, 0.06, []);
    expect(idle.rating).toBe(1500);
    expect(idle.rd).toBeCloseTo(Math.sqrt(50 * 50 + (0.06 * 173.7178) ** 2), 6);
  });
});
