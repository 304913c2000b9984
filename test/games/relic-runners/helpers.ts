import { relicRunners } from '../../../src/games/relic-runners/index.js';
import { TILES, type IvoryEffect, type Level, type PurpleEffect } from '../../../src/games/relic-runners/data.js';
import type { RelicRunnersMove as Move } from '../../../src/games/relic-runners/moves.js';
import type { RelicRunnersState as State } from '../../../src/games/relic-runners/state.js';
import type { GameEvent } from '../../../src/engine/index.js';
import type { Strategy } from '../../../src/bots/strategy.js';

export const G = relicRunners;
export type { Move, State };

export function fresh(players = 3, setup: 'first' | 'standard' | 'random' = 'first', seed = 'test'): State {
  return G.setup({ players, options: G.options.parse({ setup }), seed });
}

export function act(s: State, move: Move, seat = s.turn.seat): State {
  return G.apply(s, seat, move).state;
}

export function actEvents(s: State, move: Move, seat = s.turn.seat): { state: State; events: GameEvent[] } {
  return G.apply(s, seat, move);
}

export function legal(s: State): Move[] {
  return G.legalMoves(s, s.turn.seat);
}

export function has(s: State, move: Move): boolean {
  return legal(s).some((m) => JSON.stringify(m) === JSON.stringify(move));
}

export function ivoryTile(level: Level, effect: IvoryEffect): number {
  return TILES.find((t) => t.color === 'ivory' && t.level === level && t.effect === effect)!.id;
}

export function purpleTile(level: Level, effect: PurpleEffect): number {
  return TILES.find((t) => t.color === 'purple' && t.level === level && t.effect === effect)!.id;
}

export function blueTile(level: Level, value: number): number {
  return TILES.find((t) => t.color === 'blue' && t.level === level && t.value === value)!.id;
}

/** Puts the player on turn at `location`, after their move (ready to explore or use a Toolbox). */
export function movedTo(s: State, location: number): State {
  const p = s.players[s.turn.seat]!;
  p.location = location;
  s.turn.phase = 'moved';
  s.turn.trails = [0];
  return s;
}

/** Starts the turn of the seat on turn at `location`. */
export function startAt(s: State, location: number): State {
  s.players[s.turn.seat]!.location = location;
  s.turn.start = location;
  s.turn.startRelic = s.relicAt[location] ?? null;
  return s;
}

export function givePathways(s: State, seat: number, trails: number[]): void {
  for (const t of trails) s.pathways[t] = s.pathways[t]! | (1 << seat);
  s.players[seat]!.pathwaysInReserve -= trails.length;
}

/** Plays the seat's climb prompt to the end, always raising the first listed option. */
export function climbAll(s: State): State {
  while (s.pending[0]?.kind === 'climb') s = act(s, legal(s)[0]!);
  return s;
}

export function coins(s: State, seat: number): number {
  return s.players[seat]!.coins;
}

/** Stops the move unless it already ended by itself (no trail left to take). */
export function stopIfMoving(s: State): State {
  return s.turn.phase === 'moving' && s.pending.length === 0 ? act(s, { type: 'stopMove' }) : s;
}

/** Steps along `trails`, then stops there if the move has not already ended by itself. */
export function moveAlong(s: State, trails: number[]): State {
  for (const trail of trails) s = act(s, { type: 'step', trail });
  return stopIfMoving(s);
}

/** Lets `bot` play the seat on turn, from that seat's view, until its turn is over. */
export function playTurn(s: State, bot: Strategy): { state: State; moves: Move[] } {
  const seat = s.turn.seat;
  const turn = s.turnNumber;
  const moves: Move[] = [];
  while (!s.over && s.turn.seat === seat && s.turnNumber === turn) {
    const move = bot.decide({ gameId: G.id, seat, view: G.view(s, seat), legalMoves: G.legalMoves(s, seat) }) as Move;
    moves.push(move);
    s = G.apply(s, seat, move).state;
  }
  return { state: s, moves };
}
