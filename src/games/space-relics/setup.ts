import { seedRng, shuffle, type SetupInput } from '../../engine/index.js';
import {
  ARTIFACTS, CENTRE_AREA, CENTRE_GALLERY, GALLERY_TILES, HEART_OF_SOL, ITEM_CARD_COUNT, ITEMS, CARDS,
  PLATFORM_TILES, PLATFORMS_LAID_AT_SETUP, SIDE_AREAS, STARTER_CARD_IDS, STARTING_AP, STARTING_CHARGES,
  TOTAL_CHARGES,
} from './data.js';
import { areaCells, board, cellOf, galleryChar } from './board.js';
import type { SpaceRelicsOptions } from './moves.js';
import type { Gun, Player, SpaceRelicsState } from './state.js';
import { rules } from './versions.js';

function newPlayer(): Player {
  const player: Player = {
    pos: -1, status: 'museum', escapeRank: null, ap: STARTING_AP, holes: 0, starter: null, hand: [], artifacts: [],
    shieldActive: false, fearArea: -1, freezeLeft: 0, malfunctionLeft: 0, adrenaline: false, adrenalineCredit: 0, penalty: 0,
  };
  // Rules version 1's players have no adrenaline credit (versions.ts).
  if (!rules().adrenalineCredit) delete (player as Partial<Player>).adrenalineCredit;
  return player;
}

/** Steps 2, 4, 5 for a given gallery layout: artifact and item markers, and the guns in the gallery walls. */
export function layMuseum(galleries: readonly number[]): { artifactMarkers: number[]; itemMarkers: number[]; guns: Gun[] } {
  // The yellow marker on the centre's B, blue markers on A, items on I (and on J in side galleries).
  const { cautionAreas } = board();
  const artifactMarkers = cautionAreas.map((_, area) => area);
  const itemMarkers: number[] = [];
  const guns: Gun[] = [];
  cautionAreas.forEach(([ax, ay], area) => {
    for (const c of areaCells(area)) {
      const ch = galleryChar(galleries, c);
      if (ch === 'I' || (ch === 'J' && SIDE_AREAS.includes(area))) itemMarkers.push(c);
    }
    for (const gun of GALLERY_TILES[galleries[area] as number]!.guns) {
      guns.push({ cell: cellOf(ax + gun.x, ay + gun.y), dir: gun.dir, area, disabled: false });
    }
  });
  return { artifactMarkers, itemMarkers, guns };
}

export function setup({ players, seed }: SetupInput<SpaceRelicsOptions>): SpaceRelicsState {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError('Space Relics is for 2-4 players.');
  const rng = seedRng(seed);

  // Steps 2-3: the wall-less gallery in the centre, the other eight (those of the rules version) shuffled onto the other areas, never rotated.
  const others = shuffle(rng, [...rules().sideGalleries]);
  const galleries = board().cautionAreas.map((_, area) => (area === CENTRE_AREA ? CENTRE_GALLERY : (others.shift() as number)));

  const { artifactMarkers, itemMarkers, guns } = layMuseum(galleries);

  // Step 6: 16 of the 20 platform tiles on the platform spaces, as drawn.
  const tiles = shuffle(rng, PLATFORM_TILES.map((_, i) => i));
  const platforms = rules().platformSlots.slice(0, PLATFORMS_LAID_AT_SETUP).map(([x, y], i) => ({ id: tiles[i] as number, x, y, rot: 0 }));
  const platformPile = tiles.slice(PLATFORMS_LAID_AT_SETUP);

  // Steps 7-9: the Heart of Sol aside, the other artifact cards and the item cards shuffled face down.
  const artifactDeck = shuffle(rng, ARTIFACTS.map((_, i) => i).filter((i) => i !== HEART_OF_SOL));
  const itemDeck = shuffle(rng, Array.from({ length: ITEM_CARD_COUNT }, (_, i) => i));

  // Steps 10-11: one blaster or shield each, 2 charges each (the shield marker is `starter` being a shield).
  const starters = shuffle(rng, [...STARTER_CARD_IDS]);
  const seats: Player[] = [];
  for (let seat = 0; seat < players; seat++) {
    const p = newPlayer();
    p.starter = { card: starters.shift() as number, charges: STARTING_CHARGES };
    seats.push(p);
  }

  return {
    players: seats,
    rng,
    phase: 'airlocks',
    // Step 12: starting with the last player, in reverse order.
    airlockQueue: seats.map((_, i) => i).reverse(),
    // Steps 13-14: round 1, everybody at 12 AP.
    round: 1,
    turn: 0,
    galleries,
    guns,
    platforms,
    platformPile,
    removedPlatforms: [],
    artifactMarkers,
    itemMarkers,
    fires: [],
    nets: [],
    doors: [],
    artifactDeck,
    itemDeck,
    itemDiscard: [],
    startersAway: starters,
    chargeSupply: TOTAL_CHARGES - players * STARTING_CHARGES,
    heartTaker: null,
    finalTurns: null,
    pending: null,
    escapes: 0,
    result: null,
  };
}

export const chargesOf = (card: number): number => ITEMS[CARDS[card]!].charges;
