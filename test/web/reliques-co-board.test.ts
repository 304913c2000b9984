import { describe, expect, it } from 'vitest';
import { pick, randomInt, seedRng } from '../../src/engine/index.js';
import { reliquesCo as game, type Move, type State } from '../../src/games/reliques-co/index.js';
import { Board } from '../../web/src/games/reliques-co/board.tsx';
import { boardTargets, NO_SELECTION, targetName, type Legal, type Selection } from '../../web/src/games/reliques-co/targets.ts';
import { boardHtml, checkBoardHidesWhatTheSeatCannotSee } from './board-leak.js';

describe('the Reliques & Co board shows nothing the seat cannot see', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: drawn from the truth and from determinize samples, the board is the same`, () => {
      const { compared, differingHidden } = checkBoardHidesWhatTheSeatCannotSee({ game, Board, players, games: 2, statesPerGame: 6, samples: 2 });
      expect(compared).toBeGreaterThan(0);
      // The face-down piles are shuffled anew in each sample: the check compared different hidden states.
      expect(differingHidden).toBeGreaterThan(0);
    });
  }
});

/** States met along a seeded random game, with the seat to act. */
function walk(seed: string, players = 2, limit = 400): { state: State; seat: number }[] {
  const rng = seedRng(seed);
  let state = game.setup({ players, options: {}, seed });
  const out: { state: State; seat: number }[] = [];
  while (game.result(state) === null && out.length < limit) {
    const seat = game.activeSeats(state)[0]!;
    out.push({ state, seat });
    const moves = game.legalMoves(state, seat);
    // Lean towards placing dice so the walk meets buys, sales and dives, not only ends of turn.
    const useful = moves.filter((m) => m.type !== 'endTurn' && m.type !== 'passBuy' && m.type !== 'finishSale');
    const move = useful.length > 0 && randomInt(rng, 10) < 9 ? pick(rng, useful) : pick(rng, moves);
    state = game.apply(state, seat, move).state;
  }
  return out;
}

function legalFor(state: State, seat: number): Legal {
  const view = game.view(state, seat);
  const moves = game.legalMoves(state, seat);
  return { moves, texts: moves.map((m) => game.describeMove(m, view)) };
}

/**
 * Every click path from the empty selection: the moves they end in, the selections where nothing
 * could be clicked, and the clicks that led back to a selection already on their path (a path
 * that could go round forever). Selections are explored once (picking dice in another order
 * leads to the same place).
 */
function explore(state: State, seat: number): { played: Set<number>; deadEnds: number; loops: number } {
  const view = game.view(state, seat);
  const legal = legalFor(state, seat);
  const played = new Set<number>();
  const done = new Set<string>();
  let deadEnds = 0;
  let loops = 0;
  const keyOf = (selection: Selection) => JSON.stringify([[...selection.dice].sort(), selection.offer]);
  const visit = (selection: Selection, path: string[]) => {
    const key = keyOf(selection);
    if (path.includes(key)) return void loops++;
    if (done.has(key)) return;
    done.add(key);
    const targets = boardTargets(view, legal, selection);
    if (targets.size === 0) deadEnds++;
    for (const t of targets.values()) {
      if (t.step.kind === 'play') played.add(t.step.index);
      else visit(t.step.selection, [...path, key]);
    }
  };
  visit(NO_SELECTION, []);
  return { played, deadEnds, loops };
}

describe('Reliques & Co board targets', () => {
  const states = walk('targets-walk', 2).concat(walk('targets-walk-3p', 3, 250));

  it('reach every legal move by clicks, and every click path ends in a legal move after finitely many clicks', () => {
    const kinds = new Set<string>();
    for (const { state, seat } of states) {
      const moves = game.legalMoves(state, seat);
      const { played, deadEnds, loops } = explore(state, seat);
      expect(deadEnds).toBe(0);
      expect(loops).toBe(0);
      expect(played).toEqual(new Set(moves.map((_, i) => i)));
      for (const m of moves) kinds.add(m.type);
    }
    // The walk met every kind of move, so the claim above covers them all.
    expect([...kinds].sort()).toEqual(
      ['buyCard', 'dive', 'endTurn', 'fillOrder', 'finishSale', 'passBuy', 'roll', 'sellRelic', 'upgradeCard', 'useCard', 'useCollections', 'useGuide'].sort(),
    );
  });

  it('a die then a card action plays that die on that action; an action the die does not fit is no target', () => {
    const found = states.find(({ state }) => state.turn.phase === 'place' && state.turn.prompt === null && state.turn.dice.includes(1) && state.turn.placements.length === 0);
    expect(found).toBeDefined();
    const { state, seat } = found!;
    const view = game.view(state, seat);
    const legal = legalFor(state, seat);
    const dieIndex = state.turn.dice.indexOf(1);
    const first = boardTargets(view, legal, NO_SELECTION).get(targetName.die(dieIndex));
    expect(first?.step.kind).toBe('select');
    const selection = (first!.step as { selection: Selection }).selection;
    const after = boardTargets(view, legal, selection);
    // Expédition Désert (top row, 3rd place) takes a die of 4 or more: not a 1.
    expect(after.has(targetName.action(2, 0))).toBe(false);
    // The Guide takes any die, and the click plays exactly that move.
    const guide = after.get(targetName.guide);
    expect(guide?.step).toEqual({ kind: 'play', index: legal.moves.findIndex((m) => m.type === 'useGuide' && m.die === 1) });
    // Quartier Général's Buy (top row, 4th place), when it can be used, is played with the 1.
    const buy = legal.moves.findIndex((m) => m.type === 'useCard' && m.cell === 3 && m.die === 1);
    if (buy >= 0) expect(after.get(targetName.action(3, 0))?.step).toEqual({ kind: 'play', index: buy });
  });

  it('the Dive adds dice up: dice are picked one by one until their total is a legal dive', () => {
    const found = states.find(({ state, seat }) => game.legalMoves(state, seat).some((m) => m.type === 'dive' && m.dice.length >= 2));
    expect(found).toBeDefined();
    const { state, seat } = found!;
    const legal = legalFor(state, seat);
    const view = game.view(state, seat);
    const dive = legal.moves.find((m): m is Extract<Move, { type: 'dive' }> => m.type === 'dive' && m.dice.length >= 2)!;
    let selection = NO_SELECTION;
    const left = [...state.turn.dice];
    for (const value of dive.dice) {
      const index = state.turn.dice.findIndex((d, i) => d === value && !selection.dice.includes(i));
      left.splice(left.indexOf(value), 1);
      const t = boardTargets(view, legal, selection).get(targetName.die(index));
      expect(t?.step.kind).toBe('select');
      selection = (t!.step as { selection: Selection }).selection;
    }
    const played = boardTargets(view, legal, selection).get(targetName.dive);
    expect(played?.step.kind).toBe('play');
    const move = legal.moves[(played!.step as { index: number }).index] as Extract<Move, { type: 'dive' }>;
    expect([...move.dice].sort()).toEqual([...dive.dice].sort());
  });

  it('during a Buy, a market card then a free place buys that card there; only legal places are offered', () => {
    const found = states.find(({ state, seat }) => state.turn.prompt?.kind === 'buy' && game.legalMoves(state, seat).some((m) => m.type === 'buyCard'));
    expect(found).toBeDefined();
    const { state, seat } = found!;
    const legal = legalFor(state, seat);
    const view = game.view(state, seat);
    const start = boardTargets(view, legal, NO_SELECTION);
    expect(start.has(targetName.passBuy)).toBe(true);
    expect([...start.keys()].some((k) => k.startsWith('die:') || k.startsWith('cell:'))).toBe(false);
    const buy = legal.moves.find((m): m is Extract<Move, { type: 'buyCard' }> => m.type === 'buyCard')!;
    const chosen = start.get(targetName.market(buy.row, buy.slot));
    expect(chosen?.step.kind).toBe('select');
    const next = boardTargets(view, legal, (chosen!.step as { selection: Selection }).selection);
    const cells = [...next.keys()].filter((k) => k.startsWith('cell:')).map((k) => Number(k.slice(5)));
    const legalCells = legal.moves.filter((m) => m.type === 'buyCard' && m.row === buy.row && m.slot === buy.slot).map((m) => (m as { cell: number }).cell);
    expect(cells.sort()).toEqual(legalCells.sort());
    // The top row is full from the start: a bought card never goes there.
    expect(cells.every((c) => c >= 4)).toBe(true);
    const put = next.get(targetName.cell(buy.cell))!;
    expect(legal.moves[(put.step as { index: number }).index]).toEqual(buy);
    // No market card is a target any more (clicking the chosen one puts it back): each click narrows the choice.
    expect([...next.keys()].some((k) => k.startsWith('market:'))).toBe(false);
    expect(next.has(targetName.passBuy)).toBe(true);
  });

  it('offers nothing to a seat with no move, and only the roll before the dice are rolled', () => {
    const { state, seat } = states[0]!;
    expect(state.turn.phase).toBe('roll');
    expect([...boardTargets(game.view(state, seat), legalFor(state, seat), NO_SELECTION).keys()]).toEqual([targetName.roll]);
    expect(boardTargets(game.view(state, 1 - seat), null, NO_SELECTION).size).toBe(0);
  });

  it('draws every offered target exactly once, on the seat\'s own side of the table', () => {
    for (const { state, seat } of states.filter((_, i) => i % 15 === 0)) {
      const html = boardHtml(game, Board, state, seat, state.players.length);
      const drawn = [...html.matchAll(/data-target="([^"]+)"/g)].map((m) => m[1]);
      const offered = [...boardTargets(game.view(state, seat), legalFor(state, seat), NO_SELECTION).keys()];
      expect(drawn.sort()).toEqual(offered.sort());
      // The other seat, not to act, sees the same table with nothing to click.
      const other = (seat + 1) % state.players.length;
      expect(boardHtml(game, Board, state, other, state.players.length)).not.toContain('data-target');
    }
  });
});
