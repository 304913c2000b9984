import { describe, expect, it } from 'vitest';
import { ruinRunnerGreedyStrategy } from '../../src/bots/greedy-ruin-runner.js';
import { COLOURS, type Colour } from '../../src/games/ruin-runner/data.js';
import { ruinRunner, type Move, type State } from '../../src/games/ruin-runner/index.js';

const decide = (state: State, seat: number): Move =>
  ruinRunnerGreedyStrategy('test').decide({ gameId: ruinRunner.id, seat, view: ruinRunner.view(state, seat), legalMoves: ruinRunner.legalMoves(state, seat) }) as Move;

/** A two-player game played through discovery (first legal placement each time), at the start of looting. */
function looting(): State {
  let s = ruinRunner.setup({ players: 2, options: ruinRunner.options.parse({}), seed: 'greedy-ruin-runner' });
  while (s.phase === 'discovery') s = ruinRunner.apply(s, s.turn, ruinRunner.legalMoves(s, s.turn)[0]!).state;
  return s;
}

/** Seat 0's looter on a tile holding counters of two colours, asked to take; with the cards and collections given. */
function onTwoColourTile(cards: (tile: [Colour, Colour]) => Colour[], counters: (tile: [Colour, Colour]) => number[][]): { state: State; colours: [Colour, Colour] } {
  const s = looting();
  const at = s.board.findIndex((p) => p.counters.filter((n) => n > 0).length >= 2);
  const colours = COLOURS.filter((_, c) => s.board[at]!.counters[c]! > 0).slice(0, 2) as [Colour, Colour];
  const mine = cards(colours);
  const held = counters(colours);
  const seats = s.seats.map((p, seat) => ({ ...p, at: seat === 0 ? at : p.at, cards: seat === 0 ? mine : p.cards.filter((c) => !mine.includes(c)), counters: held[seat]! }));
  return { state: { ...s, seats, turn: 0, step: 'take' }, colours };
}

const none = () => [
  [0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0],
];

describe('the greedy Ruin Runner bot', () => {
  it('takes the colour on its resource card ("worth two (2) points") over another colour on the same tile', () => {
    for (const pick of [0, 1] as const) {
      const { state, colours } = onTwoColourTile((c) => [c[pick]], none);
      expect(decide(state, 0)).toEqual({ type: 'take', colour: colours[pick] });
    }
  });

  it('takes the colour that breaks a tied majority (+5 instead of +3 each) over a colour the other player leads by three', () => {
    for (const tied of [0, 1] as const) {
      const { state, colours } = onTwoColourTile(
        () => [],
        (c) => {
          const mine = [0, 0, 0, 0, 0, 0];
          const theirs = [0, 0, 0, 0, 0, 0];
          mine[COLOURS.indexOf(c[tied])] = 1;
          theirs[COLOURS.indexOf(c[tied])] = 1;
          theirs[COLOURS.indexOf(c[1 - tied]!)] = 3;
          return [mine, theirs];
        },
      );
      expect(decide(state, 0)).toEqual({ type: 'take', colour: colours[tied] });
    }
  });

  it('never declines a counter', () => {
    const { state } = onTwoColourTile(() => [], none);
    expect(decide(state, 0).type).toBe('take');
  });
});
