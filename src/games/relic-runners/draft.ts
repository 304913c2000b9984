import type { GameEvent } from '../../engine/index.js';
import { MAX_RATIONS, RELIC_COLORS, TOKEN_COUNT, TOKEN_TRAIL, relicsToEnd, type Level, type RelicColor } from './data.js';
import { faceUpTokens, holdsIvory, player } from './board.js';
import type { PlayerState, Prompt, RelicRunnersState as State } from './state.js';

/**
 * The state being built by one move, with its events. Helpers here are the small effects
 * every part of a turn uses (scoring, rations, prompts, relics, token flips).
 */
export interface Ctx {
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

export function startCopy(state: State): Ctx {
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
    discards: state.discards,
    peeked: state.peeked,
  };
  return { s, events: [], copied: { arrays: 0, stacks: 0, players: 1 << state.turn.seat, nested: 0 } };
}

const SHARED_ARRAYS = { relicAt: 1, topRevealed: 2, tokens: 4, pathways: 8, extraTurns: 16 } as const;
type SharedArray = keyof typeof SHARED_ARRAYS;

export function mut<K extends SharedArray>(ctx: Ctx, key: K): State[K] {
  const bit = SHARED_ARRAYS[key];
  if ((ctx.copied.arrays & bit) === 0) {
    ctx.copied.arrays |= bit;
    (ctx.s[key] as unknown[]) = [...(ctx.s[key] as unknown[])];
  }
  return ctx.s[key];
}

export function mutStack(ctx: Ctx, site: number): number[] {
  if (ctx.copied.stacks === 0) ctx.s.stacks = [...ctx.s.stacks];
  if ((ctx.copied.stacks & (1 << site)) === 0) {
    ctx.copied.stacks |= 1 << site;
    ctx.s.stacks[site] = [...(ctx.s.stacks[site] as number[])];
  }
  return ctx.s.stacks[site] as number[];
}

export function mutPlayer(ctx: Ctx, seat: number): PlayerState {
  if ((ctx.copied.players & (1 << seat)) === 0) {
    ctx.copied.players |= 1 << seat;
    ctx.s.players[seat] = { ...(ctx.s.players[seat] as PlayerState) };
  }
  return ctx.s.players[seat] as PlayerState;
}

/** The player's chart, blue tiles, ivory tiles or relics, copied before the first write. */
export function mutOf<F extends NestedField>(ctx: Ctx, seat: number, field: F): PlayerState[F] {
  const p = mutPlayer(ctx, seat);
  const bit = 1 << (seat * 4 + NESTED_INDEX[field]);
  if ((ctx.copied.nested & bit) === 0) {
    ctx.copied.nested |= bit;
    p[field] = copyNested(p, field);
  }
  return p[field];
}

export function mine<F extends NestedField>(ctx: Ctx, field: F): PlayerState[F] {
  return mutOf(ctx, ctx.s.turn.seat, field);
}

// ---------------------------------------------------------------------------------------------
// Small effects
// ---------------------------------------------------------------------------------------------

export const only = (seat: number): number[] => [seat];

export function me(ctx: Ctx): PlayerState {
  return player(ctx.s, ctx.s.turn.seat);
}

/** Victory Coins are taken openly from the reserve, but the running total stays face down. */
export function score(ctx: Ctx, points: number, reason: string): void {
  if (points <= 0) return;
  const t = ctx.s.turn;
  const gained = t.doubling ? 2 * points : points;
  me(ctx).coins += gained;
  t.coinsThisTurn += points;
  ctx.events.push({ type: 'scored', audience: 'all', data: { seat: t.seat, points: gained, reason } });
}

/** VP scored while exploring a temple: ivory level 3 "temple bonus" adds 1. */
export function scoreAtTemple(ctx: Ctx, points: number, reason: string): void {
  score(ctx, points, reason);
  if (holdsIvory(me(ctx), 3, 'templeBonus')) score(ctx, 1, 'temple-bonus');
}

export function takeRations(ctx: Ctx, seat: number, wanted: number): void {
  const p = mutPlayer(ctx, seat);
  const n = Math.max(0, Math.min(wanted, MAX_RATIONS - p.rations, ctx.s.campRations));
  if (n === 0) return;
  p.rations += n;
  ctx.s.campRations -= n;
  ctx.events.push({ type: 'rationsTaken', audience: 'all', data: { seat, rations: n } });
}

/** A face-up tile leaves play. (`?? []`: matches stored before the pile was kept.) */
export function discardTile(ctx: Ctx, id: number): void {
  ctx.s.discards = [...(ctx.s.discards ?? []), id];
}

/** The seat on turn saw these tiles in a temple and left them there. */
export function rememberPeeked(ctx: Ctx, ids: number[]): void {
  const seat = ctx.s.turn.seat;
  const all = ctx.s.peeked ?? ctx.s.players.map(() => []);
  ctx.s.peeked = all.map((seen, i) => (i === seat ? [...seen, ...ids] : seen));
}

export function discardIvory(ctx: Ctx, level: Level, why: string): void {
  const p = me(ctx);
  const id = p.ivory[level - 1];
  mine(ctx, 'ivory')[level - 1] = null;
  if (id !== null && id !== undefined) discardTile(ctx, id);
  ctx.events.push({ type: 'ivoryUsed', audience: 'all', data: { seat: ctx.s.turn.seat, tile: id, why } });
}

export function push(ctx: Ctx, ...prompts: Prompt[]): void {
  ctx.s.pending.unshift(...prompts);
}

export function collectRelic(ctx: Ctx, location: number, color: RelicColor): void {
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
export function flipToken(ctx: Ctx, token: number): boolean {
  const s = ctx.s;
  const tokens = mut(ctx, 'tokens');
  tokens[token] = !tokens[token];
  ctx.events.push({ type: 'tokenFlipped', audience: 'all', data: { trail: TOKEN_TRAIL[token], faceUp: s.tokens[token] } });
  if (faceUpTokens(s) > 0) return false;
  s.tokens = Array<boolean>(TOKEN_COUNT).fill(true);
  ctx.events.push({ type: 'tokensReset', audience: 'all', data: { seat: s.turn.seat } });
  return true;
}
