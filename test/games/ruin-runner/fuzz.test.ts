import { describe, expect, it } from 'vitest';
import { pick, playMove, randomPlayout, sameJson, seedRng } from '../../../src/engine/index.js';
import { MASKS, TELEPORT_EXIT_OF, TILES } from '../../../src/games/ruin-runner/data.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import { score } from '../../../src/games/ruin-runner/score.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { assertFlows, counterTotals } from './helpers.js';
import { fuzzCount } from '../../support/budget.js';

const GAMES = fuzzCount(1000);
const SEVENTEEN = [17, 17, 17, 17, 17, 17];

/**
 * `randomPlayout` itself fails when the seat it picks has no legal move; here every seat is
 * checked (the active seat's full placement list only on some discovery turns, to keep it fast).
 */
function checkInvariants(s: State, deep: boolean): void {
  if (!sameJson(counterTotals(s), SEVENTEEN)) throw new Error(`counters not conserved: ${counterTotals(s)}`);
  const tiles = s.board.length + s.drawPile.length + s.discarded.length + s.seats.reduce((n, p) => n + p.hand.length, 0);
  if (tiles !== 36) throw new Error(`tiles not conserved: ${tiles}`);
  const active = ruinRunner.activeSeats(s);
  if ((active.length === 0) !== (s.result !== null)) throw new Error('activeSeats must be empty exactly when there is a result');
  for (let seat = 0; seat < s.players; seat++) {
    if (active.includes(seat) && s.phase === 'discovery' && !deep) continue;
    const legal = ruinRunner.legalMoves(s, seat);
    if (active.includes(seat) && legal.length === 0) throw new Error(`active seat ${seat} has no legal move`);
    if (!active.includes(seat) && legal.length > 0) throw new Error(`inactive seat ${seat} has legal moves`);
  }
  for (const p of s.board) {
    if (p.counters.some((n) => n < 0)) throw new Error('negative counters on a tile');
    if (p.gate !== null && !(MASKS[p.tile]![p.rotation]!.white & (1 << p.gate))) throw new Error('exit arrow counter off its white arrows');
  }
  if (s.phase !== 'discovery') {
    for (const p of s.seats) {
      const here = s.board[p.at!]!;
      const kind = TILES[here.tile]!.kind;
      if (kind === 'teleport-to-start') throw new Error('a looter stopped on a Teleport to Start tile');
      if (kind === 'teleport-entrance' && s.board.some((q) => q.tile === TELEPORT_EXIT_OF[here.tile])) {
        throw new Error('a looter stopped on a Teleport Entrance whose exit is on the board');
      }
    }
  }
}

describe('fuzz: random games through legalMoves/apply', () => {
  const seen: Record<string, number> = {};
  it.each([2, 3, 4, 5, 6])(`${GAMES} seeded random games with %i players all finish with their invariants`, (players) => {
    let maxLegal = 0;
    for (let g = 0; g < GAMES; g++) {
      const variant = g % 2 === 1;
      const out = randomPlayout(ruinRunner, {
        players,
        seed: `fuzz-${players}-${g}`,
        options: { noHonorAmongThieves: variant },
        maxMoves: 5_000,
        onMove: (raw, _seat, move) => {
          const s = raw as State;
          checkInvariants(s, g % 10 === 0);
          const type = (move as { type: string }).type;
          seen[type] = (seen[type] ?? 0) + 1;
          if (s.result === null && g % 50 === 0) {
            const legal = ruinRunner.legalMoves(s, s.turn);
            maxLegal = Math.max(maxLegal, legal.length);
            for (const m of legal) if (!sameJson(ruinRunner.move.parse(m), m)) throw new Error(`legal move changes when parsed: ${JSON.stringify(m)}`);
          }
        },
      });
      expect(out.finished, `game ${g}`).toBe(true);
      const s = out.state as State;
      expect(s.phase).toBe('over');
      const result = ruinRunner.result(s)!;
      expect(result.scores).toHaveLength(players);
      expect(result.winners.length).toBeGreaterThan(0);
      expect(result).toEqual(score(s));
      const totals = s.seats.map((p) => p.counters.reduce((a, b) => a + b, 0));
      for (const w of result.winners) expect(result.scores[w]).toBe(Math.max(...result.scores));
      expect(totals.every((n) => n >= 0)).toBe(true);
      if (g % 100 === 0) assertFlows(s.board);
    }
    expect(maxLegal).toBeLessThan(600);
  });

  // Uniform random players often take nothing, so looting ends early; greedy looters (take a
  // counter whenever one is on offer, otherwise any legal move) play long looting phases.
  it.each([2, 3, 4, 5, 6])('200 seeded greedy-looter games with %i players all finish with their invariants', (players) => {
    let looterMoves = 0;
    for (let g = 0; g < 200; g++) {
      let state = ruinRunner.setup({ players, options: ruinRunner.options.parse({ noHonorAmongThieves: g % 2 === 0 }), seed: `greedy-${players}-${g}` });
      const chooser = seedRng(`greedy-choices-${players}-${g}`);
      let moves = 0;
      while (state.result === null && moves < 5_000) {
        const legal = ruinRunner.legalMoves(state, state.turn);
        const greedy = legal.filter((m) => m.type === 'take' || m.type === 'swap');
        const move = pick(chooser, greedy.length > 0 ? greedy : legal);
        if (move.type === 'move') looterMoves++;
        seen[move.type] = (seen[move.type] ?? 0) + 1;
        state = playMove(ruinRunner, state, state.turn, move).state as State;
        checkInvariants(state, false);
        moves++;
      }
      expect(state.result, `game ${g}`).not.toBeNull();
    }
    expect(looterMoves / 200).toBeGreaterThan(5);
  });

  it('the random games exercised every kind of move', () => {
    for (const type of ['place', 'move', 'take', 'take-nothing', 'swap', 'no-swap']) expect(seen[type], type).toBeGreaterThan(0);
  });
});
