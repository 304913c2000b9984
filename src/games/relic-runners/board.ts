import { CAMP, LOCATIONS, PATHWAYS_PER_PLAYER, TILES, otherEnd, ruinStackHeight, templeStackHeight, type IvoryEffect, type Level } from './data.js';
import { boardMap } from './versions.js';
import type { PlayerState, RelicRunnersState } from './state.js';

export function player(s: RelicRunnersState, seat: number): PlayerState {
  return s.players[seat] as PlayerState;
}

export function hasPathway(s: RelicRunnersState, seat: number, trail: number): boolean {
  return (((s.pathways[trail] as number) >> seat) & 1) === 1;
}

export function ownTrails(s: RelicRunnersState, seat: number): number[] {
  const out: number[] = [];
  for (let t = 0; t < s.pathways.length; t++) if (hasPathway(s, seat, t)) out.push(t);
  return out;
}

export function pathwaysOnBoard(p: PlayerState): number {
  return PATHWAYS_PER_PLAYER - p.pathwaysInReserve;
}

export function holdsIvory(p: PlayerState, level: Level, effect: IvoryEffect): boolean {
  const id = p.ivory[level - 1];
  if (id === null || id === undefined) return false;
  const t = TILES[id];
  return t !== undefined && t.color === 'ivory' && t.effect === effect;
}

/** Ruin or temple with tiles left (not Base Camp, not a Shrine). */
export function isExplorable(s: RelicRunnersState, location: number): boolean {
  return location !== CAMP && (s.stacks[location] as number[]).length > 0;
}

export function isTemple(location: number): boolean {
  return LOCATIONS[location]?.kind === 'temple';
}

/** Whether nobody has explored this site yet (its stack is still full). */
export function isUntouched(s: RelicRunnersState, location: number): boolean {
  const full = isTemple(location) ? templeStackHeight(s.players.length) : ruinStackHeight(s.players.length);
  return (s.stacks[location] as number[]).length === full;
}

export function faceUpTokens(s: RelicRunnersState): number {
  let n = 0;
  for (const up of s.tokens) if (up) n++;
  return n;
}

/** Trails next to `location` where `seat` has no Pathway yet. */
export function freeAdjacentTrails(s: RelicRunnersState, seat: number, location: number): number[] {
  return (boardMap().trailsAt[location] as number[]).filter((t) => !hasPathway(s, seat, t));
}

/**
 * Number of Pathways in the seat's longest continuous route: a walk using each of its
 * Pathways at most once that never passes through Base Camp (it may start or end there).
 */
export function longestRoute(s: RelicRunnersState, seat: number): number {
  const mine = ownTrails(s, seat);
  if (mine.length === 0) return 0;
  const map = boardMap();
  const used = new Set<number>();
  let best = 0;
  const walk = (at: number, length: number): void => {
    if (length > best) best = length;
    if (at === CAMP && length > 0) return;
    for (const t of map.trailsAt[at] as number[]) {
      if (used.has(t) || !hasPathway(s, seat, t)) continue;
      used.add(t);
      walk(otherEnd(t, at, map), length + 1);
      used.delete(t);
    }
  };
  const starts = new Set<number>();
  for (const t of mine) for (const e of (map.trails[t] as { ends: readonly number[] }).ends) starts.add(e);
  for (const start of starts) walk(start, 0);
  return best;
}
