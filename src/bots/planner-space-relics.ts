/**
 * A rollout planner for Space Relics (the hard computer level, src/bots/levels.ts): the greedy
 * heister (greedy-space-relics.ts) improved by simulation, in the spirit of Reliques & Co's
 * planner (planner-reliques-co.ts).
 *
 * Its candidates come from a handful of ways to play the heist, each the greedy heister with
 * other weights (`SPACE_RELICS_PLANNER_POLICIES`: the plain heister, one racing for the Heart of
 * Sol, a daring one, one that leaves the Heart alone, a careful one, one heading out). At a
 * decision each proposes its move; when they all agree that move is played at once. Otherwise,
 * on samples of the seat's view (`determinize`: the other hands, the decks and the face-down
 * platforms), every distinct proposal is played and the game carried on to its end, the seat by
 * the policy that proposed the move and every other seat by the plain greedy heister, and judged
 * by its result (won or not, and by how many points). The game is short (a few rounds) and
 * bounded (the air runs out after round 12), so the playouts see what matters in the heist: who
 * gets out, with how much, and who was out first. A playout cut short by `maxPlayoutMoves` is
 * judged by the search's evaluation of the position (search-space-relics.ts). The move with the
 * best average wins; every candidate meets the same sample (common random numbers). The policy
 * whose move was played last gets `stickiness` (0.1) added to its average: switching ways of
 * playing on noise can let the pawn dither, one step towards an artifact, the next towards an
 * airlock.
 *
 * It decides from its seat's view only: every state it looks at is a `determinize` sample, and
 * the heister's moves depend on nothing hidden. Its budget is a number of samples
 * (deterministic, for benchmarks and tests) and/or a wall time (production), whichever ends
 * first (rollouts.ts). Nothing here depends on the board's data: the policies are weights of the
 * heister's cost map, and the playouts run the game's own rules.
 */
import { seedRng, type RngState } from '../engine/index.js';
import { spaceRelics, type SpaceRelicsMove, type SpaceRelicsState, type SpaceRelicsView } from '../games/space-relics/index.js';
import { GREEDY_TUNING, greedyMemoryOf, spaceRelicsGreedyMove, type GreedyMemory, type SpaceRelicsTuning } from './greedy-space-relics.js';
import { bestBySampling, samplesOf, type RolloutBudget } from './rollouts.js';
import { evaluateSpaceRelics } from './search-space-relics.js';
import type { Strategy } from './strategy.js';

/** The greedy heister's own weights (Heart 10 AP, safety 0.7): how the other seats are played out. */
const PLAIN = GREEDY_TUNING;

/**
 * The ways of playing the heist the planner chooses among, each the greedy heister with other
 * weights: `heartBonus`, the detour in AP the Heart of Sol is worth; `safety`, the share of the AP
 * left in the game it dares to plan a trip with (0: head out now).
 */
export const SPACE_RELICS_PLANNER_POLICIES: readonly SpaceRelicsTuning[] = [
  PLAIN,
  { heartBonus: 16, safety: 0.85 },
  { heartBonus: 16, safety: 1 },
  { heartBonus: 4, safety: 0.7 },
  { heartBonus: 10, safety: 0.5 },
  { heartBonus: 10, safety: 0 },
];

export interface SpaceRelicsPlannerOptions extends RolloutBudget {
  seed?: string;
  /** The policies proposing moves (default `SPACE_RELICS_PLANNER_POLICIES`). */
  policies?: readonly SpaceRelicsTuning[];
  /** Moves a playout may run before it is judged by the evaluation instead of the result. */
  maxPlayoutMoves?: number;
  /** Points of lead that count as a clear win, for the small margin term of the judgement. */
  leadScale?: number;
  /** Added to the average value of the move of the policy played last (hysteresis). */
  stickiness?: number;
}

export const SPACE_RELICS_PLANNER_DEFAULTS = { samples: 4, maxPlayoutMoves: 400, leadScale: 5, stickiness: 0.1 } as const;

/** A playout's worth to `seat` in [0, 1]: mostly winning, a little the margin. */
function judge(s: SpaceRelicsState, seat: number, leadScale: number): number {
  const result = s.result;
  if (!result) return evaluateSpaceRelics(s)[seat]!;
  const win = result.winners.includes(seat) ? 1 : 0;
  const mine = result.scores[seat] ?? 0;
  const rival = Math.max(...result.scores.filter((_, i) => i !== seat));
  return 0.9 * win + 0.1 / (1 + Math.exp(-(mine - rival) / leadScale));
}

/**
 * Plays on from `s` to the end (or `maxMoves`): `seat` as `policy` with its `memory`, the other
 * seats as the plain greedy heister.
 */
function playout(s: SpaceRelicsState, seat: number, policy: SpaceRelicsTuning, memory: GreedyMemory, maxMoves: number): SpaceRelicsState {
  const memories = new Map<number, GreedyMemory>([[seat, memory]]);
  for (let n = 0; n < maxMoves && s.result === null; n++) {
    const active = spaceRelics.activeSeats(s)[0];
    if (active === undefined) break;
    const moves = spaceRelics.legalMoves(s, active);
    if (moves.length === 0) break;
    let mine = memories.get(active);
    if (!mine) memories.set(active, (mine = {}));
    const move = spaceRelicsGreedyMove(s, active, moves, mine, active === seat ? policy : PLAIN);
    s = spaceRelics.apply(s, active, move).state;
  }
  return s;
}

export function spaceRelicsPlannerStrategy(opts: SpaceRelicsPlannerOptions = {}): Strategy {
  const rng: RngState = seedRng(opts.seed ?? 'planner-space-relics');
  const samples = samplesOf(opts, SPACE_RELICS_PLANNER_DEFAULTS.samples);
  const policies = opts.policies ?? SPACE_RELICS_PLANNER_POLICIES;
  const maxMoves = opts.maxPlayoutMoves ?? SPACE_RELICS_PLANNER_DEFAULTS.maxPlayoutMoves;
  const leadScale = opts.leadScale ?? SPACE_RELICS_PLANNER_DEFAULTS.leadScale;
  const stick = opts.stickiness ?? SPACE_RELICS_PLANNER_DEFAULTS.stickiness;
  /** The policy whose move was played last, and the heister's memory under it. */
  let chosen: { policy: SpaceRelicsTuning; memory: GreedyMemory } | undefined;
  return {
    name: 'planner',
    decide<M>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly M[] }): M {
      const moves = legalMoves as unknown as readonly SpaceRelicsMove[];
      if (moves.length === 1) return moves[0] as unknown as M;
      const v = view as SpaceRelicsView;
      // Every policy's proposal, on one sample (the heister's moves depend on nothing hidden);
      // the distinct ones are compared, each played on by the first policy proposing it (the
      // policy played last first, so that a tie keeps to it).
      const first = spaceRelics.determinize(v, seat, rng);
      const order = chosen ? [chosen.policy, ...policies.filter((p) => p !== chosen!.policy)] : policies;
      const proposals: { move: SpaceRelicsMove; memory: GreedyMemory; policy: SpaceRelicsTuning }[] = [];
      const seen = new Set<string>();
      for (const policy of order) {
        const memory: GreedyMemory = policy === chosen?.policy ? { ...chosen.memory } : {};
        const move = spaceRelicsGreedyMove(first, seat, moves, memory, policy);
        const key = JSON.stringify(move);
        if (seen.has(key)) continue;
        seen.add(key);
        proposals.push({ move, memory, policy });
      }
      let best = 0;
      if (proposals.length > 1) {
        best = bestBySampling({
          candidates: proposals.length,
          samples,
          ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}),
          sample: (k) => (k === 0 ? first : spaceRelics.determinize(v, seat, rng)),
          value: (sample, i) => {
            const c = proposals[i]!;
            const next = spaceRelics.apply(sample, seat, c.move).state;
            return judge(playout(next, seat, c.policy, { ...c.memory }, maxMoves), seat, leadScale);
          },
          // Keeping to the way of playing chosen before is worth a little: switching on noise dithers.
          bonus: proposals.map((p) => (chosen && p.policy === chosen.policy ? stick : 0)),
        });
      }
      const pick = proposals[best]!;
      chosen = { policy: pick.policy, memory: pick.memory };
      return pick.move as unknown as M;
    },
    // The policy played last by its place in the list, and the heister's memory under it.
    remember: () => (chosen ? { policy: policies.indexOf(chosen.policy), memory: { ...chosen.memory } } : undefined),
    recall: (kept) => {
      const { policy, memory } = (kept ?? {}) as { policy?: unknown; memory?: unknown };
      const known = typeof policy === 'number' ? policies[policy] : undefined;
      chosen = known ? { policy: known, memory: greedyMemoryOf(memory) } : undefined;
    },
  };
}
