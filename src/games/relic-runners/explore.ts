import { CAMP, CAMP_ARRIVAL_RATIONS, IVORY_DISCARD_POINTS, RELIC_OF_TEMPLE, tile, type PurpleEffect, type RelicColor } from './data.js';
import type { Prompt } from './state.js';
import { holdsIvory, isTemple, isUntouched } from './board.js';
import { discardTile, me, mine, mut, mutStack, only, push, score, scoreAtTemple, takeRations, type Ctx } from './draft.js';

/** Exploring a Ruin or a Temple: ruin pathways, ivory, blue and purple tiles, shrines. */

export function exploreSite(ctx: Ctx, site: number): void {
  const s = ctx.s;
  const first = isUntouched(s, site);
  if (isTemple(site)) {
    takeTempleTile(ctx, site, (s.stacks[site] as number[]).length - 1, first);
    return;
  }
  const stack = mutStack(ctx, site);
  stack.pop();
  ctx.events.push({ type: 'ruinExplored', audience: 'all', data: { seat: s.turn.seat, site, tilesLeft: stack.length } });
  if (stack.length === 0) revealShrine(ctx, site, 'green');
  if (first && holdsIvory(me(ctx), 3, 'firstExplorer')) score(ctx, 1, 'first-explorer');
  push(ctx, { kind: 'placePathway', anchor: me(ctx).location, ivoryAllowed: true });
}

export function revealShrine(ctx: Ctx, site: number, color: RelicColor): void {
  mut(ctx, 'relicAt')[site] = color;
  ctx.events.push({ type: 'shrineRevealed', audience: 'all', data: { site, relic: color } });
}

export function takeTempleTile(ctx: Ctx, site: number, index: number, first: boolean): void {
  const s = ctx.s;
  const t = s.turn;
  const seat = t.seat;
  const p = me(ctx);
  const stack = mutStack(ctx, site);
  const id = stack.splice(index, 1)[0] as number;
  const color = s.templeColor[site] ?? 'ivory';
  if (stack.length === 0) revealShrine(ctx, site, RELIC_OF_TEMPLE[color]);
  if (first && holdsIvory(p, 3, 'firstExplorer')) score(ctx, 1, 'first-explorer');
  const tl = tile(id);
  if (tl.color === 'ivory') {
    ctx.events.push({ type: 'ivoryTaken', audience: 'all', data: { seat, site, tile: id, level: tl.level, effect: tl.effect } });
    if (p.ivory[tl.level - 1] !== null) push(ctx, { kind: 'ivoryChoice', newTile: id });
    else mine(ctx, 'ivory')[tl.level - 1] = id;
  } else if (tl.color === 'blue') {
    mine(ctx, 'blue').push({ tile: id, revealed: false });
    t.blueThisTurn.push(id);
    ctx.events.push({ type: 'blueTaken', audience: 'all', data: { seat, site, level: tl.level } });
    ctx.events.push({ type: 'blueTileSeen', audience: only(seat), data: { seat, site, tile: id, value: tl.value } });
    if (t.doubling) doubleBlue(ctx, id);
    if (holdsIvory(p, 3, 'templeBonus')) score(ctx, 1, 'temple-bonus');
  } else {
    mut(ctx, 'topRevealed')[site] = false;
    discardTile(ctx, id);
    ctx.events.push({ type: 'purpleTaken', audience: 'all', data: { seat, site, tile: id, effect: tl.effect } });
    push(ctx, { kind: 'reveal', site });
    purpleEffect(ctx, tl.effect);
  }
}

/**
 * Ends the choice between two ivory tiles of one level: 2 VP in compensation, scored before the
 * swap (a held temple bonus still counts), then keep one and discard the other.
 */
export function settleIvoryChoice(ctx: Ctx, keep: 'new' | 'old'): void {
  const s = ctx.s;
  const prompt = s.pending.shift() as Extract<Prompt, { kind: 'ivoryChoice' }>;
  const level = tile(prompt.newTile).level;
  scoreAtTemple(ctx, IVORY_DISCARD_POINTS, 'ivory-discard');
  const discarded = keep === 'new' ? me(ctx).ivory[level - 1] : prompt.newTile;
  if (keep === 'new') mine(ctx, 'ivory')[level - 1] = prompt.newTile;
  if (discarded !== null && discarded !== undefined) discardTile(ctx, discarded);
  ctx.events.push({ type: 'ivoryKept', audience: 'all', data: { seat: s.turn.seat, kept: keep, discarded } });
}

/** Shovel level 3 on a blue tile: reveal it to everyone and take its value again in coins. */
export function doubleBlue(ctx: Ctx, id: number): void {
  const p = me(ctx);
  const held = mine(ctx, 'blue').find((b) => b.tile === id);
  if (held) held.revealed = true;
  const tl = tile(id);
  const value = tl.color === 'blue' ? tl.value : 0;
  ctx.events.push({ type: 'blueRevealed', audience: 'all', data: { seat: ctx.s.turn.seat, tile: id, value } });
  p.coins += value;
  ctx.events.push({ type: 'scored', audience: 'all', data: { seat: ctx.s.turn.seat, points: value, reason: 'doubled-blue-tile' } });
}

function purpleEffect(ctx: Ctx, effect: PurpleEffect): void {
  const p = me(ctx);
  const seat = ctx.s.turn.seat;
  switch (effect) {
    case 'score3':
      scoreAtTemple(ctx, 3, 'purple');
      return;
    case 'toolboxStep':
      push(ctx, { kind: 'climb', steps: 1 });
      return;
    case 'twoRations':
      takeRations(ctx, seat, 2);
      return;
    case 'newToolbox':
      if (p.chart.reserve > 0) {
        const chart = mine(ctx, 'chart');
        chart.reserve--;
        chart.bottom++;
        ctx.events.push({ type: 'toolboxAdded', audience: 'all', data: { seat } });
      }
      return;
    case 'teleportCamp':
      p.location = CAMP;
      ctx.events.push({ type: 'teleported', audience: 'all', data: { seat, to: CAMP } });
      takeRations(ctx, seat, CAMP_ARRIVAL_RATIONS + (holdsIvory(p, 3, 'campExtraRation') ? 1 : 0));
      return;
    case 'movePathway':
      push(ctx, { kind: 'movePathway', count: 1, lifted: null, vacated: [], placed: [] });
      return;
    case 'adjacentAction':
      push(ctx, { kind: 'adjacentAction', from: p.location });
      return;
    case 'flipTwo':
      push(ctx, { kind: 'flip', count: 2, optional: true });
      return;
  }
}
