/**
 * A greedy heuristic player for Reliques & Co: it plays its turn to raise a worth it gives every
 * position (`worth`), as a player who counts reputation first would.
 *
 * It decides from its seat's view only: everything is public but the level 2 sides of market
 * cards it has not looked at and the piles' order, which `determinize` samples; it tries moves on
 * the sample.
 *
 * The worth of a seat: reputation (what wins), plus dollars and relics at a rate (what buys
 * reputation later), plus the museum majorities it holds now (scored at the end), plus what its
 * cards will still produce in the turns left (dice, expeditions, income, patronage). Within its
 * turn it picks, among its legal moves, the one whose greedy continuation to the end of the turn
 * ends with the highest worth: so a die goes on Buy when a purchase pays, on a museum when the
 * order pays more than the relics kept, on the Dive when the card is worth the dice. As the end
 * nears (somebody close to 20 reputation, the final round) dollars and relics lose their worth,
 * and it spends on patronage and museums.
 */
import { seedRng, type RngState } from '../engine/index.js';
import { reliquesCo, type Move, type State, type View } from '../games/reliques-co/index.js';
import { cardById, END_REPUTATION, museumOf, RELICS, type CardAction, type CardSide } from '../games/reliques-co/data.js';
import { salePrice } from '../games/reliques-co/rules.js';
import { museumMajorities } from '../games/reliques-co/score.js';
import { diceCount, neighbourKindCount, relicCounts, visibleSide } from '../games/reliques-co/tableau.js';
import type { SearchHeuristics } from './ismcts.js';
import type { Strategy } from './strategy.js';

/** Share of the die faces that meet a condition. */
const chance = (faces: readonly number[]) => faces.length / 6;

/** Reputation a dollar is worth while there is time to spend it (about 3 dollars buy 1 reputation). */
const DOLLAR = 0.33;
/** A relic: about 1.5 dollars at a museum or a sale, and a step towards a majority. */
const RELIC = 0.5;
/** Dollars worth keeping: the dearest card costs 8. */
const RICH = 9;
/** Share of a card's actions a turn really uses: the dice are fewer than the action boxes. */
const USE = 0.4;
/** Worth of one more die per turn left. */
const DIE = 0.8;

/** Own turns the seat may still play, judged from the reputation race. */
export function turnsLeft(state: State): number {
  if (state.finalRound) return 0;
  const top = Math.max(...state.players.map((p) => p.reputation));
  return Math.max(0, Math.min(10, (END_REPUTATION - top) / 1.5));
}

function actionWorth(action: CardAction, s: State, seat: number, cell: number, dollar: number): number {
  const p = chance(action.die);
  switch (action.kind) {
    case 'expedition':
      return p * action.count * RELIC;
    case 'dollars':
      return p * action.amount * dollar;
    case 'dollarsPerNeighbour':
      return p * action.amount * neighbourKindCount(s.players[seat]!.tableau, cell, action.neighbour) * dollar;
    case 'patronage':
      return p * Math.max(0, action.reputation - action.price * dollar);
    case 'sell':
      return 0.1;
    case 'buy':
      return 0;
  }
}

/** What a card side will still produce per turn, in reputation. */
function sideYield(side: CardSide, s: State, seat: number, cell: number, dollar: number): number {
  let n = 0;
  for (const a of side.actions) n += USE * actionWorth(a, s, seat, cell, dollar);
  for (const e of side.effects) if (e.kind === 'diveBonus') n += 0.15 * e.amount;
  return n;
}

/** The worth of `seat`'s position, in reputation. */
export function worth(s: State, seat: number, turns = turnsLeft(s)): number {
  const p = s.players[seat]!;
  // With no turn left, dollars only break ties and relics count only through majorities.
  const dollar = turns === 0 ? 0.01 : DOLLAR * Math.min(1, 0.4 + turns / 5);
  const relic = turns === 0 ? 0 : RELIC * Math.min(1, 0.4 + turns / 5);
  // Beyond what the dearest card costs, dollars wait to be spent: worth less. So are relics
  // beyond the largest museum order (they can only be sold at 1 dollar each).
  let v = p.reputation + Math.min(p.dollars, RICH) * dollar + Math.max(0, p.dollars - RICH) * dollar * 0.3;
  const held = relicCounts(p);
  for (const r of RELICS) {
    const rate = relic + (turns > 0 ? 0.05 * museumOf(r).saleBonus : 0);
    v += Math.min(held[r], 6) * rate + Math.max(0, held[r] - 6) * rate * 0.3;
  }
  v += 0.8 * (museumMajorities(s)[seat] ?? 0);
  let yieldPerTurn = 0;
  p.tableau.forEach((owned, cell) => {
    if (owned) yieldPerTurn += sideYield(visibleSide(owned), s, seat, cell, dollar);
  });
  v += turns * (yieldPerTurn + DIE * diceCount(p) * 0.3);
  // A sale under way: the dollars come when it is finished.
  const prompt = s.turn.seat === seat ? s.turn.prompt : null;
  if (prompt?.kind === 'sale') v += salePrice(prompt.sold) * dollar;
  return v;
}

const apply = (s: State, seat: number, m: Move) => reliquesCo.apply(s, seat, m).state;

/** Worth after a move, looking into the Buy prompt it opens (the best purchase, or none). */
function worthAfter(s: State, seat: number, m: Move, turns: number): number {
  const next = apply(s, seat, m);
  if (next.turn.seat === seat && next.turn.prompt?.kind === 'buy') {
    let best = -Infinity;
    for (const b of reliquesCo.legalMoves(next, seat)) best = Math.max(best, worth(apply(next, seat, b), seat, turns));
    return best;
  }
  return worth(next, seat, turns);
}

/** The move of `moves` with the best one-step worth (ties: the first). */
function bestStep(s: State, seat: number, moves: readonly Move[], turns: number): { move: Move; value: number } {
  let move = moves[0]!;
  let value = -Infinity;
  for (const m of moves) {
    const v = m.type === 'endTurn' ? worth(s, seat, turns) : worthAfter(s, seat, m, turns);
    if (v > value + 1e-9) [move, value] = [m, v];
  }
  return { move, value };
}

/** Plays the rest of the turn one greedy step at a time and returns the worth it ends with. */
function turnWorth(s: State, seat: number, turns: number): number {
  for (let steps = 0; steps < 30; steps++) {
    if (s.over || s.turn.seat !== seat || s.turn.phase !== 'place') break;
    const moves = reliquesCo.legalMoves(s, seat);
    if (moves.length === 0) break;
    const { move } = bestStep(s, seat, moves, turns);
    if (move.type === 'endTurn') break;
    s = apply(s, seat, move);
  }
  return worth(s, seat, turns);
}

/** What the greedy player expects of a move: the worth its greedy continuation to the end of the turn ends with. */
export function worthAfterTurn(s: State, seat: number, m: Move, turns: number): number {
  return m.type === 'endTurn' ? worth(s, seat, turns) : turnWorth(apply(s, seat, m), seat, turns);
}

/** The move whose greedy continuation to the end of the turn ends worth most. */
export function chooseMove(s: State, seat: number, moves: readonly Move[]): Move {
  if (moves.length === 1) return moves[0]!;
  let best = moves[0]!;
  let bestValue = -Infinity;
  // The turns left are judged once, here: judged after each move, gaining reputation would
  // shorten the game and so look like a loss of everything the cards will still produce.
  const turns = turnsLeft(s);
  for (const m of moves) {
    const v = worthAfterTurn(s, seat, m, turns);
    if (v > bestValue + 1e-9) [best, bestValue] = [m, v];
  }
  return best;
}

export function reliquesCoGreedyStrategy(seed = 'greedy-reliques-co'): Strategy {
  const rng: RngState = seedRng(seed);
  return {
    name: 'greedy',
    decide<M>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly M[] }): M {
      const moves = legalMoves as unknown as readonly Move[];
      if (moves.length === 1) return moves[0] as unknown as M;
      const state = reliquesCo.determinize(view as View, seat, rng);
      return chooseMove(state, seat, moves) as unknown as M;
    },
  };
}

/** "20-reputation" when somebody reached 20 and the round was finished; otherwise how it stopped. */
export function reliquesCoEndCondition(state: State): string {
  return state.players.some((p) => p.reputation >= END_REPUTATION) ? '20-reputation' : 'other';
}

export function reliquesCoStatistics(state: State): Record<string, number> {
  const players = state.players;
  const cards = players.map((p) => p.tableau.filter((c) => c && cardById(c.id).deck !== 'I').length);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    rounds: state.round,
    'cards bought per seat': sum(cards) / players.length,
    'level 2 cards per seat': sum(players.map((p) => p.tableau.filter((c) => c?.level === 2).length)) / players.length,
    'relics found per seat': sum(players.map((p) => p.ledger.gained)) / players.length,
    'museum orders filled': RELICS.reduce((n, r) => n + state.museums[r].filter((o) => o !== null).length, 0),
    'dive cards taken': sum(players.map((p) => p.dives.length)),
    'majority reputation per seat': sum(state.majorityReputation) / players.length,
    'dollars left per seat': sum(players.map((p) => p.dollars)) / players.length,
  };
}

/** Playouts stop after this many moves (about two turns each for two players) and are judged by `worth`. */
export const RELIQUES_PLAYOUT_DEPTH = 24;
/** Lead in `worth` (reputation) that counts as a near-certain win. */
const LEAD_SCALE = 3;

/**
 * ISMCTS knowledge: a random playout of a few turns, then each seat's chance to win from its lead
 * in `worth` over the best other seat (a logistic curve). Uniform playouts to the end of a
 * Reliques & Co game are long (hundreds of moves) and mostly noise.
 */
export const reliquesCoSearch: SearchHeuristics<State, Move> = {
  playoutDepth: RELIQUES_PLAYOUT_DEPTH,
  evaluate(state) {
    const values = state.players.map((_, seat) => worth(state, seat));
    return values.map((v, seat) => {
      const rival = Math.max(...values.filter((_, s) => s !== seat));
      return 1 / (1 + Math.exp(-(v - rival) / LEAD_SCALE));
    });
  },
};
