import { describe, expect, it } from 'vitest';
import { reachableCounters, reachableLinks, reachableOpenEnds, reachableTiles } from '../../../src/games/ruin-runner/reach.js';
import { lootingState, rotatedSides, type Lay } from './helpers.js';

/**
 *            (0,1) 19 'o-io' red circle
 * (-1,0) 32 entrance B 'iioo'   START 'oooo'   (1,0) 18 'ooi-' (blank towards START)   (2,0) 33 exit B 'iooi'
 * (-1,-1) 34 Teleport to Start 'iiii'   (0,-1) 27 gate 'iiww', exit arrow counter W
 *                                       (0,-2) 3 'iioo' (behind the gate's south white arrow)
 */
const ruins: Lay[] = [
  { tile: 19, x: 0, y: 1, rotation: 0 },
  { tile: 18, x: 1, y: 0, rotation: 1 },
  { tile: 32, x: -1, y: 0, rotation: 2 },
  { tile: 27, x: 0, y: -1, rotation: 2, gate: 'W' },
  { tile: 34, x: -1, y: -1, rotation: 0 },
  { tile: 33, x: 2, y: 0, rotation: 1 },
  { tile: 3, x: 0, y: -2, rotation: 2 },
];

const reached = (layout: Lay[]) => {
  const board = lootingState(layout).board;
  const reach = reachableTiles(board);
  return board.filter((_, i) => reach[i]).map((p) => p.tile);
};

describe('reach: which tiles a looter can ever stand on, from START (used to measure the tile set)', () => {
  it('the fixture has the sides the tests rely on', () => {
    expect(ruins.map((l) => rotatedSides(l.tile, l.rotation))).toEqual(['o-io', 'ooi-', 'iioo', 'iiww', 'iiii', 'iooi', 'iioo']);
  });

  it('follows out arrows into in arrows, through a teleport to its exit and past a gate by either white arrow', () => {
    // 18 shows START a blank side and has no other way in; the entrance 32 and the Teleport to
    // Start 34 are never stood on; the gate's counter lies west, but looters leaving turn it south.
    expect(reached(ruins).sort((a, b) => a - b)).toEqual([0, 3, 19, 27, 33]);
    const board = lootingState(ruins).board;
    expect(reachableCounters(board)).toBe(3 + 2 + 3 + 4); // 19 red circle, 27 two diamonds, 33 purple circle, 3 circle and diamond
  });

  it('a Teleport Entrance whose Exit is not on the board is a tile like any other', () => {
    expect(reached(ruins.filter((l) => l.tile !== 33)).sort((a, b) => a - b)).toEqual([0, 3, 19, 27, 32]);
  });

  it('counts walkable links and open ends of the reachable ruins', () => {
    const board = lootingState(ruins).board;
    // Links: START into 19, 32 and the gate; the gate's west arrow into 34, its south one into 3.
    expect(reachableLinks(board)).toBe(5);
    // Open ends: 19 north and west, 33 east and south, 3 south and west.
    expect(reachableOpenEnds(board)).toBe(6);
  });
});
