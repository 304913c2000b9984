/** Every legal atomic move, by move type. `apply` validates a move against its type's list. */
import {
  EMPTY, GALLERY_WALL, PLATFORM_WALL, board, buildGrid, galleryChar, lineReaches,
  platformCells, platformKind, step, tileKey, type Grid,
} from './board.js';
import {
  AP_COST, ARTIFACTS, DELTA, DELTA8, DIRS, DIRS8, GRAPPLE_SPAN, LARGEST_BOARD, PLATFORM_KINDS, ROCKET_RANGE, moveSpaces,
} from './data.js';
import type { MoveType, SpaceRelicsMove } from './moves.js';
import {
  apCost, chargedWeapons, emptyPlatforms, fits, flightLanding, heldCards, holds, isRaygun, kindOf, movementCost, netted,
  relocationCost, stepTargets,
} from './rules.js';
import type { Player, SpaceRelicsState } from './state.js';

export interface Ctx {
  s: SpaceRelicsState;
  seat: number;
  p: Player;
  grid: Grid;
}

type Gen = (c: Ctx) => SpaceRelicsMove[];
type Gens = Partial<Record<MoveType, Gen>>;

// ---------------------------------------------------------------- prompts

const chooseAirlock: Gen = ({ grid }) =>
  board().airlockCells.flatMap((c, airlock) => (grid.pawn[c] === 0 ? [{ type: 'chooseAirlock' as const, airlock }] : []));

const ROT_STEP: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [-1, 0], [0, -1]];

/**
 * Every possible placement move on the largest board, built once and frozen: the placement list is
 * shared, not allocated. Indexed by ((y * PLACE_ROW + x) << 2) | rot.
 */
const PLACE_ROW = LARGEST_BOARD.width;
const PLACE_MOVES: readonly SpaceRelicsMove[] = Array.from({ length: LARGEST_BOARD.height * PLACE_ROW * 4 }, (_, i) =>
  Object.freeze({ type: 'placePlatform' as const, x: (i >> 2) % PLACE_ROW, y: Math.floor((i >> 2) / PLACE_ROW), rot: i & 3 }),
);

/** Placements of the pending tile: any empty spaces, any orientation (the hottest list: kept allocation-light). */
const placePlatform: Gen = ({ s, grid }) => {
  if (s.pending?.kind !== 'place') return [];
  const kind = PLATFORM_KINDS[platformKind(s.pending.platform)];
  const length = kind.squares.length;
  const cells = grid.kind;
  const { width, height } = board();
  const out: SpaceRelicsMove[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (cells[y * width + x] !== EMPTY) continue;
      for (let rot = 0; rot < kind.rotations; rot++) {
        const [dx, dy] = ROT_STEP[rot] as readonly [number, number];
        let ok = true;
        for (let i = 1; i < length && ok; i++) {
          const cx = x + dx * i;
          const cy = y + dy * i;
          ok = cx >= 0 && cy >= 0 && cx < width && cy < height && cells[cy * width + cx] === EMPTY;
        }
        if (ok) out.push(PLACE_MOVES[((y * PLACE_ROW + x) << 2) | rot] as SpaceRelicsMove);
      }
    }
  }
  return out;
};

const counterTrap: Gen = ({ s, p }) => {
  if (s.pending?.kind !== 'trap') return [];
  return chargedWeapons(p, ARTIFACTS[s.pending.artifact]!.counters).map((h) => ({ type: 'counterTrap' as const, weapon: h.card }));
};

const springTrap: Gen = () => [{ type: 'springTrap' }];

const destroyItem: Gen = ({ p }) => heldCards(p).map((h) => ({ type: 'destroyItem' as const, card: h.card }));

const removePlatform: Gen = ({ s, grid }) => emptyPlatforms(s, grid).map((platform) => ({ type: 'removePlatform' as const, platform }));

// ---------------------------------------------------------------- spending AP

const selectPlatform: Gen = ({ s, p, grid }) =>
  emptyPlatforms(s, grid)
    .filter((id) => relocationCost(p, id) <= p.ap && !(p.malfunctionLeft > 0 && moveSpaces(platformKind(id)) === 2))
    .map((platform) => ({ type: 'selectPlatform' as const, platform }));

const stepMoves: Gen = ({ s, p, grid }) => {
  if (netted(s, p)) return [];
  return DIRS.flatMap((dir) =>
    stepTargets(grid, p, dir)
      .filter((t) => movementCost(p, t.distance) <= p.ap)
      .map((t) => ({ type: 'step' as const, dir, distance: t.distance })),
  );
};

/** The artifact (or Heart of Sol) on the pawn's space, if its marker is still there: [area, isHeart]. */
export function artifactHere(s: SpaceRelicsState, p: Player): [number, boolean] | null {
  if (p.pos < 0) return null;
  const area = board().areaOfCell[p.pos] as number;
  if (area < 0 || !s.artifactMarkers.includes(area)) return null;
  const ch = galleryChar(s.galleries, p.pos);
  if (ch === 'B') return [area, true];
  if (ch === 'A') return [area, false];
  return null;
}

const pickUpArtifact: Gen = ({ s, p }) => {
  const here = artifactHere(s, p);
  if (!here) return [];
  const out: SpaceRelicsMove[] = [];
  if (apCost(p, AP_COST.pickUp) <= p.ap) out.push({ type: 'pickUpArtifact', keycard: false });
  if (!here[1] && holds(p, 'keycard').length > 0 && apCost(p, AP_COST.pickUp + AP_COST.keycard) <= p.ap) {
    out.push({ type: 'pickUpArtifact', keycard: true });
  }
  return out;
};

const patch: Gen = ({ p }) => (p.holes > 0 && apCost(p, AP_COST.patch) <= p.ap ? [{ type: 'patch' }] : []);

const endTurn: Gen = () => [{ type: 'endTurn' }];

const activateShield: Gen = ({ p }) =>
  p.starter && kindOf(p.starter.card) === 'shield' && p.starter.charges > 0 && !p.shieldActive ? [{ type: 'activateShield' }] : [];

/** Guns whose line of fire holds the pawn's space or a space it could step into. */
export function gunsInReach(s: SpaceRelicsState, p: Player, grid: Grid): number[] {
  const near = [p.pos];
  for (const d of DIRS) {
    const c = step(p.pos, ...DELTA[d]);
    if (c >= 0) near.push(c);
  }
  const out: number[] = [];
  s.guns.forEach((g, i) => {
    if (!g.disabled && lineReaches(g, grid, near)) out.push(i);
  });
  return out;
}

const shootGun: Gen = ({ s, p, grid }) => {
  const weapons = chargedWeapons(p, ['blaster', 'heatRay']);
  if (weapons.length === 0) return [];
  return gunsInReach(s, p, grid).flatMap((gun) => weapons.map((h) => ({ type: 'shootGun' as const, gun, weapon: h.card })));
};

const disableNet: Gen = ({ s, p }) => {
  if (!netted(s, p)) return [];
  const out: SpaceRelicsMove[] = chargedWeapons(p, ['blaster', 'heatRay', 'freezeRay']).map((h) => ({ type: 'disableNet' as const, weapon: h.card }));
  if (apCost(p, AP_COST.netByHand) <= p.ap) out.push({ type: 'disableNet', weapon: null });
  return out;
};

// ---------------------------------------------------------------- items

function useItemGen(holed: boolean): Gen {
  return ({ s, p }) =>
    p.hand.flatMap((h) => {
      const k = kindOf(h.card);
      const ok =
        (k === 'tape' && p.holes > 0) ||
        k === 'booster' ||
        k === 'o2' ||
        (!holed && k === 'adrenaline' && !p.adrenaline) ||
        (!holed && k === 'hack1' && s.platformPile.length > 0);
      return ok ? [{ type: 'useItem' as const, card: h.card }] : [];
    });
}

const foamPatch: Gen = ({ p }) => (p.holes > 0 ? chargedWeapons(p, ['foamGun']).map((h) => ({ type: 'foamPatch' as const, card: h.card })) : []);

const extinguish: Gen = ({ s, p }) => {
  if (s.fires.length === 0) return [];
  const near = [p.pos, ...DIRS.map((d) => step(p.pos, ...DELTA[d]))];
  const fires = s.fires.filter((c) => near.includes(c));
  if (fires.length === 0) return [];
  return chargedWeapons(p, ['foamGun', 'freezeRay']).flatMap((h) => fires.map((cell) => ({ type: 'extinguish' as const, card: h.card, cell })));
};

function powerPackGen(holed: boolean): Gen {
  return ({ s, p }) =>
    holds(p, 'powerPack').flatMap((pack) => [
      { type: 'powerPack' as const, card: pack.card, target: null },
      ...(holed || s.chargeSupply === 0
        ? []
        : heldCards(p).filter((h) => isRaygun(h.card)).map((h) => ({ type: 'powerPack' as const, card: pack.card, target: h.card }))),
    ]);
}

const overload: Gen = ({ p }) => heldCards(p).filter((h) => isRaygun(h.card) && h.charges > 0).map((h) => ({ type: 'overload' as const, card: h.card }));

const thaw: Gen = ({ p }) => (p.freezeLeft > 0 ? chargedWeapons(p, ['heatRay']).map((h) => ({ type: 'thaw' as const, card: h.card })) : []);

const grapple: Gen = ({ s, p, grid }) => {
  if (netted(s, p)) return [];
  return chargedWeapons(p, ['grapple']).flatMap((h) =>
    DIRS.filter((dir) => flightLanding(grid, p.pos, ...DELTA[dir], GRAPPLE_SPAN + 1) >= 0).map((dir) => ({ type: 'grapple' as const, card: h.card, dir })),
  );
};

const rocket: Gen = ({ s, p, grid }) => {
  const packs = holds(p, 'rocketpack');
  if (packs.length === 0 || netted(s, p) || apCost(p, AP_COST.rocket) > p.ap) return [];
  const out: SpaceRelicsMove[] = [];
  for (const dir of DIRS8) {
    for (let distance = 1; distance <= ROCKET_RANGE; distance++) {
      if (flightLanding(grid, p.pos, ...DELTA8[dir], distance) >= 0) out.push({ type: 'rocket', card: (packs[0] as { card: number }).card, dir, distance });
    }
  }
  return out;
};

/** Wall squares that can take a doorway marker, grouped by tile. */
function doorSpots(s: SpaceRelicsState, grid: Grid): Map<string, number[]> {
  const spots = new Map<string, number[]>();
  const gunCells = s.guns.map((g) => g.cell);
  for (let c = 0; c < grid.kind.length; c++) {
    const k = grid.kind[c];
    if ((k !== GALLERY_WALL && k !== PLATFORM_WALL) || gunCells.includes(c)) continue;
    const key = tileKey(grid, c) as string;
    spots.set(key, [...(spots.get(key) ?? []), c]);
  }
  return spots;
}

const placeDoorways: Gen = ({ s, p, grid }) => {
  const cards = holds(p, 'doorway');
  if (cards.length === 0 || s.doors.length > 0) return [];
  const mine = tileKey(grid, p.pos);
  if (mine === null) return [];
  const spots = doorSpots(s, grid);
  const here = spots.get(mine) ?? [];
  const there = [...spots.entries()].filter(([k]) => k !== mine).flatMap(([, cells]) => cells);
  const card = (cards[0] as { card: number }).card;
  return here.flatMap((h) => there.map((t) => ({ type: 'placeDoorways' as const, card, here: h, there: t })));
};

/** Platform Hack 2: the pawn's own platform (if nobody else is on it) or any empty one, about its anchor. */
const rotatePlatform: Gen = ({ s, p, grid }) => {
  const cards = holds(p, 'hack2');
  if (cards.length === 0) return [];
  const card = (cards[0] as { card: number }).card;
  const out: SpaceRelicsMove[] = [];
  for (const pl of s.platforms) {
    const cells = platformCells(pl);
    const pawns = cells.filter((c) => grid.pawn[c] !== 0);
    if (pawns.length > 1 || (pawns.length === 1 && pawns[0] !== p.pos)) continue;
    const kind = grid.kind.slice();
    for (const c of cells) kind[c] = EMPTY;
    const freed = { ...grid, kind };
    for (let rot = 0; rot < PLATFORM_KINDS[platformKind(pl.id)].rotations; rot++) {
      if (rot !== pl.rot && fits(freed, pl.id, pl.x, pl.y, rot)) out.push({ type: 'rotatePlatform', card, platform: pl.id, rot });
    }
  }
  return out;
};

const securityHack: Gen = ({ s, p }) => {
  const cards = holds(p, 'securityHack');
  if (cards.length === 0) return [];
  const card = (cards[0] as { card: number }).card;
  return s.guns.flatMap((g, gun) => (g.disabled ? [] : [{ type: 'securityHack' as const, card, gun }]));
};

// ---------------------------------------------------------------- who may do what now

const TURN: Gens = {
  selectPlatform, step: stepMoves, pickUpArtifact, patch, endTurn, activateShield, shootGun, disableNet,
  useItem: useItemGen(false), foamPatch, extinguish, powerPack: powerPackGen(false), overload, thaw, grapple, rocket,
  placeDoorways, rotatePlatform, securityHack,
};
/** With a hole in the suit you must stop and patch: only patching and air are allowed. */
const HOLED: Gens = { patch, useItem: useItemGen(true), foamPatch, powerPack: powerPackGen(true), overload, endTurn };

export function generators(s: SpaceRelicsState, seat: number): Gens {
  if (s.result !== null) return {};
  const pending = s.pending;
  if (s.phase === 'airlocks') return s.airlockQueue[0] === seat ? { chooseAirlock } : {};
  if (pending) {
    if (pending.kind === 'lastDefense') return pending.queue[0] === seat ? { removePlatform } : {};
    if (pending.seat !== seat) return {};
    if (pending.kind === 'place') return { placePlatform };
    if (pending.kind === 'trap') return { counterTrap, springTrap };
    return { destroyItem };
  }
  const p = s.players[seat];
  if (s.turn !== seat || !p || p.status !== 'museum') return {};
  return p.holes > 0 ? HOLED : TURN;
}

/**
 * States handed to the engine are never mutated (apply copies), so the grid of a state can be
 * cached by identity: legalMoves and the apply that follows share one build.
 */
const gridCache = new WeakMap<SpaceRelicsState, Grid>();

export function context(s: SpaceRelicsState, seat: number): Ctx {
  let grid = gridCache.get(s);
  if (!grid) {
    grid = buildGrid(s);
    gridCache.set(s, grid);
  }
  return { s, seat, p: s.players[seat] as Player, grid };
}

export function legalMoves(s: SpaceRelicsState, seat: number): SpaceRelicsMove[] {
  const gens = generators(s, seat);
  let ctx: Ctx | null = null;
  const out: SpaceRelicsMove[] = [];
  for (const type in gens) {
    ctx ??= context(s, seat);
    for (const m of (gens[type as MoveType] as Gen)(ctx)) out.push(m);
  }
  return out;
}
