import { playMove, underRulesOf, type GameEvent } from '../../../src/engine/index.js';
import { spaceRelics } from '../../../src/games/space-relics/index.js';
import { board as museumBoard, buildGrid, cellOf as boardCellOf, lineOfFire } from '../../../src/games/space-relics/board.js';
import { CARDS, type ItemKind } from '../../../src/games/space-relics/data.js';
import { chargesOf, layMuseum } from '../../../src/games/space-relics/setup.js';
import type { SpaceRelicsMove } from '../../../src/games/space-relics/moves.js';
import type { HeldCard, PlacedPlatform, Player, SpaceRelicsState } from '../../../src/games/space-relics/state.js';

/**
 * The rule tests play rules version 3: its rules are version 4's to the letter, on the 15 x 15
 * board that the hand-built scenarios and the rulebook's worked example turns were drawn on.
 * Version 4's board is tested in museum.test.ts, random games of the latest version in fuzz.test.ts.
 */
export const game = spaceRelics.earlierVersions![3]! as typeof spaceRelics;
export type State = SpaceRelicsState;
/** Runs `f` under the tests' rules and board: for the game's module functions called directly. */
export const underTestRules = <T>(f: () => T): T => underRulesOf(game, f);
export const cellOf = (x: number, y: number): number => underTestRules(() => boardCellOf(x, y));

/** Area -> gallery tile used by the hand-built scenarios (centre tile 0 on area 4). */
export const TEST_GALLERIES = [1, 2, 3, 4, 0, 5, 6, 7, 8];

export const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A fresh game with every seat placed on an airlock (seat i on airlock `airlocks[i]`). */
export function started(players = 2, seed = 'test', airlocks = [7, 0, 2, 4]): State {
  let s = game.setup({ players, options: {}, seed });
  for (let seat = players - 1; seat >= 0; seat--) s = play(s, seat, { type: 'chooseAirlock', airlock: airlocks[seat] as number });
  return s;
}

/** First card id of an item kind not in `exclude`. */
export function cardOf(kind: ItemKind, exclude: number[] = []): number {
  const id = CARDS.findIndex((k, i) => k === kind && !exclude.includes(i));
  if (id < 0) throw new Error(kind);
  return id;
}

export function held(kind: ItemKind, charges?: number, exclude: number[] = []): HeldCard {
  const card = cardOf(kind, exclude);
  return { card, charges: charges ?? chargesOf(card) };
}

export interface Scenario {
  players?: number;
  platforms?: PlacedPlatform[];
  /** Per seat: position (x, y) and overrides. */
  pawns?: ({ at: [number, number] } & Partial<Player>)[];
  turn?: number;
  round?: number;
}

/**
 * A hand-built museum: the TEST_GALLERIES layout, the given platforms only (the rest in the
 * pile), pawns where asked, turn of `turn`. Card conservation is kept: held cards leave the decks.
 */
export function scenario(sc: Scenario): State {
  const players = sc.players ?? 2;
  const base = game.setup({ players, options: {}, seed: 'scenario' });
  const s = copy(base);
  s.galleries = [...TEST_GALLERIES];
  Object.assign(s, underTestRules(() => layMuseum(s.galleries)));
  s.platforms = copy(sc.platforms ?? []);
  const onBoard = s.platforms.map((p) => p.id);
  s.platformPile = Array.from({ length: 20 }, (_, i) => i).filter((i) => !onBoard.includes(i));
  s.phase = 'play';
  s.airlockQueue = [];
  s.turn = sc.turn ?? 0;
  s.round = sc.round ?? 1;
  (sc.pawns ?? []).forEach((pw, seat) => {
    const { at, ...rest } = pw;
    const p = s.players[seat] as Player;
    Object.assign(p, rest);
    p.pos = cellOf(at[0], at[1]);
  });
  s.players.forEach((p, seat) => {
    if (p.pos < 0) p.pos = underTestRules(() => museumBoard().airlockCells[seat] as number);
  });
  // Keep cards and charges conserved after the overrides.
  const heldIds = s.players.flatMap((p) => p.hand.map((h) => h.card));
  s.itemDeck = s.itemDeck.filter((c) => !heldIds.includes(c));
  const starters = s.players.flatMap((p) => (p.starter ? [p.starter.card] : []));
  s.startersAway = [22, 23, 24, 25, 26, 27, 28, 29].filter((c) => !starters.includes(c));
  const heldCharges = s.players.reduce((n, p) => n + (p.starter?.charges ?? 0) + p.hand.reduce((m, h) => m + h.charges, 0), 0);
  s.chargeSupply = 30 - heldCharges;
  return s;
}

export function play(s: State, seat: number, move: SpaceRelicsMove): State {
  return playMove(game, s, seat, move).state as State;
}

export function playEv(s: State, seat: number, move: SpaceRelicsMove): { state: State; events: GameEvent[] } {
  const out = playMove(game, s, seat, move);
  return { state: out.state as State, events: out.events };
}

export function legal(s: State, seat: number): SpaceRelicsMove[] {
  return game.legalMoves(s, seat);
}

export const me = (s: State, seat = 0): Player => s.players[seat] as Player;
export const at = (x: number, y: number): number => cellOf(x, y);

export function lines(s: State): number[][] {
  return underTestRules(() => {
    const grid = buildGrid(s);
    return s.guns.map((g) => (g.disabled ? [] : lineOfFire(g, grid)));
  });
}

export function board(s: State): string {
  return game.view(s, null).board.map((r, y) => `${String(y).padStart(2)} ${r}`).join('\n');
}
