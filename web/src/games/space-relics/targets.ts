/**
 * Which clicks on the board make which legal move. Every move becomes one or more click paths:
 * keys naming a square (`cell:37`), one of your cards (`card:22`) or a button (`choice:4`, the
 * move's index). A click that leaves exactly one move reachable plays it; a click that leaves
 * several narrows the selection. Where two moves would share a whole path (stepping onto a
 * platform you could also lift), each gets a last `choice` button, so no click is ever ambiguous.
 */
import type { SpaceRelicsMove as Move } from '../../../../src/games/space-relics/moves.ts';
import { PLATFORM_SQUARES, ROT_DIRS, platformKindOf, type Dir8 } from './data.ts';
import { airlockCells, cellOf, platformCells, stepFrom, type Geometry, type View } from './geometry.ts';

export type Key = string;
export interface Path {
  keys: Key[];
  move: number;
}

export const cellKey = (cell: number): Key => `cell:${cell}`;
export const cardKey = (card: number): Key => `card:${card}`;
export const choiceKey = (move: number): Key => `choice:${move}`;
export function parseKey(key: Key): { kind: 'cell' | 'card' | 'choice'; value: number } {
  const [kind, value] = key.split(':');
  return { kind: kind as 'cell' | 'card' | 'choice', value: Number(value) };
}

/** The square you stand on, or -1. */
export function myCell(view: View): number {
  return view.seat === null ? -1 : (view.players[view.seat]?.pos ?? -1);
}

/** The click paths of one legal move (several when it can be reached from several squares). */
export function pathsOf(view: View, move: Move, index: number): Key[][] {
  const { geometry } = view;
  const here = myCell(view);
  const choice = [choiceKey(index)];
  const platformSquares = (id: number) => {
    const p = view.platforms.find((q) => q.id === id);
    return p ? platformCells(geometry, p).map(cellKey) : [];
  };
  switch (move.type) {
    case 'chooseAirlock':
      return [[cellKey(airlockCells(geometry)[move.airlock] as number)]];
    case 'selectPlatform':
    case 'removePlatform':
      return platformSquares(move.platform).map((k) => [k]);
    case 'placePlatform': {
      const pending = view.pending;
      const id = pending?.kind === 'place' ? pending.platform : -1;
      const anchor = cellOf(geometry, move.x, move.y);
      if (PLATFORM_SQUARES[platformKindOf(id)].length === 1) return [[cellKey(anchor)]];
      return [[cellKey(anchor), cellKey(stepFrom(geometry, anchor, ROT_DIRS[move.rot] as Dir8))]];
    }
    case 'step':
      return [[cellKey(stepFrom(geometry, here, move.dir, move.distance))]];
    case 'pickUpArtifact':
      if (!move.keycard) return [[cellKey(here)]];
      return (view.hand ?? []).filter((c) => c.kind === 'keycard').map((c) => [cardKey(c.card), cellKey(here)]);
    case 'activateShield': {
      const starter = view.seat === null ? null : view.players[view.seat]?.starter;
      return starter ? [[cardKey(starter.card)]] : [choice];
    }
    case 'shootGun':
      return [[cardKey(move.weapon), cellKey(view.guns[move.gun]?.cell ?? -1)]];
    case 'securityHack':
      return [[cardKey(move.card), cellKey(view.guns[move.gun]?.cell ?? -1)]];
    case 'disableNet':
      return move.weapon === null ? [choice] : [[cardKey(move.weapon), ...choice]];
    case 'useItem':
      return [[cardKey(move.card)]];
    case 'foamPatch':
    case 'overload':
    case 'thaw':
      return [[cardKey(move.card), ...choice]];
    case 'powerPack':
      return [[cardKey(move.card), ...(move.target === null ? choice : [cardKey(move.target)])]];
    case 'extinguish':
      return [[cardKey(move.card), cellKey(move.cell)]];
    case 'grapple':
      return [[cardKey(move.card), cellKey(stepFrom(geometry, here, move.dir, 3))]];
    case 'rocket':
      return [[cardKey(move.card), cellKey(stepFrom(geometry, here, move.dir, move.distance))]];
    case 'placeDoorways':
      return [[cardKey(move.card), cellKey(move.here), cellKey(move.there)]];
    case 'rotatePlatform': {
      const p = view.platforms.find((q) => q.id === move.platform);
      if (!p) return [];
      const turned = cellKey(stepFrom(geometry, cellOf(geometry, p.x, p.y), ROT_DIRS[move.rot] as Dir8));
      return platformSquares(move.platform).map((k) => [cardKey(move.card), k, turned]);
    }
    case 'patch':
    case 'endTurn':
    case 'counterTrap':
    case 'springTrap':
    case 'destroyItem':
      return [choice];
  }
}

const prefixId = (keys: readonly Key[], length = keys.length) => keys.slice(0, length).join(' ');

/** Every legal move's click paths, with a last `choice` key wherever a path alone would not decide. */
export function plan(view: View, moves: readonly Move[]): Path[] {
  const seen = new Set<string>();
  const raw: Path[] = [];
  moves.forEach((move, index) => {
    for (const keys of pathsOf(view, move, index)) {
      const id = `${index}|${prefixId(keys)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      raw.push({ keys, move: index });
    }
  });
  const movesUnder = new Map<string, Set<number>>();
  for (const p of raw) {
    for (let n = 1; n <= p.keys.length; n++) {
      const id = prefixId(p.keys, n);
      const set = movesUnder.get(id) ?? new Set<number>();
      set.add(p.move);
      movesUnder.set(id, set);
    }
  }
  return raw.map((p) => {
    const under = movesUnder.get(prefixId(p.keys)) as Set<number>;
    return under.size > 1 && !p.keys.includes(choiceKey(p.move)) ? { keys: [...p.keys, choiceKey(p.move)], move: p.move } : p;
  });
}

export interface Offer {
  key: Key;
  /** The distinct moves still reachable once this key is clicked (one: the click plays it). */
  moves: number[];
}

const startsWith = (keys: readonly Key[], prefix: readonly Key[]) => prefix.every((k, i) => keys[i] === k);

/** The keys that can be clicked after `selection`, in the order their moves are listed. */
export function offers(paths: readonly Path[], selection: readonly Key[]): Offer[] {
  const byKey = new Map<Key, Set<number>>();
  for (const p of paths) {
    if (p.keys.length <= selection.length || !startsWith(p.keys, selection)) continue;
    const key = p.keys[selection.length] as Key;
    const set = byKey.get(key) ?? new Set<number>();
    set.add(p.move);
    byKey.set(key, set);
  }
  return [...byKey.entries()].map(([key, set]) => ({ key, moves: [...set] }));
}

export type Click = { play: number } | { select: Key[] };

/** What clicking `key` after `selection` does: play the one move left, or narrow the choice. */
export function click(paths: readonly Path[], selection: readonly Key[], key: Key): Click | null {
  const offer = offers(paths, selection).find((o) => o.key === key);
  if (!offer) return null;
  return offer.moves.length === 1 ? { play: offer.moves[0] as number } : { select: [...selection, key] };
}

const FLIGHTS: readonly string[] = ['step', 'rocket', 'grapple'];

/**
 * A `data-target` name: what the click does (the move type when all moves left share one, and
 * `escape` for a move onto an airlock, which takes the pawn out) and where.
 */
export function targetName(geometry: Geometry, offer: Offer, moves: readonly Move[]): string {
  const types = new Set(offer.moves.map((i) => moves[i]?.type as string));
  const { kind, value } = parseKey(offer.key);
  if (kind === 'cell' && airlockCells(geometry).includes(value) && [...types].every((t) => FLIGHTS.includes(t))) return `escape:${offer.key}`;
  return `${types.size === 1 ? [...types][0] : 'choose'}:${offer.key}`;
}
