/**
 * ISMCTS knowledge for Relic Runners (issue 18, "Bots that play properly").
 *
 * A turn is a chain of single steps (`step`, `stopMove`), an exploration and the prompts it
 * raises, so a plain search spends its iterations on one step at a time among lines a sensible
 * player would never take, and its random playouts never finish an expedition. Here:
 * - the tree considers, for the seat to act, only its few best moves as the greedy explorer
 *   (src/bots/greedy-relic-runners.ts) ranks them: a step by the best whole Move it begins (every
 *   chain of steps played out on the sample, then exploring or not), anything else by the
 *   greedy `evaluate` of the state it leads to;
 * - playouts play as the greedy explorer on the sample (now and then a random move) until both
 *   seats have finished a turn, and are then scored by the greedy evaluation (each seat's reward
 *   a logistic of its lead over the best other seat).
 * Everything sees the determinized sample only, never the true state.
 */
import { pick, randomInt, type RngState } from '../engine/index.js';
import { relicRunners, type RelicRunnersMove as Move, type RelicRunnersState as State } from '../games/relic-runners/index.js';
import { player } from '../games/relic-runners/board.js';
import { scoreSheet } from '../games/relic-runners/score.js';
import { afterMove, beforeOrInMove, bestFinish, bestJudged, evaluate, planMove, preMoveHabit } from './greedy-relic-runners.js';
import type { SearchHeuristics } from './ismcts.js';

const apply = (s: State, seat: number, m: Move): State => relicRunners.apply(s, seat, m).state;

/** Moves the tree considers at a decision with more legal moves than this. */
export const TREE_WIDTH = 3;
/** Share of playout moves chosen uniformly at random (the rest as the greedy explorer). */
const EPSILON = 0.05;
/** Turns (of any seat) a playout plays past the one it starts in, before the evaluation. */
const PLAYOUT_TURNS = 2;
/** Points of evaluation lead that make a seat's expected reward 0.73 (one logistic unit). */
const LEAD_SCALE = 8;

/**
 * Each legal move with what the greedy explorer expects of it, best first: a step, a stop or a
 * teleport by the best whole Move it begins; a Toolbox used before moving by the best Move after
 * it; anything else by the evaluation of the state it leads to (`endTurn` a hair above an equal
 * alternative, as the greedy bot).
 */
export function rankMoves(s: State, seat: number, moves: readonly Move[]): { move: Move; value: number }[] {
  const planning = beforeOrInMove(s, seat);
  const ranked = moves.map((move) => {
    const next = apply(s, seat, move);
    let value: number;
    if (planning && (move.type === 'step' || move.type === 'stopMove' || move.type === 'teleport')) value = move.type === 'step' ? bestFinish(next, seat) : afterMove(next, seat);
    else if (planning && beforeOrInMove(next, seat)) value = planMove(next, seat, relicRunners.legalMoves(next, seat))?.value ?? evaluate(next, seat);
    else value = evaluate(next, seat) + (move.type === 'endTurn' ? 1e-6 : 0);
    return { move, value };
  });
  return ranked.sort((a, b) => b.value - a.value);
}

/**
 * The greedy explorer's choice on a full (sampled) state, as src/bots/greedy-relic-runners.ts
 * decides on its own sample: a free temple exploration (Machete 1) or a refill first, then the
 * first step of the best whole Move; otherwise the move whose result evaluates best.
 */
export function greedyMove(s: State, seat: number, moves: readonly Move[]): Move {
  if (moves.length === 1) return moves[0]!;
  if (beforeOrInMove(s, seat)) {
    const habit = preMoveHabit(s, seat, moves);
    if (habit) return habit;
    const plan = planMove(s, seat, moves);
    if (plan) return plan.move;
  }
  return bestJudged(s, seat, moves, (next) => evaluate(next, seat));
}

/** Playout policy: the greedy explorer's move, or now and then any legal move. */
export function relicRunnersPlayoutMove(s: State, seat: number, moves: readonly Move[], rng: RngState): Move {
  if (moves.length === 1) return moves[0]!;
  if (randomInt(rng, 1000) < EPSILON * 1000) return pick(rng, moves);
  return greedyMove(s, seat, moves);
}

/**
 * The moves the tree considers: the `TREE_WIDTH` best as the greedy explorer ranks them, and
 * its habit before moving (a free exploration, a refill) when it has one.
 */
export function relicRunnersTreeMoves(s: State, seat: number, moves: readonly Move[]): readonly Move[] {
  if (moves.length <= TREE_WIDTH) return moves;
  const best = rankMoves(s, seat, moves)
    .slice(0, TREE_WIDTH)
    .map((r) => r.move);
  const habit = preMoveHabit(s, seat, moves);
  return habit && !best.includes(habit) ? [...best, habit] : best;
}

/** Each seat's reward: a logistic of its evaluation's lead over the best other seat. */
export function evaluateRelicRunners(s: State): number[] {
  const values = s.players.map((_, seat) => (s.over ? scoreSheet(player(s, seat), seat).total : evaluate(s, seat)));
  return values.map((v, seat) => {
    const rival = Math.max(...values.filter((_, other) => other !== seat));
    return 1 / (1 + Math.exp(-(v - rival) / LEAD_SCALE));
  });
}

export const relicRunnersSearch: SearchHeuristics<State, Move> = {
  treeMoves: relicRunnersTreeMoves,
  treeMovesOncePerNode: true,
  playoutMove: relicRunnersPlayoutMove,
  playoutUntil: (start, s) => s.turnNumber >= start.turnNumber + PLAYOUT_TURNS,
  playoutDepth: 60,
  evaluate: evaluateRelicRunners,
};
