import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../support/databases.js';
import { playRaceOut, rows } from '../support/lobby.js';
import { useApi } from '../support/setup.js';
import { person, type TestClient } from '../support/api.js';
import type { Database } from '../../src/db/client.js';

async function ratedRace(api: { client: TestClient; database: Database }, names: string[], extra: Record<string, unknown> = {}) {
  const players = await Promise.all(names.map((n) => person(api.client, api.database.db, n)));
  const created = await players[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players: names.length, rated: true, options: { target: 5 }, ...extra });
  expect(created.status).toBe(201);
  expect(created.body.rated).toBe(true);
  for (const p of players.slice(1)) await p.client.post(`/v1/matches/${created.body.id}/join`);
  return { id: created.body.id as string, players };
}

describe.each(testDrivers)('Glicko-2 ratings of rated matches (%s)', (driver) => {
  const api = useApi(driver);

  it('rates a finished two-player match in the transaction that finishes it', async () => {
    const { id, players } = await ratedRace(api, ['Ada', 'Bob']);
    const final = await playRaceOut(players.map((p) => p.client), id);
    const winner = final.result.winners[0] as number;
    const loser = 1 - winner;
    // Read straight after the finishing move's response: nothing runs later.
    const stored = await rows<{ user_id: string; rating: number; rd: number; games: number }>(
      api.database.db,
      sql`select user_id, rating, rd, games from ratings where game_id = 'race-to-ten' and user_id in (${players[0]!.user.id}, ${players[1]!.user.id})`,
    );
    const of = (seat: number) => stored.find((r) => r.user_id === players[seat]!.user.id)!;
    // Two newcomers (1500, RD 350, volatility 0.06): the winner gains what the loser loses.
    expect(Math.round(Number(of(winner).rating))).toBe(1662);
    expect(Math.round(Number(of(loser).rating))).toBe(1338);
    expect(Math.round(Number(of(winner).rd))).toBe(290);
    expect(of(winner).games).toBe(1);

    const profile = await api.client.as(undefined).get(`/v1/users/${players[winner]!.user.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body.user).toEqual({ id: players[winner]!.user.id, name: players[winner]!.user.name, kind: 'person' });
    expect(profile.body.ratings).toEqual([{ gameId: 'race-to-ten', rating: 1662, rd: 290, provisional: true, games: 1 }]);
    expect(profile.body.recentResults).toEqual([
      {
        matchId: id,
        gameId: 'race-to-ten',
        seats: [winner],
        outcome: 'win',
        rated: true,
        ratingBefore: 1500,
        ratingAfter: 1662,
        finishedAt: expect.any(String),
        players: players.map((p, seat) => ({ seat, userId: p.user.id, name: p.user.name })),
        winners: [winner],
        scores: final.result.scores,
        ending: { how: 'score', seats: [] },
      },
    ]);
    const board = await api.client.as(undefined).get('/v1/games/race-to-ten/leaderboard?provisional=true');
    expect(board.status).toBe(200);
    expect(board.body.entries.map((e: { rank: number; user: { id: string }; rating: { rating: number } }) => [e.rank, e.user.id, e.rating.rating])).toEqual([
      [1, players[winner]!.user.id, 1662],
      [2, players[loser]!.user.id, 1338],
    ]);
    // Provisional ratings stay off the default leaderboard.
    expect((await api.client.get('/v1/games/race-to-ten/leaderboard')).body.entries).toEqual([]);
  });

  it('rates three players pairwise from the final ranking, and a resignation like any finish', async () => {
    // Race to Ten's ratingMinMoves is 2: every seat plays twice before the resignation counts.
    const { id, players } = await ratedRace(api, ['C0', 'C1', 'C2'], { options: { target: 10 } });
    for (let turn = 0; turn < 6; turn++) {
      const { version, activeSeats } = (await players[0]!.client.get(`/v1/matches/${id}`)).body;
      const seat = activeSeats[0] as number;
      expect((await players[seat]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } })).status).toBe(200);
    }
    const resigned = await players[1]!.client.post(`/v1/matches/${id}/resign`);
    expect(resigned.body.result.winners).toEqual([0, 2]);
    const changes = await rows<{ user_id: string; rating_before: number; rating_after: number }>(
      api.database.db,
      sql`select user_id, rating_before, rating_after from rating_changes where match_id = ${id}`,
    );
    const after = (seat: number) => Number(changes.find((c) => c.user_id === players[seat]!.user.id)!.rating_after);
    expect(changes).toHaveLength(3);
    // Seats 0 and 2 each beat seat 1 and drew with each other: equal gains; seat 1 lost twice.
    expect(after(0)).toBeCloseTo(after(2), 6);
    expect(after(0)).toBeGreaterThan(1500);
    expect(after(1)).toBeLessThan(1500);
    expect(1500 - after(1)).toBeGreaterThan(after(0) - 1500);
  });

  it('leaves unrated matches out of ratings but keeps them in recent results', async () => {
    const a = await api.client.guest('Casual A');
    const b = await api.client.guest('Casual B');
    const m = (await a.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 3 } })).body;
    await b.client.post(`/v1/matches/${m.id}/join`);
    await playRaceOut([a.client, b.client], m.id);
    const profile = (await api.client.get(`/v1/users/${a.user.id}`)).body;
    expect(profile.ratings).toEqual([]);
    expect(profile.recentResults).toEqual([expect.objectContaining({ matchId: m.id, rated: false, ratingBefore: null, ratingAfter: null })]);
  });
});
