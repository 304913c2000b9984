import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sameJson, type AnyGame } from '../../src/engine/index.js';
import { matches } from '../../src/db/schema.js';
import { games } from '../../src/games/index.js';
import type { TestClient } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import { positionsAlongAGame, revealingMoves, revealingPositions, someLegalMoves, spread, twinOf, type Position } from './dry-run-support.js';

const fixedNow = new Date('2026-11-23T12:00:00Z');

/**
 * Issue #16, item 1, over HTTP: `POST …/moves?dryRun=true` answers from the seat's view alone.
 * The match row is given a true state, then a twin the seat cannot tell from it (same view,
 * every hidden part drawn afresh); the dry-run responses (status, headers, body) must be equal.
 * Before the fix they carried the tile drawn, the dice rolled, the cards dealt.
 */
describe.each(testDrivers)('dry runs reveal nothing hidden (%s)', (driver) => {
  const api = useApi(driver, { now: () => fixedNow });

  /** A started match of `game` for `players` guests; returns its id and a client per seat. */
  async function startMatch(game: AnyGame, players: number): Promise<{ id: string; clients: TestClient[] }> {
    const seated = await Promise.all(Array.from({ length: players }, (_, i) => api.client.guest(`S${i}`)));
    const created = await seated[0]!.client.post('/v1/matches', { gameId: game.id, players, seed: `dry-run-http-${game.id}` });
    expect(created.status).toBe(201);
    for (const s of seated.slice(1)) expect((await s.client.post(`/v1/matches/${created.body.id}/join`)).status).toBe(200);
    return { id: created.body.id, clients: seated.map((s) => s.client) };
  }

  /** Puts `state` in the match row, as if the game had reached it. */
  async function setState(game: AnyGame, id: string, state: unknown): Promise<void> {
    await api.database.db.update(matches).set({ state, status: 'active', result: null, activeSeats: game.activeSeats(state) }).where(eq(matches.id, id));
  }

  async function dryRun(client: TestClient, id: string, seat: number, move: unknown) {
    const version = (await client.get(`/v1/matches/${id}?seat=${seat}`)).body.version;
    const res = await client.post(`/v1/matches/${id}/moves?dryRun=true`, { seat, expectedVersion: version, move });
    return { status: res.status, outcome: res.headers.get('Dry-Run-Outcome'), body: res.body };
  }

  /** The dry-run responses for `moves` when the match holds `state`. */
  async function answersIn(game: AnyGame, match: { id: string; clients: TestClient[] }, state: unknown, seat: number, moves: unknown[]) {
    await setState(game, match.id, state);
    const out = [];
    for (const move of moves) out.push(await dryRun(match.clients[seat]!, match.id, seat, move));
    return out;
  }

  describe.each(games.map((g) => [g.id, g] as const))('%s', (_id, game) => {
    const players = revealingMoves[game.id]!.players;

    it(`withholds what ${revealingMoves[game.id]!.type} reveals, and answers the same for a twin state`, async () => {
      const match = await startMatch(game, players);
      const cases = revealingPositions(game, 2);
      expect(cases.length).toBeGreaterThan(0);
      for (const { position, twin, move } of cases) {
        const [inTruth] = await answersIn(game, match, position.truth, position.seat, [move]);
        const [inTwin] = await answersIn(game, match, twin, position.seat, [move]);
        expect(inTruth!.status).toBe(200);
        expect(inTruth!.outcome).toBe('hidden');
        expect(inTwin).toEqual(inTruth);
        // Hidden: the match as it is now, not as the move would leave it.
        const now = (await match.clients[position.seat]!.get(`/v1/matches/${match.id}?seat=${position.seat}`)).body;
        expect(inTruth!.body.version).toBe(now.version);
        expect(inTruth!.body.view).toEqual(game.view(position.truth, position.seat));
        // The real move shows something different in the two states: exactly what was withheld.
        const real = await match.clients[position.seat]!.post(`/v1/matches/${match.id}/moves`, { seat: position.seat, expectedVersion: now.version, move });
        expect(real.status).toBe(200);
        expect(real.body.view).toEqual(game.view(game.apply(twin, position.seat, move).state, position.seat));
        expect(real.body.view).not.toEqual(game.view(game.apply(position.truth, position.seat, move).state, position.seat));
      }
    });

    it('answers the same at random positions in states that differ only in what the seat cannot see', async () => {
      const match = await startMatch(game, players);
      const positions: Position[] = spread(positionsAlongAGame(game, players, `dry-run-http-walk-${game.id}`), 4);
      let known = 0;
      for (const [i, position] of positions.entries()) {
        const moves = someLegalMoves(game, position, 3, `http-${i}`);
        const twin = twinOf(game, position, `http-${i}`);
        const inTruth = await answersIn(game, match, position.truth, position.seat, moves);
        const inTwin = await answersIn(game, match, twin, position.seat, moves);
        expect(inTwin).toEqual(inTruth);
        for (const [j, answer] of inTruth.entries()) {
          expect(answer.status).toBe(200);
          if (answer.outcome === 'known') {
            known++;
            expect(answer.body.view).toEqual(game.view(game.apply(position.truth, position.seat, moves[j]).state, position.seat));
          }
        }
      }
      expect(known).toBeGreaterThan(0);
    });
  });

  it('refuses an illegal move with the same rule whatever is hidden', async () => {
    const game = games.find((g) => g.id === 'ruin-runner')!;
    const match = await startMatch(game, 3);
    const walk = positionsAlongAGame(game, 3, 'dry-run-http-illegal');
    const [position, elsewhere] = [walk[Math.floor(walk.length / 2)]!, walk[2]!];
    const legalNow = game.legalMoves(position.truth, position.seat) as unknown[];
    // Moves that were legal at another time and are not now.
    const moves = (game.legalMoves(elsewhere.truth, elsewhere.seat) as unknown[]).filter((m) => !legalNow.some((l) => sameJson(l, m))).slice(0, 3);
    expect(moves.length).toBeGreaterThan(0);
    const twin = twinOf(game, position, 'illegal');
    const inTruth = await answersIn(game, match, position.truth, position.seat, moves);
    expect(await answersIn(game, match, twin, position.seat, moves)).toEqual(inTruth);
    for (const answer of inTruth) {
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('illegal-move');
    }
  });
});
