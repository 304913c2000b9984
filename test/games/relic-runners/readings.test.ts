/**
 * Readings of unclear text (RULES.md "Readings of unclear text") that no other test pins down.
 * Each test fails if the engine switches to the alternative reading.
 */
import { describe, expect, it } from 'vitest';
import { CAMP } from '../../../src/games/relic-runners/data.js';
import { act, fresh, givePathways, has, ivoryTile, legal, movedTo, purpleTile, startAt } from './helpers.js';

describe('readings of unclear text', () => {
  it('Machete 1 ("Perform the Temple action of your location without spending a Ration") and a Ration exploration both happen in one turn', () => {
    // Seat 0 has moved onto the ivory temple N2 (site 2) with Machete 1 on its Chart.
    let s = movedTo(fresh(3), 2);
    s.stacks[2] = [ivoryTile(1, 'pointsPerIvory'), ivoryTile(2, 'replenish'), ivoryTile(3, 'campExtraRation')];
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [1, 0, 0] });
    const rations = s.players[0]!.rations;
    s = act(s, { type: 'explore' });
    expect(s.players[0]!.rations).toBe(rations - 1);
    expect(has(s, { type: 'useToolbox', branch: 'machete', level: 1 })).toBe(true);
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
    expect(s.players[0]!.rations).toBe(rations - 1); // no second Ration
    expect(s.stacks[2]).toHaveLength(1);
    expect(s.players[0]!.ivory.filter((t) => t !== null)).toHaveLength(2);
  });
});

// First-game map, North quadrant: 1 N1 ruin, 2 N2 ivory, 3 N3 blue, 4 N4 ruin, 5 N5 purple;
// W5 (20) purple. Trails: 2 N1-N2, 3 N1-N3 (river), 4 N1-N4, 5 N3-N4, 6 N4-N5 (river),
// 8 N5-E5 (river), 26 S5-W5 (river), 33 W4-W5 (river), 35 W5-N5.

describe('readings of unclear text: moves, purple tiles and Machete 1 in either order', () => {
  it('a Move made only of one\'s own Pathways is legal: "you must move your Explorer along a Trail" / "may move once along a single, unfamiliar Trail"', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [4]); // own Pathway N1-N4
    s = act(s, { type: 'step', trail: 4 });
    expect(has(s, { type: 'stopMove' })).toBe(true); // no unfamiliar Trail was taken, and none has to be
    s = act(s, { type: 'stopMove' });
    expect(s.turn.phase).toBe('moved');
    expect(s.turn.unfamiliarAt).toBe(-1);
    expect(s.players[0]!.location).toBe(4);
  });

  it('an explorer whose every exit carries its own Pathway can still move (and stop)', () => {
    let s = startAt(fresh(3), 4);
    givePathways(s, 0, [4, 5, 6, 7, 36, 37, 38]); // every Trail at N4
    const steps = legal(s).filter((m) => m.type === 'step').map((m) => (m as { trail: number }).trail);
    expect(steps.sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 36, 37, 38]);
    s = act(s, { type: 'step', trail: 6 }); // Pathway N4-N5
    expect(has(s, { type: 'stopMove' })).toBe(true);
  });

  it('Machete 1 before moving ("Perform the Temple action of your location without spending a Ration"), then a Ration exploration after the move', () => {
    let s = startAt(fresh(3), 2); // ivory temple N2
    s.stacks[2] = [ivoryTile(1, 'pointsPerIvory'), ivoryTile(2, 'replenish')];
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [1, 0, 0] });
    const rations = s.players[0]!.rations;
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
    expect(s.players[0]!.ivory[1]).toBe(ivoryTile(2, 'replenish'));
    expect(s.players[0]!.rations).toBe(rations); // no Ration for the Toolbox action
    s = act(s, { type: 'step', trail: 2 }); // unfamiliar N2-N1: the move ends at the ruin N1
    expect(s.turn.phase).toBe('moved');
    expect(has(s, { type: 'explore' })).toBe(true);
    s = act(s, { type: 'explore' });
    expect(s.players[0]!.rations).toBe(rations - 1);
    expect(s.stacks[1]).toHaveLength(2);
  });

  it('purple "Immediately teleport to Base Camp and take 3 Ration Packs" does not end the turn ("Ending your Move in Base Camp" is about the move)', () => {
    let s = movedTo(fresh(3), 5); // purple N5, after the move
    s.stacks[5] = [...s.stacks[5]!.slice(0, -1), purpleTile(3, 'teleportCamp')];
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [0, 1, 0] }); // a Toolbox still to use
    s.players[0]!.rations = 1;
    s = act(s, { type: 'explore' });
    expect(s.players[0]!.location).toBe(CAMP);
    expect(s.players[0]!.rations).toBe(3);
    expect(s.turn.endsAtCamp).toBe(false);
    expect(s.turn.seat).toBe(0); // still seat 0's turn: the Toolbox may still be used
    expect(has(s, { type: 'useToolbox', branch: 'machete', level: 2 })).toBe(true);
    expect(has(s, { type: 'endTurn' })).toBe(true);
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 2 });
    expect(s.players[0]!.rations).toBe(5);
  });

  it('a chained purple "adjacent action" counts from where the explorer stands ("as if it was your current location"; "adjacent to the Purple Temple location you\'re standing on")', () => {
    const s0 = movedTo(fresh(3), 5); // explorer on purple N5: neighbours N4 (4), E5 (10), W4 (19), W5 (20)
    s0.stacks[5] = [purpleTile(1, 'score3'), purpleTile(3, 'adjacentAction')];
    // W5's neighbours are W4 (19), S5 (15), S4 (14) and N5 (5): S5 and S4, not next to N5, may not be offered.
    s0.stacks[20] = [purpleTile(1, 'twoRations'), purpleTile(3, 'newToolbox'), purpleTile(2, 'adjacentAction')];
    const rations = s0.players[0]!.rations;
    let s = act(s0, { type: 'explore' });
    expect(s.pending[0]).toEqual({ kind: 'adjacentAction', from: 5 });
    s = act(s, { type: 'adjacentAction', location: 20 }); // W5's top tile is itself "adjacent action"
    expect(s.pending[0]).toEqual({ kind: 'adjacentAction', from: 5 });
    expect(legal(s)).toEqual([4, 10, 20, 19].map((location) => ({ type: 'adjacentAction', location })));
    s = act(s, { type: 'adjacentAction', location: 4 }); // the ruin N4: its Pathway goes next to N5
    expect(legal(s)).toEqual([6, 8, 35, 47].map((trail) => ({ type: 'placePathway', trail })));
    expect(s.players[0]!.location).toBe(5);
    expect(s.players[0]!.rations).toBe(rations - 1); // one Ration for the whole chain
  });
});
