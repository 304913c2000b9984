import { RuleError, sameJson, type ApplyOutcome, type GameEvent } from '../../engine/index.js';
import {
  CAMP, CAMP_ARRIVAL_RATIONS, IVORY_DISCARD_POINTS, MAX_RATIONS, RELIC_COLORS, RELIC_OF_TEMPLE, TOKEN_COUNT,
  TOKEN_TRAIL, TRAILS, TRAILS_AT, otherEnd, relicsToEnd, tile, type Branch, type Level, type PurpleEffect, type RelicColor,
} from './data.js';
import { faceUpTokens, hasPathway, holdsIvory, isTemple, isUntouched, longestRoute, player } from './board.js';
import { legalMoves, nothingLeftToDo, promptMoves, stepAllowed } from './legal.js';
import type { RelicRunnersMove as Move } from './moves.js';
import type { PlayerState, Prompt, RelicRunnersState as State } from './state.js';
import { newTurn } from './setup.js';
import { finalScores } from './score.js';

interface Ctx {
  s: State;
  events: GameEvent[];
  /** Bit masks of what this move already copied (copy on first write). */
  copied: { arrays: number; stacks: number; players: number; nested: number };
}

// ---------------------------------------------------------------------------------------------
// Copying: apply never writes to its input. The player on turn, the turn and the prompts are
// copied up front; everything else is copied the first time a move writes to it.
// ---------------------------------------------------------------------------------------------

type NestedField = 'chart' | 'blue' | 'ivory' | 'relics';
const NESTED_INDEX: Record<NestedField, number> = { chart: 0, blue: 1, ivory: 2, relics: 3 };

function copyNested<F extends NestedField>(p: PlayerState, field: F): PlayerState[F] {
  switch (field) {
    case 'chart':
      return { ...p.chart, machete: [...p.chart.machete], compass: [...p.chart.compass], shovel: [...p.chart.shovel] } as PlayerState[F];
    case 'blue':
      return p.blue.map((b) => ({ ...b })) as PlayerState[F];
    default:
      return [...(p[field] as unknown[])] as PlayerState[F];
  }
}

function startCopy(state: State): Ctx {
  const players = [...state.players];
  players[state.turn.seat] = { ...(state.players[state.turn.seat] as PlayerState) };
  const t = state.turn;
  // Written out field by field: much faster than an object spread of the whole state.
  const s: State = {
    game: state.game,
    options: state.options,
    players,
    rng: state.rng, // apply draws no randomness: setup did all the shuffling
    stacks: state.stacks,
    templeColor: state.templeColor,
    relicAt: state.relicAt,
    topRevealed: state.topRevealed,
    tokens: state.tokens,
    pathways: state.pathways,
    campRations: state.campRations,
    turn: {
      seat: t.seat, phase: t.phase, start: t.start, startRelic: t.startRelic, trails: [...t.trails], unfamiliarAt: t.unfamiliarAt,
      bonusSteps: t.bonusSteps, toolboxUsed: t.toolboxUsed, explored: t.explored, doubling: t.doubling,
      coinsThisTurn: t.coinsThisTurn, blueThisTurn: [...t.blueThisTurn], endsAtCamp: t.endsAtCamp,
    },
    pending: [...state.pending], // prompts are replaced, never edited in place
    endTrigger: state.endTrigger,
    extraTurns: state.extraTurns,
    inExtraTurns: state.inExtraTurns,
    over: state.over,
    turnNumber: state.turnNumber,
  };
  return { s, events: [], copied: { arrays: 0, stacks: 0, players: 1 << state.turn.seat, nested: 0 } };
}

const SHARED_ARRAYS = { relicAt: 1, topRevealed: 2, tokens: 4, pathways: 8, extraTurns: 16 } as const;
type SharedArray = keyof typeof SHARED_ARRAYS;

function mut<K extends SharedArray>(ctx: Ctx, key: K): State[K] {
  const bit = SHARED_ARRAYS[key];
  if ((ctx.copied.arrays & bit) === 0) {
    ctx.copied.arrays |= bit;
    (ctx.s[key] as unknown[]) = [...(ctx.s[key] as unknown[])];
  }
  return ctx.s[key];
}

function mutStack(ctx: Ctx, site: number): number[] {
  if (ctx.copied.stacks === 0) ctx.s.stacks = [...ctx.s.stacks];
  if ((ctx.copied.stacks & (1 << site)) === 0) {
    ctx.copied.stacks |= 1 << site;
    ctx.s.stacks[site] = [...(ctx.s.stacks[site] as number[])];
  }
  return ctx.s.stacks[site] as number[];
}

function mutPlayer(ctx: Ctx, seat: number): PlayerState {
  if ((ctx.copied.players & (1 << seat)) === 0) {
    ctx.copied.players |= 1 << seat;
    ctx.s.players[seat] = { ...(ctx.s.players[seat] as PlayerState) };
  }
  return ctx.s.players[seat] as PlayerState;
}

/** The player's chart, blue tiles, ivory tiles or relics, copied before the first write. */
function mutOf<F extends NestedField>(ctx: Ctx, seat: number, field: F): PlayerState[F] {
  const p = mutPlayer(ctx, seat);
  const bit = 1 << (seat * 4 + NESTED_INDEX[field]);
  if ((ctx.copied.nested & bit) === 0) {
    ctx.copied.nested |= bit;
    p[field] = copyNested(p, field);
  }
  return p[field];
}

function mine<F extends NestedField>(ctx: Ctx, field: F): PlayerState[F] {
  return mutOf(ctx, ctx.s.turn.seat, field);
}

// ---------------------------------------------------------------------------------------------
// Small effects
// ---------------------------------------------------------------------------------------------

const only = (seat: number): number[] => [seat];

function me(ctx: Ctx): PlayerState {
  return player(ctx.s, ctx.s.turn.seat);
}

/** Victory Coins are taken openly from the reserve, but the running total stays face down. */
function score(ctx: Ctx, points: number, reason: string): void {
  if (points <= 0) return;
  const t = ctx.s.turn;
  const gained = t.doubling ? 2 * points : points;
  me(ctx).coins += gained;
  t.coinsThisTurn += points;
  ctx.events.push({ type: 'scored', audience: 'all', data: { seat: t.seat, points: gained, reason } });
}

/** VP scored while exploring a temple: ivory level 3 "temple bonus" adds 1. */
function scoreAtTemple(ctx: Ctx, points: number, reason: string): void {
  score(ctx, points, reason);
  if (holdsIvory(me(ctx), 3, 'templeBonus')) score(ctx, 1, 'temple-bonus');
}

function takeRations(ctx: Ctx, seat: number, wanted: number): void {
  const p = mutPlayer(ctx, seat);
  const n = Math.max(0, Math.min(wanted, MAX_RATIONS - p.rations, ctx.s.campRations));
  if (n === 0) return;
  p.rations += n;
  ctx.s.campRations -= n;
  ctx.events.push({ type: 'rationsTaken', audience: 'all', data: { seat, rations: n } });
}

function discardIvory(ctx: Ctx, level: Level, why: string): void {
  const p = me(ctx);
  const id = p.ivory[level - 1];
  mine(ctx, 'ivory')[level - 1] = null;
  ctx.events.push({ type: 'ivoryUsed', audience: 'all', data: { seat: ctx.s.turn.seat, tile: id, why } });
}

function push(ctx: Ctx, ...prompts: Prompt[]): void {
  ctx.s.pending.unshift(...prompts);
}

function collectRelic(ctx: Ctx, location: number, color: RelicColor): void {
  const s = ctx.s;
  mut(ctx, 'relicAt')[location] = null;
  (mine(ctx, 'relics')[RELIC_COLORS.indexOf(color)] as number)++;
  ctx.events.push({ type: 'relicCollected', audience: 'all', data: { seat: s.turn.seat, location, color } });
  const collected = s.players.reduce((sum, p) => sum + p.relics.reduce((a, b) => a + b, 0), 0);
  if (s.endTrigger === null && collected >= relicsToEnd(s.players.length)) {
    s.endTrigger = s.turn.seat;
    ctx.events.push({ type: 'lastRound', audience: 'all', data: { triggeredBy: s.turn.seat, relics: collected } });
  }
}

/** Flips one token; flipping the last face-up one resets them all and earns one Toolbox step. */
function flipToken(ctx: Ctx, token: number): boolean {
  const s = ctx.s;
  const tokens = mut(ctx, 'tokens');
  tokens[token] = !tokens[token];
  ctx.events.push({ type: 'tokenFlipped', audience: 'all', data: { trail: TOKEN_TRAIL[token], faceUp: s.tokens[token] } });
  if (faceUpTokens(s) > 0) return false;
  s.tokens = Array<boolean>(TOKEN_COUNT).fill(true);
  ctx.events.push({ type: 'tokensReset', audience: 'all', data: { seat: s.turn.seat } });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Exploring
// ---------------------------------------------------------------------------------------------

function exploreSite(ctx: Ctx, site: number): void {
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

function revealShrine(ctx: Ctx, site: number, color: RelicColor): void {
  mut(ctx, 'relicAt')[site] = color;
  ctx.events.push({ type: 'shrineRevealed', audience: 'all', data: { site, relic: color } });
}

function takeTempleTile(ctx: Ctx, site: number, index: number, first: boolean): void {
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
    ctx.events.push({ type: 'purpleTaken', audience: 'all', data: { seat, site, tile: id, effect: tl.effect } });
    push(ctx, { kind: 'reveal', site });
    purpleEffect(ctx, tl.effect);
  }
}

/** Shovel level 3 on a blue tile: reveal it to everyone and take its value again in coins. */
function doubleBlue(ctx: Ctx, id: number): void {
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

// ---------------------------------------------------------------------------------------------
// Moving
// ---------------------------------------------------------------------------------------------

function step(ctx: Ctx, trail: number): void {
  const s = ctx.s;
  const t = s.turn;
  const p = me(ctx);
  const from = p.location;
  const familiar = hasPathway(s, t.seat, trail);
  if (familiar && t.unfamiliarAt > 0 && t.trails.length - 1 === t.unfamiliarAt) discardIvory(ctx, 2, 'midChainTrail');
  if (!familiar) t.unfamiliarAt = t.trails.length;
  t.trails.push(trail);
  t.phase = 'moving';
  p.location = otherEnd(trail, from);
  ctx.events.push({ type: 'stepped', audience: 'all', data: { seat: t.seat, trail, to: p.location, familiar } });
  if (from === CAMP && holdsIvory(p, 3, 'leaveCampFlip')) push(ctx, { kind: 'flip', count: 1, optional: false });
  if (p.location === CAMP) finishMove(ctx);
}

function finishMove(ctx: Ctx): void {
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
    const token = (TRAILS[trail] as { token: number }).token;
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
// Toolboxes
// ---------------------------------------------------------------------------------------------

function useToolbox(ctx: Ctx, branch: Branch, level: Level, choice: 'toolbox' | 'points' | undefined): void {
  const s = ctx.s;
  const t = s.turn;
  const p = me(ctx);
  const chart = mine(ctx, 'chart');
  (chart[branch] as number[])[level - 1]! -= 1;
  chart.bottom++;
  t.toolboxUsed = true;
  ctx.events.push({ type: 'toolboxUsed', audience: 'all', data: { seat: t.seat, branch, level, choice: choice ?? null } });
  switch (`${branch}${level}`) {
    case 'machete1':
      exploreSite(ctx, p.location);
      return;
    case 'machete2':
      takeRations(ctx, t.seat, 2);
      return;
    case 'machete3':
      score(ctx, 4 * p.relics.reduce((a, b) => a + b, 0), 'toolbox-relics');
      return;
    case 'compass1':
    case 'compass2':
      push(ctx, { kind: 'movePathway', count: level, lifted: null, vacated: [], placed: [] });
      return;
    case 'compass3': {
      score(ctx, 2 * longest(ctx), 'toolbox-longest-route');
      return;
    }
    case 'shovel1':
      if (choice === 'toolbox') {
        chart.reserve--;
        chart.bottom++;
      } else {
        score(ctx, 2, 'toolbox-shovel');
      }
      return;
    case 'shovel2':
      push(ctx, { kind: 'placePathway', anchor: p.location, ivoryAllowed: true });
      return;
    case 'shovel3': {
      t.doubling = true;
      const already = t.coinsThisTurn;
      if (already > 0) {
        p.coins += already;
        ctx.events.push({ type: 'scored', audience: 'all', data: { seat: t.seat, points: already, reason: 'doubled' } });
      }
      for (const id of t.blueThisTurn) doubleBlue(ctx, id);
      return;
    }
  }
}

function longest(ctx: Ctx): number {
  return longestRoute(ctx.s, ctx.s.turn.seat);
}

function climb(ctx: Ctx, branch: Branch, level: number): void {
  const chart = mine(ctx, 'chart');
  if (level === 0) chart.bottom--;
  else (chart[branch] as number[])[level - 1]! -= 1;
  (chart[branch] as number[])[level]! += 1;
  const prompt = ctx.s.pending[0] as Extract<Prompt, { kind: 'climb' }>;
  if (prompt.steps > 1) ctx.s.pending[0] = { kind: 'climb', steps: prompt.steps - 1 };
  else ctx.s.pending.shift();
  ctx.events.push({ type: 'toolboxClimbed', audience: 'all', data: { seat: ctx.s.turn.seat, branch, to: level + 1 } });
}

// ---------------------------------------------------------------------------------------------
// Pathways
// ---------------------------------------------------------------------------------------------

function placePathway(ctx: Ctx, trail: number, ivory: boolean): void {
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

function liftPathway(ctx: Ctx, trail: number): void {
  const s = ctx.s;
  const prompt = s.pending[0] as Extract<Prompt, { kind: 'movePathway' }>;
  mut(ctx, 'pathways')[trail] = (s.pathways[trail] as number) & ~(1 << s.turn.seat);
  s.pending[0] = { ...prompt, lifted: trail, vacated: [...prompt.vacated, trail] };
}

function dropPathway(ctx: Ctx, trail: number): void {
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

// ---------------------------------------------------------------------------------------------
// Turns and the end
// ---------------------------------------------------------------------------------------------

function endTurn(ctx: Ctx): void {
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
    mutOf(ctx, next, 'ivory')[0] = null;
    ctx.events.push({ type: 'extraTurn', audience: 'all', data: { seat: next } });
  }
  s.turn = newTurn(s, next);
  s.turnNumber++;
  ctx.events.push({ type: 'turnStarted', audience: 'all', data: { seat: next } });
}

/** Answers automatic prompts, drops prompts with nothing left to do, ends a turn at Base Camp. */
function settle(ctx: Ctx): void {
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
    if (!(TRAILS_AT[at] as number[]).some((trail) => stepAllowed(s, trail))) {
      finishMove(ctx);
      settle(ctx);
    }
  } else if (t.phase === 'moved' && nothingLeftToDo(s)) {
    endTurn(ctx);
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

const ILLEGAL: Record<Move['type'], [string, string]> = {
  step: ['trail-not-allowed', 'You may move along one unfamiliar trail plus a chain of your own Pathways before or after it, each trail once per turn, never through Base Camp and not ending where you started.'],
  stopMove: ['cannot-stop-here', 'You must have moved and may not end your move where you started your turn.'],
  teleport: ['teleport-not-allowed', 'Teleport needs the ivory tile, instead of moving, to another temple of the same colour without a relic.'],
  replenish: ['replenish-not-allowed', 'Replenishing needs the ivory tile and happens at the very beginning of your turn.'],
  explore: ['cannot-explore', 'Explore once after your move, spending a ration, on a Ruin or Temple with tiles left (peek: ivory tile and 2+ tiles).'],
  useToolbox: ['toolbox-not-usable', 'Use at most one Toolbox per turn, from its spot on the Progression Table, outside another action, when its action is possible.'],
  climb: ['cannot-climb', 'Only a Toolbox on the Table below the top may move up one step.'],
  placePathway: ['pathway-not-allowed', 'Place a Pathway on a trail next to you that holds none of yours (ivory tiles widen this).'],
  liftPathway: ['cannot-lift', 'Pick up one of your Pathways on the board that you have not just moved.'],
  dropPathway: ['cannot-drop', 'A moved Pathway goes to a trail without one of yours, not one just vacated.'],
  keepIvory: ['no-ivory-choice', 'There is no ivory tile choice to make.'],
  pickTile: ['no-tile-choice', 'There is no temple tile to pick.'],
  flipToken: ['cannot-flip', 'There is no Toolbox token to flip now.'],
  stopFlipping: ['must-flip', 'You must flip this token.'],
  adjacentAction: ['not-adjacent', 'Choose an adjacent Ruin or Temple with tiles left.'],
  endTurn: ['cannot-end-turn', 'Finish your move and answer every pending choice before ending your turn.'],
};

/** Same answer as membership in legalMoves, checking the frequent moves without listing. */
function isLegal(state: State, seat: number, move: Move): boolean {
  const prompt = state.pending[0];
  if (prompt) return promptMoves(state, prompt).some((m) => sameJson(m, move));
  const phase = state.turn.phase;
  if (move.type === 'step') return phase !== 'moved' && stepAllowed(state, move.trail);
  if (move.type === 'stopMove') return phase === 'moving' && player(state, seat).location !== state.turn.start;
  if (move.type === 'endTurn') return phase === 'moved';
  return legalMoves(state, seat).some((m) => sameJson(m, move));
}

/** `peek: false` and `ivory: false` mean the same as leaving the flag out. */
function normalize(move: Move): Move {
  if (move.type === 'explore' && move.peek === false) return { type: 'explore' };
  if (move.type === 'placePathway' && move.ivory === false) return { type: 'placePathway', trail: move.trail };
  return move;
}

export function applyMove(state: State, seat: number, given: Move): ApplyOutcome<State> {
  const move = normalize(given);
  if (state.over) throw new RuleError('game-over', 'The game is over.');
  if (seat !== state.turn.seat) throw new RuleError('not-your-turn', `It is seat ${state.turn.seat}'s turn.`);
  if (!isLegal(state, seat, move)) {
    const prompt = state.pending[0];
    if (prompt) throw new RuleError('answer-prompt', `First answer the pending choice (${prompt.kind}).`);
    const [code, message] = ILLEGAL[move.type] ?? ['illegal-move', 'Not a legal move now.'];
    throw new RuleError(code, message);
  }
  const ctx = startCopy(state);
  const s = ctx.s;
  const p = me(ctx);
  switch (move.type) {
    case 'step':
      step(ctx, move.trail);
      break;
    case 'stopMove':
      finishMove(ctx);
      break;
    case 'teleport':
      discardIvory(ctx, 2, 'teleport');
      p.location = move.to;
      s.turn.phase = 'moved';
      ctx.events.push({ type: 'teleported', audience: 'all', data: { seat, to: move.to } });
      break;
    case 'replenish':
      discardIvory(ctx, 2, 'replenish');
      takeRations(ctx, seat, MAX_RATIONS);
      break;
    case 'explore': {
      p.rations--;
      s.campRations++;
      s.turn.explored = true;
      ctx.events.push({ type: 'explored', audience: 'all', data: { seat, site: p.location, peek: move.peek === true } });
      if (move.peek) {
        discardIvory(ctx, 2, 'peek');
        push(ctx, { kind: 'pickTile', site: p.location });
        const stack = s.stacks[p.location] as number[];
        ctx.events.push({ type: 'templePeeked', audience: only(seat), data: { site: p.location, topFirst: [...stack].reverse().map((id) => tile(id)) } });
      } else {
        exploreSite(ctx, p.location);
      }
      break;
    }
    case 'useToolbox':
      useToolbox(ctx, move.branch, move.level as Level, move.choice);
      break;
    case 'climb':
      climb(ctx, move.branch, move.level);
      break;
    case 'placePathway':
      placePathway(ctx, move.trail, move.ivory === true);
      break;
    case 'liftPathway':
      liftPathway(ctx, move.trail);
      break;
    case 'dropPathway':
      dropPathway(ctx, move.trail);
      break;
    case 'keepIvory': {
      const prompt = s.pending.shift() as Extract<Prompt, { kind: 'ivoryChoice' }>;
      const level = tile(prompt.newTile).level;
      scoreAtTemple(ctx, IVORY_DISCARD_POINTS, 'ivory-discard');
      const discarded = move.keep === 'new' ? p.ivory[level - 1] : prompt.newTile;
      if (move.keep === 'new') mine(ctx, 'ivory')[level - 1] = prompt.newTile;
      ctx.events.push({ type: 'ivoryKept', audience: 'all', data: { seat, kept: move.keep, discarded } });
      break;
    }
    case 'pickTile': {
      const prompt = s.pending.shift() as Extract<Prompt, { kind: 'pickTile' }>;
      const stack = s.stacks[prompt.site] as number[];
      takeTempleTile(ctx, prompt.site, stack.length - 1 - move.position, isUntouched(s, prompt.site));
      break;
    }
    case 'flipToken': {
      const prompt = s.pending[0] as Extract<Prompt, { kind: 'flip' }>;
      if (prompt.count > 1) s.pending[0] = { ...prompt, count: prompt.count - 1 };
      else s.pending.shift();
      const reset = flipToken(ctx, (TRAILS[move.trail] as { token: number }).token);
      if (reset) {
        if (s.turn.phase === 'moving') s.turn.bonusSteps++;
        else s.pending.splice(prompt.count > 1 ? 1 : 0, 0, { kind: 'climb', steps: 1 });
      }
      break;
    }
    case 'stopFlipping':
      s.pending.shift();
      break;
    case 'adjacentAction':
      s.pending.shift();
      exploreSite(ctx, move.location);
      break;
    case 'endTurn':
      endTurn(ctx);
      break;
  }
  settle(ctx);
  return { state: s, events: ctx.events };
}

