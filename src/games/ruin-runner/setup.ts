import { RuleError, randomInt, seedRng, shuffle, type SetupInput } from '../../engine/index.js';
import { COLOURS, COUNTERS_PER_COLOUR, RESOURCE_CARDS, START_TILE, TILES } from './data.js';
import type { Options } from './moves.js';
import type { PlayerState, State } from './state.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** "If there are two or three players, deal two resource cards and five tiles to each player. If there are four to six players, deal one resource card and three tiles." */
export function dealSizes(players: number): { cards: number; tiles: number } {
  return players <= 3 ? { cards: 2, tiles: 5 } : { cards: 1, tiles: 3 };
}

export function setup({ players, options, seed }: SetupInput<Options>): State {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RuleError('bad-player-count', `Ruin Runner is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  }
  const rng = seedRng(seed);
  const tiles = shuffle(
    rng,
    TILES.filter((tile) => tile.id !== START_TILE).map((tile) => tile.id),
  );
  const cards = shuffle(rng, [...RESOURCE_CARDS]);
  const deal = dealSizes(players);
  const seats: PlayerState[] = [];
  for (let s = 0; s < players; s++) seats.push({ hand: [], cards: [], counters: [0, 0, 0, 0, 0, 0], at: null });
  for (let round = 0; round < deal.cards; round++) for (const seat of seats) seat.cards.push(cards.pop()!);
  // The top of a pile is its last element: dealing and drawing both pop.
  for (let round = 0; round < deal.tiles; round++) for (const seat of seats) seat.hand.push(tiles.pop()!);
  const firstDiscoverer = randomInt(rng, players);
  return {
    players,
    options,
    rng,
    phase: 'discovery',
    board: [{ tile: START_TILE, x: 0, y: 0, rotation: 0, counters: [0, 0, 0, 0, 0, 0], gate: null }],
    drawPile: tiles,
    discarded: [],
    supply: COLOURS.map(() => COUNTERS_PER_COLOUR),
    seats,
    turn: firstDiscoverer,
    firstDiscoverer,
    firstLooter: (firstDiscoverer + players - 1) % players,
    passesInRow: 0,
    step: 'move',
    turnsWithoutTake: 0,
    tookThisTurn: false,
    result: null,
  };
}
