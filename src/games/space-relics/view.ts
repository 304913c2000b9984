import { ARTIFACTS, GALLERY_TILES, PLATFORM_TILES } from './data.js';
import { board, doorCell, renderBoard } from './board.js';
import { kindOf } from './rules.js';
import type { CardView, DoorRef, HeldCard, Pending, Player, SpaceRelicsResult, SpaceRelicsState } from './state.js';

export interface PlayerView {
  seat: number;
  pos: number;
  status: Player['status'];
  escapeRank: number | null;
  ap: number;
  holes: number;
  /** The dealt blaster or shield: public (shield holders show a shield marker). */
  starter: CardView | null;
  /** Item cards are private: others see how many. */
  handCount: number;
  artifacts: number[];
  shieldActive: boolean;
  fearArea: number;
  freezeLeft: number;
  malfunctionLeft: number;
  adrenaline: boolean;
  /** With adrenaline: a space already paid for (2 spaces per AP), used by the next step. */
  adrenalineCredit: number;
  penalty: number;
}

/** The board a match is laid on (its rules version's): a cell index is y * width + x. */
export interface BoardGeometry {
  width: number;
  height: number;
  /** Top-left corner [x, y] of each of the nine 3 x 3 Caution areas, row by row; area 4 is the centre. */
  cautionAreas: [number, number][];
  /** Airlocks by index (the chooseAirlock move's number), as [x, y]. */
  airlocks: [number, number][];
}

export interface SpaceRelicsView {
  seat: number | null;
  phase: SpaceRelicsState['phase'];
  round: number;
  turn: number;
  airlockQueue: number[];
  geometry: BoardGeometry;
  /** ASCII map, row by row: '.' empty space, '@' airlock, '=' platform move space, '%' platform wall, '_' gallery floor, '#' gallery wall, 'G' active gun, 'A' blue / 'Y' yellow artifact marker, 'i' item marker, 'f' fire, 'D' doorway, digits = pawns (seat + 1). */
  board: string[];
  galleries: { area: number; tile: number; name: string }[];
  guns: { gun: number; cell: number; dir: string; disabled: boolean }[];
  platforms: { id: number; kind: string; x: number; y: number; rot: number }[];
  platformPileCount: number;
  removedPlatforms: number[];
  artifactMarkers: number[];
  itemMarkers: number[];
  fires: number[];
  nets: number[];
  doors: number[];
  /** What each doorway marker is fixed to, as placed in full view: `doors` alone reads -1 for a door on a lifted platform. */
  doorways: DoorRef[];
  artifactDeckCount: number;
  itemDeckCount: number;
  itemDiscard: number[];
  chargeSupply: number;
  heartTaker: number | null;
  finalTurns: number[] | null;
  pending: Pending | null;
  /** What the prompted seat is asked, in words (null when no prompt is pending). */
  prompt: string | null;
  players: PlayerView[];
  /** Your own item cards (null for a spectator). */
  hand: CardView[] | null;
  result: SpaceRelicsResult | null;
}

function promptText(p: Pending): string {
  switch (p.kind) {
    case 'place':
      return `Seat ${p.seat}: place platform ${p.platform} (${PLATFORM_TILES[p.platform]}) on empty spaces, any orientation (placePlatform).`;
    case 'trap':
      return `Seat ${p.seat}: the ${ARTIFACTS[p.artifact]!.name} trap springs unless you stop it with a player gun (counterTrap or springTrap).`;
    case 'acid':
      return `Seat ${p.seat}: the acid destroys one of your cards: choose it (destroyItem).`;
    case 'lastDefense':
      return `Last Defense: seat ${p.queue[0]} removes an empty platform from the game (removePlatform).`;
  }
}

function geometry(): BoardGeometry {
  const { width, height, cautionAreas, airlocks } = board();
  return { width, height, cautionAreas: cautionAreas.map(([x, y]) => [x, y]), airlocks: airlocks.map(([x, y]) => [x, y]) };
}

const cardView = (h: HeldCard): CardView => ({ card: h.card, kind: kindOf(h.card), charges: h.charges });

export function view(s: SpaceRelicsState, seat: number | null): SpaceRelicsView {
  const me = seat === null ? undefined : s.players[seat];
  return {
    seat,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    airlockQueue: [...s.airlockQueue],
    geometry: geometry(),
    board: renderBoard(s),
    galleries: s.galleries.map((tile, area) => ({ area, tile, name: GALLERY_TILES[tile]!.name })),
    guns: s.guns.map((g, gun) => ({ gun, cell: g.cell, dir: g.dir, disabled: g.disabled })),
    platforms: s.platforms.map((p) => ({ id: p.id, kind: PLATFORM_TILES[p.id] as string, x: p.x, y: p.y, rot: p.rot })),
    platformPileCount: s.platformPile.length,
    removedPlatforms: [...s.removedPlatforms],
    artifactMarkers: [...s.artifactMarkers],
    itemMarkers: [...s.itemMarkers],
    fires: [...s.fires],
    nets: [...s.nets],
    doors: s.doors.map((d) => doorCell(s, d)),
    doorways: s.doors.map((d) => ({ ...d })),
    artifactDeckCount: s.artifactDeck.length,
    itemDeckCount: s.itemDeck.length,
    itemDiscard: [...s.itemDiscard],
    chargeSupply: s.chargeSupply,
    heartTaker: s.heartTaker,
    finalTurns: s.finalTurns ? [...s.finalTurns] : null,
    pending: s.pending ? (JSON.parse(JSON.stringify(s.pending)) as Pending) : null,
    prompt: s.pending ? promptText(s.pending) : null,
    players: s.players.map((p, i) => ({
      seat: i,
      pos: p.pos,
      status: p.status,
      escapeRank: p.escapeRank,
      ap: p.ap,
      holes: p.holes,
      starter: p.starter ? cardView(p.starter) : null,
      handCount: p.hand.length,
      artifacts: [...p.artifacts],
      shieldActive: p.shieldActive,
      fearArea: p.fearArea,
      freezeLeft: p.freezeLeft,
      malfunctionLeft: p.malfunctionLeft,
      adrenaline: p.adrenaline,
      adrenalineCredit: p.adrenalineCredit ?? 0,
      penalty: p.penalty,
    })),
    hand: me ? me.hand.map(cardView) : null,
    result: s.result,
  };
}
