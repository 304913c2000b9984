import { describe, expect, it } from 'vitest';
import { relicRunnersGreedyStrategy } from '../../src/bots/greedy-relic-runners.js';
import { fresh, givePathways, playTurn, startAt, type State } from '../games/relic-runners/helpers.js';

const playGreedyTurn = (s: State) => playTurn(s, relicRunnersGreedyStrategy('test'));

describe('the greedy Relic Runners bot', () => {
  it('makes the Relic Expedition it can make this turn: from a green Shrine to the next ruin of the ring', () => {
    const s = fresh(2);
    // N1 and N4 explored out, each with its green toad; N3 next door still holds tiles to explore.
    for (const ruin of [1, 4]) {
      s.stacks[ruin] = [];
      s.relicAt[ruin] = 'green';
    }
    startAt(s, 1);
    const { state, moves } = playGreedyTurn(s);
    expect(moves[0]).toEqual({ type: 'step', trail: 4 }); // N1-N4, one unfamiliar trail
    expect(state.players[0]!.relics).toEqual([1, 0, 0, 0]);
    expect(state.relicAt[4]).toBeNull();
    expect(state.relicAt[1]).toBe('green'); // the starting Shrine keeps its relic
  });

  it('uses a Compass to lay the one Pathway an expedition lacks, then makes it ("Move one of your Pathways onto a Trail of your choice")', () => {
    const s = fresh(2);
    // Blue Shrines N3 (where it stands) and E2, 2 trails apart through the crossroads ruin N4
    // (N3-N4 is trail 5, N4-E2 trail 36); its only Pathway lies far away, on S4-S5 (trail 24).
    for (const temple of [3, 7]) {
      s.stacks[temple] = [];
      s.relicAt[temple] = 'blue';
    }
    givePathways(s, 0, [24]);
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, compass: [1, 0, 0] });
    startAt(s, 3);
    const { state, moves } = playGreedyTurn(s);
    expect(moves[0]).toEqual({ type: 'useToolbox', branch: 'compass', level: 1 });
    expect(moves[1]).toEqual({ type: 'liftPathway', trail: 24 });
    expect([5, 36].map((t) => state.pathways[t])).toContain(1);
    expect(state.players[0]!.relics).toEqual([0, 0, 1, 0]); // the blue bird of E2
    expect(state.relicAt[7]).toBeNull();
  });

  it('with rations and nothing to collect, it moves to a site it can explore and explores it', () => {
    const s = fresh(2);
    const { state, moves } = playGreedyTurn(s);
    expect(moves.some((m) => m.type === 'explore')).toBe(true);
    expect(state.players[0]!.rations).toBe(2);
  });
});
