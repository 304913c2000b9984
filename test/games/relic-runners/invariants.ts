import { MAX_RATIONS, PATHWAYS_PER_PLAYER, RELIC_COLORS, TOOLBOXES_PER_PLAYER, tile } from '../../../src/games/relic-runners/data.js';
import { expect } from 'vitest';
import { randomPlayout } from '../../../src/engine/index.js';
import { G } from './helpers.js';
import type { State } from './helpers.js';

const COLOR_INDEX: Record<string, number> = { green: 0, ivory: 1, blue: 2, purple: 3 };

/** Checked after every move of every random game, so written as single passes. */
export function checkInvariants(s: State): void {
  const n = s.players.length;
  const onBoard = [0, 0, 0, 0, 0];
  for (const mask of s.pathways) for (let seat = 0; seat < n; seat++) onBoard[seat]! += (mask >> seat) & 1;
  const lifted = s.pending[0]?.kind === 'movePathway' && s.pending[0].lifted !== null ? 1 : 0;
  let rations = s.campRations;
  const held = [0, 0, 0, 0];
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat]!;
    if (p.rations < 0 || p.rations > MAX_RATIONS) throw new Error(`rations ${p.rations}`);
    rations += p.rations;
    const liftedHere = seat === s.turn.seat ? lifted : 0;
    if (p.pathwaysInReserve < 0 || onBoard[seat]! > PATHWAYS_PER_PLAYER) throw new Error('pathways out of range');
    if (onBoard[seat]! + liftedHere + p.pathwaysInReserve !== PATHWAYS_PER_PLAYER) throw new Error('pathways lost or made');
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
    for (let k = 0; k < 4; k++) held[k]! += p.relics[k]!;
  }
  if (rations !== 5 * n || s.campRations < 0) throw new Error(`ration total ${rations}`);
  // Every site's relic is under its tiles, on its shrine, or held by exactly one player.
  const taken = [0, 0, 0, 0];
  for (let loc = 1; loc < s.stacks.length; loc++) {
    if (s.stacks[loc]!.length > 0) continue;
    const k = COLOR_INDEX[s.templeColor[loc] ?? 'green']!;
    const relic = s.relicAt[loc] ?? null;
    if (relic === null) taken[k]!++;
    else if (COLOR_INDEX[relic] !== k) throw new Error('relic colour');
  }
  for (let k = 0; k < 4; k++) if (held[k] !== taken[k]) throw new Error(`relics ${RELIC_COLORS[k]}: held ${held[k]}, taken ${taken[k]}`);
  if ((G.activeSeats(s).length === 0) !== (G.result(s) !== null)) throw new Error('active seats vs result');
}


/** Games per player count; RR_FUZZ_GAMES overrides it for quick local runs. */
export const FUZZ_GAMES = Number(process.env.RR_FUZZ_GAMES ?? 1000);
const SETUPS = ['first', 'standard', 'random'] as const;

/** Plays FUZZ_GAMES seeded random games to the end, checking the invariants after every move. */
export function fuzzGames(players: number): void {
  let moves = 0;
  for (let i = 0; i < FUZZ_GAMES; i++) {
    const out = randomPlayout(G, {
      players,
      options: { setup: SETUPS[i % 3] },
      seed: `fuzz-${players}-${i}`,
      onMove: (state) => checkInvariants(state as State),
    });
    expect(out.finished).toBe(true);
    const r = G.result(out.state as State)!;
    expect(r.scores).toHaveLength(players);
    expect(r.winners.length).toBeGreaterThan(0);
    moves += out.moves.length;
  }
  expect(moves).toBeGreaterThan(FUZZ_GAMES * 10);
}
