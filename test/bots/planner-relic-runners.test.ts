import { describe, expect, it } from 'vitest';
import { relicRunnersGreedyStrategy } from '../../src/bots/greedy-relic-runners.js';
import { othersExpeditions, relicRunnersPlannerStrategy, tileWeights } from '../../src/bots/planner-relic-runners.js';
import type { Strategy } from '../../src/bots/strategy.js';
import { G, act, fresh, playTurn, startAt, type State } from '../games/relic-runners/helpers.js';

/**
 * A two-player first game with the seat on turn standing on the ivory Shrine N2: N1 next door
 * holds its last Ruin tile, E2 is a blue Shrine.
 */
function onN2(seat: number): State {
  const s = fresh(2, 'first', 'planner');
  s.stacks[1] = s.stacks[1]!.slice(0, 1);
  s.stacks[2] = [];
  s.relicAt[2] = 'ivory';
  s.stacks[7] = [];
  s.relicAt[7] = 'blue';
  s.turn.seat = seat;
  return startAt(s, 2);
}

/** Seat 1 on N2 with 4 Rations and the ivory tile "at game end, collect 2 points for each unused Ration Pack". */
function rationTrap(): State {
  const s = onN2(1);
  s.players[1]!.rations = 4;
  s.players[1]!.ivory = [1, null, null]; // level 1, pointsPerRation
  return s;
}

/** Seat 0 has just explored out the Ruin N1 (its green Shrine now shows) and must lay the Pathway the Ruin gives next to it. */
const pathwayToLay = (): State => act(act(onN2(0), { type: 'step', trail: 2 }), { type: 'explore' }); // N2-N1, explore

describe('the Relic Runners planner', () => {
  it.each(['a', 'b', 'c', 'd'])('lays the Pathway towards the next Ruin of the ring, not towards Base Camp (sample %s)', (seed) => {
    // "place one of your Pathways ... along a Trail adjacent to that location"; a Pathway is a
    // free walk for its owner, before or after the one unfamiliar trail of a move.
    const s = pathwayToLay();
    expect(s.relicAt[1]).toBe('green');
    expect(s.pending[0]).toMatchObject({ kind: 'placePathway', anchor: 1 });
    const decide = (bot: Strategy) => bot.decide({ gameId: G.id, seat: 0, view: G.view(s, 0), legalMoves: G.legalMoves(s, 0) });
    expect(decide(relicRunnersGreedyStrategy(seed))).toEqual({ type: 'placePathway', trail: 0 }); // camp-N1
    // N1-N4: next turn starts with a free walk to N4, the Ruin whose Shrine pairs with N1's.
    expect(decide(relicRunnersPlannerStrategy(seed))).toEqual({ type: 'placePathway', trail: 4 });
  });

  it.each(['a', 'b', 'c', 'd'])('spends its turn exploring rather than walking to Base Camp for the one Ration that still fits (sample %s)', (seed) => {
    // "When you reach Base Camp, take 3 Ration Packs ... This free action ... ends your turn",
    // and "You can never store more than 5": the greedy explorer gives a whole turn for 1 Ration
    // (2 points at the end); the planner sees what its next turn makes of each choice.
    const greedy = playTurn(rationTrap(), relicRunnersGreedyStrategy(seed));
    expect(greedy.moves).toEqual([{ type: 'step', trail: 1 }]); // N2-camp
    expect(greedy.state.players[1]!.rations).toBe(5);

    const planner = playTurn(rationTrap(), relicRunnersPlannerStrategy(seed));
    expect(planner.moves.slice(0, 2)).toEqual([{ type: 'step', trail: 2 }, { type: 'explore' }]); // N2-N1, then explore
    expect(planner.state.stacks[1]).toEqual([]);
    expect(planner.state.relicAt[1]).toBe('green'); // the Shrine it uncovered
    expect(planner.state.players[1]!.rations).toBe(3);
  });

  /** A five-player first game, seat 0 on turn in Base Camp: the Ruins N1 and N4 explored out, a green Relic on each Shrine. */
  function greenPair(): State {
    const s = fresh(5, 'first', 'planner');
    for (const ruin of [1, 4]) {
      s.stacks[ruin] = [];
      s.relicAt[ruin] = 'green';
    }
    return s;
  }

  it('expects an opponent standing ready for a Relic Expedition to take it before its next turn', () => {
    // "begin the turn on a Shrine with a Relic, end the move on another Shrine with a Relic of
    // that colour: take it": seat 2 on N1 reaches N4 (trail 4) in one Move.
    const s = greenPair();
    s.players[2]!.location = 1;
    const next = othersExpeditions(s, 0);
    expect(next.relicAt[4]).toBeNull();
    expect(next.relicAt[1]).toBe('green'); // the Relic it starts from stays
    expect(s.relicAt[4]).toBe('green'); // the state it was given is unchanged
    // The seat itself, or an opponent on a Shrine without a partner in reach, takes nothing.
    const own = greenPair();
    own.players[0]!.location = 1;
    expect(othersExpeditions(own, 0).relicAt).toEqual(own.relicAt);
  });

  it('weighs more the tiles of a site whose Shrine will pair with a Relic of its colour', () => {
    const w = tileWeights(greenPair());
    // The Ruins E1 (N4-E1, 1 trail) and W4 (W4-N1, 1 trail) pair with a green Relic once explored out.
    expect(w[6]).toBeCloseTo(3.3);
    expect(w[19]).toBeCloseTo(3.3);
    // The Ruin S4 lies 3 trails from both; the ivory Temple N2 has no ivory Relic to pair with.
    expect(w[14]).toBeCloseTo(0.8);
    expect(w[2]).toBeCloseTo(0.8);
  });

  it('decides the same from the same view and seed', () => {
    const first = playTurn(fresh(3, 'standard', 'same'), relicRunnersPlannerStrategy('x'));
    const again = playTurn(fresh(3, 'standard', 'same'), relicRunnersPlannerStrategy('x'));
    expect(again.moves).toEqual(first.moves);
    expect(again.state).toEqual(first.state);
  });
});
