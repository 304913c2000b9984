/** State changes shared by several moves. They mutate the (already copied) state they are given. */
import type { GameEvent } from '../../engine/index.js';
import { AIRLOCK, FLOOR, areaCells, board, buildGrid, gunsAimingAt, type Grid } from './board.js';
import { ARTIFACTS, FIRE_MARKERS, FREEZE_SPACES, HEART_OF_SOL, LAST_ROUND, MALFUNCTION_PLATFORMS, PENALTY } from './data.js';
import { chargesOf } from './setup.js';
import { emptyPlatforms, heldCards, inMuseum, kindOf, otherDoor } from './rules.js';
import { scoreGame } from './score.js';
import type { Player, SpaceRelicsState } from './state.js';
import { rules } from './versions.js';

export type Events = GameEvent[];

/** A copy deep enough that changing it never touches the input. */
export function cloneState(s: SpaceRelicsState): SpaceRelicsState {
  const pending = s.pending;
  return {
    players: s.players.map(clonePlayer),
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    phase: s.phase,
    airlockQueue: s.airlockQueue.slice(),
    round: s.round,
    turn: s.turn,
    galleries: s.galleries.slice(),
    guns: s.guns.map((g) => ({ cell: g.cell, dir: g.dir, area: g.area, disabled: g.disabled })),
    platforms: s.platforms.map((p) => ({ id: p.id, x: p.x, y: p.y, rot: p.rot })),
    platformPile: s.platformPile.slice(),
    removedPlatforms: s.removedPlatforms.slice(),
    artifactMarkers: s.artifactMarkers.slice(),
    itemMarkers: s.itemMarkers.slice(),
    fires: s.fires.slice(),
    nets: s.nets.slice(),
    doors: s.doors.map((d) => ({ ...d })),
    artifactDeck: s.artifactDeck.slice(),
    itemDeck: s.itemDeck.slice(),
    itemDiscard: s.itemDiscard.slice(),
    startersAway: s.startersAway.slice(),
    chargeSupply: s.chargeSupply,
    heartTaker: s.heartTaker,
    finalTurns: s.finalTurns ? s.finalTurns.slice() : null,
    pending: pending ? (pending.kind === 'lastDefense' ? { ...pending, queue: pending.queue.slice() } : { ...pending }) : null,
    escapes: s.escapes,
    result: s.result,
  };
}

function clonePlayer(p: Player): Player {
  const copy: Player = {
    pos: p.pos,
    status: p.status,
    escapeRank: p.escapeRank,
    ap: p.ap,
    holes: p.holes,
    starter: p.starter ? { card: p.starter.card, charges: p.starter.charges } : null,
    hand: p.hand.map((h) => ({ card: h.card, charges: h.charges })),
    artifacts: p.artifacts.slice(),
    shieldActive: p.shieldActive,
    fearArea: p.fearArea,
    freezeLeft: p.freezeLeft,
    malfunctionLeft: p.malfunctionLeft,
    adrenaline: p.adrenaline,
    adrenalineCredit: p.adrenalineCredit ?? 0,
    penalty: p.penalty,
  };
  // Rules version 1's players have no adrenaline credit (versions.ts).
  if (!rules().adrenalineCredit) delete (copy as Partial<Player>).adrenalineCredit;
  return copy;
}

/** A ray, bolt or gun shot: the active shield takes it, otherwise a hole in the suit. */
export function hit(s: SpaceRelicsState, seat: number, cause: string, ev: Events): void {
  const p = s.players[seat] as Player;
  if (p.shieldActive) {
    p.shieldActive = false;
    ev.push({ type: 'shieldAbsorbed', audience: 'all', data: { seat, cause } });
  } else {
    p.holes++;
    ev.push({ type: 'hole', audience: 'all', data: { seat, cause } });
  }
}

/** Spend one charge of a held card (back to the supply). */
export function spendCharge(s: SpaceRelicsState, p: Player, card: number, n = 1): void {
  const h = heldCards(p).find((c) => c.card === card);
  if (!h || h.charges < n) throw new Error(`no charge on card ${card}`);
  h.charges -= n;
  s.chargeSupply += n;
}

/** Discard a held item card (its charges go back to the supply). */
export function discard(s: SpaceRelicsState, p: Player, card: number): void {
  if (p.starter?.card === card) {
    s.chargeSupply += p.starter.charges;
    s.startersAway.push(card);
    if (kindOf(card) === 'shield') p.shieldActive = false;
    p.starter = null;
    return;
  }
  const i = p.hand.findIndex((h) => h.card === card);
  if (i < 0) throw new Error(`card ${card} not held`);
  s.chargeSupply += (p.hand[i] as { charges: number }).charges;
  p.hand.splice(i, 1);
  s.itemDiscard.push(card);
}

function drawItem(s: SpaceRelicsState, seat: number, ev: Events): void {
  const card = s.itemDeck.shift();
  if (card === undefined) return;
  const charges = Math.min(chargesOf(card), s.chargeSupply);
  s.chargeSupply -= charges;
  (s.players[seat] as Player).hand.push({ card, charges });
  ev.push({ type: 'itemDrawn', audience: 'all', data: { seat } });
  ev.push({ type: 'itemCard', audience: [seat], data: { seat, card, kind: kindOf(card) } });
}

/** A pawn arrives on `cell` (after moving over `passed`): fires, guns, doors, airlocks, item markers. */
export function arrive(
  s: SpaceRelicsState,
  seat: number,
  grid: Grid,
  passed: readonly number[],
  landing: number,
  guardedPassage: boolean,
  ev: Events,
): void {
  const p = s.players[seat] as Player;
  const entered = [...passed, landing];
  for (const c of entered) {
    const fire = s.fires.indexOf(c);
    if (fire >= 0) {
      s.fires.splice(fire, 1);
      p.holes++;
      ev.push({ type: 'hole', audience: 'all', data: { seat, cause: 'fire' } });
    }
  }
  // Motion sensing: a gun fires once at a pawn that moves while in its line, whether it starts,
  // passes or stops there. Rocketpack, grapple and adrenaline get you past the guns: only the
  // landing space counts then. Doorways (wall squares) and airlocks (you are out) are never shot at.
  const door = otherDoor(grid, landing);
  const watched = guardedPassage ? [landing] : [p.pos, ...entered];
  const firing: number[] = [];
  for (const c of watched) {
    if (c === landing && (door >= 0 || grid.kind[c] === AIRLOCK)) continue;
    for (const g of gunsAimingAt(s, grid, c)) if (!firing.includes(g)) firing.push(g);
  }
  for (const g of firing) hit(s, seat, `gun ${g}`, ev);
  const spaces = entered.length;
  if (p.freezeLeft > 0) p.freezeLeft = Math.max(0, p.freezeLeft - spaces);
  p.pos = door >= 0 ? door : landing;
  if (door >= 0) ev.push({ type: 'doorway', audience: 'all', data: { seat, to: door } });
  if (p.fearArea >= 0 && board().areaOfCell[p.pos] !== p.fearArea) p.fearArea = -1;
  if ((grid.kind[landing] as number) === AIRLOCK) {
    escape(s, seat, ev);
    return;
  }
  const item = s.itemMarkers.indexOf(p.pos);
  if (item >= 0) {
    s.itemMarkers.splice(item, 1);
    drawItem(s, seat, ev);
  }
}

function escape(s: SpaceRelicsState, seat: number, ev: Events): void {
  const p = s.players[seat] as Player;
  p.status = 'escaped';
  p.pos = -1;
  p.escapeRank = s.escapes++;
  ev.push({ type: 'escaped', audience: 'all', data: { seat, rank: p.escapeRank } });
  advanceTurn(s, ev);
}

// ---------------------------------------------------------------- traps

/** Spring the trap of `artifact`, taken on `area` (player guns have had their chance). */
export function springTrap(s: SpaceRelicsState, seat: number, artifact: number, area: number, ev: Events): void {
  const p = s.players[seat] as Player;
  const card = ARTIFACTS[artifact]!;
  ev.push({ type: 'trap', audience: 'all', data: { seat, artifact, trap: card.trap } });
  if (card.shieldBlocks && card.trap !== 'hiddenGun' && p.shieldActive) {
    p.shieldActive = false;
    ev.push({ type: 'shieldAbsorbed', audience: 'all', data: { seat, cause: card.trap } });
    return;
  }
  switch (card.trap) {
    case 'fire': {
      const grid = buildGrid(s);
      for (const c of areaCells(area)) {
        if (s.fires.length >= FIRE_MARKERS) break;
        if (grid.kind[c] === FLOOR && grid.pawn[c] === 0 && !s.fires.includes(c)) s.fires.push(c);
      }
      break;
    }
    case 'acid': {
      p.holes++;
      const cards = heldCards(p);
      if (cards.length === 1) {
        const card = (cards[0] as { card: number }).card;
        discard(s, p, card);
        ev.push({ type: 'itemDestroyed', audience: 'all', data: { seat, card, kind: kindOf(card) } });
      } else if (cards.length > 1) s.pending = { kind: 'acid', seat };
      break;
    }
    case 'fear':
      p.fearArea = area;
      break;
    case 'poison':
      p.holes++;
      p.penalty += PENALTY.poison;
      break;
    case 'hiddenGun':
      hit(s, seat, 'hidden gun', ev);
      hit(s, seat, 'hidden gun', ev);
      break;
    case 'malfunction':
      p.malfunctionLeft = MALFUNCTION_PLATFORMS;
      break;
    case 'lifeDrain':
      p.ap -= PENALTY.lifeDrain;
      if (p.ap < 0) {
        p.penalty += -p.ap;
        p.ap = 0;
      }
      break;
    case 'laserNet':
      if (!s.nets.includes(area)) s.nets.push(area);
      break;
    case 'freeze':
      p.freezeLeft = FREEZE_SPACES;
      break;
    case 'none':
      break;
  }
}

export const isHeart = (artifact: number): boolean => artifact === HEART_OF_SOL;

// ---------------------------------------------------------------- turn flow

function museumSeatsFrom(s: SpaceRelicsState, seat: number): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = (seat + i) % n;
    if (inMuseum(s, t)) out.push(t);
  }
  return out;
}

export function endGame(s: SpaceRelicsState, ev: Events): void {
  s.players.forEach((p, seat) => {
    if (p.status === 'museum') {
      p.status = 'captured';
      p.pos = -1;
      ev.push({ type: 'captured', audience: 'all', data: { seat } });
    }
  });
  s.phase = 'over';
  s.pending = null;
  s.finalTurns = null;
  s.result = scoreGame(s);
  ev.push({ type: 'gameOver', audience: 'all', data: { winners: s.result.winners, scores: s.result.scores } });
}

export function startFinalTurns(s: SpaceRelicsState, seat: number, ev: Events): void {
  s.pending = null;
  s.finalTurns = museumSeatsFrom(s, seat);
  ev.push({ type: 'lastTurns', audience: 'all', data: { seats: [...s.finalTurns] } });
  if (s.finalTurns.length === 0) endGame(s, ev);
  else s.turn = s.finalTurns[0] as number;
}

/** The turn slot of `seat` begins: the Last Defense first if it is the Heart taker's slot. */
function beginSlot(s: SpaceRelicsState, seat: number, ev: Events): void {
  if (s.heartTaker === seat) {
    const queue = museumSeatsFrom(s, seat);
    if (emptyPlatforms(s).length === 0) {
      startFinalTurns(s, seat, ev);
      return;
    }
    s.pending = { kind: 'lastDefense', queue, nextTurn: seat };
    ev.push({ type: 'lastDefense', audience: 'all', data: { seats: [...queue] } });
    return;
  }
  s.turn = seat;
}

/** After the Last Defense removals: the slot's own turn, or the next slot if its seat has left. */
export function resumeAfterDefense(s: SpaceRelicsState, seat: number, ev: Events): void {
  s.pending = null;
  if (emptyPlatforms(s).length === 0) {
    startFinalTurns(s, seat, ev);
    return;
  }
  if (inMuseum(s, seat)) s.turn = seat;
  else advanceFrom(s, seat, ev);
}

function advanceFrom(s: SpaceRelicsState, from: number, ev: Events): void {
  const n = s.players.length;
  let seat = from;
  for (;;) {
    if (museumSeatsFrom(s, 0).length === 0) {
      endGame(s, ev);
      return;
    }
    seat++;
    if (seat >= n) {
      seat = 0;
      s.round++;
      if (s.round > LAST_ROUND) {
        ev.push({ type: 'outOfAir', audience: 'all' });
        endGame(s, ev);
        return;
      }
      ev.push({ type: 'round', audience: 'all', data: { round: s.round } });
    }
    if (s.heartTaker === seat || inMuseum(s, seat)) {
      beginSlot(s, seat, ev);
      return;
    }
  }
}

/** The current turn is over (ended, or its player escaped): move on. */
export function advanceTurn(s: SpaceRelicsState, ev: Events): void {
  if (s.finalTurns !== null) {
    const prev = s.turn;
    s.finalTurns = s.finalTurns.filter((t) => t !== prev && inMuseum(s, t));
    const next = s.finalTurns[0];
    if (next === undefined) {
      endGame(s, ev);
      return;
    }
    if (next <= prev) s.round++;
    if (s.round > LAST_ROUND) {
      endGame(s, ev);
      return;
    }
    s.turn = next;
    return;
  }
  advanceFrom(s, s.turn, ev);
}

/** Set Remaining Action Points: one less than this round, minus the penalties of this turn. */
export function setNextAp(s: SpaceRelicsState, seat: number, ev: Events): void {
  const p = s.players[seat] as Player;
  let penalty = p.penalty;
  if (p.artifacts.includes(HEART_OF_SOL)) {
    if (p.shieldActive) {
      p.shieldActive = false;
      ev.push({ type: 'shieldAbsorbed', audience: 'all', data: { seat, cause: 'radiation' } });
    } else penalty += PENALTY.heart;
  }
  p.ap = Math.max(0, LAST_ROUND - s.round - penalty);
  p.penalty = 0;
  p.adrenaline = false;
  if (rules().adrenalineCredit) p.adrenalineCredit = 0;
}
