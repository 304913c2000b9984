import { pick, randomInt, seedRng, sameJson, type AnyGame, type GameEvent, type RngState, type Seat } from '../../src/engine/index.js';
import { spaceRelicsGreedyMove, type GreedyMemory } from '../../src/bots/greedy-space-relics.js';
import type { SpaceRelicsMove } from '../../src/games/space-relics/moves.js';
import type { SpaceRelicsState } from '../../src/games/space-relics/state.js';

/** One decision point met in a random game: the true state, a seat that may act and its view. */
export interface Position {
  truth: unknown;
  seat: Seat;
}

/**
 * A second state the seat cannot tell from `truth`: `determinize` of its view, which by the Game
 * contract shows the seat exactly that view; every hidden part (other hands, deck orders, the
 * generator) is drawn afresh.
 */
export function twinOf(game: AnyGame, { truth, seat }: Position, salt: string): unknown {
  return game.determinize(structuredClone(game.view(truth, seat)), seat, seedRng(`twin:${salt}`));
}

/**
 * How the walks choose a move: at random, except in Space Relics, where random play almost never
 * reaches an artifact behind its gallery's walls (bench/README.md, "Space Relics: the heist"):
 * there the greedy heister plays four moves in five, so its walks take artifacts.
 */
type Walker = (state: unknown, seat: Seat, legal: unknown[], rng: RngState) => unknown;
function walkerFor(game: AnyGame): Walker {
  if (game.id !== 'space-relics') return (_state, _seat, legal, rng) => pick(rng, legal);
  const memories = new Map<Seat, GreedyMemory>();
  return (state, seat, legal, rng) => {
    if (randomInt(rng, 5) === 0) return pick(rng, legal);
    if (!memories.has(seat)) memories.set(seat, {});
    return spaceRelicsGreedyMove(state as SpaceRelicsState, seat, legal as SpaceRelicsMove[], memories.get(seat));
  };
}

/** Decision points along a seeded game (random, see `walkerFor`), each with the seat whose turn it is. */
export function positionsAlongAGame(game: AnyGame, players: number, seed: string): Position[] {
  const rng = seedRng(`walk:${seed}`);
  const walk = walkerFor(game);
  let state = game.setup({ players, options: game.options.parse({}), seed });
  const out: Position[] = [];
  while (game.result(state) === null) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    out.push({ truth: state, seat });
    state = game.apply(state, seat, walk(state, seat, game.legalMoves(state, seat) as unknown[], rng)).state;
  }
  return out;
}

/** About `count` positions spread evenly over a list. */
export function spread<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0).slice(0, count);
}

/** Up to `count` of the seat's legal moves, chosen at random (all of them when fewer). */
export function someLegalMoves(game: AnyGame, { truth, seat }: Position, count: number, salt: string): unknown[] {
  const legal = game.legalMoves(truth, seat) as unknown[];
  if (legal.length <= count) return legal;
  const rng = seedRng(`moves:${salt}`);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(randomInt(rng, legal.length));
  return [...chosen].sort((a, b) => a - b).map((i) => legal[i]);
}

/** What the seat sees after really playing `move` in `state`, and what it is told. */
export function realOutcome(game: AnyGame, state: unknown, seat: Seat, move: unknown): { view: unknown; events: GameEvent[] } {
  const { state: after, events } = game.apply(state, seat, move);
  return { view: game.view(after, seat), events };
}

/**
 * The concrete leaks, one per game: a move whose real effect shows the seat something
 * it could not know before (the tile drawn, the dice rolled, the cards drawn, the tile turned
 * over). Space Relics: picking up an artifact draws the top card of its hidden deck.
 */
export const revealingMoves: Record<string, { players: number; type: string; event?: string }> = {
  'ruin-runner': { players: 3, type: 'place', event: 'tile-drawn' },
  'reliques-co': { players: 3, type: 'roll' },
  'relic-run': { players: 2, type: 'end-phase', event: 'cards-drawn' },
  'relic-runners': { players: 3, type: 'explore' },
  'space-relics': { players: 2, type: 'pickUpArtifact' },
};

export interface RevealingCase {
  position: Position;
  twin: unknown;
  move: { type: string };
}

/**
 * Positions where a revealing move is legal and really shows the seat different things in the
 * true state and in its twin: the move's outcome is hidden information, and a dry run must not
 * tell it. At most one per random game, so they are spread over different games.
 */
export function revealingPositions(game: AnyGame, count: number): RevealingCase[] {
  const key = `${game.id}:${count}`;
  const cached = foundCases.get(key);
  if (cached) return cached;
  const found = searchRevealing(game, count);
  foundCases.set(key, found);
  return found;
}

/** The search is the slow part; each driver's suite reuses its finds. */
const foundCases = new Map<string, RevealingCase[]>();

function searchRevealing(game: AnyGame, count: number): RevealingCase[] {
  const spec = revealingMoves[game.id]!;
  const found: RevealingCase[] = [];
  for (let g = 0; g < 40 && found.length < count; g++) {
    const positions = positionsAlongAGame(game, spec.players, `reveal-${game.id}-${g}`);
    search: for (const [i, position] of positions.entries()) {
      const candidates = (game.legalMoves(position.truth, position.seat) as { type: string }[]).filter((m) => m.type === spec.type);
      for (const move of candidates) {
        const real = realOutcome(game, position.truth, position.seat, move);
        if (spec.event && !real.events.some((e) => e.type === spec.event)) continue;
        const twin = twinOf(game, position, `reveal-${g}-${i}`);
        if (sameJson(real.view, realOutcome(game, twin, position.seat, move).view)) continue;
        found.push({ position, twin, move });
        break search;
      }
    }
  }
  return found;
}
