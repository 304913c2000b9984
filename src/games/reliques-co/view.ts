import {
  cardById,
  diveCard,
  KIND_NAMES,
  MARKET_PILES,
  MARKET_ROWS,
  MUSEUMS,
  relicOf,
  type CardSide,
  type Find,
  type HeritageCard,
  type MarketPile,
  type MarketRow,
  type Relic,
} from './data.js';
import { diveBonus, diceCount, relicCounts, findCount } from './tableau.js';
import { museumOrders, PILE_TOP_SLOT, rowCards, seenAt } from './rules.js';
import type { OwnedCard, State } from './state.js';

/** A card side as printed; copied so callers cannot reach the shared data. */
function sideView(s: CardSide): CardSide {
  return JSON.parse(JSON.stringify(s)) as CardSide;
}

/** What a face-up market card shows: its level 1 side. No id: the id would name the hidden level 2 side. */
export interface MarketCardView {
  name: string;
  deck: string;
  kind: string;
  cost: { dollars: number; parchment: number };
  level1: CardSide;
  /**
   * Shown to the player with a die on Buy while that action lasts (every card on offer), and
   * afterwards, in rows A-C, to every player who looked at this card before (`seenBy`).
   */
  level2?: CardSide;
  /** Rows A-C only: the seats that have looked at this card's level 2 side (public: all saw them buy). */
  seenBy?: number[];
}

export interface TableauCardView {
  id: string;
  name: string;
  deck: string;
  kind: string;
  cost: { dollars: number; parchment: number };
  level: 1 | 2;
  relic: Relic | null;
  cubes: number;
  level1: CardSide;
  level2: CardSide;
}

export interface PlayerView {
  seat: number;
  dollars: number;
  /** Relic cubes gained, sold (to museums and collections) and paid (Parchment costs) so far; every one was a public event. */
  ledger: { gained: number; sold: number; paid: number };
  reputation: number;
  dice: number;
  diveBonus: number;
  relics: Record<Relic, number>;
  dives: { value: number; find: Find }[];
  finds: Record<Find, number>;
  tableau: (TableauCardView | null)[];
}

export interface View {
  /** The seat this view is for; null for a spectator. */
  viewer: number | null;
  firstPlayer: number;
  firstPlayerRolls: (number[] | null)[][];
  round: number;
  finalRound: boolean;
  over: boolean;
  turn: {
    seat: number;
    phase: 'roll' | 'place';
    dice: number[];
    placements: { key: string; dice: number[] }[];
    /** The decision pending in this turn, with the question in words. */
    prompt: null | { kind: 'buy'; question: string } | { kind: 'sale'; sold: Record<Relic, number>; question: string };
    dived: boolean;
  };
  players: PlayerView[];
  market: {
    /**
     * Rows A-C: 4 face-up cards, the 3 `faceUp` beside the pile and the pile's `top` (buyCard slot 3).
     * `pile` counts the pile's cards, its top included.
     */
    rows: Record<MarketRow, { pile: number; top: MarketCardView | null; faceUp: (MarketCardView | null)[] }>;
    piles: Record<MarketPile, { count: number; top: MarketCardView | null }>;
  };
  museums: { relic: Relic; name: string; saleBonus: number; majority: number; orders: { size: number; owner: number | null }[] }[];
  dive: { top: { value: number; find: Find } | null; remaining: number };
  /** Museum majority reputation per seat, once the game is over. */
  majorityReputation: number[] | null;
}

const BUY_QUESTION = 'Buy a market card and choose its cell (buyCard), upgrade one of your cards (upgradeCard), or pass (passBuy).';
const SALE_QUESTION = 'Sell one more relic (sellRelic) or collect the money (finishSale).';

function marketCard(card: HeritageCard, showLevel2: boolean): MarketCardView {
  const out: MarketCardView = {
    name: card.name,
    deck: card.deck,
    kind: KIND_NAMES[card.kind],
    cost: { ...card.cost },
    level1: sideView(card.level1),
  };
  if (showLevel2) out.level2 = sideView(card.level2);
  return out;
}

function tableauCard(owned: OwnedCard): TableauCardView {
  const card = cardById(owned.id);
  return {
    id: card.id,
    name: card.name,
    deck: card.deck,
    kind: KIND_NAMES[card.kind],
    cost: { ...card.cost },
    level: owned.level,
    relic: relicOf(card),
    cubes: owned.cubes,
    level1: sideView(card.level1),
    level2: sideView(card.level2),
  };
}

export function view(state: State, seat: number | null): View {
  const turn = state.turn;
  // "Il ne peut le faire qu'après avoir placé un dé Aventurier sur l'action Achetez."
  const peeking = !state.over && seat !== null && seat === turn.seat && turn.prompt?.kind === 'buy';
  const rows = {} as View['market']['rows'];
  for (const row of MARKET_ROWS) {
    const shown = rowCards(state.market, row).map((id, slot) => {
      if (id === null) return null;
      const seenBy = [...seenAt(state.market, row, slot)];
      const out = marketCard(cardById(id), peeking || (seat !== null && seenBy.includes(seat)));
      out.seenBy = seenBy;
      return out;
    });
    rows[row] = { pile: state.market.piles[row].length, top: shown[PILE_TOP_SLOT] ?? null, faceUp: shown.slice(0, PILE_TOP_SLOT) };
  }
  const piles = {} as View['market']['piles'];
  for (const pile of MARKET_PILES) {
    const stack = state.market.stacks[pile];
    piles[pile] = { count: stack.length, top: stack[0] === undefined ? null : marketCard(cardById(stack[0]), peeking) };
  }
  const top = state.dive[0];
  return {
    viewer: seat,
    firstPlayer: state.firstPlayer,
    firstPlayerRolls: state.firstPlayerRolls.map((round) => round.map((r) => (r === null ? null : [...r]))),
    round: state.round,
    finalRound: state.finalRound,
    over: state.over,
    turn: {
      seat: turn.seat,
      phase: turn.phase,
      dice: [...turn.dice],
      placements: turn.placements.map((p) => ({ key: p.key, dice: [...p.dice] })),
      prompt:
        turn.prompt === null
          ? null
          : turn.prompt.kind === 'buy'
            ? { kind: 'buy', question: BUY_QUESTION }
            : { kind: 'sale', sold: { ...turn.prompt.sold }, question: SALE_QUESTION },
      dived: turn.dived,
    },
    players: state.players.map((p, s) => ({
      seat: s,
      dollars: p.dollars,
      ledger: { ...p.ledger },
      reputation: p.reputation,
      dice: diceCount(p),
      diveBonus: diveBonus(p),
      relics: relicCounts(p),
      dives: p.dives.map((v) => ({ value: v, find: diveCard(v).find })),
      finds: { pottery: findCount(p, 'pottery'), doubloon: findCount(p, 'doubloon'), sunkenCity: findCount(p, 'sunkenCity') },
      tableau: p.tableau.map((owned) => (owned === null ? null : tableauCard(owned))),
    })),
    market: { rows, piles },
    museums: MUSEUMS.map((m) => ({
      relic: m.relic,
      name: m.name,
      saleBonus: m.saleBonus,
      majority: m.majority,
      orders: museumOrders(state, m.relic).map((size, box) => ({ size, owner: state.museums[m.relic][box] ?? null })),
    })),
    dive: { top: top === undefined ? null : { value: top, find: diveCard(top).find }, remaining: state.dive.length },
    majorityReputation: state.over ? [...state.majorityReputation] : null,
  };
}
