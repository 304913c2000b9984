/**
 * ISMCTS knowledge for Relic Run: playouts in which each hero plays like the greedy party
 * (src/bots/greedy-relic-run.ts) on the sampled state, with a little randomness so that the
 * playouts of one position differ; a search tree limited to the moves that party finds most
 * plausible; plus the statistics the scenario ladder is judged by.
 */
import { pick, randomInt, type RngState } from '../engine/index.js';
import { relicRun, type RelicRunMove, type RelicRunState } from '../games/relic-run/index.js';
import type { HeroCardId, PlayerZone } from '../games/relic-run/data.js';
import { evaluate } from './greedy-relic-run.js';
import type { SearchHeuristics } from './ismcts.js';

const HOME: Record<string, PlayerZone> = { barbarian: 'playerFrontline', archer: 'playerBackline' };
/** Share of playout moves chosen uniformly at random. */
const EPSILON = 0.1;
/** Cards a hero would rather lose to a burn first (as the greedy party). */
const BURN_ORDER: readonly HeroCardId[] = [
  'brace', 'dodge', 'rampage', 'bullsEye', 'cleave', 'quickShot', 'skilledShot', 'longshot',
  'boldSwing', 'aimedShot', 'hunkerDown', 'ultimate', 'druwhnishAim', 'devastatingBlow',
];

/** The greedy party's choice on the sampled state, or (now and then) any legal move. */
export function relicRunPlayoutMove(s: RelicRunState, seat: number, moves: readonly RelicRunMove[], rng: RngState): RelicRunMove {
  if (moves.length === 1) return moves[0]!;
  const first = moves[0]!;
  if (first.type === 'place') return moves.find((m) => m.type === 'place' && m.zone === HOME[s.heroes[seat]!.cls]) ?? first;
  if (first.type === 'guard') return moves[moves.length - 1]!;
  if (first.type === 'burn') {
    const rank = (m: RelicRunMove) => BURN_ORDER.indexOf((m as { card: HeroCardId }).card);
    return [...moves].sort((a, b) => rank(a) - rank(b))[0]!;
  }
  if (randomInt(rng, 1000) < EPSILON * 1000) return pick(rng, moves);
  let best: RelicRunMove = moves.find((m) => m.type === 'end-phase') ?? first;
  let bestScore = evaluate(s) + 0.5;
  for (const m of moves) {
    if (m.type === 'end-phase') continue;
    const score = evaluate(relicRun.apply(s, seat, m).state);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

/**
 * The greedy party's evaluation as every seat's reward (co-op: one value for all), on the scale
 * ISMCTS gives a finished battle: 0.1 when lost (its score part), 0.1 + 0.8 / heroes when won
 * (the win shared among the winners).
 */
export function evaluateRelicRun(s: RelicRunState): number[] {
  const v = 0.1 + (0.8 / s.heroes.length) / (1 + Math.exp(-evaluate(s) / EVALUATION_SCALE));
  return s.heroes.map(() => v);
}

/** Spread of the greedy evaluation (HP points are worth 3-6 each) mapped onto a reward. */
const EVALUATION_SCALE = 20;

/** Moves of a player phase the search tree considers besides ending the phase. */
const TREE_WIDTH = 5;

/**
 * The search tree's moves in a player phase: ending the phase (DISCARD) and the `TREE_WIDTH`
 * moves the greedy party's evaluation rates best one move ahead. A hand offers some 20-30 moves
 * (plays with their targets, discards, moves paying with each card); at a few hundred iterations
 * a decision the search otherwise spreads itself over all of them and picks among them almost at
 * random, where among the few the greedy party finds plausible it looks further than the greedy
 * party does. Prompts (guard, burn) and placements keep every move.
 */
export function relicRunTreeMoves(s: RelicRunState, seat: number, moves: readonly RelicRunMove[]): readonly RelicRunMove[] {
  if (moves.length <= TREE_WIDTH + 1 || s.phase !== 'player' || s.prompts.length > 0) return moves;
  const scored = moves.map((m) => ({ m, v: m.type === 'end-phase' ? Infinity : evaluate(relicRun.apply(s, seat, m).state) }));
  scored.sort((a, b) => b.v - a.v);
  return scored.slice(0, TREE_WIDTH + 1).map((x) => x.m);
}

export const relicRunSearch: SearchHeuristics<RelicRunState, RelicRunMove> = {
  playoutMove: relicRunPlayoutMove,
  playoutDepth: 12,
  evaluate: evaluateRelicRun,
  treeMoves: relicRunTreeMoves,
};

/** How a battle ended: the outcome's reason (`all-enemies-dead`, `hero-fell`, `time-limit`). */
export function relicRunEndCondition(s: RelicRunState): string {
  return s.outcome?.reason ?? 'unfinished';
}

/**
 * Per battle: won, rounds, heroes alive, and what the final state keeps of the enemies acting:
 * cards burned (one per enemy blow that cost a hero HP) and HP the heroes ended below their
 * maximum. Blows the Armor took wholly leave no trace there (bench/relic-run-ladder.ts counts
 * every enemy action from the events).
 */
export function relicRunStatistics(s: RelicRunState): Record<string, number> {
  const burned = s.heroes.reduce((n, h) => n + h.burned.length, 0);
  return {
    won: s.outcome?.won ? 1 : 0,
    rounds: s.round,
    heroesAlive: s.heroes.filter((h) => h.hp > 0).length,
    cardsBurned: burned,
    hpMissing: s.heroes.reduce((n, h) => n + Math.max(0, h.maxHp - Math.max(0, h.hp)), 0),
    enemiesHurtHeroes: burned > 0 ? 1 : 0,
  };
}
