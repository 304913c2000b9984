import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/index.js';
import { IVORY_EFFECTS, LEVELS, type IvoryEffect, type Level } from '../../../src/games/relic-runners/data.js';
import { act, actEvents, coins, fresh, has, ivoryTile, legal, movedTo, purpleTile, startAt, G, type State } from './helpers.js';

// "If you pick an Ivory Tile with the same level as one already in front of you, you must decide
// which of the two to keep, and discard the other. When applicable, you may still use the power of
// the Ivory Tile you're discarding, before discarding it and keeping the other."
const RULE = '"When applicable, you may still use the power of the Ivory Tile you\'re discarding, before discarding it and keeping the other"';

// First-game map: ivory temples are 2 (N2), 10 (E5), 13 (S3), 17 (W2).
const TELEPORT = ivoryTile(2, 'teleport');

/**
 * Seat 0 begins its turn on the ivory temple N2 holding `held` and uses Machete 1 (the temple
 * action of its location) before moving: it takes `picked`, a tile of the same level.
 */
function choiceBeforeMoving(held: number, picked: number, level: Level = 2): State {
  const s = startAt(fresh(3), 2);
  s.stacks[2] = [ivoryTile(1, 'pointsPerIvory'), picked];
  s.players[0]!.ivory[level - 1] = held;
  Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [1, 0, 0] });
  const out = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
  expect(out.pending[0]).toEqual({ kind: 'ivoryChoice', newTile: picked });
  expect(out.turn.phase).toBe('start');
  return out;
}

const KEEP_ONLY = [{ type: 'keepIvory', keep: 'new' }, { type: 'keepIvory', keep: 'old' }];

describe(`Ivory duplicate: ${RULE}`, () => {
  it('use: the picked teleport tile takes the explorer to another ivory temple, then is discarded; the old tile is kept and 2 VP scored', () => {
    let s = choiceBeforeMoving(ivoryTile(2, 'replenish'), TELEPORT);
    expect(legal(s)).toEqual([...KEEP_ONLY, { type: 'teleport', to: 10 }, { type: 'teleport', to: 13 }, { type: 'teleport', to: 17 }]);
    const before = JSON.stringify(s);
    const out = actEvents(s, { type: 'teleport', to: 13 });
    expect(JSON.stringify(s)).toBe(before); // apply copied what it changed
    s = out.state;
    expect(s.players[0]!.location).toBe(13);
    expect(s.turn.phase).toBe('moved'); // "Instead of moving": the teleport was this turn's move
    expect(s.players[0]!.ivory[1]).toBe(ivoryTile(2, 'replenish'));
    expect(coins(s, 0)).toBe(2); // the compensation is kept as is
    expect(s.pending).toEqual([]);
    expect(out.events.map((e) => e.type)).toEqual(['ivoryUsed', 'teleported', 'scored', 'ivoryKept']);
    expect(out.events[0]).toEqual({ type: 'ivoryUsed', audience: 'all', data: { seat: 0, tile: TELEPORT, why: 'teleport' } });
    expect(out.events[3]).toEqual({ type: 'ivoryKept', audience: 'all', data: { seat: 0, kept: 'old', discarded: TELEPORT } });
    expect(s.turn.seat).toBe(0);
    expect(has(s, { type: 'explore' })).toBe(true); // the turn goes on at the new temple
  });

  it('use: the teleport tile already held may be the one used and discarded, keeping the new tile', () => {
    let s = choiceBeforeMoving(TELEPORT, ivoryTile(2, 'doublePathway'));
    s.players[0]!.ivory[2] = ivoryTile(3, 'templeBonus');
    s = act(s, { type: 'teleport', to: 10 });
    expect(s.players[0]!.location).toBe(10);
    expect(s.players[0]!.ivory[1]).toBe(ivoryTile(2, 'doublePathway'));
    expect(coins(s, 0)).toBe(3); // 2 VP compensation + 1 temple bonus, as with keepIvory
  });

  it('use, through a purple "adjacent action" taken with Machete 1 before moving: teleport to a temple of the colour occupied (purple)', () => {
    let s = startAt(fresh(3), 5); // N5 purple, next to E5 (10, ivory)
    s.stacks[5] = [purpleTile(1, 'score3'), purpleTile(2, 'adjacentAction')];
    s.stacks[10] = [ivoryTile(1, 'pointsPerIvory'), TELEPORT];
    s.players[0]!.ivory[1] = ivoryTile(2, 'peek');
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [1, 0, 0] });
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
    s = act(s, { type: 'adjacentAction', location: 10 });
    expect(legal(s)).toEqual([...KEEP_ONLY, { type: 'teleport', to: 8 }, { type: 'teleport', to: 12 }, { type: 'teleport', to: 20 }]);
    s = act(s, { type: 'teleport', to: 12 });
    expect(s.players[0]!.location).toBe(12);
    expect(s.players[0]!.ivory[1]).toBe(ivoryTile(2, 'peek'));
    expect(s.pending).toEqual([]);
    expect(G.view(s, 1).sites[5]!.top).toMatchObject({ effect: 'score3' }); // the purple reveal still happened
  });

  it('decline: answering keepIvory uses no power; the player still has to move', () => {
    let s = choiceBeforeMoving(ivoryTile(2, 'replenish'), TELEPORT);
    s = act(s, { type: 'keepIvory', keep: 'old' });
    expect(s.players[0]!.location).toBe(2);
    expect(s.turn.phase).toBe('start');
    expect(s.players[0]!.ivory[1]).toBe(ivoryTile(2, 'replenish'));
    expect(coins(s, 0)).toBe(2);
    expect(legal(s).some((m) => m.type === 'teleport')).toBe(false); // that tile is gone
    expect(legal(s).some((m) => m.type === 'step')).toBe(true);
  });

  it('decline by keeping the teleport tile: it stays usable later as a normal single-use tile (no second compensation)', () => {
    let s = choiceBeforeMoving(ivoryTile(2, 'replenish'), TELEPORT);
    s = act(s, { type: 'keepIvory', keep: 'new' });
    expect(s.players[0]!.ivory[1]).toBe(TELEPORT);
    s = act(s, { type: 'teleport', to: 17 });
    expect(s.players[0]!.location).toBe(17);
    expect(s.players[0]!.ivory[1]).toBeNull();
    expect(coins(s, 0)).toBe(2);
  });

  it('the prompt names the usable tile, the same for every seat and spectators (ivory tiles are face up)', () => {
    const s = choiceBeforeMoving(ivoryTile(2, 'replenish'), TELEPORT);
    const prompt = G.view(s, 0).prompt;
    expect(prompt).toMatchObject({ kind: 'ivoryChoice', usableBeforeDiscard: { tile: TELEPORT, effect: 'teleport', level: 2 } });
    expect(G.view(s, 1).prompt).toEqual(prompt);
    expect(G.view(s, null).prompt).toEqual(prompt);
  });

  it('not applicable after the move: "Instead of moving" cannot replace a move already made', () => {
    let s = movedTo(fresh(3), 2);
    s.stacks[2] = [ivoryTile(1, 'pointsPerIvory'), TELEPORT];
    s.players[0]!.ivory[1] = ivoryTile(2, 'replenish');
    s = act(s, { type: 'explore' });
    expect(legal(s)).toEqual(KEEP_ONLY);
    expect(G.view(s, 0).prompt).toMatchObject({ kind: 'ivoryChoice', usableBeforeDiscard: null });
    let error: unknown;
    try {
      act(s, { type: 'teleport', to: 10 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('answer-prompt');
  });

  it('not applicable: a teleport with nowhere to go (every other ivory temple holds a relic) is not offered', () => {
    const s = startAt(fresh(3), 2);
    for (const site of [10, 13, 17]) {
      s.stacks[site] = [];
      s.relicAt[site] = 'ivory';
    }
    s.stacks[2] = [ivoryTile(1, 'pointsPerIvory'), TELEPORT];
    s.players[0]!.ivory[1] = ivoryTile(2, 'replenish');
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [1, 0, 0] });
    const t = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
    expect(legal(t)).toEqual(KEEP_ONLY);
  });

  it('not applicable: level-1 end-game bonuses, the other level-2 powers and level-3 permanent powers are never offered', () => {
    // Level 1 acts at game end; level 2 "beginning of your turn", "when exploring" (the tile is
    // already chosen), "when placing a Pathway" and "in the middle of your move" have no such
    // act happening now; level 3 triggers (placing, first exploration, scoring, Base Camp,
    // an opponent's move) do not happen while the choice is pending.
    let cases = 0;
    for (const level of LEVELS) {
      const effects = IVORY_EFFECTS[level].filter((e) => e !== 'teleport') as IvoryEffect[];
      for (const held of effects) {
        for (const picked of effects) {
          if (held === picked) continue;
          const s = choiceBeforeMoving(ivoryTile(level, held), ivoryTile(level, picked), level);
          expect(legal(s), `${level}: ${held} held, ${picked} picked`).toEqual(KEEP_ONLY);
          expect(G.view(s, 0).prompt).toMatchObject({ usableBeforeDiscard: null });
          cases++;
        }
      }
    }
    expect(cases).toBe(30 + 20 + 30);
  });
});
