import {
  cardById,
  diveCard,
  END_REPUTATION,
  MAX_DICE,
  relicOf,
  sideOf,
  TABLEAU_COLS,
  TABLEAU_ROWS,
  type CardSide,
  type Find,
  type Relic,
} from './data.js';
import type { OwnedCard, PlayerState } from './state.js';

export const CELLS = TABLEAU_ROWS * TABLEAU_COLS;

/** Cells sharing an edge with `cell` (left, right, above, below); diagonals are not adjacent. */
export function neighbours(cell: number): number[] {
  const row = Math.floor(cell / TABLEAU_COLS);
  const col = cell % TABLEAU_COLS;
  const out: number[] = [];
  if (col > 0) out.push(cell - 1);
  if (col < TABLEAU_COLS - 1) out.push(cell + 1);
  if (row > 0) out.push(cell - TABLEAU_COLS);
  if (row < TABLEAU_ROWS - 1) out.push(cell + TABLEAU_COLS);
  return out;
}

/** Empty cells where a new card may go: edge-adjacent to a card already in the tableau. */
export function freeAdjacentCells(tableau: readonly (OwnedCard | null)[]): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) {
    if (tableau[c] === null && neighbours(c).some((n) => tableau[n] !== null)) out.push(c);
  }
  return out;
}

export function visibleSide(owned: OwnedCard): CardSide {
  return sideOf(cardById(owned.id), owned.level);
}

export function diceCount(p: PlayerState): number {
  let n = 0;
  for (const owned of p.tableau) if (owned) n += visibleSide(owned).dice;
  return Math.min(n, MAX_DICE);
}

export function relicCount(p: PlayerState, relic: Relic): number {
  let n = 0;
  for (const owned of p.tableau) if (owned && owned.cubes > 0 && relicOf(cardById(owned.id)) === relic) n += owned.cubes;
  return n;
}

export function relicCounts(p: PlayerState): Record<Relic, number> {
  const counts = { fossil: 0, parchment: 0, statuette: 0, gem: 0 };
  for (const owned of p.tableau) {
    if (!owned || owned.cubes === 0) continue;
    const relic = relicOf(cardById(owned.id));
    if (relic) counts[relic] += owned.cubes;
  }
  return counts;
}

export function findCount(p: PlayerState, find: Find): number {
  let n = 0;
  for (const v of p.dives) if (diveCard(v).find === find) n++;
  return n;
}

export function diveBonus(p: PlayerState): number {
  let n = 0;
  for (const owned of p.tableau) {
    if (!owned) continue;
    for (const e of visibleSide(owned).effects) if (e.kind === 'diveBonus') n += e.amount;
  }
  return n;
}

export function neighbourKindCount(tableau: readonly (OwnedCard | null)[], cell: number, kind: string): number {
  let n = 0;
  for (const c of neighbours(cell)) {
    const owned = tableau[c];
    if (owned && cardById(owned.id).kind === kind) n++;
  }
  return n;
}

/**
 * Reputation as the rules track it during play: card corners, card effects (neighbours, finds),
 * 1 per Dive card, plus what actions bought. Museum majorities are added only at the end.
 */
export function reputationOf(p: PlayerState): number {
  let rep = p.bonusReputation;
  for (const v of p.dives) rep += diveCard(v).reputation;
  for (let c = 0; c < CELLS; c++) {
    const owned = p.tableau[c];
    if (!owned) continue;
    const s = visibleSide(owned);
    rep += s.reputation;
    for (const e of s.effects) {
      if (e.kind === 'perNeighbour') rep += e.reputation * neighbourKindCount(p.tableau, c, e.neighbour);
      else if (e.kind === 'perFind') rep += e.reputation * findCount(p, e.find);
    }
  }
  return rep;
}

export function reachedEnd(p: PlayerState): boolean {
  return p.reputation >= END_REPUTATION;
}

/**
 * Removes `count` relic cubes of one type, from the cards holding them in cell order, returning
 * a new tableau. The caller has checked the player holds that many.
 */
export function removeRelics(tableau: readonly (OwnedCard | null)[], relic: Relic, count: number): (OwnedCard | null)[] {
  let left = count;
  return tableau.map((owned) => {
    if (left === 0 || !owned || owned.cubes === 0 || relicOf(cardById(owned.id)) !== relic) return owned;
    const take = Math.min(left, owned.cubes);
    left -= take;
    return { ...owned, cubes: owned.cubes - take };
  });
}
