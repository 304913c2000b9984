/**
 * A full state a seat cannot tell from the truth, built from its view (see RULES.md,
 * "Determinization (for bots)"). Hidden: the other hands (cards and their charges), the order
 * of the three face-down piles, and the generator. Everything else is copied from the view.
 */
import { randomInt, seedRng, shuffle, type RngState } from '../../engine/index.js';
import { board } from './board.js';
import {
  ARTIFACTS, HEART_OF_SOL, ITEM_CARD_COUNT, ITEMS, PLATFORM_TILES, STARTER_CARD_IDS, TOTAL_CHARGES, type Dir,
} from './data.js';
import { kindOf } from './rules.js';
import type { CardView, HeldCard, Pending, Player, SpaceRelicsState } from './state.js';
import type { PlayerView, SpaceRelicsView } from './view.js';

/** Uniform deals tried before building one that places the needed cards first. */
export const MAX_DEAL_TRIES = 400;

/** What the hidden hands must hold, as the view shows it. */
export interface HandRules {
  /** Charges on the hidden hand cards: the 30 charges minus every visible one. */
  charges: number;
}

/** Charges a hand card can hold: rayguns may be recharged past their printed number by a power pack. */
const capacity = (card: number): number => (ITEMS[kindOf(card)].raygun ? Infinity : ITEMS[kindOf(card)].charges);

const held = (c: CardView): HeldCard => ({ card: c.card, charges: c.charges });

/** Item cards in no visible place: the item deck and the other hands share them. */
export function unseenItems(view: SpaceRelicsView): number[] {
  const seen = new Set<number>(view.itemDiscard);
  for (const c of view.hand ?? []) seen.add(c.card);
  const out: number[] = [];
  for (let card = 0; card < ITEM_CARD_COUNT; card++) if (!seen.has(card)) out.push(card);
  return out;
}

export function handRules(view: SpaceRelicsView): HandRules {
  let visible = view.chargeSupply;
  for (const p of view.players) visible += p.starter?.charges ?? 0;
  for (const c of view.hand ?? []) visible += c.charges;
  return { charges: TOTAL_CHARGES - visible };
}

/** Can the first cards of `pool`, dealt to the hidden hands, hold the hidden charges? */
function dealFits(pool: readonly number[], counts: readonly number[], rules: HandRules): boolean {
  const dealt = counts.reduce((a, b) => a + b, 0);
  let room = 0;
  for (let i = 0; i < dealt; i++) room += capacity(pool[i] as number);
  return room >= rules.charges;
}

/** Moves a uniformly random ordered choice of `k` cards to the front of `pool`. */
function drawFront(pool: number[], k: number, rng: RngState): void {
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(rng, pool.length - i);
    const tmp = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = tmp;
  }
}

/**
 * The rare deal uniform tries miss (few chargeable cards left): the highest-capacity cards go
 * into the hands first, the rest at random.
 */
function forcedDeal(pool: number[], counts: readonly number[], rules: HandRules, rng: RngState): void {
  const hands: number[][] = counts.map(() => []);
  const take = (filter: (card: number) => boolean): number | undefined => {
    const fitting = pool.filter(filter);
    if (fitting.length === 0) return undefined;
    const card = fitting[randomInt(rng, fitting.length)] as number;
    pool.splice(pool.indexOf(card), 1);
    return card;
  };
  const open = () => counts.map((n, seat) => seat).filter((seat) => (hands[seat] as number[]).length < (counts[seat] as number));
  let room = 0;
  while (room < rules.charges && open().length > 0) {
    const best = Math.max(0, ...pool.map(capacity));
    const card = best > 0 ? take((c) => capacity(c) === best) : undefined;
    if (card === undefined) break;
    const seats = open();
    (hands[seats[randomInt(rng, seats.length)] as number] as number[]).push(card);
    room += capacity(card);
  }
  shuffle(rng, pool);
  counts.forEach((n, seat) => {
    const hand = hands[seat] as number[];
    while (hand.length < n) hand.push(pool.shift() as number);
    shuffle(rng, hand);
  });
  pool.unshift(...hands.flat());
}

/**
 * Deals the unseen item cards: the first `sum(counts)` of the returned order go to the hidden
 * hands in seat order, the rest is the item deck. Uniform over the deals the rules allow.
 */
export function dealUnseen(unseen: readonly number[], counts: readonly number[], rules: HandRules, rng: RngState, tries = MAX_DEAL_TRIES): number[] {
  const pool = unseen.slice();
  const k = counts.reduce((a, b) => a + b, 0);
  for (let t = 0; t < tries; t++) {
    drawFront(pool, k, rng);
    if (dealFits(pool, counts, rules)) {
      const deck = shuffle(rng, pool.slice(k));
      return [...pool.slice(0, k), ...deck];
    }
  }
  forcedDeal(pool, counts, rules, rng);
  return [...pool.slice(0, k), ...shuffle(rng, pool.slice(k))];
}

/**
 * Puts the hidden charges on the hidden chargeable cards: each starts as drawn (printed
 * charges), then single charges go away from random cards or onto random rayguns (power
 * packs) until the total matches.
 */
export function spreadCharges(hands: HeldCard[][], rules: HandRules, rng: RngState): void {
  const cards = hands.flat().filter((h) => capacity(h.card) > 0);
  for (const h of cards) h.charges = ITEMS[kindOf(h.card)].charges;
  let total = cards.reduce((n, h) => n + h.charges, 0);
  while (total > rules.charges) {
    const spendable = cards.filter((h) => h.charges > 0);
    if (spendable.length === 0) break;
    (spendable[randomInt(rng, spendable.length)] as HeldCard).charges--;
    total--;
  }
  const rayguns = cards.filter((h) => ITEMS[kindOf(h.card)].raygun);
  while (total < rules.charges && rayguns.length > 0) {
    (rayguns[randomInt(rng, rayguns.length)] as HeldCard).charges++;
    total++;
  }
}

/** Every hand: the seat's own as shown, the others dealt from the unseen cards. Returns the item deck too. */
function hands(view: SpaceRelicsView, seat: number, rng: RngState): { hands: HeldCard[][]; itemDeck: number[] } {
  const counts = view.players.map((p) => (p.seat === seat ? 0 : p.handCount));
  const rules = handRules(view);
  const dealt = dealUnseen(unseenItems(view), counts, rules, rng);
  let at = 0;
  const out = counts.map((n) => dealt.slice(at, (at += n)).map((card) => ({ card, charges: 0 })));
  spreadCharges(out, rules, rng);
  out[seat] = (view.hand ?? []).map(held);
  return { hands: out, itemDeck: dealt.slice(at) };
}

function player(p: PlayerView, hand: HeldCard[]): Player {
  return {
    pos: p.pos, status: p.status, escapeRank: p.escapeRank, ap: p.ap, holes: p.holes,
    starter: p.starter ? held(p.starter) : null, hand, artifacts: [...p.artifacts], shieldActive: p.shieldActive,
    fearArea: p.fearArea, freezeLeft: p.freezeLeft, malfunctionLeft: p.malfunctionLeft, adrenaline: p.adrenaline,
    adrenalineCredit: p.adrenalineCredit, penalty: p.penalty,
  };
}

/** Platform tiles neither on the board, nor removed, nor in hand to be placed: the face-down pile. */
function platformPile(view: SpaceRelicsView, rng: RngState): number[] {
  const out = new Set<number>(PLATFORM_TILES.keys());
  for (const p of view.platforms) out.delete(p.id);
  for (const id of view.removedPlatforms) out.delete(id);
  if (view.pending?.kind === 'place') out.delete(view.pending.platform);
  return shuffle(rng, [...out]);
}

/** Artifacts nobody has taken (the Heart of Sol never lies in the deck). */
function artifactDeck(view: SpaceRelicsView, rng: RngState): number[] {
  const taken = new Set(view.players.flatMap((p) => p.artifacts));
  const out = ARTIFACTS.map((_, id) => id).filter((id) => id !== HEART_OF_SOL && !taken.has(id));
  return shuffle(rng, out);
}

function pendingOf(p: Pending | null): Pending | null {
  if (p === null) return null;
  return p.kind === 'lastDefense' ? { ...p, queue: [...p.queue] } : { ...p };
}

export function determinize(view: SpaceRelicsView, seat: number, rng: RngState): SpaceRelicsState {
  const dealt = hands(view, seat, rng);
  const platformPileNow = platformPile(view, rng);
  const artifactDeckNow = artifactDeck(view, rng);
  const starters = new Set(view.players.flatMap((p) => (p.starter ? [p.starter.card] : [])));
  return {
    players: view.players.map((p, i) => player(p, dealt.hands[i] as HeldCard[])),
    rng: seedRng(String(randomInt(rng, 2 ** 32))),
    phase: view.phase,
    airlockQueue: [...view.airlockQueue],
    round: view.round,
    turn: view.turn,
    galleries: view.galleries.map((g) => g.tile),
    guns: view.guns.map((g) => ({ cell: g.cell, dir: g.dir as Dir, area: board().areaOfCell[g.cell] as number, disabled: g.disabled })),
    platforms: view.platforms.map((p) => ({ id: p.id, x: p.x, y: p.y, rot: p.rot })),
    platformPile: platformPileNow,
    removedPlatforms: [...view.removedPlatforms],
    artifactMarkers: [...view.artifactMarkers],
    itemMarkers: [...view.itemMarkers],
    fires: [...view.fires],
    nets: [...view.nets],
    doors: view.doorways.map((d) => ({ ...d })),
    artifactDeck: artifactDeckNow,
    itemDeck: dealt.itemDeck,
    itemDiscard: [...view.itemDiscard],
    // Never read by the rules, only kept for conservation: the starting cards nobody holds.
    startersAway: STARTER_CARD_IDS.filter((c) => !starters.has(c)),
    chargeSupply: view.chargeSupply,
    heartTaker: view.heartTaker,
    finalTurns: view.finalTurns ? [...view.finalTurns] : null,
    pending: pendingOf(view.pending),
    escapes: view.players.filter((p) => p.escapeRank !== null).length,
    result: view.result ? structuredClone(view.result) : null,
  };
}
