import { describe, expect, it } from 'vitest';
import { CAMP } from '../../../src/games/relic-runners/data.js';
import { act, actEvents, coins, fresh, givePathways, has, ivoryTile, legal, startAt } from './helpers.js';

// First-game map around the North quadrant: 1 N1 ruin, 2 N2 ivory, 3 N3 blue, 4 N4 ruin, 5 N5 purple.
// Trails: 0 camp-N1, 1 camp-N2, 2 N1-N2, 3 N1-N3 (river), 4 N1-N4, 5 N3-N4, 6 N4-N5 (river),
// 7 N4-E1, 8 N5-E5 (river), 34 W4-N1, 35 W5-N5 (7 and 34: the ring of ruins).

describe('Move', () => {
  it('"Each turn, you must move your Explorer along a Trail": no end of turn or exploring before moving', () => {
    const s = startAt(fresh(3), 1);
    const types = new Set(legal(s).map((m) => m.type));
    expect(types.has('endTurn')).toBe(false);
    expect(types.has('explore')).toBe(false);
    expect(types.has('stopMove')).toBe(false);
    expect(types.has('step')).toBe(true);
  });

  it('"you are never allowed to move through Base Camp: the moment you reach Base Camp ... you must stop" and take 3 rations; the turn ends', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.rations = 1;
    givePathways(s, 0, [1]); // camp-N2: a chain that could otherwise go on
    const camp = s.campRations;
    const out = actEvents(s, { type: 'step', trail: 0 });
    s = out.state;
    expect(s.players[0]!.location).toBe(CAMP);
    expect(s.players[0]!.rations).toBe(4);
    expect(s.campRations).toBe(camp - 3);
    expect(s.turn.seat).toBe(1); // the free action "ends your turn"
    expect(out.events.map((e) => e.type)).toContain('turnEnded');
  });

  it('"You can never store more than 5 Ration Packs on your Explorer\'s Chart"', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.rations = 4;
    s = act(s, { type: 'step', trail: 0 });
    expect(s.players[0]!.rations).toBe(5);
  });

  it('takes only what Base Camp holds', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.rations = 0;
    s.campRations = 2;
    s = act(s, { type: 'step', trail: 0 });
    expect(s.players[0]!.rations).toBe(2);
    expect(s.campRations).toBe(0);
  });

  it('"nor end a move on the same location you started your turn in": Base Camp cannot be re-entered after leaving it', () => {
    let s = startAt(fresh(3), CAMP);
    givePathways(s, 0, [0, 2]);
    s = act(s, { type: 'step', trail: 0 });
    s = act(s, { type: 'step', trail: 2 });
    expect(has(s, { type: 'step', trail: 1 })).toBe(false); // N2 -> camp would end where the turn began
  });

  it('"move once along a single, unfamiliar Trail": after it only own Pathways continue', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.chart = { reserve: 2, bottom: 0, machete: [0, 0, 1], compass: [0, 0, 0], shovel: [0, 0, 0] };
    s = act(s, { type: 'step', trail: 2 }); // unfamiliar N1-N2
    expect(legal(s).some((m) => m.type === 'step')).toBe(false);
    // with no pathway to follow, the move is over by itself (a forced stop)
    expect(s.turn.phase).toBe('moved');
    expect(() => act(s, { type: 'step', trail: 34 })).toThrow(/unfamiliar/);
  });

  it('a chain of Pathways may come after the unfamiliar Trail', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [5, 6]);
    s = act(s, { type: 'step', trail: 3 });
    s = act(s, { type: 'step', trail: 5 });
    s = act(s, { type: 'step', trail: 6 });
    expect(s.players[0]!.location).toBe(5);
  });

  it('"either before, or after, that move, but not both!"', () => {
    let s = startAt(fresh(3), 2);
    givePathways(s, 0, [2, 5]);
    s = act(s, { type: 'step', trail: 2 }); // pathway N2-N1
    s = act(s, { type: 'step', trail: 3 }); // unfamiliar N1-N3
    expect(has(s, { type: 'step', trail: 5 })).toBe(false);
    expect(() => act(s, { type: 'step', trail: 5 })).toThrow();
  });

  it('"You may only move on a given Trail or Pathway once per turn, though you may pass through the same ... location multiple times"', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [3, 5, 4]); // loop N1-N3-N4-N1
    s = act(s, { type: 'step', trail: 3 });
    s = act(s, { type: 'step', trail: 5 });
    expect(has(s, { type: 'step', trail: 4 })).toBe(true); // back through N1, then on along an unfamiliar trail
    s = act(s, { type: 'step', trail: 4 });
    expect(s.players[0]!.location).toBe(1);
    const steps = legal(s).filter((m) => m.type === 'step').map((m) => (m as { trail: number }).trail);
    expect(steps.sort((a, b) => a - b)).toEqual([0, 2, 34]);
    expect(has(s, { type: 'stopMove' })).toBe(false);
  });

  it('never steps back onto the start location when the move could not go on from there', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [4, 5, 3]);
    s = act(s, { type: 'step', trail: 2 }); // unfamiliar N1-N2... then no pathway from N2
    expect(s.turn.phase).toBe('moved');
    let t = startAt(fresh(3), 1);
    givePathways(t, 0, [3, 5, 4]);
    t = act(t, { type: 'step', trail: 3 }); // pathway N1-N3
    t = act(t, { type: 'step', trail: 5 }); // pathway N3-N4
    // trail 4 leads back to N1; from there the unfamiliar trails 0, 2 and 34 remain: allowed
    expect(has(t, { type: 'step', trail: 4 })).toBe(true);
    t = act(t, { type: 'step', trail: 7 }); // or the unfamiliar N4-E1 ends the chain
    expect(t.turn.phase).toBe('moved');
    expect(t.players[0]!.location).toBe(6);
  });

  it('a dead end at the start location is not offered', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [4, 5, 3]);
    expect(has(s, { type: 'step', trail: 3 })).toBe(true); // pathway N1-N3 (then N3-N4-N1 would loop back)
    s = act(s, { type: 'step', trail: 2 }); // unfamiliar first: the chain before is now impossible
    expect(s.turn.phase).toBe('moved');
    expect(s.players[0]!.location).toBe(2);
    let t = startAt(fresh(3), 2);
    givePathways(t, 0, [2, 3, 5, 4]);
    t = act(t, { type: 'step', trail: 1 }); // unfamiliar N2-camp: stops at camp
    expect(t.turn.seat).toBe(1);
  });

  it('with every trail used up only a stop remains, never at the start', () => {
    let s = startAt(fresh(3), 3);
    givePathways(s, 0, [3, 4]);
    s = act(s, { type: 'step', trail: 5 }); // unfamiliar N3-N4
    s = act(s, { type: 'step', trail: 4 }); // pathway N4-N1
    // pathway 3 would lead back to N3 (start) with nothing left: refused, so the move stops at N1
    expect(s.turn.phase).toBe('moved');
    expect(s.players[0]!.location).toBe(1);
  });

  it('ivory level 2 "move on an unfamiliar Trail in the middle of your move through your chain of Pathways", then discarded', () => {
    let s = startAt(fresh(3), 2);
    givePathways(s, 0, [2, 5]);
    s.players[0]!.ivory[1] = ivoryTile(2, 'midChainTrail');
    s = act(s, { type: 'step', trail: 2 });
    s = act(s, { type: 'step', trail: 3 });
    expect(has(s, { type: 'step', trail: 5 })).toBe(true);
    s = act(s, { type: 'step', trail: 5 });
    expect(s.players[0]!.ivory[1]).toBeNull();
    expect(s.players[0]!.location).toBe(4);
  });

  it('Relic Expedition (rulebook example): "moves along one unfamiliar Trail and 3 Pathways to reach a second blue Shrine ... scores 4x2=8 points and gets the Bird"', () => {
    let s = fresh(3);
    s.stacks[3] = [];
    s.stacks[18] = [];
    s.relicAt[3] = 'blue';
    s.relicAt[18] = 'blue';
    startAt(s, 3);
    givePathways(s, 0, [4, 34, 32]);
    s = act(s, { type: 'step', trail: 5 }); // unfamiliar N3-N4
    s = act(s, { type: 'step', trail: 4 }); // pathway N4-N1
    s = act(s, { type: 'step', trail: 34 }); // pathway N1-W4
    const out = actEvents(s, { type: 'step', trail: 32 }); // pathway W4-W3: nothing left, the move ends
    expect(coins(out.state, 0)).toBe(8);
    expect(out.state.players[0]!.relics).toEqual([0, 0, 1, 0]);
    expect(out.state.relicAt[18]).toBeNull();
    expect(out.state.relicAt[3]).toBe('blue'); // the starting shrine keeps its relic
    expect(out.events).toContainEqual({ type: 'scored', audience: 'all', data: { seat: 0, points: 8, reason: 'relic-expedition' } });
  });

  it('no expedition without a relic on the starting shrine, or to a relic of another colour', () => {
    let s = fresh(3);
    s.stacks[3] = [];
    s.stacks[1] = [];
    s.relicAt[1] = 'green';
    startAt(s, 3); // shrine without relic
    s = act(s, { type: 'step', trail: 3 });
    expect(s.players[0]!.relics).toEqual([0, 0, 0, 0]);
    let t = fresh(3);
    t.stacks[3] = [];
    t.relicAt[3] = 'blue';
    t.stacks[1] = [];
    t.relicAt[1] = 'green';
    startAt(t, 3);
    t = act(t, { type: 'step', trail: 3 });
    expect(t.players[0]!.relics).toEqual([0, 0, 0, 0]);
    expect(t.relicAt[1]).toBe('green');
  });
});
