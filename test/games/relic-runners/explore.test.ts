import { describe, expect, it } from 'vitest';
import { CAMP, tile } from '../../../src/games/relic-runners/data.js';
import { act, actEvents, blueTile, coins, fresh, givePathways, has, ivoryTile, legal, movedTo, purpleTile, G } from './helpers.js';

describe('Explore', () => {
  it('Ruins (rulebook example): "spends a Ration to explore the Ruin. He removes the top tile ... placing one of his Pathways on an adjacent Trail"', () => {
    let s = movedTo(fresh(3), 1);
    const camp = s.campRations;
    s = act(s, { type: 'explore' });
    expect(s.players[0]!.rations).toBe(2);
    expect(s.campRations).toBe(camp + 1); // "discard your Ration ... onto the Rations pile in Base Camp"
    expect(s.stacks[1]).toHaveLength(2);
    expect(legal(s)).toEqual([0, 2, 3, 4, 34].map((trail) => ({ type: 'placePathway', trail })));
    s = act(s, { type: 'placePathway', trail: 3, ivory: false }); // same as leaving the flag out
    expect(s.pathways[3]).toBe(1);
    expect(s.players[0]!.pathwaysInReserve).toBe(9);
    expect(s.turn.seat).toBe(1); // nothing else to do: the turn ended by itself
  });

  it('"A single Trail may never have two Pathways from the same player on it; Pathways of different players may co-exist"', () => {
    let s = movedTo(fresh(3), 1);
    givePathways(s, 0, [0]);
    givePathways(s, 1, [2]);
    s = act(s, { type: 'explore' });
    expect(legal(s).map((m) => (m as { trail: number }).trail)).toEqual([2, 3, 4, 34]);
    s = act(s, { type: 'placePathway', trail: 2 });
    expect(s.pathways[2]).toBe(0b11);
  });

  it('"provided you have not run out of them": without pathways the ruin tile is still discarded', () => {
    let s = movedTo(fresh(3), 1);
    s.players[0]!.pathwaysInReserve = 0;
    s = act(s, { type: 'explore' });
    expect(s.stacks[1]).toHaveLength(2);
    expect(s.pending).toEqual([]);
  });

  it('exploring needs a ration, a Ruin or Temple with tiles (not Base Camp, not a Shrine), once per turn', () => {
    const noRation = movedTo(fresh(3), 1);
    noRation.players[0]!.rations = 0;
    expect(has(noRation, { type: 'explore' })).toBe(false);
    expect(() => act(noRation, { type: 'explore' })).toThrow(/ration/);
    const shrine = movedTo(fresh(3), 1);
    shrine.stacks[1] = [];
    shrine.relicAt[1] = 'green';
    expect(has(shrine, { type: 'explore' })).toBe(false);
    const camp = movedTo(fresh(3), CAMP);
    expect(has(camp, { type: 'explore' })).toBe(false);
    let once = movedTo(fresh(3), 4);
    Object.assign(once.players[0]!.chart, { bottom: 0, machete: [0, 1, 0] }); // keeps the turn open
    once = act(once, { type: 'explore' });
    once = act(once, legal(once)[0]!);
    expect(once.turn.seat).toBe(0);
    expect(legal(once)).toEqual([{ type: 'useToolbox', branch: 'machete', level: 2 }, { type: 'endTurn' }]);
  });

  it('Shrines: "The player taking the last tile performs the corresponding Ruin or Temple action, THEN places a Relic of the matching color"', () => {
    let s = movedTo(fresh(3), 1);
    s.stacks[1] = [-1];
    const out = actEvents(s, { type: 'explore' });
    s = out.state;
    expect(s.relicAt[1]).toBe('green');
    expect(s.pending[0]?.kind).toBe('placePathway'); // the ruin action still happens
    expect(out.events).toContainEqual({ type: 'shrineRevealed', audience: 'all', data: { site: 1, relic: 'green' } });
    let t = movedTo(fresh(3), 3); // blue temple
    t.stacks[3] = [blueTile(1, 5)];
    t = act(t, { type: 'explore' });
    expect(t.relicAt[3]).toBe('blue');
  });

  it('Blue (rulebook example): "He picks up the top tile, secretly looks at it, and places it next to his Explorer\'s Chart"', () => {
    let s = movedTo(fresh(3), 3);
    const top = s.stacks[3]![2]!;
    const out = actEvents(s, { type: 'explore' });
    s = out.state;
    expect(s.players[0]!.blue).toEqual([{ tile: top, revealed: false }]);
    const pub = out.events.find((e) => e.type === 'blueTaken')!;
    expect(pub.audience).toBe('all');
    expect(JSON.stringify(pub.data)).not.toContain('value');
    const secret = out.events.find((e) => e.type === 'blueTileSeen')!;
    expect(secret.audience).toEqual([0]);
    expect(secret.data?.value).toBe((tile(top) as { value: number }).value);
    expect(coins(s, 0)).toBe(0); // worth its value at game end only
  });

  it('Ivory: "place that tile with the text face-up in front of your Explorer\'s Chart, for all players to see"', () => {
    let s = movedTo(fresh(3), 2);
    s.stacks[2] = [ivoryTile(1, 'pointsPerPathway'), ivoryTile(2, 'replenish'), ivoryTile(3, 'pathwayPoint')];
    s = act(s, { type: 'explore' });
    expect(s.players[0]!.ivory).toEqual([null, null, ivoryTile(3, 'pathwayPoint')]);
    expect(G.view(s, 1).explorers[0]!.ivory[2]).toMatchObject({ color: 'ivory', level: 3, effect: 'pathwayPoint' });
  });

  it('Ivory (rulebook example): "He picks up the last (large) ivory tile. Since he already has a large ivory tile ... he must choose which one to keep, discard the other and take 2 VPs"', () => {
    for (const keep of ['new', 'old'] as const) {
      let s = movedTo(fresh(3), 2);
      s.stacks[2] = [ivoryTile(1, 'pointsPerRation')];
      s.players[0]!.ivory[0] = ivoryTile(1, 'pointsPerPathway');
      s.players[0]!.ivory[2] = ivoryTile(3, 'campExtraRation');
      s = act(s, { type: 'explore' });
      expect(legal(s)).toEqual([{ type: 'keepIvory', keep: 'new' }, { type: 'keepIvory', keep: 'old' }]);
      expect(s.relicAt[2]).toBe('ivory');
      s = act(s, { type: 'keepIvory', keep });
      expect(coins(s, 0)).toBe(2);
      expect(s.players[0]!.ivory[0]).toBe(keep === 'new' ? ivoryTile(1, 'pointsPerRation') : ivoryTile(1, 'pointsPerPathway'));
      expect(s.players[0]!.ivory[2]).toBe(ivoryTile(3, 'campExtraRation')); // other levels are kept
    }
  });

  it('Purple (rulebook example): "After picking the top tile and using its power, she reveals the middle tile"', () => {
    let s = movedTo(fresh(3), 5);
    s.stacks[5] = [purpleTile(1, 'twoRations'), purpleTile(2, 'score3'), purpleTile(3, 'flipTwo')];
    const before = G.view(s, 1).sites[5]!;
    expect(before.top).toMatchObject({ effect: 'flipTwo', level: 3 });
    const out = actEvents(s, { type: 'explore' });
    // flipTwo is pending: the next tile is not revealed before the power is fully used
    s = act(out.state, { type: 'flipToken', trail: 3 });
    expect(coins(s, 0)).toBe(0);
    expect(G.view(s, 1).sites[5]!.top).toBeNull();
    s = act(s, { type: 'stopFlipping' });
    expect(G.view(s, 1).sites[5]!.top).toMatchObject({ effect: 'score3', level: 2 });
  });
});
