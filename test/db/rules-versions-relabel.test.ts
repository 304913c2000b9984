import { readFileSync } from 'node:fs';
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { loadMatch } from '../../src/db/queries.js';
import { relabelRulesVersions } from '../../src/db/rules-versions.js';
import { matches, moves, users } from '../../src/db/schema.js';
import type { LoggedMove } from '../../src/engine/index.js';
import { findGame, replay } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import { openTestDatabase } from '../support/databases.js';

const fixture = JSON.parse(readFileSync(new URL('../games/rules-versions/ruin-runner-v1-3p.json', import.meta.url), 'utf8')) as {
  players: number;
  seed: string;
  options: Record<string, unknown>;
  storedAt: number;
  moves: LoggedMove[];
  stored: unknown;
};

describe('relabelling the matches stored before rules versions (scripts/rules-versions-relabel.ts)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives a match the version that rebuilds it, leaves one the latest rebuilds, and one no version rebuilds', async () => {
    const { db } = database;
    await db.insert(users).values({ id: 'relabel-host', name: 'Host', kind: 'guest' });
    const row = (id: string, state: unknown) => ({ id, gameId: 'ruin-runner', rulesVersion: 2, options: fixture.options, players: fixture.players, status: 'active', state, seed: fixture.seed, createdBy: 'relabel-host' });
    const log = fixture.moves.slice(0, fixture.storedAt);
    const latest = findGame(games, 'ruin-runner')!;
    const today = replay(latest, { players: fixture.players, options: fixture.options, seed: fixture.seed }, []);
    // Stored by a version-1 server (labelled 2 by migration 0017); one played under version 2; one whose state fits neither.
    await db.insert(matches).values([row('relabel-v1', fixture.stored), row('relabel-v2', today), row('relabel-none', { broken: true })]);
    await db.insert(moves).values(log.map(({ seat, move }, i) => ({ matchId: 'relabel-v1', seq: i + 1, seat, move, events: [] })));
    await db.insert(moves).values(log.map(({ seat, move }, i) => ({ matchId: 'relabel-none', seq: i + 1, seat, move, events: [] })));

    // Only this file's matches (a worker's database outlives its files until they empty it).
    const mine = (found: Awaited<ReturnType<typeof relabelRulesVersions>>) => found.filter((m) => m.matchId.startsWith('relabel-'));
    expect(mine(await relabelRulesVersions(db, games, { dryRun: true }))).toEqual([
      { matchId: 'relabel-none', gameId: 'ruin-runner', from: 2, to: null },
      { matchId: 'relabel-v1', gameId: 'ruin-runner', from: 2, to: 1 },
    ]);
    expect((await loadMatch(db, 'relabel-v1'))!.rulesVersion).toBe(2);
    await relabelRulesVersions(db, games);
    expect((await loadMatch(db, 'relabel-v1'))!.rulesVersion).toBe(1);
    expect((await loadMatch(db, 'relabel-v2'))!.rulesVersion).toBe(2);
    expect((await loadMatch(db, 'relabel-none'))!.rulesVersion).toBe(2);
    // Once relabelled, nothing is left to do.
    expect(mine(await relabelRulesVersions(db, games))).toEqual([{ matchId: 'relabel-none', gameId: 'ruin-runner', from: 2, to: null }]);
  });
});
