import { describe, expect, it } from 'vitest';
import { levelStrategy } from '../../src/bots/levels.js';
import { reliquesCoPlannerStrategy } from '../../src/bots/planner-reliques-co.js';
import { reliquesCo, type Move, type State } from '../../src/games/reliques-co/index.js';

/**
 * The last turn of the final round: the seat after the first player, level with its rival on
 * reputation but poorer (so it loses the tie on dollars), holding one die and the dollars given,
 * its Quartier Général at level 2 ("[1-2] pay 3 $: +1 rep").
 */
function lastTurn(dice: number[], dollars: number): { state: State; seat: number } {
  const start = reliquesCo.setup({ players: 2, options: {}, seed: 'planner-reliques' });
  const seat = (start.turn.seat + 1) % 2;
  const players = start.players.map((p, s) =>
    s === seat
      ? { ...p, dollars, tableau: p.tableau.map((c) => (c?.id === 'I-qg' ? { ...c, level: 2 as const } : c)), reputation: p.reputation + 2 }
      : { ...p, dollars: dollars + 5, bonusReputation: 2, reputation: p.reputation + 2 },
  );
  const state: State = { ...start, players, finalRound: true, turn: { seat, phase: 'place', dice, placements: [], prompt: null, dived: false } };
  return { state, seat };
}

async function playTurn(decide: (state: State, seat: number) => Promise<Move>, state: State, seat: number): Promise<State> {
  for (let n = 0; n < 30 && !state.over && state.turn.seat === seat; n++) state = reliquesCo.apply(state, seat, await decide(state, seat)).state;
  return state;
}

const input = (state: State, seat: number) => ({ gameId: reliquesCo.id, seat, view: reliquesCo.view(state, seat), legalMoves: reliquesCo.legalMoves(state, seat) });

describe('the Reliques & Co rollout planner (the hard level)', () => {
  it('in the last turn of the game, plays the turn that wins it rather than end the turn level and poorer', async () => {
    const { state, seat } = lastTurn([1], 3);
    expect(reliquesCo.legalMoves(state, seat)).toContainEqual({ type: 'endTurn' });
    const hard = levelStrategy('reliques-co', 'hard', { seed: 'win', samples: 2 });
    const after = await playTurn(async (s, k) => (await hard.decide(input(s, k))) as Move, state, seat);
    expect(after.over).toBe(true);
    expect(reliquesCo.result(after)?.winners).toEqual([seat]);
  });

  it('keeps to its budget: a fixed number of samples replays exactly; a clock ends the sampling', async () => {
    const { state, seat } = lastTurn([1, 4, 6], 7);
    const play = (seed: string) => reliquesCoPlannerStrategy({ seed, samples: 2 }).decide(input(state, seat));
    expect(play('same')).toEqual(play('same'));
    const started = Date.now();
    const move = reliquesCoPlannerStrategy({ seed: 'clock', thinkMs: 50 }).decide(input(state, seat));
    expect(reliquesCo.legalMoves(state, seat)).toContainEqual(move);
    // One sample at least, then the clock: far below a second here.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
