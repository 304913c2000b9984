import { MAX_RATIONS, PATHWAYS_PER_PLAYER, RELIC_COLORS, TEMPLES_PER_COLOR, TILES, TOOLBOXES_PER_PLAYER, templeStackHeight, tile } from '../../../src/games/relic-runners/data.js';
import { G } from './helpers.js';
import type { State } from './helpers.js';

const colorIndex = (c: string): number => (c === 'green' ? 0 : c === 'ivory' ? 1 : c === 'blue' ? 2 : 3);
const HELD = [0, 0, 0, 0];
const TAKEN = [0, 0, 0, 0];
const PLACES = new Int8Array(TILES.length);
const COLOR_LEVEL = new Int8Array(9);
const colorBase = (c: string): number => (c === 'ivory' ? 0 : c === 'blue' ? 3 : 6);

/**
 * Every temple tile drawn at setup is in exactly one place: a stack, a hand, the discard pile
 * or an ivory choice under way; so 4 tiles of each colour and level in play.
 */
function checkTiles(s: State): void {
  PLACES.fill(0);
  const count = (id: number): void => {
    if (id < 0) return;
    PLACES[id]!++;
    COLOR_LEVEL[colorBase(tile(id).color) + tile(id).level - 1]!++;
  };
  COLOR_LEVEL.fill(0);
  for (const stack of s.stacks) for (const id of stack) count(id);
  for (const p of s.players) {
    for (const id of p.ivory) if (id !== null && id !== undefined) count(id);
    for (const b of p.blue) count(b.tile);
  }
  for (const id of s.discards) count(id);
  for (const prompt of s.pending) if (prompt.kind === 'ivoryChoice') count(prompt.newTile);
  for (let id = 0; id < PLACES.length; id++) if (PLACES[id]! > 1) throw new Error(`tile ${id} in ${PLACES[id]} places`);
  const height = templeStackHeight(s.players.length);
  for (let k = 0; k < 9; k++) {
    const expected = k % 3 < height ? TEMPLES_PER_COLOR : 0;
    if (COLOR_LEVEL[k] !== expected) throw new Error(`tiles of colour/level ${k}: ${COLOR_LEVEL[k]} in play`);
  }
}

/** Checked after every move of every random game, so written without allocations. */
export function checkInvariants(s: State): void {
  const n = s.players.length;
  const pathways = s.pathways;
  const prompt = s.pending[0];
  const lifted = prompt !== undefined && prompt.kind === 'movePathway' && prompt.lifted !== null ? 1 : 0;
  let rations = s.campRations;
  HELD.fill(0);
  TAKEN.fill(0);
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat]!;
    if (p.rations < 0 || p.rations > MAX_RATIONS) throw new Error(`rations ${p.rations}`);
    rations += p.rations;
    const bit = 1 << seat;
    let onBoard = 0;
    for (let t = 0; t < pathways.length; t++) if (pathways[t]! & bit) onBoard++;
    if (p.pathwaysInReserve < 0 || onBoard > PATHWAYS_PER_PLAYER) throw new Error('pathways out of range');
    if (onBoard + (seat === s.turn.seat ? lifted : 0) + p.pathwaysInReserve !== PATHWAYS_PER_PLAYER) throw new Error('pathways lost or made');
    const c = p.chart;
    let boxes = c.reserve + c.bottom;
    for (let l = 0; l < 3; l++) {
      if (c.machete[l]! < 0 || c.compass[l]! < 0 || c.shovel[l]! < 0) throw new Error('toolboxes below zero');
      boxes += c.machete[l]! + c.compass[l]! + c.shovel[l]!;
    }
    if (c.reserve < 0 || c.bottom < 0 || boxes !== TOOLBOXES_PER_PLAYER) throw new Error('toolboxes');
    for (let l = 0; l < 3; l++) {
      const id = p.ivory[l];
      if (id !== null && id !== undefined && (tile(id).color !== 'ivory' || tile(id).level !== l + 1)) throw new Error('ivory level');
    }
    if (p.coins < 0) throw new Error('coins');
    for (let k = 0; k < 4; k++) HELD[k]! += p.relics[k]!;
  }
  if (rations !== 5 * n || s.campRations < 0) throw new Error(`ration total ${rations}`);
  // Every site's relic is under its tiles, on its shrine, or held by exactly one player.
  for (let loc = 1; loc < s.stacks.length; loc++) {
    if (s.stacks[loc]!.length > 0) continue;
    const k = colorIndex(s.templeColor[loc] ?? 'green');
    const relic = s.relicAt[loc] ?? null;
    if (relic === null) TAKEN[k]!++;
    else if (colorIndex(relic) !== k) throw new Error('relic colour');
  }
  for (let k = 0; k < 4; k++) {
    if (HELD[k] !== TAKEN[k]) throw new Error(`${RELIC_COLORS[k]} relics: held ${HELD[k]}, taken from shrines ${TAKEN[k]}`);
  }
  checkTiles(s);
  if (s.over !== (G.activeSeats(s).length === 0) || s.over !== (G.result(s) !== null)) throw new Error('active seats vs result');
}
