import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { randomInt, replay, seedRng } from '../../src/engine/index.js';
import { loadMatch, loadMoveLog } from '../../src/db/queries.js';
import { greedyStrategy } from '../../src/bots/strategy.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import type { TestClient } from '../support/api.js';

/** Each game, played to its result over HTTP by separate guests choosing among the served legal moves. */
describe.each(testDrivers)('whole matches over HTTP (%s)', (driver) => {
  const api = useApi(driver);

  it.each(games.map((g) => [g.id, g] as const))('%s: a whole match to its result', async (_id, game) => {
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
    const guests = await Promise.all(Array.from({ length: players }, (_, i) => api.client.guest(`Player ${i}`)));
    const created = await guests[0]!.client.post('/v1/matches', { gameId: game.id, players, seed: `http-${game.id}` });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const g of guests.slice(1)) expect((await g.client.post(`/v1/matches/${id}/join`)).status).toBe(200);

    const clientOf = (seat: number): TestClient => guests[seat]!.client;
    const chooser = seedRng(`http-choices-${game.id}`);
    // Random play on Relic Runners' map takes many thousands of moves; its greedy bot, deciding
    // from the seat's view and legal moves as served, ends a match in a few hundred.
    const greedy = game.id === 'relic-runners' ? greedyStrategy(`http-${game.id}`) : undefined;
    let match = (await clientOf(0).get(`/v1/matches/${id}`)).body;
    let moves = 0;
    while (match.status === 'active') {
      const seat: number = match.activeSeats[randomInt(chooser, match.activeSeats.length)];
      const legal = (await clientOf(seat).get(`/v1/matches/${id}/legal-moves?seat=${seat}`)).body;
      expect(legal.moves.length, `seat ${seat} must have a legal move`).toBeGreaterThan(0);
      expect(legal.texts).toHaveLength(legal.moves.length);
      for (const text of legal.texts) expect(text).toMatch(/^[A-Z0-9][^{}"]+$/);
      const move = greedy
        ? await greedy.decide({ gameId: game.id, seat, view: (await clientOf(seat).get(`/v1/matches/${id}`)).body.view, legalMoves: legal.moves })
        : legal.moves[randomInt(chooser, legal.moves.length)];
      const res = await clientOf(seat).post(`/v1/matches/${id}/moves`, { seat, expectedVersion: legal.version, move });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.seat).toBe(seat);
      match = res.body;
      moves++;
      expect(moves).toBeLessThan(5_000);
    }
    expect(match.status).toBe('finished');
    // A co-operative party may lose together (no winners); a competitive game always has a winner.
    if (game.cooperative) expect([[], Array.from({ length: players }, (_, s) => s)]).toContainEqual(match.result.winners);
    else expect(match.result.winners.length).toBeGreaterThan(0);
    expect(match.result.scores).toHaveLength(players);
    for (let seat = 0; seat < players; seat++) {
      const seen = (await clientOf(seat).get(`/v1/matches/${id}`)).body;
      expect(seen).toMatchObject({ status: 'finished', seat, result: match.result });
    }
    expect((await clientOf(0).get(`/v1/matches/${id}/legal-moves`)).body.moves).toEqual([]);
    // The log reads in words, naming players by their display names.
    const log = (await clientOf(0).get(`/v1/matches/${id}/events`)).body.events as { text: string }[];
    expect(log.length).toBeGreaterThan(0);
    for (const e of log) expect(e.text).toMatch(/^[A-Z0-9][^{}"]+$/);
    expect(log.some((e) => /Player \d/.test(e.text))).toBe(true);

    // The stored seed and move log rebuild the stored state exactly.
    const stored = await loadMatch(api.database.db, id);
    const moveLog = await loadMoveLog(api.database.db, id);
    expect(moveLog).toHaveLength(moves);
    const rebuilt = replay(game, { players, options: stored!.options, seed: stored!.seed }, moveLog);
    // jsonb keeps keys in its own order, so compare values, not text.
    expect(rebuilt).toEqual(stored!.state);
  });
});
