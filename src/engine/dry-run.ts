import type { AnyGame, GameResult, Seat } from './game.js';
import { playMove, sameJson } from './play.js';
import { seedRng } from './rng.js';

/** How many worlds a dry run imagines; all must agree before an effect counts as known. */
export const DRY_RUN_SAMPLES = 12;

/** What a move would do, as far as the seat making it can know. */
export type DryRunOutcome =
  /**
   * The same in every world the seat cannot tell from the real one. `state` is the first of
   * those worlds after the move: a sample, not the truth, that shows `seat` exactly `view`.
   */
  | { outcome: 'known'; view: unknown; activeSeats: Seat[]; result: GameResult | null; state: unknown }
  /** The move is legal, but what it shows next depends on something the seat cannot see. */
  | { outcome: 'hidden' };

/**
 * Tries `move` without the true state: only the seat's `view` is given, so the answer cannot
 * tell the seat anything the move itself would not (the tile it would draw, the dice it
 * would roll). Worlds consistent with the view come from `game.determinize` under fixed
 * seeds, so the same view and move always give the same answer. The move is judged in the
 * first world (legality is the same in all of them, by the Game contract) and throws its
 * `RuleError` there; its effect is `known` only when every world shows the seat the same
 * thing afterwards.
 */
export function dryRunMove(game: AnyGame, view: unknown, seat: Seat, move: unknown, samples = DRY_RUN_SAMPLES): DryRunOutcome {
  let first: { seen: Omit<Extract<DryRunOutcome, { outcome: 'known' }>, 'state'>; state: unknown } | undefined;
  for (let i = 0; i < samples; i++) {
    const world = game.determinize(structuredClone(view), seat, seedRng(`dry-run:${i}`));
    let after: unknown;
    try {
      after = playMove(game, world, seat, move).state;
    } catch (err) {
      if (i === 0) throw err;
      return { outcome: 'hidden' };
    }
    const seen = { outcome: 'known' as const, view: game.view(after, seat), activeSeats: game.activeSeats(after), result: game.result(after) };
    if (!first) first = { seen, state: after };
    else if (!sameJson(first.seen, seen)) return { outcome: 'hidden' };
  }
  if (!first) throw new RangeError('dryRunMove: no sample');
  return { ...first.seen, state: first.state };
}
