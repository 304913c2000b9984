/**
 * Computer levels ("Play against the computer"): three strengths per game, each a `Strategy`
 * that decides from its seat's `Decision` (the view and the legal moves, what the API gives a
 * seat) and nothing else. Where a level looks ahead it does so on `determinize`'s samples of that
 * view, never on the true state. All randomness comes from the seed given; the only clock read is
 * the hard level's optional wall-time budget (`thinkMs`), which ends a search, never steers it.
 *
 * - easy: the game's greedy bot that plays a random legal move instead half the time
 *   (`EASY_RANDOM_SHARE`): it knows what a good move looks like but often does not bother.
 * - medium: the game's greedy bot (src/bots/greedy-<game>.ts).
 * - hard: ISMCTS with the game's search heuristics (src/bots/playbooks.ts), except where
 *   something else was measured stronger: in Relic Runners the planner
 *   (src/bots/planner-relic-runners.ts); in Reliques & Co and Space Relics a rollout planner over
 *   the greedy player (src/bots/planner-reliques-co.ts, src/bots/planner-space-relics.ts, their
 *   common sampling loop in src/bots/rollouts.ts). An ISMCTS budget is `thinkMs` of wall time
 *   (default 1 s, production), or a fixed count of `steps` (moves simulated) or `iterations`
 *   (benchmarks and tests: decisions then replay exactly), or several (whichever ends first); a
 *   rollout planner's is `thinkMs` (default 1 s) or a count of `samples` (`HARD_BENCH_SAMPLES`).
 *
 * The measured numbers are in bench/README.md, "Computer levels"; src/bots/README.md says why.
 */
import { nextUint32, pick, seedRng, type RngState } from '../engine/index.js';
import { games as catalog } from '../games/index.js';
import { ismctsStrategy, type SearchStats } from './ismcts.js';
import { reliquesCoPlannerStrategy } from './planner-reliques-co.js';
import { spaceRelicsPlannerStrategy } from './planner-space-relics.js';
import { playbooks, searchHeuristics } from './playbooks.js';
import type { RolloutBudget } from './rollouts.js';
import { underDecisionRules, type Decision, type Strategy } from './strategy.js';
import { computerLevels, type ComputerLevel } from './computer.js';

export { computerLevels, type ComputerLevel };

/** The hard level's thinking time per decision when no budget is given: 1 s of wall time. */
export const HARD_THINK_MS = 1000;

/** The share of the easy level's decisions played at random (the rest are the greedy bot's). */
export const EASY_RANDOM_SHARE = 0.5;

/**
 * The hard level's deterministic budget per game, in moves simulated by the search (ISMCTS
 * `steps`: down the tree and in playouts), used by bench/levels.ts and the tests so that their
 * games replay exactly. Each is at most about one second of one core of the bench machine at the
 * dearest positions of a game (bench/README.md, "Computer levels"); a move budget follows the
 * CPU time better than an iteration count, since playouts are longer early in a game. Relic
 * Runners' hard level is the planner, which has no budget; Reliques & Co's and Space Relics'
 * count samples (`HARD_BENCH_SAMPLES`).
 */
export const HARD_BENCH_STEPS: Readonly<Record<string, number>> = {
  'ruin-runner': 40_000,
  'relic-run': 5_000,
};

/**
 * The deterministic budget of a hard level that is a rollout planner (Reliques & Co,
 * src/bots/planner-reliques-co.ts; Space Relics, src/bots/planner-space-relics.ts), in samples of
 * the view per decision (each plays out every candidate move), for bench/levels.ts and the
 * tests: at most about a second of one core at a game's dearest positions (bench/README.md,
 * "Computer levels").
 */
export const HARD_BENCH_SAMPLES: Readonly<Record<string, number>> = {
  'reliques-co': 4,
  'space-relics': 2,
};

/**
 * The hard level's budget counted in work instead of time: about `HARD_THINK_MS` of one core at a
 * game's dearest positions (the bench budgets above). For runtimes whose clock cannot end a search:
 * deployed Workers advance `Date.now()` and `performance.now()` only across I/O, so a search
 * bounded by wall time alone would never stop there.
 */
export function hardWorkBudget(gameId: string): Pick<LevelSettings, 'steps' | 'samples'> {
  const steps = HARD_BENCH_STEPS[gameId];
  if (steps !== undefined) return { steps };
  const samples = HARD_BENCH_SAMPLES[gameId];
  return samples !== undefined ? { samples } : {};
}

export interface LevelSettings {
  /** Seeds every random choice of the strategy (same seed, same view, same move). */
  seed: string;
  /**
   * Hard level only: wall time per decision. Default `HARD_THINK_MS` when neither `iterations`
   * nor `steps` is given; with those alone there is no clock and the decisions replay exactly.
   */
  thinkMs?: number;
  /** Hard level only: ISMCTS iterations per decision (with other budgets, whichever ends first). */
  iterations?: number;
  /** Hard level only: moves simulated per decision (see `HARD_BENCH_STEPS`; deterministic). */
  steps?: number;
  /**
   * Hard level of a rollout planner only (Reliques & Co, Space Relics): samples of the view per
   * decision (see `HARD_BENCH_SAMPLES`; deterministic). Without it and without a clock,
   * `HARD_BENCH_SAMPLES`.
   */
  samples?: number;
  /** Hard level only: told after every search, for measurements. */
  onSearch?: (stats: SearchStats) => void;
}

/** What a level is in a game, in a few words (for documentation and the bench's table). */
export function describeLevel(gameId: string, level: ComputerLevel): string {
  if (level === 'easy') return `greedy, ${Math.round(EASY_RANDOM_SHARE * 100)}% random moves`;
  if (level === 'medium') return 'greedy';
  if (gameId === 'relic-runners') return 'planner';
  if (rolloutPlanners[gameId]) return 'rollout planner';
  return 'ismcts';
}

/** The hard levels that are rollout planners, by game (their budget: `rolloutBudget`). */
const rolloutPlanners: Readonly<Record<string, (opts: { seed: string } & RolloutBudget) => Strategy>> = {
  'reliques-co': reliquesCoPlannerStrategy,
  'space-relics': spaceRelicsPlannerStrategy,
};

/**
 * A rollout planner's budget: a clock only when asked for, or when no deterministic budget at
 * all is given (production: `HARD_THINK_MS`); without a clock, `samples` or `HARD_BENCH_SAMPLES`.
 */
function rolloutBudget(gameId: string, settings: LevelSettings): RolloutBudget {
  const deterministic = settings.samples !== undefined || settings.iterations !== undefined || settings.steps !== undefined;
  const clock = settings.thinkMs ?? (deterministic ? undefined : HARD_THINK_MS);
  const samples = settings.samples ?? (clock === undefined ? HARD_BENCH_SAMPLES[gameId] : undefined);
  return { ...(samples !== undefined ? { samples } : {}), ...(clock !== undefined ? { thinkMs: clock } : {}) };
}

/** The game's greedy bot that plays at random `EASY_RANDOM_SHARE` of the time. */
function sloppyGreedy(greedy: Strategy, rng: RngState): Strategy {
  return {
    name: 'easy',
    decide<Move>(input: Decision<Move>) {
      if (input.legalMoves.length === 0) throw new Error('no legal move to choose from');
      if (input.legalMoves.length === 1) return input.legalMoves[0] as Move;
      // One draw per decision whatever it decides, so the sequence of draws does not depend on the greedy bot.
      const coin = nextUint32(rng) / 2 ** 32;
      const random = pick(rng, input.legalMoves);
      return coin < EASY_RANDOM_SHARE ? random : greedy.decide(input);
    },
    ...memoryOf(greedy),
  };
}

/** A wrapper's `remember` and `recall`: those of the strategy it wraps. */
const memoryOf = (inner: Strategy): Pick<Strategy, 'remember' | 'recall'> => ({
  ...(inner.remember ? { remember: () => inner.remember!() } : {}),
  ...(inner.recall ? { recall: (memory: unknown) => inner.recall!(memory) } : {}),
});

/**
 * The strategy of a computer level for one game. It refuses decisions of another game. Each call
 * returns a fresh strategy with its own generator: give one per computer seat.
 */
export function levelStrategy(gameId: string, level: ComputerLevel, settings: LevelSettings): Strategy {
  const game = catalog.find((g) => g.id === gameId);
  const playbook = playbooks[gameId];
  if (!game || !playbook) throw new Error(`No computer level plays "${gameId}".`);
  const seed = `${level}:${gameId}:${settings.seed}`;
  let inner: Strategy;
  if (level === 'easy') inner = sloppyGreedy(playbook.greedy(`${seed}:greedy`), seedRng(seed));
  else if (level === 'medium') inner = playbook.greedy(seed);
  else if (level === 'hard' && gameId === 'relic-runners' && playbook.planner) inner = playbook.planner(seed);
  else if (level === 'hard' && rolloutPlanners[gameId]) inner = rolloutPlanners[gameId]({ seed, ...rolloutBudget(gameId, settings) });
  else if (level === 'hard') {
    const clock = settings.thinkMs ?? (settings.iterations === undefined && settings.steps === undefined ? HARD_THINK_MS : undefined);
    const search = ismctsStrategy({
      seed,
      games: [game],
      heuristics: { [gameId]: searchHeuristics[gameId] },
      ...(settings.iterations !== undefined ? { iterations: settings.iterations } : {}),
      ...(settings.steps !== undefined ? { steps: settings.steps } : {}),
      ...(clock !== undefined ? { thinkMs: clock } : {}),
      ...(settings.onSearch ? { onSearch: settings.onSearch } : {}),
    });
    inner = search;
  } else throw new Error(`Unknown computer level "${String(level)}"; choose one of: ${computerLevels.join(', ')}.`);
  return {
    name: `${level} (${describeLevel(gameId, level)})`,
    decide(input) {
      if (input.gameId !== gameId) throw new Error(`This ${level} computer plays "${gameId}", not "${input.gameId}".`);
      return underDecisionRules(input, () => inner.decide(input));
    },
    ...memoryOf(inner),
  };
}

/**
 * A computer level for whatever game its decisions come from (like `greedyStrategy`): each game's
 * `levelStrategy` is made at its first decision, seeded with `settings.seed` and the game id.
 */
export function computerStrategy(level: ComputerLevel, settings: LevelSettings): Strategy {
  const byGame = new Map<string, Strategy>();
  return {
    name: level,
    decide(input) {
      let bot = byGame.get(input.gameId);
      if (!bot) {
        bot = levelStrategy(input.gameId, level, settings);
        byGame.set(input.gameId, bot);
      }
      return bot.decide(input);
    },
  };
}
