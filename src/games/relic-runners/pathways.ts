import { holdsIvory } from './board.js';
import { discardIvory, me, mut, push, score, takeRations, type Ctx } from './draft.js';
import type { Prompt } from './state.js';

/** Placing Pathways from the reserve and moving Pathways already on the board. */

export function placePathway(ctx: Ctx, trail: number, ivory: boolean): void {
  const s = ctx.s;
  const seat = s.turn.seat;
  const p = me(ctx);
  const prompt = s.pending.shift() as Extract<Prompt, { kind: 'placePathway' }>;
  p.pathwaysInReserve--;
  mut(ctx, 'pathways')[trail] = (s.pathways[trail] as number) | (1 << seat);
  ctx.events.push({ type: 'pathwayPlaced', audience: 'all', data: { seat, trail } });
  if (holdsIvory(p, 3, 'pathwayPoint')) score(ctx, 1, 'pathway-point');
  if (ivory) {
    const second = holdsIvory(p, 2, 'doublePathway');
    discardIvory(ctx, 2, second ? 'doublePathway' : 'pathwayAnywhere');
    if (second) push(ctx, { kind: 'placePathway', anchor: prompt.anchor, ivoryAllowed: false });
  }
}

export function liftPathway(ctx: Ctx, trail: number): void {
  const s = ctx.s;
  const prompt = s.pending[0] as Extract<Prompt, { kind: 'movePathway' }>;
  mut(ctx, 'pathways')[trail] = (s.pathways[trail] as number) & ~(1 << s.turn.seat);
  s.pending[0] = { ...prompt, lifted: trail, vacated: [...prompt.vacated, trail] };
}

export function dropPathway(ctx: Ctx, trail: number): void {
  const s = ctx.s;
  const seat = s.turn.seat;
  const prompt = s.pending[0] as Extract<Prompt, { kind: 'movePathway' }>;
  mut(ctx, 'pathways')[trail] = (s.pathways[trail] as number) | (1 << seat);
  ctx.events.push({ type: 'pathwayMoved', audience: 'all', data: { seat, from: prompt.lifted, to: trail } });
  if (prompt.count > 1) s.pending[0] = { ...prompt, count: prompt.count - 1, lifted: null, placed: [...prompt.placed, trail] };
  else s.pending.shift();
  s.players.forEach((q, other) => {
    if (other !== seat && holdsIvory(q, 3, 'opponentMovesRation')) takeRations(ctx, other, 1);
  });
}
