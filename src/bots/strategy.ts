import { findGame, pick, randomInt, seedRng, underRulesOf, type AnyGame, type RngState, type Seat } from '../engine/index.js';
import { games as catalog } from '../games/index.js';
import { ismctsStrategy } from './ismcts.js';
import { playbooks, searchHeuristics } from './playbooks.js';

/**
 * What a bot may know when it decides: its own seat's view and its legal moves, exactly what
 * GET /v1/matches/{id} and …/legal-moves give it. Never the true state.
 */
export interface Decision<Move = unknown, View = unknown> {
  gameId: string;
  /** The version of the game's rules the match plays (the match body's `rulesVersion`); absent: the latest. */
  rulesVersion?: number;
  seat: Seat;
  view: View;
  legalMoves: readonly Move[];
}

export interface Strategy {
  name: string;
  decide<Move>(input: Decision<Move>): Move | Promise<Move>;
  /**
   * What the strategy carries from one decision to the next, as JSON (absent: nothing), for a
   * caller that makes a fresh strategy for every decision (the server's computers): it keeps what
   * `remember` answers after a decision and hands it to the next strategy's `recall` before that
   * one decides. Only ever built from the seat's own views, so it tells the seat nothing new.
   */
  remember?(): unknown;
  recall?(memory: unknown): void;
}

/**
 * Decides with the decision's rules version in force (engine/versions.ts): a bot that reads its
 * game's modules directly (the greedy bots' heuristics) then reads the data of its match's version.
 * The rules are in force until `decide` returns: every bot here decides synchronously.
 */
export function underDecisionRules<T>(input: Pick<Decision, 'gameId' | 'rulesVersion'>, decide: () => T): T {
  if (input.rulesVersion === undefined) return decide();
  const game = findGame(catalog, input.gameId, input.rulesVersion);
  if (!game) throw new Error(`No rules version ${input.rulesVersion} of "${input.gameId}" is played here.`);
  return underRulesOf(game, decide);
}

/** Picks uniformly among the legal moves; plays every game, since it needs no rules. */
export function randomStrategy(seed: string = crypto.randomUUID()): Strategy {
  const rng: RngState = seedRng(seed);
  return {
    name: 'random',
    decide({ legalMoves }) {
      if (legalMoves.length === 0) throw new Error('no legal move to choose from');
      return pick(rng, legalMoves);
    },
  };
}

/**
 * A game's heuristic bot of one kind (src/bots/playbooks.ts), chosen per decision by the game
 * id; a game without a bot of that kind refuses, rather than silently playing another strategy.
 */
function playbookStrategy(kind: 'greedy' | 'planner', seed: string): Strategy {
  const byGame = new Map<string, Strategy>();
  return {
    name: kind,
    decide(input) {
      let bot = byGame.get(input.gameId);
      if (!bot) {
        const make = playbooks[input.gameId]?.[kind];
        if (!make) throw new Error(`No ${kind} bot plays "${input.gameId}" yet.`);
        bot = make(`${seed}:${input.gameId}`);
        byGame.set(input.gameId, bot);
      }
      const chosen = bot;
      return underDecisionRules(input, () => chosen.decide(input));
    },
  };
}

/** The game's greedy bot. */
export const greedyStrategy = (seed = 'greedy'): Strategy => playbookStrategy('greedy', seed);

/** The game's planner, a greedy bot that looks a turn further (Relic Runners only). */
export const plannerStrategy = (seed = 'planner'): Strategy => playbookStrategy('planner', seed);

export const strategyNames = ['random', 'greedy', 'planner', 'ismcts'] as const;

export interface StrategySettings {
  seed?: string;
  /** Thinking time per decision, for strategies that search (ismcts). */
  thinkMs?: number;
}

export function strategyByName(name: string, settings: StrategySettings = {}): Strategy {
  if (name === 'random') return randomStrategy(settings.seed);
  if (name === 'greedy') return greedyStrategy(settings.seed);
  if (name === 'planner') return plannerStrategy(settings.seed);
  if (name === 'ismcts') return ismctsStrategy({ heuristics: searchHeuristics, ...settings, thinkMs: settings.thinkMs ?? 1000 });
  throw new Error(`Unknown strategy "${name}"; choose one of: ${strategyNames.join(', ')}.`);
}

export interface LocalMatchOutcome {
  result: NonNullable<ReturnType<AnyGame['result']>>;
  moves: number;
  /** Moves made by each seat. */
  movesBySeat: number[];
  /** The final state, for statistics about how the game ended. */
  state: unknown;
}

/**
 * Plays a whole game locally through the Game contract, one strategy per seat. Each strategy
 * sees only `game.view(state, seat)` and `game.legalMoves(state, seat)`, never the state.
 */
export async function playLocalMatch(
  game: AnyGame,
  input: { players: number; options?: unknown; seed: string; strategies: readonly Strategy[]; maxMoves?: number },
): Promise<LocalMatchOutcome> {
  const options = game.options.parse(input.options ?? {});
  let state = game.setup({ players: input.players, options, seed: input.seed });
  const order = seedRng(`order:${input.seed}`);
  let moves = 0;
  const movesBySeat = Array.from({ length: input.players }, () => 0);
  const maxMoves = input.maxMoves ?? 100_000;
  for (let result = game.result(state); result === null; result = game.result(state)) {
    if (moves >= maxMoves) throw new Error(`${game.id}: no result after ${maxMoves} moves`);
    const active = game.activeSeats(state);
    const seat = active[randomInt(order, active.length)] as Seat;
    const strategy = input.strategies[seat % input.strategies.length] as Strategy;
    const move = await strategy.decide({ gameId: game.id, seat, view: game.view(state, seat), legalMoves: game.legalMoves(state, seat) });
    state = game.apply(state, seat, move).state;
    moves += 1;
    movesBySeat[seat] = (movesBySeat[seat] ?? 0) + 1;
  }
  return { result: game.result(state) as LocalMatchOutcome['result'], moves, movesBySeat, state };
}
