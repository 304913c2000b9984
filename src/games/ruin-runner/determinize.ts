import { randomInt, seedRng, shuffle, type RngState, type Seat } from '../../engine/index.js';
import { COLOURS, DIRECTIONS, RESOURCE_CARDS, TILES, type Colour } from './data.js';
import { tileIndexAt } from './board.js';
import { tilesThatFit } from './discovery.js';
import type { CounterCounts, PlacedTile, PlacedTileView, PlayerState, State, View } from './state.js';

const countsOf = (counts: CounterCounts): number[] => COLOURS.map((c) => counts[c]);

function placedTile(v: PlacedTileView): PlacedTile {
  return {
    tile: v.tile,
    x: v.x,
    y: v.y,
    rotation: v.rotation,
    counters: countsOf(v.counters),
    gate: v.gateArrow === null ? null : DIRECTIONS.indexOf(v.gateArrow),
  };
}

/** Tile ids the seat has never seen: neither on the board nor in its own hand. */
function unseenTiles(view: View): number[] {
  const seen = new Set<number>();
  for (const p of view.board) seen.add(p.tile);
  for (const t of view.hand) seen.add(t.tile);
  return TILES.filter((t) => !seen.has(t.id)).map((t) => t.id);
}

/**
 * The seats behind `passesInRow`: the holders just before `turn`. The board has not changed
 * since they passed and passing keeps the hand, so none of their tiles fits anywhere now.
 */
function passers(view: View): Seat[] {
  if (view.phase !== 'discovery' || view.turn === null) return [];
  const out: Seat[] = [];
  let s = view.turn;
  while (out.length < view.passesInRow) {
    s = (s + view.players - 1) % view.players;
    if (view.seats[s]!.handSize > 0) out.push(s);
  }
  return out;
}

function take<T>(from: T[], n: number): T[] {
  if (n > from.length) throw new Error(`ruin-runner determinize: the view asks for ${n} hidden tiles, only ${from.length} are unseen`);
  return from.splice(from.length - n, n);
}

/**
 * Deals the unseen tiles: other passers' hands uniformly among the unseen tiles that fit
 * nowhere, then every other hidden place (hands, draw pile, discards) uniformly from the rest.
 */
function dealTiles(view: View, seat: Seat, rng: RngState): { hands: number[][]; drawPile: number[]; discarded: number[] } {
  const pool = unseenTiles(view);
  const hands: number[][] = view.seats.map(() => []);
  hands[seat] = view.hand.map((t) => t.tile);
  const blocked = passers(view).filter((s) => s !== seat);
  let rest = pool;
  if (blocked.length > 0) {
    const fit = tilesThatFit(view.board.map(placedTile), pool);
    const stuck = shuffle(rng, pool.filter((_, i) => !fit[i]));
    for (const s of blocked) hands[s] = take(stuck, view.seats[s]!.handSize);
    rest = [...stuck, ...pool.filter((_, i) => fit[i])];
  }
  shuffle(rng, rest);
  view.seats.forEach((p, s) => {
    if (s !== seat && !blocked.includes(s)) hands[s] = take(rest, p.handSize);
  });
  const drawPile = take(rest, view.drawPileSize);
  const discarded = take(rest, view.discardedCount);
  if (rest.length > 0) throw new Error(`ruin-runner determinize: ${rest.length} unseen tiles have no place in the view`);
  return { hands, drawPile, discarded };
}

/** Cards shown in the view are kept; the others are drawn uniformly from the colours nobody shows. */
function dealCards(view: View, seat: Seat, rng: RngState): Colour[][] {
  const shown = view.seats.map((p, s) => (s === seat ? view.cards : p.cards));
  const visible = new Set(shown.flatMap((c) => c ?? []));
  const unseen = shuffle(rng, RESOURCE_CARDS.filter((c) => !visible.has(c)));
  return view.seats.map((p, s) => (shown[s] ? [...shown[s]!] : take(unseen, p.cardCount)));
}

/** See RULES.md, "Determinization (for bots)". */
export function determinize(view: View, seat: Seat, rng: RngState): State {
  const board = view.board.map(placedTile);
  const tiles = dealTiles(view, seat, rng);
  const cards = dealCards(view, seat, rng);
  const seats: PlayerState[] = view.seats.map((p, s) => ({
    hand: tiles.hands[s]!,
    cards: cards[s]!,
    counters: countsOf(p.counters),
    at: p.looter === null ? null : tileIndexAt(board, p.looter.x, p.looter.y),
  }));
  return {
    players: view.players,
    options: { ...view.options },
    rng: seedRng(String(randomInt(rng, 2 ** 32))),
    phase: view.phase,
    board,
    drawPile: tiles.drawPile,
    discarded: tiles.discarded,
    supply: countsOf(view.supply),
    seats,
    // Once the game is over the view hides whose turn it was; nothing reads it any more.
    turn: view.turn ?? view.firstLooter,
    firstDiscoverer: view.firstDiscoverer,
    firstLooter: view.firstLooter,
    passesInRow: view.passesInRow,
    step: view.step ?? 'move',
    turnsWithoutTake: view.turnsWithoutTake,
    tookThisTurn: view.tookThisTurn,
    result: view.result === null ? null : structuredClone(view.result),
  };
}
