import { describe, expect, it } from 'vitest';
import { CAMP } from '../../../src/games/relic-runners/data.js';
import { scoreSheet } from '../../../src/games/relic-runners/score.js';
import { act, actEvents, blueTile, coins, fresh, givePathways, has, ivoryTile, legal, moveAlong, movedTo, purpleTile, startAt, stopIfMoving, G } from './helpers.js';
import type { State } from './helpers.js';

/** Pending choices, without the automatic reveal of the purple temple's next tile. */
const prompts = (s: State) => s.pending.filter((p) => p.kind !== 'reveal');

const exploreTop = (s: State, site: number, tileId: number): State => {
  movedTo(s, site);
  s.stacks[site] = [...s.stacks[site]!.slice(0, -1), tileId];
  return act(s, { type: 'explore' });
};

describe('Ivory level 1: end-game bonuses', () => {
  const sheet = (setup: (s: State) => void) => {
    const s = fresh(3);
    setup(s);
    return scoreSheet(s.players[0]!, 0).ivoryBonus;
  };
  it('"collect 3 points for each Ivory Tile in front of you, including this one"', () => {
    expect(sheet((s) => (s.players[0]!.ivory = [ivoryTile(1, 'pointsPerIvory'), ivoryTile(2, 'peek'), ivoryTile(3, 'templeBonus')]))).toBe(9);
  });
  it('"collect 2 points for each unused Ration Pack still on your Chart"', () => {
    expect(sheet((s) => ((s.players[0]!.ivory[0] = ivoryTile(1, 'pointsPerRation')), (s.players[0]!.rations = 4)))).toBe(8);
  });
  it('"collect 5 points for each extra Relic of the same color in your possession"', () => {
    expect(sheet((s) => ((s.players[0]!.ivory[0] = ivoryTile(1, 'pointsPerExtraRelic')), (s.players[0]!.relics = [3, 1, 2, 0])))).toBe(15);
  });
  it('"collect 1 point for each Pathway you have on the board"', () => {
    expect(sheet((s) => ((s.players[0]!.ivory[0] = ivoryTile(1, 'pointsPerPathway')), givePathways(s, 0, [1, 2, 3, 4])))).toBe(4);
  });
  it('"collect 4 points for each Toolbox on your Progression Table, including any Toolbox at the bottom"', () => {
    expect(sheet((s) => ((s.players[0]!.ivory[0] = ivoryTile(1, 'pointsPerToolbox')), (s.players[0]!.chart.reserve = 1)))).toBe(8);
  });
  it('"discard this tile to play 1 extra turn after the last player finishes his turn"', () => {
    let s = fresh(3);
    s.players[1]!.ivory[0] = ivoryTile(1, 'extraTurn');
    s.endTrigger = 0;
    s.turn.seat = 2;
    movedTo(s, 1);
    s = act(s, { type: 'endTurn' }, 2);
    expect(s.over).toBe(false);
    expect(s.turn.seat).toBe(1);
    expect(s.players[1]!.ivory[0]).toBeNull();
    movedTo(s, 1);
    s = act(s, { type: 'endTurn' }, 1);
    expect(s.over).toBe(true);
    expect(G.activeSeats(s)).toEqual([]);
  });
});

describe('Ivory level 2: single use, then discarded', () => {
  it('1 "move on an unfamiliar Trail in the middle of your move" (see move.test.ts for the full chain)', () => {
    let s = startAt(fresh(3), 2);
    givePathways(s, 0, [2, 5]);
    s = act(s, { type: 'step', trail: 2 });
    s = act(s, { type: 'step', trail: 3 });
    expect(has(s, { type: 'step', trail: 5 })).toBe(false);
  });

  it('2 "When exploring a temple, you may secretly look at its remaining levels and select the tile that you want"', () => {
    let s = movedTo(fresh(3), 3);
    s.players[0]!.ivory[1] = ivoryTile(2, 'peek');
    const stack = [blueTile(1, 5), blueTile(2, 2), blueTile(3, 3)];
    s.stacks[3] = [...stack];
    expect(has(s, { type: 'explore', peek: true })).toBe(true);
    const out = actEvents(s, { type: 'explore', peek: true });
    s = out.state;
    expect(s.players[0]!.ivory[1]).toBeNull();
    expect(legal(s)).toEqual([0, 1, 2].map((position) => ({ type: 'pickTile', position })));
    expect(G.view(s, 0).prompt).toMatchObject({ kind: 'pickTile', site: 3, tiles: [{ value: 3 }, { value: 2 }, { value: 5 }] });
    expect(G.view(s, 1).prompt).toEqual({ kind: 'pickTile', site: 3 });
    const peeked = out.events.find((e) => e.type === 'templePeeked')!;
    expect(peeked.audience).toEqual([0]);
    s = act(s, { type: 'pickTile', position: 2 }); // the large one at the bottom
    expect(s.players[0]!.blue).toEqual([{ tile: blueTile(1, 5), revealed: false }]);
    expect(s.stacks[3]).toEqual([blueTile(2, 2), blueTile(3, 3)]);
    expect(s.players[0]!.rations).toBe(2);
  });

  it('3 "At the beginning of your turn, replenish your food reserves up to 5 Ration Packs"', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.rations = 1;
    s.players[0]!.ivory[1] = ivoryTile(2, 'replenish');
    s = act(s, { type: 'replenish' });
    expect(s.players[0]!.rations).toBe(5);
    expect(s.players[0]!.ivory[1]).toBeNull();
    let late = startAt(fresh(3), 1);
    late.players[0]!.ivory[1] = ivoryTile(2, 'replenish');
    late = moveAlong(late, [3]);
    expect(legal(late).some((m) => m.type === 'replenish')).toBe(false);
  });

  it('4 "When placing a Pathway, place two instead of one, both adjacent to your location"', () => {
    let s = movedTo(fresh(3), 1);
    s.players[0]!.ivory[1] = ivoryTile(2, 'doublePathway');
    s = act(s, { type: 'explore' });
    expect(has(s, { type: 'placePathway', trail: 0, ivory: true })).toBe(true);
    s = act(s, { type: 'placePathway', trail: 0, ivory: true });
    expect(s.players[0]!.ivory[1]).toBeNull();
    expect(legal(s)).toEqual([2, 3, 4, 34].map((trail) => ({ type: 'placePathway', trail })));
    s = act(s, { type: 'placePathway', trail: 4 });
    expect(s.players[0]!.pathwaysInReserve).toBe(8);
  });

  it('5 "When placing a Pathway, place it anywhere on the board"', () => {
    let s = movedTo(fresh(3), 1);
    s.players[0]!.ivory[1] = ivoryTile(2, 'pathwayAnywhere');
    s = act(s, { type: 'explore' });
    s = act(s, { type: 'placePathway', trail: 26, ivory: true });
    expect(s.pathways[26]).toBe(1);
    expect(s.players[0]!.ivory[1]).toBeNull();
  });

  it('6 "Instead of moving, directly teleport yourself to a temple of the same color ... cannot teleport directly onto the location of a Relic"', () => {
    let s = startAt(fresh(3), 2); // ivory temples: 2, 10, 13, 17
    s.players[0]!.ivory[1] = ivoryTile(2, 'teleport');
    s.stacks[13] = [];
    s.relicAt[13] = 'ivory';
    const targets = legal(s).filter((m) => m.type === 'teleport');
    expect(targets).toEqual([{ type: 'teleport', to: 10 }, { type: 'teleport', to: 17 }]);
    s = act(s, { type: 'teleport', to: 17 });
    expect(s.players[0]!.location).toBe(17);
    expect(s.turn.phase).toBe('moved');
    expect(has(s, { type: 'explore' })).toBe(true);
    expect(s.players[0]!.ivory[1]).toBeNull();
  });

  it('"If you use the tile, you do not score 2 VP in compensation"', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.ivory[1] = ivoryTile(2, 'replenish');
    s = act(s, { type: 'replenish' });
    expect(coins(s, 0)).toBe(0);
  });
});

describe('Ivory level 3: permanent effects', () => {
  it('1 "Each time you place a Pathway, immediately score 1 VP"', () => {
    let s = movedTo(fresh(3), 1);
    s.players[0]!.ivory[2] = ivoryTile(3, 'pathwayPoint');
    s = act(s, { type: 'explore' });
    s = act(s, { type: 'placePathway', trail: 3 });
    expect(coins(s, 0)).toBe(1);
  });

  it('2 "Each time you are the first player to explore a Ruin or Temple, immediately score 1 VP"', () => {
    let s = movedTo(fresh(3), 4);
    s.players[0]!.ivory[2] = ivoryTile(3, 'firstExplorer');
    s = act(s, { type: 'explore' });
    expect(coins(s, 0)).toBe(1);
    let again = movedTo(fresh(3), 4);
    again.stacks[4] = [-1, -1];
    again.players[0]!.ivory[2] = ivoryTile(3, 'firstExplorer');
    again = act(again, { type: 'explore' });
    expect(coins(again, 0)).toBe(0);
  });

  it('3 "Each time you score VPs while exploring a Temple (but not a Ruin or Shrine), score 1 bonus VP - ... a Blue temple, you gain a bonus 1 VP coin"', () => {
    const purple = fresh(3);
    purple.players[0]!.ivory[2] = ivoryTile(3, 'templeBonus');
    expect(coins(exploreTop(purple, 5, purpleTile(3, 'score3')), 0)).toBe(4);
    const blue = fresh(3);
    blue.players[0]!.ivory[2] = ivoryTile(3, 'templeBonus');
    const out = exploreTop(blue, 3, blueTile(3, 2));
    expect(coins(out, 0)).toBe(1);
    expect(out.players[0]!.blue[0]!.revealed).toBe(false); // "but don't have to reveal the value"
    const ruin = fresh(3);
    ruin.players[0]!.ivory[2] = ivoryTile(3, 'templeBonus');
    expect(coins(act(exploreTop(ruin, 1, -1), { type: 'placePathway', trail: 3 }), 0)).toBe(0);
  });

  it('4 "Each time an opponent moves a Pathway already on the board to a different Trail, take 1 Rations pack from Base camp"', () => {
    let s = movedTo(fresh(3), 1);
    s.players[0]!.chart.bottom = 0;
    s.players[0]!.chart.compass = [1, 0, 0];
    givePathways(s, 0, [0]);
    s.players[2]!.ivory[2] = ivoryTile(3, 'opponentMovesRation');
    s.players[2]!.rations = 2;
    s = act(s, { type: 'useToolbox', branch: 'compass', level: 1 });
    s = act(s, { type: 'liftPathway', trail: 0 });
    s = act(s, { type: 'dropPathway', trail: 9 });
    expect(s.players[2]!.rations).toBe(3);
    expect(s.players[1]!.rations).toBe(3);
  });

  it('5 "Each time you\'re back in Base Camp, take 1 more Ration pack than normal (up to 5 max)"', () => {
    let s = startAt(fresh(3), 1);
    s.players[0]!.rations = 0;
    s.players[0]!.ivory[2] = ivoryTile(3, 'campExtraRation');
    s = act(s, { type: 'step', trail: 0 });
    expect(s.players[0]!.rations).toBe(4);
  });

  it('6 "Each time you leave Base Camp, flip 1 Toolbox Token over, in either direction ... no effect on the Toolboxes ... unless you happen to flip the last Toolbox on the map face down"', () => {
    let s = startAt(fresh(3), CAMP);
    s.players[0]!.ivory[2] = ivoryTile(3, 'leaveCampFlip');
    s = act(s, { type: 'step', trail: 0 });
    expect(s.pending).toEqual([{ kind: 'flip', count: 1, optional: false }]);
    expect(legal(s)).toHaveLength(10);
    s = act(s, { type: 'flipToken', trail: 30 });
    expect(s.tokens[8]).toBe(false); // trail 30 carries token 8
    s = stopIfMoving(s);
    expect(s.pending).toEqual([]); // no step for that flip

    let last = startAt(fresh(3), CAMP);
    last.players[0]!.ivory[2] = ivoryTile(3, 'leaveCampFlip');
    last.tokens = last.tokens.map((_, i) => i === 8);
    last = act(last, { type: 'step', trail: 0 });
    last = act(last, { type: 'flipToken', trail: 30 });
    expect(last.tokens.every(Boolean)).toBe(true);
    last = stopIfMoving(last);
    expect(last.pending).toEqual([{ kind: 'climb', steps: 1 }]);
  });
});

describe('Purple temples', () => {
  const purple = (effect: Parameters<typeof purpleTile>[1], tweak?: (s: State) => void): State => {
    const s = fresh(3);
    tweak?.(s);
    return exploreTop(s, 5, purpleTile(3, effect));
  };
  it('1 "Immediately score 3 VPs"', () => {
    expect(coins(purple('score3'), 0)).toBe(3);
  });
  it('2 "Immediately move 1 of your Toolboxes 1 additional step up ... If you have no Toolbox left to move, nothing happens"', () => {
    expect(prompts(purple('toolboxStep'))).toEqual([{ kind: 'climb', steps: 1 }]);
    const none = purple('toolboxStep', (s) => Object.assign(s.players[0]!.chart, { bottom: 0, shovel: [0, 0, 1] }));
    expect(none.pending).toEqual([]);
  });
  it('3 "Take 2 Ration Packs from Base Camp ... (you still cannot exceed 5 in total)"', () => {
    expect(purple('twoRations').players[0]!.rations).toBe(4); // 3 - 1 spent + 2
    expect(purple('twoRations', (s) => (s.players[0]!.rations = 5)).players[0]!.rations).toBe(5);
  });
  it('4 "Place a new Toolbox on the bottom of your Progression Table"', () => {
    expect(purple('newToolbox').players[0]!.chart).toMatchObject({ reserve: 1, bottom: 2 });
  });
  it('5 "Immediately teleport to Base Camp and take 3 Ration Packs"', () => {
    const s = purple('teleportCamp', (x) => (x.players[0]!.rations = 1));
    expect(s.players[0]!.location).toBe(CAMP);
    expect(s.players[0]!.rations).toBe(3);
  });
  it('6 "Move one of your Pathways that is already on the board onto a different Trail, anywhere on the board"', () => {
    let s = purple('movePathway', (x) => givePathways(x, 0, [0]));
    expect(legal(s)).toEqual([{ type: 'liftPathway', trail: 0 }]);
    s = act(s, { type: 'liftPathway', trail: 0 });
    s = act(s, { type: 'dropPathway', trail: 20 });
    expect(s.pathways[20]).toBe(1);
    expect(purple('movePathway').pending).toEqual([]); // no pathway on the board: nothing happens
  });
  it('7 "take the action of an adjacent Ruin or Temple ... remove both the top Purple Tile AND the top tile on that adjacent location ... build it adjacent to the Purple Temple"', () => {
    let s = purple('adjacentAction');
    // N5 touches N4 (ruin), W4 (ruin), E5 (ivory) and W5 (purple)
    expect(legal(s)).toEqual([4, 10, 20, 19].map((location) => ({ type: 'adjacentAction', location })));
    s = act(s, { type: 'adjacentAction', location: 4 });
    expect(s.stacks[4]).toHaveLength(2);
    expect(legal(s)).toEqual([6, 8, 35, 47].map((trail) => ({ type: 'placePathway', trail }))); // around N5
    const bare = purple('adjacentAction', (x) => ([4, 10, 19, 20].forEach((l) => (x.stacks[l] = []))));
    expect(bare.pending).toEqual([]);
    expect(bare.players[0]!.rations).toBe(2); // "you still pay a Ration ... nothing else happens"
  });
  it('7 on an adjacent Purple Temple: both top tiles go, the adjacent power applies, both temples show their next tile', () => {
    const s0 = fresh(3);
    s0.stacks[20] = [purpleTile(1, 'twoRations'), purpleTile(2, 'newToolbox'), purpleTile(3, 'score3')];
    s0.stacks[5] = [purpleTile(1, 'teleportCamp'), purpleTile(2, 'flipTwo'), purpleTile(3, 'adjacentAction')];
    let s = act(movedTo(s0, 5), { type: 'explore' });
    s = act(s, { type: 'adjacentAction', location: 20 });
    expect(coins(s, 0)).toBe(3);
    expect(s.stacks[5]).toHaveLength(2);
    expect(s.stacks[20]).toHaveLength(2);
    const v = G.view(s, 2);
    expect(v.sites[5]!.top).toMatchObject({ effect: 'flipTwo' });
    expect(v.sites[20]!.top).toMatchObject({ effect: 'newToolbox' });
  });

  it('8 "Flip up to 2 Toolbox Tokens anywhere ... either up or down ... do NOT cause any of your Toolboxes to move up" unless the last face-up one', () => {
    let s = purple('flipTwo');
    s = act(s, { type: 'flipToken', trail: 3 });
    s = act(s, { type: 'flipToken', trail: 3 });
    expect(s.tokens[0]).toBe(true);
    expect(s.pending).toEqual([]);
    let last = purple('flipTwo', (x) => (x.tokens = x.tokens.map((_, i) => i === 0)));
    last = act(last, { type: 'flipToken', trail: 3 });
    expect(last.tokens.every(Boolean)).toBe(true);
    expect(prompts(last)).toEqual([{ kind: 'flip', count: 1, optional: true }, { kind: 'climb', steps: 1 }]);
    last = act(last, { type: 'stopFlipping' });
    expect(prompts(last)).toEqual([{ kind: 'climb', steps: 1 }]);
  });
});
