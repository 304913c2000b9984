import { h, type ComponentType } from 'preact';
import { render } from 'preact-render-to-string';
import { expect } from 'vitest';
import { pick, randomInt, seedRng, type AnyGame, type Seat } from '../../src/engine/index.js';
import type { BoardProps } from '../../web/src/board/types.js';

/**
 * The leak test every board takes: draw the views of two states that differ only in what the
 * seat cannot see (the true state, and a `determinize` sample of the seat's view), and compare
 * the DOM. They must be identical: the board shows nothing the view does not carry.
 */
export interface LeakCheck {
  game: AnyGame;
  Board: ComponentType<BoardProps<any, any>>;
  players: number;
  /** Random games to walk, and states to check along each. */
  games?: number;
  statesPerGame?: number;
  /** Hidden-state samples per checked state and seat. */
  samples?: number;
}

const players = (n: number) => Array.from({ length: n }, (_, seat) => ({ seat, name: `Player ${seat + 1}` }));

/** The board's HTML for `state` as `seat` may see it, with its legal moves when it is to act. */
export function boardHtml(game: AnyGame, Board: LeakCheck['Board'], state: unknown, seat: Seat | null, count: number, previous: unknown = null): string {
  const view = game.view(state, seat);
  const active = game.activeSeats(state);
  const moves = seat !== null && active.includes(seat) ? game.legalMoves(state, seat) : [];
  const props: BoardProps = {
    view,
    seat,
    players: players(count),
    activeSeats: active,
    legal: moves.length > 0 ? { moves, texts: moves.map((m: unknown) => game.describeMove(m, view)) } : null,
    play: () => undefined,
    busy: false,
    previous,
  };
  return render(h(Board, props));
}

/** States met along seeded random games, spread over their length (the end included). */
function statesAlong(game: AnyGame, count: number, seed: string, wanted: number): unknown[] {
  const rng = seedRng(`board-leak-walk:${seed}`);
  let state = game.setup({ players: count, options: game.options.parse({}), seed });
  const all = [state];
  while (game.result(state) === null && all.length < 5_000) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    state = game.apply(state, seat, pick(rng, game.legalMoves(state, seat))).state;
    all.push(state);
  }
  const step = Math.max(1, Math.floor(all.length / wanted));
  return all.filter((_, i) => i % step === 0).concat([state]);
}

/**
 * Runs the check and returns how many (state, seat) pairs had a sample whose hidden part really
 * differed from the truth, so a test can insist the comparison was not vacuous.
 */
export function checkBoardHidesWhatTheSeatCannotSee(check: LeakCheck): { compared: number; differingHidden: number } {
  const { game, Board } = check;
  let compared = 0;
  let differingHidden = 0;
  for (let g = 0; g < (check.games ?? 2); g++) {
    const seed = `board-leak-${game.id}-${check.players}-${g}`;
    const states = statesAlong(game, check.players, seed, check.statesPerGame ?? 8);
    states.forEach((truth, i) => {
      const before = i > 0 ? states[i - 1] : null;
      for (let seat = 0; seat < check.players; seat++) {
        const view = game.view(truth, seat);
        const previous = before === null ? null : game.view(before, seat);
        const expected = boardHtml(game, Board, truth, seat, check.players, previous);
        const spectator = boardHtml(game, Board, truth, null, check.players);
        for (let k = 0; k < (check.samples ?? 3); k++) {
          const sample = game.determinize(structuredClone(view), seat, seedRng(`${seed}:${i}:${seat}:${k}`));
          if (JSON.stringify(sample) !== JSON.stringify(truth)) differingHidden++;
          expect(boardHtml(game, Board, sample, seat, check.players, previous)).toBe(expected);
          // A spectator sees less than any seat, so the seat's sample also looks the same to one.
          expect(boardHtml(game, Board, sample, null, check.players)).toBe(spectator);
          compared++;
        }
      }
    });
  }
  return { compared, differingHidden };
}
