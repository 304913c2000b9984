/** Shared rule helpers: who holds what, what things cost, where a pawn may go. */
import {
  AIRLOCK, FLOOR, PLATFORM_MOVE, PLATFORM_WALL, board, buildGrid, fitsOn, isStandable, isWall,
  platformKind, step, type Grid,
} from './board.js';
import { CARDS, DELTA, ITEMS, moveSpaces, type Dir, type ItemKind } from './data.js';
import type { HeldCard, Player, SpaceRelicsState } from './state.js';
import { rules } from './versions.js';

export const kindOf = (card: number): ItemKind => CARDS[card] as ItemKind;

/** The dealt blaster/shield and the item cards, in that order. */
export function heldCards(p: Player): HeldCard[] {
  return p.starter ? [p.starter, ...p.hand] : p.hand;
}

export function holds(p: Player, kind: ItemKind): HeldCard[] {
  return heldCards(p).filter((h) => kindOf(h.card) === kind);
}

export function findHeld(p: Player, card: number): HeldCard | undefined {
  return heldCards(p).find((h) => h.card === card);
}

/** Cards of these kinds with at least one charge. */
export function chargedWeapons(p: Player, kinds: readonly ItemKind[]): HeldCard[] {
  return heldCards(p).filter((h) => h.charges > 0 && kinds.includes(kindOf(h.card)));
}

export const isRaygun = (card: number): boolean => ITEMS[kindOf(card)].raygun;

/**
 * Does picking up an artifact with this trap ask its taker `counterTrap` or `springTrap`? Only
 * on what everyone sees: a trap some player gun stops, and a taker whose starting card is such
 * a gun with a charge, or who holds any item card. Never on which cards are in the hand, so the
 * prompt does not tell the table that the hand holds a counter (issue #16, item 10).
 */
export function trapPromptDue(p: Player, counters: readonly ItemKind[]): boolean {
  // Rules version 1 asked whenever the taker held a charged counter: the prompt told the table so.
  if (rules().trapPrompt === 'holds-counter') return chargedWeapons(p, counters).length > 0;
  if (counters.length === 0) return false;
  const starter = p.starter;
  return p.hand.length > 0 || (starter !== null && starter.charges > 0 && counters.includes(kindOf(starter.card)));
}

/** Fear ray: every AP cost doubles while you stand on the gallery of the trap. */
export function fearFactor(p: Player): number {
  return p.fearArea >= 0 && p.pos >= 0 && board().areaOfCell[p.pos] === p.fearArea ? 2 : 1;
}

export function apCost(p: Player, base: number): number {
  return base * fearFactor(p);
}

/**
 * Movement: 1 AP per space, doubled while frozen, doubled by fear. Adrenaline: "Movement this
 * round is 2 spaces / 1 AP", counted over the whole turn: an odd space pays for the next one too,
 * which any later step (in any direction) uses first.
 */
export function movementCost(p: Player, spaces: number): number {
  const base = p.adrenaline ? Math.ceil(Math.max(0, spaces - adrenalineCredit(p)) / 2) : spaces;
  return base * (p.freezeLeft > 0 ? 2 : 1) * fearFactor(p);
}

/** Spaces already paid for at the adrenaline rate and not yet moved (0 or 1). */
export function adrenalineCredit(p: Player): number {
  // States saved before the credit existed have none.
  return p.adrenaline ? (p.adrenalineCredit ?? 0) : 0;
}

/** The adrenaline credit left once `spaces` more have been moved. */
export function creditAfterMoving(p: Player, spaces: number): number {
  if (!p.adrenaline) return 0;
  const credit = adrenalineCredit(p);
  return credit + 2 * Math.ceil(Math.max(0, spaces - credit) / 2) - spaces;
}

export function inMuseum(s: SpaceRelicsState, seat: number): boolean {
  return s.players[seat]?.status === 'museum';
}

/** Is anyone standing on one of these cells? */
export function anyPawnOn(grid: Grid, cells: readonly number[]): boolean {
  return cells.some((c) => grid.pawn[c] !== 0);
}

/** Platforms on the board with no pawn on any of their squares. */
export function emptyPlatforms(s: SpaceRelicsState, grid: Grid = buildGrid(s)): number[] {
  const occupied: number[] = [];
  for (const p of s.players) {
    if (p.pos < 0) continue;
    const k = grid.kind[p.pos];
    if (k === PLATFORM_MOVE || k === PLATFORM_WALL) occupied.push(grid.owner[p.pos] as number);
  }
  const out: number[] = [];
  for (const p of s.platforms) if (!occupied.includes(p.id)) out.push(p.id);
  return out;
}

export function relocationCost(p: Player, platform: number): number {
  return apCost(p, moveSpaces(platformKind(platform)));
}

/** Can a tile of `platform`'s kind lie at (x, y, rot) on empty board spaces? */
export function fits(grid: Grid, platform: number, x: number, y: number, rot: number): boolean {
  return fitsOn(grid.kind, platformKind(platform), x, y, rot);
}

/** Is the pawn on a gallery covered by a laser net? */
export function netted(s: SpaceRelicsState, p: Player): boolean {
  return p.pos >= 0 && s.nets.includes(board().areaOfCell[p.pos] as number);
}

/** The cell a door leads to (the other door), or -1. */
export function otherDoor(grid: Grid, cell: number): number {
  const i = grid.doors.indexOf(cell);
  if (i < 0 || grid.doors.length !== 2) return -1;
  return grid.doors[1 - i] as number;
}

export interface StepTarget {
  distance: number;
  /** Cells entered, the landing last. */
  path: number[];
  landing: number;
}

/**
 * Orthogonal movement in one direction. A pawn lands on a free move space, an airlock (escape)
 * or a doorway (teleport, one step only); it may pass straight through spaces taken by other
 * pawns, and with adrenaline one move covers 2 spaces.
 */
export function stepTargets(grid: Grid, p: Player, dir: Dir): StepTarget[] {
  const [dx, dy] = DELTA[dir];
  const out: StepTarget[] = [];
  const path: number[] = [];
  let freePassed = 0;
  for (let d = 1; ; d++) {
    const c = step(p.pos, dx, dy, d);
    if (c < 0) break;
    const k = grid.kind[c] as number;
    const canLand = freePassed === 0 || (p.adrenaline && d === 2);
    path.push(c);
    if (k === AIRLOCK) {
      if (canLand && grid.pawn[c] === 0) out.push({ distance: d, path: [...path], landing: c });
      break;
    }
    if (isWall(k)) {
      const to = d === 1 ? otherDoor(grid, c) : -1;
      if (to >= 0 && grid.pawn[to] === 0) out.push({ distance: d, path: [...path], landing: c });
      break;
    }
    if (!isStandable(k)) break;
    if (grid.pawn[c] !== 0) continue;
    if (canLand) out.push({ distance: d, path: [...path], landing: c });
    freePassed++;
    if (!(p.adrenaline && d === 1)) break;
  }
  return out;
}

/** Straight flight for the rocketpack/grapple: every space on the way non-walled, landing free. */
export function flightLanding(grid: Grid, from: number, dx: number, dy: number, distance: number): number {
  let c = from;
  for (let d = 1; d <= distance; d++) {
    c = step(c, dx, dy);
    if (c < 0 || isWall(grid.kind[c] as number)) return -1;
  }
  const k = grid.kind[c] as number;
  if (grid.pawn[c] !== 0) return -1;
  return k === FLOOR || k === PLATFORM_MOVE || k === AIRLOCK ? c : -1;
}
