/** Predicates shared by `legalMoves` and `apply`: what may be done now, and at what price. */
import { cardById, MARKET_PILES, MARKET_ROWS, museumOf, RELICS, type CardAction, type HeritageCard, type MarketRow, type Relic } from './data.js';
import type { MarketState, PlayerState, State, TurnState } from './state.js';
import { diveBonus, freeAdjacentCells, relicCount, visibleSide } from './tableau.js';
import { rules } from './versions.js';

export const cardActionKey = (cell: number, action: number) => `card:${cell}:${action}`;
export const museumKey = (relic: Relic) => `museum:${relic}`;
export const GUIDE_KEY = 'guide';
export const COLLECTIONS_KEY = 'collections';
export const DIVE_KEY = 'dive';

export function isUsed(turn: TurnState, key: string): boolean {
  return turn.placements.some((p) => p.key === key);
}

export function lastSeat(state: State): number {
  const n = state.players.length;
  return (state.firstPlayer + n - 1) % n;
}

export function canAfford(p: PlayerState, card: HeritageCard): boolean {
  return p.dollars >= card.cost.dollars && relicCount(p, 'parchment') >= card.cost.parchment;
}

export function totalRelics(p: PlayerState): number {
  let n = 0;
  for (const owned of p.tableau) if (owned) n += owned.cubes;
  return n;
}

/** A market card on offer, addressed as the buyCard move does. */
export interface Offer {
  row: 'A' | 'B' | 'C' | 'D' | 'E';
  slot: number;
  id: string;
}

/**
 * "Chaque ligne doit alors être composée de 4 cartes face visible": the cards are double-sided and
 * piled level 1 up, so the pile's top card is face up and on offer beside the 3 dealt cards.
 * The move addresses it as slot 3.
 */
export const PILE_TOP_SLOT = 3;

/** The 4 face-up cards of a row: slots 0-2 beside the pile, then the pile's top card (or null). Rules version 1: slots 0-2 only. */
export function rowCards(market: MarketState, row: MarketRow): (string | null)[] {
  if (!rules().pileTopOnOffer) return [...market.rows[row]];
  return [...market.rows[row], market.piles[row][0] ?? null];
}

export function offers(state: State): Offer[] {
  const out: Offer[] = [];
  for (const row of MARKET_ROWS) {
    rowCards(state.market, row).forEach((id, slot) => {
      if (id !== null) out.push({ row, slot, id });
    });
  }
  for (const pile of MARKET_PILES) {
    const top = state.market.stacks[pile][0];
    if (top !== undefined) out.push({ row: pile, slot: 0, id: top });
  }
  return out;
}

export function findOffer(state: State, row: Offer['row'], slot: number): Offer | undefined {
  return offers(state).find((o) => o.row === row && o.slot === slot);
}

export function upgradableCells(p: PlayerState): number[] {
  const out: number[] = [];
  p.tableau.forEach((owned, cell) => {
    if (owned && owned.level === 1 && canAfford(p, cardById(owned.id))) out.push(cell);
  });
  return out;
}

/** Seats that have looked at the level 2 side of the card in a row slot. */
export function seenAt(market: MarketState, row: MarketRow, slot: number): readonly number[] {
  // States saved before `seenBy` existed have no memory: nobody saw anything.
  return market.seenBy?.[row]?.[slot] ?? [];
}

/** `seat` has a die on Buy: it looks at the level 2 side of every face-up card of rows A-C, pile tops included. */
export function lookAtMarket(market: MarketState, seat: number): MarketState {
  const seenBy = {} as Record<MarketRow, number[][]>;
  for (const row of MARKET_ROWS) {
    seenBy[row] = rowCards(market, row).map((id, slot) => {
      const seen = seenAt(market, row, slot);
      if (id === null) return [];
      return seen.includes(seat) ? [...seen] : [...seen, seat].sort((a, b) => a - b);
    });
  }
  return { ...market, seenBy };
}

/**
 * Takes the card at `slot` of a row (0-2 beside the pile, 3 the pile's top). A slot beside the
 * pile is refilled with the pile's top card, which keeps the memory of who looked at it; the next
 * card of the pile turns face up, seen by nobody. Returns the new market, the card now in the
 * emptied place (null when none) and the new pile top.
 */
export function takeFromRow(
  market: MarketState,
  row: MarketRow,
  slot: number,
): { market: MarketState; refilledWith: string | null; pileTop: string | null } {
  if (!rules().pileTopOnOffer) return takeFromRowOfThree(market, row, slot);
  const pile = market.piles[row];
  const seen = Array.from({ length: PILE_TOP_SLOT + 1 }, (_, s) => [...seenAt(market, row, s)]);
  const faceUp = [...market.rows[row]];
  if (slot !== PILE_TOP_SLOT) {
    faceUp[slot] = pile[0] ?? null;
    seen[slot] = pile[0] === undefined ? [] : (seen[PILE_TOP_SLOT] as number[]);
  }
  seen[PILE_TOP_SLOT] = [];
  const rest = pile.slice(1);
  const pileTop = rest[0] ?? null;
  return {
    market: {
      ...market,
      piles: { ...market.piles, [row]: rest },
      rows: { ...market.rows, [row]: faceUp },
      seenBy: { ...market.seenBy, [row]: seen },
    },
    refilledWith: slot === PILE_TOP_SLOT ? pileTop : (faceUp[slot] ?? null),
    pileTop,
  };
}

/**
 * Rules version 1's takeFromRow: the face-down pile's top card fills the slot, seen by nobody
 * yet; no pile top is face up (`pileTop` is always null).
 */
function takeFromRowOfThree(market: MarketState, row: MarketRow, slot: number): { market: MarketState; refilledWith: string | null; pileTop: null } {
  const pile = market.piles[row];
  const revealed = pile[0] ?? null;
  const faceUp = [...market.rows[row]];
  faceUp[slot] = revealed;
  const seenBy = { ...market.seenBy, [row]: market.rows[row].map((_, s) => (s === slot ? [] : [...seenAt(market, row, s)])) };
  return {
    market: { ...market, piles: { ...market.piles, [row]: pile.slice(1) }, rows: { ...market.rows, [row]: faceUp }, seenBy },
    refilledWith: revealed,
    pileTop: null,
  };
}

export function hasPurchase(state: State, p: PlayerState): boolean {
  if (upgradableCells(p).length > 0) return true;
  if (freeAdjacentCells(p.tableau).length === 0) return false;
  return offers(state).some((o) => canAfford(p, cardById(o.id)));
}

/** What decides whether an action can be performed, computed once per move list. */
export interface Means {
  canBuy: boolean;
  relics: number;
  dollars: number;
}

export function meansOf(state: State, p: PlayerState): Means {
  return { canBuy: hasPurchase(state, p), relics: totalRelics(p), dollars: p.dollars };
}

/** Whether an action box can be performed now (the die condition is checked separately). */
export function canPerformWith(means: Means, action: CardAction): boolean {
  switch (action.kind) {
    case 'expedition':
    case 'dollars':
    case 'dollarsPerNeighbour':
      return true;
    case 'buy':
      return means.canBuy;
    case 'sell':
      return means.relics > 0;
    case 'patronage':
      return means.dollars >= action.price;
  }
}

export function canPerform(state: State, p: PlayerState, action: CardAction): boolean {
  return canPerformWith(meansOf(state, p), action);
}

export function cardActionAt(p: PlayerState, cell: number, action: number): CardAction | undefined {
  const owned = p.tableau[cell];
  if (!owned) return undefined;
  return visibleSide(owned).actions[action];
}

export function museumOrders(state: State, relic: Relic): readonly number[] {
  const m = museumOf(relic);
  return state.players.length === 2 ? m.orders2p : m.orders3p;
}

/** Free order boxes of a museum that `held` relics of its type can fill. */
export function fillableBoxes(state: State, relic: Relic, held: number): number[] {
  const orders = museumOrders(state, relic);
  const out: number[] = [];
  state.museums[relic].forEach((owner, box) => {
    if (owner === null && (orders[box] as number) <= held) out.push(box);
  });
  return out;
}

export function diveTarget(state: State): number | null {
  return state.dive[0] ?? null;
}

/** Every sub-multiset of the unplaced dice whose total, plus dive bonuses, reaches the top Dive card. */
export function diveChoices(state: State, p: PlayerState): number[][] {
  const target = diveTarget(state);
  if (target === null || state.turn.dived || state.turn.dice.length === 0) return [];
  const need = target - diveBonus(p);
  const faces: number[] = [];
  const counts: number[] = [];
  for (const d of state.turn.dice) {
    if (faces[faces.length - 1] === d) counts[counts.length - 1]! += 1;
    else {
      faces.push(d);
      counts.push(1);
    }
  }
  const out: number[][] = [];
  const take: number[] = faces.map(() => 0);
  const walk = (i: number, sum: number, size: number) => {
    if (i === faces.length) {
      if (size > 0 && sum >= need) {
        const dice: number[] = [];
        take.forEach((k, j) => {
          for (let x = 0; x < k; x++) dice.push(faces[j] as number);
        });
        out.push(dice);
      }
      return;
    }
    for (let k = 0; k <= (counts[i] as number); k++) {
      take[i] = k;
      walk(i + 1, sum + k * (faces[i] as number), size + k);
    }
    take[i] = 0;
  };
  walk(0, 0, 0);
  return out;
}

/** Removes the given die values (a multiset) from the unplaced dice; null if they are not all there. */
export function takeDice(dice: readonly number[], wanted: readonly number[]): number[] | null {
  const left = [...dice];
  for (const w of wanted) {
    const i = left.indexOf(w);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

export function relicsHeld(p: PlayerState): Relic[] {
  return RELICS.filter((r) => relicCount(p, r) > 0);
}

/** Private Collections: 1 dollar per relic, plus 1 per relic type beyond the first. */
export function salePrice(sold: Record<Relic, number>): number {
  let cubes = 0;
  let types = 0;
  for (const r of RELICS) {
    cubes += sold[r];
    if (sold[r] > 0) types++;
  }
  return cubes + Math.max(0, types - 1);
}
