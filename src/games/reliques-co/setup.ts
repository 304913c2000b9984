import { randomInt, seedRng, shuffle, type RngState, type SetupInput } from '../../engine/index.js';
import {
  DIVE_CARDS,
  INITIAL_CARDS,
  MARKET_CARDS,
  MARKET_ROWS,
  MUSEUMS,
  PILE_COPIES,
  STARTING_DOLLARS,
  type MarketRow,
  type Relic,
} from './data.js';
import { rules } from './versions.js';
import type { Options } from './moves.js';
import type { MarketState, PlayerState, State } from './state.js';
import { CELLS, reputationOf } from './tableau.js';

export const rollDie = (rng: RngState): number => randomInt(rng, 6) + 1;

/**
 * "Chaque joueur lance 2 dés. Le joueur obtenant le total le plus élevé est premier joueur."
 * Players tied for the highest total roll again, until one is alone on top.
 */
export function chooseFirstPlayer(rng: RngState, players: number): { first: number; rolls: (number[] | null)[][] } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const rolls: (number[] | null)[][] = [];
  for (;;) {
    const round: (number[] | null)[] = Array.from({ length: players }, () => null);
    for (const seat of contenders) round[seat] = [rollDie(rng), rollDie(rng)];
    rolls.push(round);
    const total = (seat: number) => (round[seat] as number[]).reduce((a, b) => a + b, 0);
    const best = Math.max(...contenders.map(total));
    contenders = contenders.filter((s) => total(s) === best);
    if (contenders.length === 1) return { first: contenders[0] as number, rolls };
  }
}

export function orderBoxes(players: number, relic: Relic): (number | null)[] {
  const museum = MUSEUMS.find((m) => m.relic === relic)!;
  const orders = players === 2 ? museum.orders2p : museum.orders3p;
  return orders.map(() => null);
}

function dealMarket(rng: RngState): MarketState {
  const piles = {} as Record<MarketRow, string[]>;
  const rows = {} as Record<MarketRow, (string | null)[]>;
  for (const row of MARKET_ROWS) {
    const pile = shuffle(rng, MARKET_CARDS.filter((c) => c.deck === row).map((c) => c.id));
    rows[row] = pile.splice(0, 3);
    piles[row] = pile;
  }
  const copies = (deck: 'D' | 'E') => {
    const id = MARKET_CARDS.find((c) => c.deck === deck)!.id;
    return Array.from({ length: PILE_COPIES }, () => id);
  };
  const seenBy = {} as Record<MarketRow, number[][]>;
  // One memory per face-up card: the 3 slots, then the pile's top card (rules version 1: the 3 slots).
  for (const row of MARKET_ROWS) seenBy[row] = rules().pileTopOnOffer ? [[], [], [], []] : [[], [], []];
  return { piles, rows, stacks: { D: copies('D'), E: copies('E') }, seenBy };
}

function startingPlayer(dollars: number): PlayerState {
  const tableau: PlayerState['tableau'] = Array.from({ length: CELLS }, () => null);
  INITIAL_CARDS.forEach((card, i) => {
    tableau[i] = { id: card.id, level: 1, cubes: 0 };
  });
  const p: PlayerState = {
    dollars,
    tableau,
    dives: [],
    bonusReputation: 0,
    reputation: 0,
    ledger: { gained: 0, sold: 0, paid: 0 },
  };
  p.reputation = reputationOf(p);
  return p;
}

export function setup({ players, seed }: SetupInput<Options>): State {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError('Reliques & Co is for 2 to 4 players.');
  const rng = seedRng(seed);
  const { first, rolls } = chooseFirstPlayer(rng, players);
  const market = dealMarket(rng);
  const seats = Array.from({ length: players }, (_, seat) => {
    const position = (seat - first + players) % players;
    return startingPlayer(STARTING_DOLLARS[position] as number);
  });
  return {
    players: seats,
    firstPlayer: first,
    firstPlayerRolls: rolls,
    turn: { seat: first, phase: 'roll', dice: [], placements: [], prompt: null, dived: false },
    round: 1,
    market,
    museums: {
      fossil: orderBoxes(players, 'fossil'),
      parchment: orderBoxes(players, 'parchment'),
      statuette: orderBoxes(players, 'statuette'),
      gem: orderBoxes(players, 'gem'),
    },
    dive: DIVE_CARDS.map((d) => d.value),
    finalRound: false,
    over: false,
    majorityReputation: Array.from({ length: players }, () => 0),
    rng,
  };
}
