import { describe, expect, it } from 'vitest';
import { reliquesCoGreedyStrategy } from '../../src/bots/greedy-reliques-co.js';
import { reliquesCo, type Move, type State } from '../../src/games/reliques-co/index.js';

const bot = reliquesCoGreedyStrategy('test');
const decide = (state: State, seat: number): Move =>
  bot.decide({ gameId: reliquesCo.id, seat, view: reliquesCo.view(state, seat), legalMoves: reliquesCo.legalMoves(state, seat) }) as Move;

/** The first player's turn, rolled, with the dice and dollars given. */
function rolled(dice: number[], dollars: number): { state: State; seat: number } {
  const start = reliquesCo.setup({ players: 2, options: {}, seed: 'greedy-reliques' });
  const seat = start.turn.seat;
  const state = reliquesCo.apply(start, seat, { type: 'roll' }).state;
  const players = state.players.map((p, s) => (s === seat ? { ...p, dollars } : p));
  return { state: { ...state, players, turn: { ...state.turn, dice } }, seat };
}

/** Lets the bot play the rest of its turn; returns the moves and the state after it. */
function playTurn(state: State, seat: number): { moves: Move[]; state: State } {
  const moves: Move[] = [];
  while (!state.over && state.turn.seat === seat && moves.length < 30) {
    const move = decide(state, seat);
    moves.push(move);
    state = reliquesCo.apply(state, seat, move).state;
  }
  return { moves, state };
}

describe('the greedy Reliques & Co bot', () => {
  it('with 8 dollars, puts a die on its Headquarters\' "Achetez" and buys a card rather than pass', () => {
    const { state, seat } = rolled([1, 2, 3], 8);
    const { moves, state: after } = playTurn(state, seat);
    // Quartier Général lies in cell 3; its only action at level 1 is "Achetez".
    expect(moves).toContainEqual(expect.objectContaining({ type: 'useCard', cell: 3, action: 0 }));
    expect(moves.map((m) => m.type)).toContain('buyCard');
    expect(moves.map((m) => m.type)).not.toContain('passBuy');
    expect(after.players[seat]!.tableau.filter(Boolean).length).toBe(5);
    expect(after.players[seat]!.reputation).toBeGreaterThan(state.players[seat]!.reputation);
  });

  it('dives for the top Dive card ("2") when a die reaches it: 1 reputation and a find', () => {
    const { state, seat } = rolled([5], 0);
    expect(decide(state, seat)).toEqual({ type: 'dive', dice: [5] });
  });

  it('in the final round, turns its dollars into reputation (dollars only break ties then)', () => {
    const { state, seat } = rolled([1], 9);
    const players = state.players.map((p, s) =>
      s === seat ? { ...p, tableau: p.tableau.map((c) => (c?.id === 'I-qg' ? { ...c, level: 2 as const } : c)) } : p,
    );
    const final: State = { ...state, players, finalRound: true };
    const { state: after } = playTurn(final, seat);
    expect(after.players[seat]!.reputation).toBeGreaterThan(final.players[seat]!.reputation);
    expect(after.players[seat]!.dollars).toBeLessThan(9);
  });
});
