import { describe, expect, it } from 'vitest';
import { act, actEvents, blueTile, coins, fresh, givePathways, has, legal, moveAlong, movedTo, purpleTile, startAt, G } from './helpers.js';
import type { Move, State } from './helpers.js';

function withChart(s: State, chart: Partial<State['players'][number]['chart']>): State {
  Object.assign(s.players[s.turn.seat]!.chart, chart);
  return s;
}
const uses = (s: State) => legal(s).filter((m) => m.type === 'useToolbox');

describe('Flipping Toolbox tokens', () => {
  it('rulebook example: "passing over 2 face-up and 1 face down Toolbox Tokens ... must flip the 2 face-up ... and move the Toolbox ... two spaces upwards (all at once)"', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [5, 6, 8]);
    s.tokens[1] = false; // the river N4-N5 token is already grey
    for (const trail of [3, 5, 6]) s = act(s, { type: 'step', trail });
    expect(s.tokens.slice(0, 3)).toEqual([true, false, true]); // flips happen "upon completion of his Move"
    s = act(s, { type: 'step', trail: 8 }); // no pathway left: the move is complete
    expect(s.tokens.slice(0, 3)).toEqual([false, false, false]);
    expect(s.pending).toEqual([{ kind: 'climb', steps: 2 }]);
    // all at once: nothing but climbing until both steps are spent
    expect(legal(s).every((m) => m.type === 'climb')).toBe(true);
    s = act(s, { type: 'climb', branch: 'machete', level: 0 });
    // the second step has one possible toolbox: it is moved without asking
    expect(s.players[0]!.chart).toMatchObject({ bottom: 0, machete: [0, 1, 0] });
    expect(s.pending).toEqual([]);
  });

  it('rulebook example: "She travels along a Trail with a face-up Toolbox Token ... she must flip over that Toolbox Token and move 1 Toolbox ... one step up"', () => {
    let s = startAt(fresh(3), 1);
    s = moveAlong(s, [3]);
    expect(s.tokens[0]).toBe(false);
    expect(s.pending).toEqual([{ kind: 'climb', steps: 1 }]);
    s = act(s, { type: 'climb', branch: 'shovel', level: 0 });
    expect(s.players[0]!.chart.shovel).toEqual([1, 0, 0]);
  });

  it('"When you flip over the last Toolbox Token still face-up ... Set them all back ... move one of your Toolboxes 2 spaces upwards, or 2 Toolboxes 1 space upwards each"', () => {
    let s = startAt(fresh(3), 1);
    s.tokens = s.tokens.map((_, i) => i === 0);
    withChart(s, { bottom: 1, compass: [1, 0, 0], reserve: 1 });
    const out = actEvents(s, { type: 'step', trail: 3 });
    s = out.state;
    expect(s.tokens.every(Boolean)).toBe(true);
    expect(out.events.map((e) => e.type)).toContain('tokensReset');
    expect(s.pending).toEqual([{ kind: 'climb', steps: 2 }]);
    // split between two toolboxes
    s = act(s, { type: 'climb', branch: 'compass', level: 1 });
    s = act(s, { type: 'climb', branch: 'machete', level: 0 });
    expect(s.players[0]!.chart).toMatchObject({ bottom: 0, compass: [0, 1, 0], machete: [1, 0, 0] });
  });

  it('"Only Toolboxes that are already on the Progression Table or at its bottom may move up": steps with nothing to move are lost', () => {
    let s = startAt(fresh(3), 1);
    withChart(s, { bottom: 0, reserve: 2, machete: [0, 0, 1] });
    s = moveAlong(s, [3]);
    expect(s.pending).toEqual([]);
    expect(s.players[0]!.chart.reserve).toBe(2);
    expect(s.players[0]!.chart.machete).toEqual([0, 0, 1]);
  });

  it('moves as much as possible, up to the top of a branch (level 3)', () => {
    let s = startAt(fresh(3), 1);
    givePathways(s, 0, [5, 6, 8]);
    s.tokens = s.tokens.map((_, i) => i <= 3); // tokens 0..3 up; 0, 1, 2 are on this path
    s = moveAlong(s, [3, 5, 6, 8]);
    expect(s.pending).toEqual([{ kind: 'climb', steps: 3 }]);
    s = act(s, { type: 'climb', branch: 'compass', level: 0 }); // then forced: level 2, level 3
    expect(s.players[0]!.chart.compass).toEqual([0, 0, 1]);
    expect(s.pending).toEqual([]);
    expect(legal(s).some((m) => m.type === 'climb')).toBe(false);
  });
});

describe('Using a Toolbox', () => {
  it('"You can only use a maximum of one Toolbox per turn"; the used Toolbox goes back to the bottom', () => {
    let s = movedTo(fresh(3), 1);
    withChart(s, { bottom: 0, machete: [0, 1, 0], shovel: [1, 0, 0] });
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 2 });
    expect(s.players[0]!.chart).toMatchObject({ bottom: 1, machete: [0, 0, 0], shovel: [1, 0, 0] });
    expect(uses(s)).toEqual([]);
  });

  it('"it cannot interrupt another action (move ...)": usable before or after the move, not during it', () => {
    let s = startAt(fresh(3), 1);
    withChart(s, { bottom: 0, machete: [0, 1, 0] });
    givePathways(s, 0, [5]);
    expect(uses(s)).toHaveLength(1);
    s = act(s, { type: 'step', trail: 3 });
    expect(uses(s)).toEqual([]);
    s = act(s, { type: 'stopMove' }); // the flip's step raises the only toolbox by itself
    expect(s.players[0]!.chart.machete).toEqual([0, 0, 1]);
    expect(uses(s)).toEqual([{ type: 'useToolbox', branch: 'machete', level: 3 }]);
  });

  it('a Toolbox at the bottom of the Table has no action', () => {
    const s = movedTo(fresh(3), 1);
    expect(uses(s)).toEqual([]);
  });

  it('Machete 1: "Perform the Temple action of your location without spending a Ration. You may not use this on a Ruin or a Shrine."', () => {
    let s = movedTo(fresh(3), 3);
    withChart(s, { bottom: 0, machete: [1, 0, 0] });
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
    expect(s.players[0]!.rations).toBe(3);
    expect(s.players[0]!.blue).toHaveLength(1);
    expect(has(s, { type: 'explore' })).toBe(true); // the normal exploration is still available
    const ruin = withChart(movedTo(fresh(3), 1), { bottom: 0, machete: [1, 0, 0] });
    expect(uses(ruin)).toEqual([]);
  });

  it('Machete 2: "Take 2 Ration Packs from Base Camp (up to 5 max on your Chart)"', () => {
    let s = withChart(movedTo(fresh(3), 1), { bottom: 0, machete: [0, 1, 0] });
    s.players[0]!.rations = 4;
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 2 });
    expect(s.players[0]!.rations).toBe(5);
  });

  it('Machete 3: "Immediately score 4 Victory Points for every Relic on your Explorer\'s Chart, even those of same colors"', () => {
    let s = withChart(movedTo(fresh(3), 1), { bottom: 0, machete: [0, 0, 1] });
    s.players[0]!.relics = [2, 0, 1, 0];
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 3 });
    expect(coins(s, 0)).toBe(12);
  });

  it('Compass 1: "Move one of your Pathways onto any Trail of your choice (except for those where you already have a Pathway)"', () => {
    let s = withChart(movedTo(fresh(3), 1), { bottom: 0, compass: [1, 0, 0] });
    givePathways(s, 0, [0, 2]);
    s = act(s, { type: 'useToolbox', branch: 'compass', level: 1 });
    expect(legal(s)).toEqual([{ type: 'liftPathway', trail: 0 }, { type: 'liftPathway', trail: 2 }]);
    s = act(s, { type: 'liftPathway', trail: 0 });
    expect(has(s, { type: 'dropPathway', trail: 2 })).toBe(false);
    expect(has(s, { type: 'dropPathway', trail: 0 })).toBe(false);
    s = act(s, { type: 'dropPathway', trail: 30 }); // far away: "does not need to be adjacent"
    expect(s.pathways[0]).toBe(0);
    expect(s.pathways[30]).toBe(1);
    expect(s.players[0]!.pathwaysInReserve).toBe(8);
    expect(s.pending).toEqual([]);
  });

  it('Compass 2: "you must move 2 Pathways ... one Pathway cannot be moved to the Trail where the other Pathway previously was"', () => {
    let s = withChart(movedTo(fresh(3), 1), { bottom: 0, compass: [0, 1, 0] });
    givePathways(s, 0, [0, 2]);
    s = act(s, { type: 'useToolbox', branch: 'compass', level: 2 });
    s = act(s, { type: 'liftPathway', trail: 0 });
    s = act(s, { type: 'dropPathway', trail: 30 });
    expect(legal(s)).toEqual([{ type: 'liftPathway', trail: 2 }]); // not the one just moved
    s = act(s, { type: 'liftPathway', trail: 2 });
    expect(has(s, { type: 'dropPathway', trail: 0 })).toBe(false);
    s = act(s, { type: 'dropPathway', trail: 31 });
    expect([s.pathways[0], s.pathways[2], s.pathways[30], s.pathways[31]]).toEqual([0, 0, 1, 1]);
    const single = withChart(movedTo(fresh(3), 1), { bottom: 0, compass: [0, 1, 0] });
    givePathways(single, 0, [0]);
    expect(uses(single)).toEqual([]);
  });

  it('Compass 3: "score 2 VP for each Pathway in your longest continuous Pathway route. A continuous pathway route cannot go through Base Camp."', () => {
    let s = withChart(movedTo(fresh(3), 1), { bottom: 0, compass: [0, 0, 1] });
    // camp-N1, camp-N2, N1-N2, N1-N3, N1-N4: through camp it would be N3-N1-N2-camp-N1-N4 (5)
    givePathways(s, 0, [0, 1, 2, 3, 4]);
    s = act(s, { type: 'useToolbox', branch: 'compass', level: 3 });
    expect(coins(s, 0)).toBe(6);
  });

  it('Shovel 1: "Move a Toolbox from your reserve to the bottom of the Table OR score 2 Victory Points"', () => {
    const s = withChart(movedTo(fresh(3), 1), { bottom: 0, shovel: [1, 0, 0], reserve: 2 });
    const a = act(s, { type: 'useToolbox', branch: 'shovel', level: 1, choice: 'toolbox' });
    expect(a.players[0]!.chart).toMatchObject({ reserve: 1, bottom: 2 });
    const b = act(s, { type: 'useToolbox', branch: 'shovel', level: 1, choice: 'points' });
    expect(coins(b, 0)).toBe(2);
    s.players[0]!.chart.reserve = 0;
    expect(uses(s)).toEqual([{ type: 'useToolbox', branch: 'shovel', level: 1, choice: 'points' }]);
  });

  it('Shovel 2: "Place a Pathway from your reserve along a Trail adjacent to your location"', () => {
    let s = withChart(movedTo(fresh(3), 4), { bottom: 0, shovel: [0, 1, 0] });
    s = act(s, { type: 'useToolbox', branch: 'shovel', level: 2 });
    expect(legal(s)).toEqual([4, 5, 6, 7, 36, 37, 38].map((trail) => ({ type: 'placePathway', trail }))); // every Trail at N4
    s = act(s, { type: 'placePathway', trail: 6 });
    expect(s.pathways[6]).toBe(1);
  });

  it('Shovel 3: "Double all Victory Points you score during this turn. When used on a Blue Temple, reveal the tile you want to double to all players and take the corresponding amount of VP"', () => {
    let s = withChart(movedTo(fresh(3), 3), { bottom: 0, shovel: [0, 0, 1], machete: [1, 0, 0] });
    s.stacks[3] = [blueTile(1, 5), blueTile(2, 4), blueTile(3, 3)];
    s = act(s, { type: 'explore' });
    const out = actEvents(s, { type: 'useToolbox', branch: 'shovel', level: 3 });
    s = out.state;
    expect(coins(s, 0)).toBe(3);
    expect(s.players[0]!.blue[0]).toEqual({ tile: blueTile(3, 3), revealed: true });
    expect(out.events).toContainEqual({ type: 'blueRevealed', audience: 'all', data: { seat: 0, tile: blueTile(3, 3), value: 3 } });
    expect(G.view(s, 1).explorers[0]!.revealedBlue).toEqual([{ tile: blueTile(3, 3), color: 'blue', level: 3, value: 3 }]);
  });

  it('Shovel 3 also doubles points scored later in the same turn, and only that turn', () => {
    let s = startAt(fresh(3), 4);
    withChart(s, { bottom: 0, shovel: [0, 0, 1] });
    s.stacks[5] = [purpleTile(1, 'score3')];
    s = act(s, { type: 'useToolbox', branch: 'shovel', level: 3 });
    s = moveAlong(s, [6]);
    s = act(s, legal(s).find((m) => m.type === 'climb')!);
    s = act(s, { type: 'explore' });
    expect(coins(s, 0)).toBe(6);
    // nothing else to do: the turn ended by itself; doubling was for that turn only
    expect(s.turn.seat).toBe(1);
    expect(s.turn.doubling).toBe(false);
  });

  it('Shovel 3 doubles the points already scored this turn (a Relic Expedition of 2 trails: 4 + 4)', () => {
    let s = fresh(3);
    s.stacks[1] = [];
    s.relicAt[4] = 'green';
    s.stacks[4] = [];
    startAt(s, 1);
    s.relicAt[1] = 'green';
    s.turn.startRelic = 'green';
    withChart(s, { bottom: 0, shovel: [0, 0, 1] });
    givePathways(s, 0, [5]);
    s = moveAlong(s, [3, 5]); // the river token's step is lost: no toolbox can climb
    expect(coins(s, 0)).toBe(4);
    s = act(s, { type: 'useToolbox', branch: 'shovel', level: 3 });
    expect(coins(s, 0)).toBe(8);
  });

  const climbs: Move[] = [{ type: 'climb', branch: 'machete', level: 0 }];
  it('climbing from the bottom lets the player choose the branch', () => {
    let s = startAt(fresh(3), 1);
    s = moveAlong(s, [3]);
    expect(legal(s)).toEqual([...climbs, { type: 'climb', branch: 'compass', level: 0 }, { type: 'climb', branch: 'shovel', level: 0 }]);
  });
});
