import { describe, expect, it } from 'vitest';
import { dryRunMove, RuleError, sameJson, type AnyGame } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import { positionsAlongAGame, realOutcome, revealingMoves, revealingPositions, someLegalMoves, spread, twinOf } from './dry-run-support.js';

/** The dry run's answer, or the rule it breaks. */
function answer(game: AnyGame, view: unknown, seat: number, move: unknown): unknown {
  try {
    return dryRunMove(game, view, seat, move);
  } catch (err) {
    if (err instanceof RuleError) return { refused: err.code };
    throw err;
  }
}

/**
 * Issue #16, item 1: a dry run tells nothing that only the committed move would reveal.
 * At random positions, the true state and a twin the seat cannot tell from it (same view,
 * everything hidden drawn afresh) get the same dry-run answer for every move tried; whenever
 * really playing the move shows the seat different things in the two, the answer is `hidden`;
 * and a `known` answer is exactly what the real move shows.
 */
describe.each(games.map((g) => [g.id, g] as const))('dry runs of %s', (_id, game) => {
  it('answer the same in states that differ only in what the seat cannot see, and are right when they say known', () => {
    const tally = { known: 0, hidden: 0, revealing: 0 };
    for (const players of [game.minPlayers === 1 ? 2 : game.minPlayers, Math.min(game.maxPlayers, 4)]) {
      for (let g = 0; g < 2; g++) {
        const seed = `dry-run-engine-${game.id}-${players}-${g}`;
        spread(positionsAlongAGame(game, players, seed), 8).forEach((position, i) => {
          const { truth, seat } = position;
          const view = game.view(truth, seat);
          const twin = twinOf(game, position, `${seed}:${i}`);
          expect(game.view(twin, seat)).toEqual(view);
          for (const move of someLegalMoves(game, position, 6, `${seed}:${i}`)) {
            const dry = answer(game, game.view(truth, seat), seat, move);
            expect(answer(game, game.view(twin, seat), seat, move)).toEqual(dry);
            const real = realOutcome(game, truth, seat, move).view;
            const realInTwin = realOutcome(game, twin, seat, move).view;
            const d = dry as { outcome: 'known' | 'hidden'; view?: unknown };
            if (!sameJson(real, realInTwin)) {
              tally.revealing++;
              expect(d.outcome).toBe('hidden');
            }
            if (d.outcome === 'known') {
              expect(d.view).toEqual(real);
              tally.known++;
            } else tally.hidden++;
          }
        });
      }
    }
    expect(tally.known).toBeGreaterThan(0);
  });

  it(`withholds what ${revealingMoves[game.id]!.type} reveals`, () => {
    const cases = revealingPositions(game, 3);
    expect(cases.length).toBeGreaterThan(0);
    for (const { position, twin, move } of cases) {
      const dry = dryRunMove(game, game.view(position.truth, position.seat), position.seat, move);
      expect(dry).toEqual({ outcome: 'hidden' });
      expect(dryRunMove(game, game.view(twin, position.seat), position.seat, move)).toEqual(dry);
    }
  });

  it('refuses an illegal move with the rule the real move breaks', () => {
    const [position] = spread(positionsAlongAGame(game, Math.max(2, game.minPlayers), `dry-run-refuse-${game.id}`), 3).slice(1);
    const { truth, seat } = position!;
    const other = game.activeSeats(truth).includes((seat + 1) % 2) ? null : (seat + 1) % 2;
    const move = game.legalMoves(truth, seat)[0];
    if (other !== null) {
      expect(() => dryRunMove(game, game.view(truth, other), other, move)).toThrow(RuleError);
    }
    const bogus = { type: 'no-such-move' };
    expect(() => dryRunMove(game, game.view(truth, seat), seat, bogus)).toThrow(/Not a .* move/);
  });
});
