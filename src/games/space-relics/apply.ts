import { RuleError, sameJson, type ApplyOutcome } from '../../engine/index.js';
import { board, buildGrid, platformCells, platformKind, tileKey, type Grid } from './board.js';
import {
  AP_COST, ARTIFACTS, DELTA, DELTA8, GAIN, GRAPPLE_SPAN, HEART_OF_SOL, PLATFORM_KINDS, STARTING_AP,
} from './data.js';
import {
  advanceTurn, arrive, cloneState, discard, resumeAfterDefense, setNextAp, spendCharge, springTrap, startFinalTurns,
  type Events,
} from './effects.js';
import { artifactHere, context, generators } from './legal.js';
import type { MoveType, SpaceRelicsMove } from './moves.js';
import {
  apCost, chargedWeapons, creditAfterMoving, emptyPlatforms, findHeld, fits, flightLanding, holds, kindOf, movementCost, relocationCost,
  stepTargets, trapPromptDue,
} from './rules.js';
import type { Player, SpaceRelicsState } from './state.js';
import { rules } from './versions.js';

function canPlaceAnywhere(grid: Grid, platform: number): boolean {
  const rotations = PLATFORM_KINDS[platformKind(platform)].rotations;
  const { width, cellsAll } = board();
  return cellsAll.some((c) => {
    for (let rot = 0; rot < rotations; rot++) if (fits(grid, platform, c % width, (c - (c % width)) / width, rot)) return true;
    return false;
  });
}

/** Stable error code and the rule in words, per move type (others: `illegal-move`). */
const WHY: Partial<Record<MoveType, [string, string]>> = {
  chooseAirlock: ['airlock-taken', 'Pick a free airlock; the last seat chooses first.'],
  placePlatform: ['space-not-empty', 'A platform goes on empty spaces only: never over another platform, a gallery, an airlock or the board edge.'],
  step: ['cannot-move-there', 'Move orthogonally onto platforms and galleries (through, never onto, other players), paying 1 AP per space; nobody moves out of a laser net.'],
  selectPlatform: ['platform-not-movable', 'Relocating costs 1 AP per move space, a platform with a player on it cannot be picked up, and a malfunctioning remote cannot lift #2 platforms.'],
  pickUpArtifact: ['no-artifact-here', 'Taking an artifact costs 2 AP on its space (3 with a keycard, which does not work on the Heart of Sol).'],
  patch: ['cannot-patch', 'Patching a hole costs 2 AP.'],
  shootGun: ['gun-out-of-reach', 'Shoot an active gun whose line you stand in or are about to step into, with a charged blaster or heat ray.'],
};

function reject(type: MoveType, gensPresent: boolean): never {
  if (!gensPresent) {
    throw new RuleError('not-now', `A ${type} move is not possible now: another decision is pending, it is not your turn, or a hole must be patched first.`);
  }
  const [code, message] = WHY[type] ?? ['illegal-move', `That ${type} move is not legal now (see legal-moves).`];
  throw new RuleError(code, message);
}

export function apply(state: SpaceRelicsState, seat: number, move: SpaceRelicsMove): ApplyOutcome<SpaceRelicsState> {
  if (state.result !== null) throw new RuleError('game-over', 'The game is over.');
  const gens = generators(state, seat);
  const gen = gens[move.type];
  if (!gen) reject(move.type, false);
  const ctx = context(state, seat);
  if (move.type === 'placePlatform') {
    const pending = state.pending;
    if (pending?.kind !== 'place' || move.rot >= PLATFORM_KINDS[platformKind(pending.platform)].rotations || !fits(ctx.grid, pending.platform, move.x, move.y, move.rot)) {
      reject(move.type, true);
    }
  } else if (!gen(ctx).some((m) => sameJson(m, move))) reject(move.type, true);

  const s = cloneState(state);
  const ev: Events = [];
  const p = s.players[seat] as Player;
  HANDLERS[move.type](s, seat, p, move as never, ev, ctx.grid);
  return { state: s, events: ev };
}

/** `grid` is the board before the move (the input state's, shared with legalMoves). */
type Handler<T extends MoveType> = (
  s: SpaceRelicsState,
  seat: number,
  p: Player,
  move: Extract<SpaceRelicsMove, { type: T }>,
  ev: Events,
  grid: Grid,
) => void;

const HANDLERS: { [T in MoveType]: Handler<T> } = {
  chooseAirlock(s, seat, p, m, ev) {
    p.pos = board().airlockCells[m.airlock] as number;
    s.airlockQueue.shift();
    ev.push({ type: 'airlockChosen', audience: 'all', data: { seat, airlock: m.airlock } });
    if (s.airlockQueue.length === 0) {
      s.phase = 'play';
      s.turn = 0;
      for (const pl of s.players) pl.ap = STARTING_AP;
    }
  },

  selectPlatform(s, seat, p, m, ev) {
    p.ap -= relocationCost(p, m.platform);
    s.platforms = s.platforms.filter((q) => q.id !== m.platform);
    s.pending = { kind: 'place', seat, platform: m.platform, from: 'relocate' };
    ev.push({ type: 'platformLifted', audience: 'all', data: { seat, platform: m.platform } });
  },

  placePlatform(s, seat, p, m, ev) {
    const pending = s.pending as Extract<SpaceRelicsState['pending'], { kind: 'place' }>;
    s.platforms.push({ id: pending.platform, x: m.x, y: m.y, rot: m.rot });
    s.pending = null;
    if (pending.from === 'relocate' && p.malfunctionLeft > 0) p.malfunctionLeft--;
    ev.push({ type: 'platformPlaced', audience: 'all', data: { seat, platform: pending.platform, x: m.x, y: m.y, rot: m.rot } });
  },

  step(s, seat, p, m, ev, grid) {
    const target = stepTargets(grid, p, m.dir).find((t) => t.distance === m.distance)!;
    p.ap -= movementCost(p, m.distance);
    // Rules version 1 counted adrenaline per step: its players keep no credit.
    if (rules().adrenalineCredit) p.adrenalineCredit = creditAfterMoving(p, m.distance);
    arrive(s, seat, grid, target.path.slice(0, -1), target.landing, p.adrenaline, ev);
  },

  pickUpArtifact(s, seat, p, m, ev) {
    const [area, heart] = artifactHere(s, p)!;
    p.ap -= apCost(p, AP_COST.pickUp + (m.keycard ? AP_COST.keycard : 0));
    s.artifactMarkers = s.artifactMarkers.filter((a) => a !== area);
    if (heart) {
      p.artifacts.push(HEART_OF_SOL);
      s.heartTaker = seat;
      ev.push({ type: 'artifactTaken', audience: 'all', data: { seat, artifact: HEART_OF_SOL, lastDefense: true } });
      return;
    }
    const artifact = s.artifactDeck.shift() as number;
    p.artifacts.push(artifact);
    ev.push({ type: 'artifactTaken', audience: 'all', data: { seat, artifact, name: ARTIFACTS[artifact]!.name } });
    if (m.keycard) {
      discard(s, p, (holds(p, 'keycard')[0] as { card: number }).card);
      ev.push({ type: 'trapDisabled', audience: 'all', data: { seat, artifact } });
      return;
    }
    if (trapPromptDue(p, ARTIFACTS[artifact]!.counters)) s.pending = { kind: 'trap', seat, artifact, area };
    else springTrap(s, seat, artifact, area, ev);
  },

  patch(_s, seat, p, _m, ev) {
    p.ap -= apCost(p, AP_COST.patch);
    p.holes--;
    ev.push({ type: 'patched', audience: 'all', data: { seat, by: 'hand' } });
  },

  endTurn(s, seat, _p, _m, ev) {
    setNextAp(s, seat, ev);
    ev.push({ type: 'turnEnded', audience: 'all', data: { seat } });
    advanceTurn(s, ev);
  },

  activateShield(s, seat, p, _m, ev) {
    spendCharge(s, p, (p.starter as { card: number }).card);
    p.shieldActive = true;
    ev.push({ type: 'shieldOn', audience: 'all', data: { seat } });
  },

  shootGun(s, seat, p, m, ev) {
    spendCharge(s, p, m.weapon);
    (s.guns[m.gun] as { disabled: boolean }).disabled = true;
    ev.push({ type: 'gunDisabled', audience: 'all', data: { seat, gun: m.gun, by: kindOf(m.weapon) } });
  },

  disableNet(s, seat, p, m, ev) {
    if (m.weapon === null) p.ap -= apCost(p, AP_COST.netByHand);
    else spendCharge(s, p, m.weapon);
    const area = board().areaOfCell[p.pos] as number;
    s.nets = s.nets.filter((a) => a !== area);
    ev.push({ type: 'netDisabled', audience: 'all', data: { seat, area, by: m.weapon === null ? 'ap' : kindOf(m.weapon) } });
  },

  counterTrap(s, seat, p, m, ev) {
    spendCharge(s, p, m.weapon);
    const pending = s.pending as Extract<SpaceRelicsState['pending'], { kind: 'trap' }>;
    s.pending = null;
    ev.push({ type: 'trapCountered', audience: 'all', data: { seat, artifact: pending.artifact, by: kindOf(m.weapon) } });
  },

  springTrap(s, seat, _p, _m, ev) {
    const pending = s.pending as Extract<SpaceRelicsState['pending'], { kind: 'trap' }>;
    s.pending = null;
    springTrap(s, seat, pending.artifact, pending.area, ev);
  },

  destroyItem(s, seat, p, m, ev) {
    s.pending = null;
    discard(s, p, m.card);
    ev.push({ type: 'itemDestroyed', audience: 'all', data: { seat, card: m.card, kind: kindOf(m.card) } });
  },

  removePlatform(s, seat, _p, m, ev) {
    const pending = s.pending as Extract<SpaceRelicsState['pending'], { kind: 'lastDefense' }>;
    s.platforms = s.platforms.filter((q) => q.id !== m.platform);
    s.removedPlatforms.push(m.platform);
    if (s.doors.some((d) => d.on === 'platform' && d.platform === m.platform)) s.doors = [];
    ev.push({ type: 'platformRemoved', audience: 'all', data: { seat, platform: m.platform } });
    pending.queue.shift();
    if (emptyPlatforms(s).length === 0) startFinalTurns(s, pending.nextTurn, ev);
    else if (pending.queue.length === 0) resumeAfterDefense(s, pending.nextTurn, ev);
  },

  useItem(s, seat, p, m, ev) {
    const kind = kindOf(m.card);
    discard(s, p, m.card);
    ev.push({ type: 'itemUsed', audience: 'all', data: { seat, card: m.card, kind } });
    switch (kind) {
      case 'tape':
        p.holes--;
        break;
      case 'booster':
        p.ap += GAIN.booster;
        break;
      case 'o2':
        p.ap += GAIN.o2;
        break;
      case 'adrenaline':
        p.adrenaline = true;
        break;
      case 'hack1': {
        const platform = s.platformPile.shift() as number;
        ev.push({ type: 'platformDrawn', audience: 'all', data: { seat, platform } });
        if (canPlaceAnywhere(buildGrid(s), platform)) s.pending = { kind: 'place', seat, platform, from: 'hack' };
        else {
          // A full board: the tile goes back under the pile (never seen in play so far).
          s.platformPile.push(platform);
          ev.push({ type: 'platformReturned', audience: 'all', data: { seat, platform } });
        }
        break;
      }
      default:
        throw new Error(`useItem: ${kind}`);
    }
  },

  foamPatch(s, seat, p, m, ev) {
    spendCharge(s, p, m.card);
    p.holes--;
    ev.push({ type: 'patched', audience: 'all', data: { seat, by: 'foamGun' } });
  },

  extinguish(s, seat, p, m, ev) {
    spendCharge(s, p, m.card);
    s.fires = s.fires.filter((c) => c !== m.cell);
    ev.push({ type: 'fireOut', audience: 'all', data: { seat, cell: m.cell, by: kindOf(m.card) } });
  },

  powerPack(s, seat, p, m, ev) {
    discard(s, p, m.card);
    if (m.target === null) p.ap += GAIN.powerPack;
    else {
      const gun = findHeld(p, m.target)!;
      const n = Math.min(GAIN.powerPack, s.chargeSupply);
      gun.charges += n;
      s.chargeSupply -= n;
    }
    ev.push({ type: 'itemUsed', audience: 'all', data: { seat, card: m.card, kind: 'powerPack', target: m.target === null ? 'suit' : kindOf(m.target) } });
  },

  overload(s, seat, p, m, ev) {
    const gun = findHeld(p, m.card)!;
    const n = gun.charges;
    spendCharge(s, p, m.card, n);
    p.ap += n;
    ev.push({ type: 'overload', audience: 'all', data: { seat, kind: kindOf(m.card), ap: n } });
  },

  thaw(s, seat, p, m, ev) {
    spendCharge(s, p, m.card);
    p.freezeLeft = 0;
    ev.push({ type: 'thawed', audience: 'all', data: { seat } });
  },

  grapple(s, seat, p, m, ev, grid) {
    const [dx, dy] = DELTA[m.dir];
    const landing = flightLanding(grid, p.pos, dx, dy, GRAPPLE_SPAN + 1);
    spendCharge(s, p, m.card);
    ev.push({ type: 'grapple', audience: 'all', data: { seat, dir: m.dir } });
    arrive(s, seat, grid, [], landing, true, ev);
  },

  rocket(s, seat, p, m, ev, grid) {
    const [dx, dy] = DELTA8[m.dir];
    const landing = flightLanding(grid, p.pos, dx, dy, m.distance);
    p.ap -= apCost(p, AP_COST.rocket);
    ev.push({ type: 'rocket', audience: 'all', data: { seat, dir: m.dir, distance: m.distance } });
    arrive(s, seat, grid, [], landing, true, ev);
  },

  placeDoorways(s, seat, p, m, ev, grid) {
    const ref = (cell: number) => {
      const key = tileKey(grid, cell) as string;
      if (key.startsWith('g')) return { on: 'gallery' as const, cell };
      const platform = Number(key.slice(1));
      const pl = s.platforms.find((q) => q.id === platform)!;
      return { on: 'platform' as const, platform, square: platformCells(pl).indexOf(cell) };
    };
    s.doors = [ref(m.here), ref(m.there)];
    discard(s, p, m.card);
    ev.push({ type: 'doorways', audience: 'all', data: { seat, cells: [m.here, m.there] } });
  },

  rotatePlatform(s, seat, p, m, ev) {
    const pl = s.platforms.find((q) => q.id === m.platform)!;
    const square = platformCells(pl).indexOf(p.pos);
    pl.rot = m.rot;
    if (square >= 0) p.pos = platformCells(pl)[square] as number;
    discard(s, p, m.card);
    ev.push({ type: 'platformRotated', audience: 'all', data: { seat, platform: m.platform, rot: m.rot } });
  },

  securityHack(s, seat, p, m, ev) {
    (s.guns[m.gun] as { disabled: boolean }).disabled = true;
    discard(s, p, m.card);
    ev.push({ type: 'gunDisabled', audience: 'all', data: { seat, gun: m.gun, by: 'securityHack' } });
  },
};
