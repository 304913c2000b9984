/**
 * A Relic Runners explorer that plans two turns ahead: the "sensible player" the game's length
 * is measured with (RULES.md "Game length"; `npm run bench:bots -- --bots planner,planner`).
 *
 * It is the greedy explorer (src/bots/greedy-relic-runners.ts) with one change. The greedy
 * explorer ends its turn where the state then rates best; the planner asks what its next turn
 * can make of each such end. It ranks every way to end this turn as the greedy explorer does
 * (each chain of steps, a stop or a teleport, then exploring or not), plays the greedy
 * explorer's best next turn from each of the best `CANDIDATES` (the other seats skipped: a
 * sample cannot know what they will do), and keeps the end whose next turn rates best. The
 * decision to explore once the move is over, and every prompt of its turn (where a Pathway goes,
 * which Toolbox climbs), are made the same way. Everything else (a free exploration or a refill
 * first, a Toolbox first) is the greedy explorer's. It decides from its seat's view only, on one
 * sample of it.
 */
import { relicRunners, type RelicRunnersMove as Move, type RelicRunnersState as State } from '../games/relic-runners/index.js';
import { newTurn } from '../games/relic-runners/setup.js';
import { beforeOrInMove, bestJudged, evaluate, forEachFinish, judgeByResult, onASample, planMove, preMoveHabit, settle, tilesLeft, toolboxFirst } from './greedy-relic-runners.js';
import type { Strategy } from './strategy.js';

/** Ends of this turn whose next turn is played out (the best by the greedy evaluation). */
const CANDIDATES = 12;
/**
 * Points a tile still on the board costs after the next turn, on top of the evaluation's own:
 * every Relic waits for a Shrine, and every Shrine for its stack to be explored out. (In scratch
 * runs of 32 five-player games, before prompts were planned: 0 gave 17.5 turns per player, 0.4
 * gave 16.9, 0.8 to 2 gave 16.7-17.0.)
 */
const TILE_WEIGHT = 0.8;

const apply = (s: State, seat: number, m: Move): State => relicRunners.apply(s, seat, m).state;

interface TurnEnd {
  /** The move this turn begins with to get there. */
  first: Move;
  end: State;
  /** The greedy evaluation of the end, which ranks the candidates. */
  value: number;
}

/** Every way the seat's Move can end from `s` (before or during it), each with its first move. */
function moveEnds(s: State, seat: number, moves: readonly Move[]): { first: Move; end: State }[] {
  const ends: { first: Move; end: State }[] = [];
  for (const first of moves) {
    if (first.type === 'step') forEachFinish(apply(s, seat, first), seat, (end) => ends.push({ first, end }));
    else if (first.type === 'stopMove' || first.type === 'teleport') ends.push({ first, end: apply(s, seat, first) });
  }
  return ends;
}

/** Every way to end this turn: each end of the Move, then exploring there (prompts answered greedily) or not. */
function turnEnds(s: State, seat: number, moves: readonly Move[]): TurnEnd[] {
  const ends: TurnEnd[] = [];
  for (const { first, end } of moveEnds(s, seat, moves)) {
    ends.push({ first, end, value: evaluate(end, seat) });
    if (end.over || end.turn.seat !== seat || end.pending.length > 0) continue;
    for (const m of relicRunners.legalMoves(end, seat)) {
      if (m.type !== 'explore') continue;
      const explored = apply(end, seat, m);
      ends.push({ first, end: settle(explored, seat), value: evaluate(explored, seat) });
    }
  }
  return ends;
}

/** How the seat's next turn can end, from a state in this one: the greedy explorer's best next turn, the other seats skipped. */
function nextTurnValue(s: State, seat: number): number {
  let x = settle(s, seat);
  if (!x.over && x.turn.seat === seat && x.pending.length === 0) {
    const endTurn = relicRunners.legalMoves(x, seat).find((m) => m.type === 'endTurn');
    if (endTurn) x = apply(x, seat, endTurn);
  }
  if (x.over) return evaluate(x, seat);
  let next: State = { ...x, turn: newTurn(x, seat), pending: [] };
  let moves = relicRunners.legalMoves(next, seat);
  const habit = preMoveHabit(next, seat, moves);
  if (habit) {
    next = settle(apply(next, seat, habit), seat);
    moves = relicRunners.legalMoves(next, seat);
  }
  const plan = beforeOrInMove(next, seat) ? planMove(next, seat, moves) : undefined;
  return (plan?.value ?? evaluate(next, seat)) - TILE_WEIGHT * tilesLeft(next);
}

/** The first move of the turn's end whose next turn rates best. */
function bestTwoTurns(s: State, seat: number, moves: readonly Move[]): Move | undefined {
  const candidates = turnEnds(s, seat, moves)
    .sort((a, b) => b.value - a.value)
    .slice(0, CANDIDATES);
  let best: { first: Move; value: number } | undefined;
  for (const { first, end } of candidates) {
    const value = nextTurnValue(end, seat);
    if (!best || value > best.value + 1e-9) best = { first, value };
  }
  return best?.first;
}

/** The move whose result leaves the seat the best next turn. */
function bestForNextTurn(s: State, seat: number, moves: readonly Move[]): Move {
  let best = moves[0]!;
  let bestValue = -Infinity;
  for (const m of moves) {
    const value = nextTurnValue(apply(s, seat, m), seat);
    if (value > bestValue + 1e-9) [best, bestValue] = [m, value];
  }
  return best;
}

export function relicRunnersPlannerStrategy(seed = 'planner-relic-runners'): Strategy {
  return onASample('planner', seed, (s, seat, moves) => {
    if (beforeOrInMove(s, seat)) {
      const first = preMoveHabit(s, seat, moves) ?? toolboxFirst(s, seat, moves) ?? bestTwoTurns(s, seat, moves);
      if (first) return first;
    }
    // A prompt of its own turn (where a Pathway goes, which Toolbox climbs, ...) shapes the next.
    if (s.turn.seat === seat && s.pending.length > 0) return bestForNextTurn(s, seat, moves);
    const explore = moves.find((m) => m.type === 'explore');
    if (explore && s.turn.seat === seat) {
      if (nextTurnValue(settle(apply(s, seat, explore), seat), seat) > nextTurnValue(s, seat) + 1e-9) return explore;
      return bestJudged(s, seat, moves.filter((m) => m !== explore), judgeByResult(seat));
    }
    return bestJudged(s, seat, moves, judgeByResult(seat));
  });
}
