import { gameAtVersion, pick, randomInt, seedRng, underRulesOf, type AnyGame, type GameResult, type RngState, type Seat } from '../engine/index.js';
import { games as catalog } from '../games/index.js';
import type { Decision, Strategy } from './strategy.js';

/**
 * What a bot author knows about one game beyond its rules, to make the search's playouts
 * sensible: in a game where random play never does what wins (take a relic, open a vault),
 * uniform playouts teach the search nothing. Everything here sees a determinized sample, never
 * the true state, so it cannot leak what the deciding seat may not know.
 */
export interface SearchHeuristics<State = unknown, Move = unknown> {
  /** The move a playout makes for `seat` among `moves` (default: uniform random). Keep it cheap. */
  playoutMove?(state: State, seat: Seat, moves: readonly Move[], rng: RngState): Move;
  /** Playouts stop after this many moves and `evaluate` scores where they stopped. */
  playoutDepth?: number;
  /**
   * Whether a playout that began in `start` stops in `state` (before `playoutDepth` moves), to be
   * scored by `evaluate` (needed with it): e.g. at the end of a turn rather than in its middle.
   */
  playoutUntil?(start: State, state: State): boolean;
  /** Each seat's expected reward in [0, 1] in an unfinished state (needed with `playoutDepth`). */
  evaluate?(state: State): readonly number[];
  /**
   * The moves the search tree considers for `seat` (default: all of `moves`; never empty): a game
   * with hundreds of near-equal moves (where to put a tile) drowns the few that matter.
   */
  treeMoves?(state: State, seat: Seat, moves: readonly Move[]): readonly Move[];
  /**
   * `treeMoves` is costly and mostly the same in every sample that reaches a node: it is asked
   * once per node (and seat), and later visits keep those of its moves legal in their sample
   * (asking again when none is).
   */
  treeMovesOncePerNode?: boolean;
  /**
   * UCB exploration constant for this game's searches, when the options give none: an
   * evaluation whose rewards differ by little from move to move needs less than the default.
   */
  exploration?: number;
}

export interface IsmctsOptions {
  /**
   * Search budget per decision: a number of iterations, milliseconds of thinking, or both
   * (whichever ends first). A fixed iteration budget makes decisions reproducible.
   */
  iterations?: number;
  thinkMs?: number;
  /**
   * Budget in simulated moves (every move the search applies, down the tree and in playouts): a
   * deterministic measure of work that follows the CPU time more closely than `iterations` where
   * playouts' lengths vary along a game (a placement early in Ruin Runner plays out the whole
   * game, a late step a few moves). With the others, whichever ends first.
   */
  steps?: number;
  seed?: string;
  /** UCB exploration constant. */
  exploration?: number;
  /** Safety stop for a simulated playout. */
  maxPlayoutMoves?: number;
  /** Part of a playout's reward given for the final score rather than the win (default 0.2). */
  scoreWeight?: number;
  /** Games it can play, by id (default: the catalog). Each must implement `determinize`. */
  games?: readonly AnyGame[];
  /**
   * Per-game playout knowledge by game id (default: none, uniform random playouts to the end).
   * `src/bots/playbooks.ts` holds each game's.
   */
  heuristics?: Readonly<Record<string, SearchHeuristics<any, any> | undefined>>;
  /** Told after every search, for measurements. */
  onSearch?: (stats: SearchStats) => void;
}

export interface SearchStats {
  iterations: number;
  /** Moves simulated (down the tree and in playouts). */
  steps: number;
  ms: number;
  /** The budget was not used up because no other move could overtake the chosen one. */
  stoppedEarly: boolean;
}

interface Node {
  move: unknown;
  key: string;
  /** The seat that played `move` into this node (its rewards are what it maximizes). */
  seat: Seat;
  visits: number;
  /** Times this node's move was legal when its parent was visited (availability, for SO-ISMCTS). */
  available: number;
  reward: number;
  children: Map<string, Node>;
  /** With `treeMovesOncePerNode`: the keys `treeMoves` kept here, and for which seat. */
  treeKeys?: Set<string>;
  treeSeat?: Seat;
}

const newNode = (move: unknown, key: string, seat: Seat): Node => ({ move, key, seat, visits: 0, available: 0, reward: 0, children: new Map() });
const moveKey = (seat: Seat, m: unknown): string => `${seat}:${JSON.stringify(m)}`;

/**
 * What a finished playout is worth to `seat`, in [0, 1]: mostly its share of the win (1 split
 * among the winners), plus a little for where its score stands between the lowest and highest,
 * so that among lines that win (or lose) alike the search prefers the higher score. 0 when the
 * playout found no result.
 */
function reward(result: GameResult | null, seat: Seat, scoreWeight: number): number {
  if (!result) return 0;
  const win = result.winners.includes(seat) ? 1 / result.winners.length : 0;
  const lowest = Math.min(...result.scores);
  const spread = Math.max(...result.scores) - lowest;
  const standing = spread > 0 ? ((result.scores[seat] ?? lowest) - lowest) / spread : 0.5;
  return (1 - scoreWeight) * win + scoreWeight * standing;
}

/**
 * True when no other root move can catch up with the most visited one within `remaining`
 * iterations, so stopping now chooses what the whole budget would have.
 */
function decided(root: Node, remaining: number): boolean {
  if (!Number.isFinite(remaining)) return false;
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.seat !== root.seat) continue;
    if (child.visits > first) [first, second] = [child.visits, first];
    else if (child.visits > second) second = child.visits;
  }
  return first - second > remaining;
}

/**
 * Single-observer information-set MCTS. Each iteration determinizes the decider's view into
 * a state, walks the shared tree choosing by UCB among the moves legal in that state, expands
 * one node, plays out (randomly, or by the game's `SearchHeuristics`: a playout policy, and an
 * evaluation where a short playout stops) and backs the result up. Its only input about the match
 * is the `Decision` (the seat's view and legal moves): it never sees the true state.
 */
export function ismctsStrategy(opts: IsmctsOptions = {}): Strategy {
  const rng = seedRng(opts.seed ?? crypto.randomUUID());
  const maxPlayout = opts.maxPlayoutMoves ?? 10_000;
  const scoreWeight = opts.scoreWeight ?? 0.2;
  const byId = new Map((opts.games ?? catalog).map((g) => [g.id, g]));
  return {
    name: 'ismcts',
    decide<Move>({ gameId, rulesVersion, seat, view, legalMoves }: Decision<Move>): Move {
      if (legalMoves.length <= 1) return legalMoves[0] as Move;
      const latest = byId.get(gameId);
      // The match's rules version (engine/versions.ts): its game object, and its rules in force for the heuristics.
      const game = latest && rulesVersion !== undefined ? gameAtVersion(latest, rulesVersion) : latest;
      if (!game) throw new Error(`ismcts cannot play "${gameId}"${rulesVersion === undefined ? '' : ` at rules version ${rulesVersion}`}: not a game it knows.`);
      return underRulesOf(game, () => {
        const determinize = game.determinize.bind(game);
        const heuristics = opts.heuristics?.[gameId];
        const c = opts.exploration ?? heuristics?.exploration ?? 0.7;
        const playoutMove = heuristics?.playoutMove;
        const treeMoves = heuristics?.treeMoves;
        const oncePerNode = heuristics?.treeMovesOncePerNode === true;
        const depth = heuristics?.evaluate ? (heuristics.playoutDepth ?? maxPlayout) : maxPlayout;
        const until = heuristics?.evaluate ? heuristics.playoutUntil : undefined;
        const root = newNode(null, 'root', seat);
        const deadline = opts.thinkMs !== undefined ? Date.now() + opts.thinkMs : Infinity;
        const budget = opts.iterations ?? (opts.thinkMs !== undefined || opts.steps !== undefined ? Infinity : 1000);
        const stepBudget = opts.steps ?? Infinity;
        const started = performance.now();
        let iterations = 0;
        let steps = 0;
        let stoppedEarly = false;
        for (; iterations < budget && steps < stepBudget && (iterations === 0 || Date.now() < deadline); iterations++) {
          // Every iteration applies at least one move, so the steps left bound the iterations left.
          if (iterations > 0 && decided(root, Math.min(budget - iterations, stepBudget - steps))) {
            stoppedEarly = true;
            break;
          }
          let state = determinize(view, seat, rng);
          const path: Node[] = [root];
          let node = root;
          // Selection and expansion.
          for (;;) {
            if (game.result(state) !== null) break;
            const active = game.activeSeats(state);
            // At the root the decision is the deciding seat's, even when others may act too (co-op).
            const actor = (node === root && active.includes(seat) ? seat : active[randomInt(rng, active.length)]) as Seat;
            const legal = game.legalMoves(state, actor);
            if (legal.length === 0) break;
            let keyed: { m: unknown; key: string }[] | undefined;
            if (treeMoves && oncePerNode && node.treeKeys && node.treeSeat === actor) {
              const keys = node.treeKeys;
              keyed = legal.map((m) => ({ m, key: moveKey(actor, m) })).filter((k) => keys.has(k.key));
              if (keyed.length === 0) keyed = undefined;
            }
            if (!keyed) {
              const pruned = treeMoves ? treeMoves(state, actor, legal) : legal;
              const moves = pruned.length > 0 ? pruned : legal;
              keyed = moves.map((m) => ({ m, key: moveKey(actor, m) }));
              if (treeMoves && oncePerNode) [node.treeKeys, node.treeSeat] = [new Set(keyed.map((k) => k.key)), actor];
            }
            for (const k of keyed) {
              const child = node.children.get(k.key);
              if (child) child.available += 1;
            }
            const untried = keyed.filter((k) => !node.children.has(k.key));
            if (untried.length > 0) {
              const { m, key } = pick(rng, untried);
              const child = newNode(m, key, actor);
              child.available = 1;
              node.children.set(key, child);
              state = game.apply(state, actor, m).state;
              steps += 1;
              path.push(child);
              node = child;
              break;
            }
            let best: Node | undefined;
            let bestScore = -Infinity;
            for (const k of keyed) {
              const child = node.children.get(k.key) as Node;
              const score = child.reward / child.visits + c * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
              if (score > bestScore) {
                bestScore = score;
                best = child;
              }
            }
            node = best as Node;
            state = game.apply(state, actor, node.move).state;
            steps += 1;
            path.push(node);
          }
          // Simulation.
          const start = state;
          for (let n = 0; game.result(state) === null && n < depth && !(until && n > 0 && until(start, state)); n++) {
            const active = game.activeSeats(state);
            const actor = active[randomInt(rng, active.length)] as Seat;
            const moves = game.legalMoves(state, actor);
            const move = playoutMove ? playoutMove(state, actor, moves, rng) : pick(rng, moves);
            state = game.apply(state, actor, move).state;
            steps += 1;
          }
          // Backpropagation.
          const result = game.result(state);
          const estimate = result === null && heuristics?.evaluate ? heuristics.evaluate(state) : undefined;
          for (const p of path) {
            p.visits += 1;
            p.reward += estimate ? (estimate[p.seat] ?? 0) : reward(result, p.seat, scoreWeight);
          }
        }
        opts.onSearch?.({ iterations, steps, ms: performance.now() - started, stoppedEarly });
        // The most visited of the root's moves that are legal now, for this seat.
        const legalKeys = new Map(legalMoves.map((m) => [moveKey(seat, m), m]));
        let choice: Move = legalMoves[0] as Move;
        let most = -1;
        for (const child of root.children.values()) {
          if (legalKeys.has(child.key) && child.visits > most) {
            most = child.visits;
            choice = legalKeys.get(child.key) as Move;
          }
        }
        return choice;
      });
    },
  };
}
