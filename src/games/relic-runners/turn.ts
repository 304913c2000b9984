import { CAMP, CAMP_ARRIVAL_RATIONS, TOKEN_COUNT, otherEnd, tile } from './data.js';
import { boardMap } from './versions.js';
import { faceUpTokens, hasPathway, holdsIvory, player } from './board.js';
import { collectRelic, discardIvory, discardTile, me, mut, mutOf, push, score, takeRations, type Ctx } from './draft.js';
import { nothingLeftToDo, promptMoves, stepAllowed } from './legal.js';
import type { RelicRunnersMove as Move } from './moves.js';
import { newTurn } from './setup.js';
import { finalScores } from './score.js';
import { climb } from './toolbox.js';

/** The Move (steps, its end, token flips, expeditions), the end of a turn and of the game. */
// ---------------------------------------------------------------------------------------------
// Moving
// ---------------------------------------------------------------------------------------------

export function step(ctx: Ctx, trail: number): void {
  const s = ctx.s;
  const t = s.turn;
  const p = me(ctx);
  const from = p.location;
  const familiar = hasPathway(s, t.seat, trail);
  if (familiar && t.unfamiliarAt > 0 && t.trails.length - 1 === t.unfamiliarAt) discardIvory(ctx, 2, 'midChainTrail');
  if (!familiar) t.unfamiliarAt = t.trails.length;
  t.trails.push(trail);
  t.phase = 'moving';
  p.location = otherEnd(trail, from, boardMap());
  ctx.events.push({ type: 'stepped', audience: 'all', data: { seat: t.seat, trail, to: p.location, familiar } });
  if (from === CAMP && holdsIvory(p, 3, 'leaveCampFlip')) push(ctx, { kind: 'flip', count: 1, optional: false });
  if (p.location === CAMP) finishMove(ctx);
}

/** Ivory level 2 "Instead of moving, directly teleport yourself": the move is done, nothing flips. */
export function teleport(ctx: Ctx, to: number): void {
  me(ctx).location = to;
  ctx.s.turn.phase = 'moved';
  ctx.events.push({ type: 'teleported', audience: 'all', data: { seat: ctx.s.turn.seat, to } });
}

export function finishMove(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.turn;
  const p = me(ctx);
  t.phase = 'moved';
  ctx.events.push({ type: 'moveFinished', audience: 'all', data: { seat: t.seat, at: p.location, trails: t.trails.length } });
  if (p.location === CAMP) {
    takeRations(ctx, t.seat, CAMP_ARRIVAL_RATIONS + (holdsIvory(p, 3, 'campExtraRation') ? 1 : 0));
    t.endsAtCamp = true;
  }
  if (t.startRelic !== null && p.location !== t.start && s.relicAt[p.location] === t.startRelic) {
    collectRelic(ctx, p.location, t.startRelic);
    score(ctx, 2 * t.trails.length, 'relic-expedition');
  }
  let steps = t.bonusSteps;
  for (const trail of t.trails) {
    const token = (boardMap().trails[trail] as { token: number }).token;
    if (token >= 0 && s.tokens[token]) {
      mut(ctx, 'tokens')[token] = false;
      steps++;
      ctx.events.push({ type: 'tokenFlipped', audience: 'all', data: { trail, faceUp: false } });
    }
  }
  if (steps > t.bonusSteps && faceUpTokens(s) === 0) {
    s.tokens = Array<boolean>(TOKEN_COUNT).fill(true);
    ctx.events.push({ type: 'tokensReset', audience: 'all', data: { seat: t.seat } });
    steps++;
  }
  t.bonusSteps = 0;
  if (steps > 0) push(ctx, { kind: 'climb', steps });
}

// ---------------------------------------------------------------------------------------------
// Turns and the end
// ---------------------------------------------------------------------------------------------

export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.players.length;
  const seat = s.turn.seat;
  ctx.events.push({ type: 'turnEnded', audience: 'all', data: { seat } });
  let next: number | null;
  if (s.inExtraTurns) {
    next = mut(ctx, 'extraTurns').shift() ?? null;
  } else if (s.endTrigger !== null && (seat + 1) % n === s.endTrigger) {
    s.inExtraTurns = true;
    for (let i = 0; i < n; i++) {
      const candidate = (s.endTrigger + i) % n;
      if (holdsIvory(player(s, candidate), 1, 'extraTurn')) mut(ctx, 'extraTurns').push(candidate);
    }
    next = s.extraTurns.length > 0 ? (mut(ctx, 'extraTurns').shift() as number) : null;
  } else {
    next = (seat + 1) % n;
  }
  if (next === null) {
    s.over = true;
    s.pending = [];
    ctx.events.push({ type: 'gameOver', audience: 'all', data: { scores: finalScores(s) } });
    return;
  }
  if (s.inExtraTurns) {
    const used = player(s, next).ivory[0];
    mutOf(ctx, next, 'ivory')[0] = null;
    if (used !== null && used !== undefined) discardTile(ctx, used);
    ctx.events.push({ type: 'extraTurn', audience: 'all', data: { seat: next } });
  }
  s.turn = newTurn(s, next);
  s.turnNumber++;
  ctx.events.push({ type: 'turnStarted', audience: 'all', data: { seat: next } });
}

/** Answers automatic prompts, drops prompts with nothing left to do, ends a turn at Base Camp. */
export function settle(ctx: Ctx): void {
  const s = ctx.s;
  for (;;) {
    const prompt = s.pending[0];
    if (prompt === undefined) break;
    if (prompt.kind === 'reveal') {
      s.pending.shift();
      const stack = s.stacks[prompt.site] as number[];
      if (stack.length > 0 && !s.topRevealed[prompt.site]) {
        mut(ctx, 'topRevealed')[prompt.site] = true;
        const top = stack[stack.length - 1] as number;
        ctx.events.push({ type: 'purpleRevealed', audience: 'all', data: { site: prompt.site, tile: top, effect: (tile(top) as { effect: string }).effect } });
      }
      continue;
    }
    const options = promptMoves(s, prompt);
    if (options.length === 0) {
      s.pending.shift();
      continue;
    }
    const only = options.length === 1 ? (options[0] as Move) : null;
    if (only?.type === 'climb') {
      climb(ctx, only.branch, only.level); // a forced step: nothing to choose
      continue;
    }
    break;
  }
  if (s.over || s.pending.length > 0) return;
  const t = s.turn;
  if (t.endsAtCamp) {
    endTurn(ctx);
    return;
  }
  // Forced moves are played at once: a move with no trail left stops; a turn with nothing left ends.
  if (t.phase === 'moving') {
    const at = player(s, t.seat).location;
    if (!(boardMap().trailsAt[at] as number[]).some((trail) => stepAllowed(s, trail))) {
      finishMove(ctx);
      settle(ctx);
    }
  } else if (t.phase === 'moved' && nothingLeftToDo(s)) {
    endTurn(ctx);
  }
}
