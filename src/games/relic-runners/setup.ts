import { seedRng, shuffle, type RngState, type SetupInput } from '../../engine/index.js';
import {
  CAMP, CAMP_RATIONS_PER_PLAYER, FIRST_GAME_COLORS, LEVELS, LOCATIONS, PATHWAYS_PER_PLAYER, RUIN_TILE, START_RATIONS,
  TEMPLES_PER_COLOR, TEMPLE_SITES, TILES, TOKEN_COUNT, ruinStackHeight, templeStackHeight,
  type TempleColor,
} from './data.js';
import { boardMap } from './versions.js';
import type { RelicRunnersOptions } from './moves.js';
import type { PlayerState, RelicRunnersState, TurnState } from './state.js';

const COLORS: readonly TempleColor[] = ['ivory', 'blue', 'purple'];

function templeColors(setup: RelicRunnersOptions['setup'], rng: RngState): (TempleColor | null)[] {
  const colors: (TempleColor | null)[] = LOCATIONS.map(() => null);
  if (setup === 'first') {
    for (const site of TEMPLE_SITES) colors[site] = FIRST_GAME_COLORS[site] as TempleColor;
  } else if (setup === 'standard') {
    // Each quadrant holds three temple sites: give them one colour each, in random order.
    for (let q = 0; q < 4; q++) {
      const sites = TEMPLE_SITES.filter((s) => LOCATIONS[s]?.quadrant === q);
      const order = shuffle(rng, [...COLORS]);
      sites.forEach((s, i) => (colors[s] = order[i] as TempleColor));
    }
  } else {
    const bag = shuffle(rng, COLORS.flatMap((c) => Array<TempleColor>(TEMPLES_PER_COLOR).fill(c)));
    TEMPLE_SITES.forEach((s, i) => (colors[s] = bag[i] as TempleColor));
  }
  return colors;
}

export function newTurn(state: Pick<RelicRunnersState, 'players' | 'relicAt'>, seat: number): TurnState {
  const start = (state.players[seat] as PlayerState).location;
  return {
    seat, phase: 'start', start, startRelic: state.relicAt[start] ?? null, trails: [], unfamiliarAt: -1, bonusSteps: 0,
    toolboxUsed: false, explored: false, doubling: false, coinsThisTurn: 0, blueThisTurn: [], endsAtCamp: false,
  };
}

export function setupGame({ players, options, seed }: SetupInput<RelicRunnersOptions>): RelicRunnersState {
  const rng = seedRng(seed);
  const colors = templeColors(options.setup, rng);
  const height = templeStackHeight(players);
  const stacks: number[][] = LOCATIONS.map((l) => (l.kind === 'ruin' ? Array<number>(ruinStackHeight(players)).fill(RUIN_TILE) : []));
  for (const color of COLORS) {
    const sites = shuffle(rng, TEMPLE_SITES.filter((s) => colors[s] === color));
    for (const level of LEVELS.slice(0, height)) {
      // Draw 4 tiles of this size without looking, then lay them face down on random temples.
      const pool = TILES.filter((t) => t.color === color && t.level === level && !(options.setup === 'first' && t.redGem));
      const drawn = shuffle(rng, pool.map((t) => t.id)).slice(0, TEMPLES_PER_COLOR);
      const spots = shuffle(rng, [...sites]);
      spots.forEach((site, i) => (stacks[site] as number[]).push(drawn[i] as number));
    }
  }
  const playerStates: PlayerState[] = Array.from({ length: players }, () => ({
    location: CAMP,
    rations: START_RATIONS,
    pathwaysInReserve: PATHWAYS_PER_PLAYER,
    chart: { reserve: 2, bottom: 1, machete: [0, 0, 0], compass: [0, 0, 0], shovel: [0, 0, 0] },
    coins: 0,
    blue: [],
    ivory: [null, null, null],
    relics: [0, 0, 0, 0],
  }));
  const relicAt = LOCATIONS.map(() => null);
  return {
    game: 'relic-runners',
    options,
    players: playerStates,
    rng,
    stacks,
    templeColor: colors,
    relicAt,
    topRevealed: LOCATIONS.map((l) => colors[l.id] === 'purple'),
    tokens: Array<boolean>(TOKEN_COUNT).fill(true),
    pathways: boardMap().trails.map(() => 0),
    campRations: CAMP_RATIONS_PER_PLAYER * players,
    turn: newTurn({ players: playerStates, relicAt }, 0),
    pending: [],
    endTrigger: null,
    extraTurns: [],
    inExtraTurns: false,
    over: false,
    turnNumber: 1,
    discards: [],
    peeked: playerStates.map(() => []),
  };
}
