import { randomInt, seedRng, shuffle, type RngState } from '../../engine/index.js';
import { cardById, DIVE_CARDS, MARKET_CARDS, MARKET_PILES, MARKET_ROWS, RELICS, type MarketPile, type MarketRow, type Relic } from './data.js';
import { PILE_TOP_SLOT } from './rules.js';
import type { MarketState, PlayerState, State, TurnState } from './state.js';
import { reputationOf } from './tableau.js';
import type { MarketCardView, PlayerView, View } from './view.js';
import { rules } from './versions.js';

const ROW_IDS: Record<MarketRow, readonly string[]> = {
  A: MARKET_CARDS.filter((c) => c.deck === 'A').map((c) => c.id),
  B: MARKET_CARDS.filter((c) => c.deck === 'B').map((c) => c.id),
  C: MARKET_CARDS.filter((c) => c.deck === 'C').map((c) => c.id),
};
const PILE_ID: Record<MarketPile, string> = {
  D: MARKET_CARDS.find((c) => c.deck === 'D')!.id,
  E: MARKET_CARDS.find((c) => c.deck === 'E')!.id,
};
const LEVEL2_JSON = new Map(MARKET_CARDS.map((c) => [c.id, JSON.stringify(c.level2)]));

/**
 * A state `seat` cannot tell from the truth (see RULES.md, "Determinization"). Everything is
 * public except the order of the face-down piles A-C, which of two cards sharing a level 1 side
 * lies face up when the seat has not looked at it, and the generator.
 */
export function determinize(view: View, seat: number, rng: RngState): State {
  const players = view.players.map(playerFrom);
  const market = sampleMarket(view.market, players, rng);
  return {
    players,
    firstPlayer: view.firstPlayer,
    firstPlayerRolls: view.firstPlayerRolls.map((round) => round.map((r) => (r === null ? null : [...r]))),
    turn: turnFrom(view.turn),
    round: view.round,
    market,
    museums: museumsFrom(view),
    // Dive cards leave from the top, lowest first: the `remaining` highest are left.
    dive: DIVE_CARDS.slice(DIVE_CARDS.length - view.dive.remaining).map((d) => d.value),
    finalRound: view.finalRound,
    over: view.over,
    majorityReputation: view.majorityReputation === null ? players.map(() => 0) : [...view.majorityReputation],
    rng: seedRng(String(randomInt(rng, 2 ** 32))),
  };
}

function playerFrom(p: PlayerView): PlayerState {
  const player: PlayerState = {
    dollars: p.dollars,
    tableau: p.tableau.map((c) => (c === null ? null : { id: c.id, level: c.level, cubes: c.cubes })),
    dives: p.dives.map((d) => d.value),
    bonusReputation: 0,
    reputation: p.reputation,
    ledger: { ...p.ledger },
  };
  // The view shows total reputation; what patronage bought is the part cards and dives do not explain.
  player.bonusReputation = p.reputation - reputationOf(player);
  return player;
}

function turnFrom(t: View['turn']): TurnState {
  const prompt = t.prompt;
  return {
    seat: t.seat,
    phase: t.phase,
    dice: [...t.dice],
    placements: t.placements.map((p) => ({ key: p.key, dice: [...p.dice] })),
    prompt: prompt === null ? null : prompt.kind === 'buy' ? { kind: 'buy' } : { kind: 'sale', sold: { ...prompt.sold } },
    dived: t.dived,
  };
}

function museumsFrom(view: View): Record<Relic, (number | null)[]> {
  const out = {} as Record<Relic, (number | null)[]>;
  for (const relic of RELICS) out[relic] = view.museums.find((m) => m.relic === relic)!.orders.map((o) => o.owner);
  return out;
}

function sampleMarket(market: View['market'], players: readonly PlayerState[], rng: RngState): MarketState {
  const owned = new Set<string>();
  for (const p of players) for (const c of p.tableau) if (c) owned.add(c.id);
  const out: MarketState = { piles: {}, rows: {}, stacks: {}, seenBy: {} } as MarketState;
  for (const row of MARKET_ROWS) {
    // Rules version 1 shows no pile top: the whole pile is face down.
    const shown = rules().pileTopOnOffer ? [...market.rows[row].faceUp, market.rows[row].top] : [...market.rows[row].faceUp];
    const { faceUp, pile } = sampleRow(shown, market.rows[row].pile, ROW_IDS[row].filter((id) => !owned.has(id)), rng);
    out.rows[row] = faceUp;
    out.piles[row] = pile;
    out.seenBy[row] = shown.map((c) => (c === null ? [] : [...(c.seenBy ?? [])]));
  }
  for (const pile of MARKET_PILES) out.stacks[pile] = Array.from({ length: market.piles[pile].count }, () => PILE_ID[pile]);
  return out;
}

/**
 * `unseen` holds the row's cards in no tableau: the face-up ones and the pile. `shown` lists the 4
 * face-up cards: slots 0-2, then the pile's top. A face-up card whose level 2 side the seat sees is
 * identified; the others are drawn uniformly among the unseen cards of the same name; the rest,
 * shuffled, lies under the pile's top.
 */
function sampleRow(
  shown: readonly (MarketCardView | null)[],
  pileCount: number,
  unseen: string[],
  rng: RngState,
): { faceUp: (string | null)[]; pile: string[] } {
  const cards: (string | null)[] = shown.map((c) => (c === null || c.level2 === undefined ? null : takeSeen(unseen, c)));
  shown.forEach((c, slot) => {
    if (c !== null && cards[slot] === null) cards[slot] = drawNamed(unseen, c.name, rng);
  });
  if (shown.length === PILE_TOP_SLOT) {
    if (unseen.length !== pileCount) throw new Error(`determinize: ${unseen.length} unseen cards for a face-down pile of ${pileCount}.`);
    return { faceUp: cards, pile: shuffle(rng, unseen) };
  }
  const top = cards[PILE_TOP_SLOT] ?? null;
  const below = top === null ? 0 : pileCount - 1;
  if (unseen.length !== below) throw new Error(`determinize: ${unseen.length} unseen cards under a pile top, for a pile of ${pileCount}.`);
  return { faceUp: cards.slice(0, PILE_TOP_SLOT), pile: top === null ? [] : [top, ...shuffle(rng, unseen)] };
}

/** Removes from `unseen` the card matching a face-up card with its level 2 side shown. */
function takeSeen(unseen: string[], card: MarketCardView): string {
  const level2 = JSON.stringify(card.level2);
  const i = unseen.findIndex((id) => cardById(id).name === card.name && LEVEL2_JSON.get(id) === level2);
  if (i < 0) throw new Error(`determinize: no unseen card matches the face-up ${card.name}.`);
  return unseen.splice(i, 1)[0]!;
}

/** Removes from `unseen`, uniformly at random, one card named `name`. */
function drawNamed(unseen: string[], name: string, rng: RngState): string {
  const matches: number[] = [];
  unseen.forEach((id, i) => {
    if (cardById(id).name === name) matches.push(i);
  });
  if (matches.length === 0) throw new Error(`determinize: no unseen card named ${name}.`);
  const i = matches.length === 1 ? matches[0]! : matches[randomInt(rng, matches.length)]!;
  return unseen.splice(i, 1)[0]!;
}
