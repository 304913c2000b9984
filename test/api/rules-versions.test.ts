/**
 * Rules versions over HTTP (README, "Rules versions"): the catalog and every match body carry
 * `rulesVersion`; new matches take the latest; a match stored under an earlier version is read,
 * judged, replayed and played to its end under that version; its rematch takes the latest.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadMatch } from '../../src/db/queries.js';
import { matches } from '../../src/db/schema.js';
import { findGame, pick, rulesVersionOf, seedRng, type LoggedMove } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import { startMatch } from './replay-support.js';

interface Fixture {
  gameId: string;
  rulesVersion: number;
  players: number;
  seed: string;
  options: Record<string, unknown>;
  storedAt: number;
  moves: LoggedMove[];
  stored: unknown;
}

/** A Ruin Runner match stored under version 1 (test/games/rules-versions/, built from the git history). */
const fixture = JSON.parse(readFileSync(new URL('../games/rules-versions/ruin-runner-v1-3p.json', import.meta.url), 'utf8')) as Fixture;

/** JSON with its keys sorted, as jsonb compares. */
const sorted = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

describe.each(testDrivers)('rules versions (%s)', (driver) => {
  const api = useApi(driver);

  it('the catalog names each game’s latest version, and a new match takes it', async () => {
    const list = await api.client.get('/v1/games');
    expect(list.status).toBe(200);
    for (const g of list.body.games) {
      const hosted = findGame(games, g.id);
      // The test app also hosts a fixture game, which publishes no versions: it plays version 1.
      expect(g.rulesVersion).toBe(hosted ? rulesVersionOf(hosted) : 1);
    }
    const one = await api.client.get('/v1/games/ruin-runner');
    expect(one.body.rulesVersion).toBe(2);

    const { id, clients } = await startMatch(api.client, 'ruin-runner', 2, 'rules-versions-new');
    const body = (await clients[0]!.get(`/v1/matches/${id}`)).body;
    expect(body.rulesVersion).toBe(2);
    expect((await loadMatch(api.database.db, id))!.rulesVersion).toBe(2);
  });

  it('a match stored under version 1 plays, shows and replays as version 1 to its end; its rematch takes the latest', async () => {
    const v1 = findGame(games, 'ruin-runner', 1)!;
    const latest = findGame(games, 'ruin-runner')!;
    const { id, clients } = await startMatch(api.client, fixture.gameId, fixture.players, fixture.seed);
    // The match as a server before version 2 stored it (the setup is the same in both versions).
    // The row's version moves on too, as any change of a stored match does.
    await api.database.db
      .update(matches)
      .set({ rulesVersion: 1, version: sql`${matches.version} + 1` })
      .where(eq(matches.id, id));

    // Its moves, judged over HTTP: under version 2 one of them breaks the arrows' flow.
    let version = (await clients[0]!.get(`/v1/matches/${id}`)).body.version as number;
    for (const { seat, move } of fixture.moves.slice(0, fixture.storedAt)) {
      const res = await clients[seat]!.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.rulesVersion).toBe(1);
      version = res.body.version;
    }
    const stored = (await loadMatch(api.database.db, id))!;
    expect(sorted(stored.state)).toBe(sorted(fixture.stored));
    expect(stored.rulesVersion).toBe(1);

    // Read as version 1: its tiles' arrows (not today's) and its legal moves.
    const seat = stored.activeSeats[0]!;
    const body = (await clients[seat]!.get(`/v1/matches/${id}`)).body;
    expect(body.view).toEqual(JSON.parse(JSON.stringify(v1.view(stored.state, seat))));
    expect(body.view).not.toEqual(JSON.parse(JSON.stringify(latest.view(stored.state, seat))));
    const legal = (await clients[seat]!.get(`/v1/matches/${id}/legal-moves`)).body;
    expect(legal.moves).toEqual(JSON.parse(JSON.stringify(v1.legalMoves(stored.state, seat))));

    // The replay rebuilds it from the seed and the log under version 1.
    const replayed = await clients[seat]!.get(`/v1/matches/${id}/replay?version=${fixture.storedAt}&count=1`);
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    expect(replayed.body.steps[0].view).toEqual(body.view);

    // And it plays on to its end.
    const rng = seedRng('rules-versions-carry-on');
    for (let moves = 0; ; moves++) {
      const match = (await clients[0]!.get(`/v1/matches/${id}`)).body;
      if (match.status !== 'active') break;
      expect(moves).toBeLessThan(500);
      const actor = match.activeSeats[0] as number;
      const options = (await clients[actor]!.get(`/v1/matches/${id}/legal-moves`)).body;
      const res = await clients[actor]!.post(`/v1/matches/${id}/moves`, { expectedVersion: options.version, move: pick(rng, options.moves) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const finished = (await clients[0]!.get(`/v1/matches/${id}`)).body;
    expect(finished).toMatchObject({ status: 'finished', rulesVersion: 1 });

    const rematch = await clients[0]!.post(`/v1/matches/${id}/rematch`, {});
    expect(rematch.status, JSON.stringify(rematch.body)).toBe(201);
    expect(rematch.body.rulesVersion).toBe(2);
    expect((await loadMatch(api.database.db, rematch.body.id))!.rulesVersion).toBe(2);
  });
});
