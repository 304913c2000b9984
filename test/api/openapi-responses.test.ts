import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import type { TestClient } from '../support/api.js';
import { fullRun } from '../support/budget.js';
import { Contract } from '../support/contract.js';
import { useApi } from '../support/setup.js';

const contract = new Contract();

/** Moves played over HTTP per game before the first seat resigns (test:full plays every match to its end). */
const movesPerMatch = fullRun ? Infinity : 40;

/**
 * Real HTTP responses of every game fit the contract: the match as created, joined, read by each
 * seat and by an anonymous spectator, after each move, on dry runs, and once finished (by the
 * game's own end, or by a resignation, whose result carries `details.forfeit`), with its events
 * and its replay, every version.
 */
describe('responses over HTTP fit the published contract, game by game', () => {
  const api = useApi('pglite');

  it.each(games.map((g) => [g.id, g] as const))('%s', async (_id, game) => {
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 2));
    const guests = await Promise.all(Array.from({ length: players }, (_, i) => api.client.guest(`Player ${i}`)));
    const clientOf = (seat: number): TestClient => guests[seat]!.client;
    const spectator = api.client.as(undefined);

    const created = await clientOf(0).post('/v1/matches', { gameId: game.id, players, seed: `contract-http-${game.id}` });
    contract.expectResponse('POST', '/v1/matches', created);
    const id = created.body.id as string;
    for (let seat = 1; seat < players; seat++) contract.expectResponse('POST', '/v1/matches/{matchId}/join', await clientOf(seat).post(`/v1/matches/${id}/join`));

    const readByEveryone = async (where: string) => {
      for (let seat = 0; seat < players; seat++) {
        const seen = await clientOf(seat).get(`/v1/matches/${id}?seat=${seat}`);
        expect(seen.body.gameId).toBe(game.id);
        contract.expectResponse('GET', '/v1/matches/{matchId}', seen, `${where}, seat ${seat}`);
      }
      const public_ = await spectator.get(`/v1/matches/${id}`);
      expect(public_.body.seat).toBeNull();
      contract.expectResponse('GET', '/v1/matches/{matchId}', public_, `${where}, spectator`);
      return public_.body;
    };

    const chooser = seedRng(`contract-http-choices-${game.id}`);
    let match = await readByEveryone('started');
    let moves = 0;
    while (match.status === 'active' && moves < movesPerMatch) {
      const seat: number = match.activeSeats[randomInt(chooser, match.activeSeats.length)];
      const legal = await clientOf(seat).get(`/v1/matches/${id}/legal-moves?seat=${seat}`);
      contract.expectResponse('GET', '/v1/matches/{matchId}/legal-moves', legal);
      const body = { seat, expectedVersion: legal.body.version, move: legal.body.moves[randomInt(chooser, legal.body.moves.length)] };
      if (moves % 5 === 0) {
        const dry = await clientOf(seat).post(`/v1/matches/${id}/moves?dryRun=true`, body);
        expect(dry.headers.get('Dry-Run')).toBe('true');
        contract.expectResponse('POST', '/v1/matches/{matchId}/moves', dry, `dry run of move ${moves}`);
      }
      const moved = await clientOf(seat).post(`/v1/matches/${id}/moves`, body);
      contract.expectResponse('POST', '/v1/matches/{matchId}/moves', moved, `move ${moves}`);
      moves++;
      match = moves % 10 === 0 ? await readByEveryone(`after move ${moves}`) : moved.body;
    }
    if (match.status === 'active') {
      const resigned = await clientOf(0).post(`/v1/matches/${id}/resign`, {});
      contract.expectResponse('POST', '/v1/matches/{matchId}/resign', resigned);
      expect(resigned.body.result.details.forfeit.reason).toBe('resign');
    }
    const finished = await readByEveryone('finished');
    expect(finished.status).toBe('finished');
    expect(finished.result).not.toBeNull();
    contract.expectResponse('GET', '/v1/matches/{matchId}/events', await clientOf(0).get(`/v1/matches/${id}/events`));
    // The replay, every version, by a seat and by a spectator: each step's view is the game's.
    for (const [reader, client] of [['seat 0', clientOf(0)], ['spectator', spectator]] as const) {
      let shown = 0;
      let last = 0;
      for (let version = 0; version <= last; version += 20) {
        const replay = await client.get(`/v1/matches/${id}/replay?version=${version}&count=20`);
        expect(replay.body.gameId, JSON.stringify(replay.body)).toBe(game.id);
        contract.expectResponse('GET', '/v1/matches/{matchId}/replay', replay, `replay from version ${version}, ${reader}`);
        last = replay.body.lastVersion;
        shown += replay.body.steps.length;
      }
      expect(last, reader).toBeGreaterThanOrEqual(moves);
      expect(shown, reader).toBe(last + 1);
    }
  });
});
