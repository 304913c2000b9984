/**
 * A rollout planner for Reliques & Co (the hard computer level, src/bots/levels.ts): the greedy
 * player (greedy-reliques-co.ts) improved by simulation, as a backgammon rollout improves a
 * base policy.
 *
 * At a decision it ranks its legal moves as the greedy player does (each move's greedy
 * continuation to the end of the turn) and keeps the best few. Then, on samples of its seat's
 * view (`determinize`: the hidden market cards and piles, and the dice still to be rolled), it
 * plays each of those moves and lets greedy players carry every seat on for a few turns, and
 * judges where they stop (the game's result if it ended, otherwise each seat's `worth` lead).
 * The move with the best average wins. The same sample serves every candidate (common random
 * numbers: the same dice fall after each), so the comparison is fair with few samples.
 *
 * It decides from its seat's view only: every state it looks at is a `determinize` sample.
 * Its budget is a number of samples (deterministic, for benchmarks and tests) and/or a wall
 * time (production), whichever ends first; the clock ends the sampling, it never steers it.
 */
import { seedRng, type RngState } from '../engine/index.js';
import { reliquesCo, type Move, type State, type View } from '../games/reliques-co/index.js';
import { chooseMove, turnsLeft, worth, worthAfterTurn } from './greedy-reliques-co.js';
import { bestBySampling, samplesOf, type RolloutBudget } from './rollouts.js';
import type { Strategy } from './strategy.js';

export interface ReliquesPlannerOptions extends RolloutBudget {
  seed?: string;
  /** Candidate moves kept from the greedy ranking. */
  candidates?: number;
  /** Turns (of any seat) the playouts run past the current one before they are judged. */
  horizon?: number;
  /** Lead in `worth` that counts as a near-certain win when a playout stops before the end. */
  leadScale?: number;
}

export const RELIQUES_PLANNER_DEFAULTS = { samples: 24, candidates: 4, horizon: 4, leadScale: 3 } as const;

const apply = (s: State, seat: number, m: Move) => reliquesCo.apply(s, seat, m).state;

/** A playout's worth to `seat` in [0, 1]. */
function judge(s: State, seat: number, leadScale: number): number {
  const result = reliquesCo.result(s);
  if (result) {
    const win = result.winners.includes(seat) ? 1 / result.winners.length : 0;
    const mine = result.scores[seat] ?? 0;
    const rival = Math.max(...result.scores.filter((_, i) => i !== seat));
    return 0.9 * win + 0.1 / (1 + Math.exp(-(mine - rival) / leadScale));
  }
  const turns = turnsLeft(s);
  const values = s.players.map((_, i) => worth(s, i, turns));
  const rival = Math.max(...values.filter((_, i) => i !== seat));
  return 1 / (1 + Math.exp(-(values[seat]! - rival) / leadScale));
}

/** Greedy players for every seat from `s`, until `horizon` more turns have begun or the game ends. */
function playout(s: State, horizon: number): State {
  let turnsBegun = 0;
  let last = s.turn.seat;
  for (let n = 0; n < 400 && !s.over; n++) {
    if (s.turn.seat !== last) {
      last = s.turn.seat;
      if (++turnsBegun > horizon) break;
    }
    const seat = s.turn.seat;
    const moves = reliquesCo.legalMoves(s, seat);
    if (moves.length === 0) break;
    s = apply(s, seat, chooseMove(s, seat, moves));
  }
  return s;
}

export function reliquesCoPlannerStrategy(opts: ReliquesPlannerOptions = {}): Strategy {
  const rng: RngState = seedRng(opts.seed ?? 'planner-reliques-co');
  const samples = samplesOf(opts, RELIQUES_PLANNER_DEFAULTS.samples);
  const keep = opts.candidates ?? RELIQUES_PLANNER_DEFAULTS.candidates;
  const horizon = opts.horizon ?? RELIQUES_PLANNER_DEFAULTS.horizon;
  const leadScale = opts.leadScale ?? RELIQUES_PLANNER_DEFAULTS.leadScale;
  return {
    name: 'planner',
    decide<M>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly M[] }): M {
      const moves = legalMoves as unknown as readonly Move[];
      if (moves.length === 1) return moves[0] as unknown as M;
      // The greedy ranking, on one sample (what the greedy player itself would see).
      const first = reliquesCo.determinize(view as View, seat, rng);
      const turns = turnsLeft(first);
      const ranked = moves
        .map((m, i) => ({ m, i, v: worthAfterTurn(first, seat, m, turns) }))
        .sort((a, b) => b.v - a.v || a.i - b.i)
        .slice(0, keep);
      if (ranked.length === 1) return ranked[0]!.m as unknown as M;
      const best = bestBySampling({
        candidates: ranked.length,
        samples,
        ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}),
        sample: (k) => (k === 0 ? first : reliquesCo.determinize(view as View, seat, rng)),
        value: (sample, i) => judge(playout(apply(sample, seat, ranked[i]!.m), horizon), seat, leadScale),
      });
      return ranked[best]!.m as unknown as M;
    },
  };
}
