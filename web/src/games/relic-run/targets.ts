import type { HeroCardId, PlayerZone } from '../../../../src/games/relic-run/data.ts';
import type { Move } from '../../../../src/games/relic-run/moves.ts';

/**
 * Which parts of the Relic Run board can be clicked now, and what a click does, computed from
 * the legal moves alone. A move is built in at most two clicks: a card's Play half then the
 * enemy or hero it goes to, or a zone then the card given up to get there (or the free move).
 */

/** A choice narrowed by a first click. */
export type Selection = { kind: 'play'; card: HeroCardId } | { kind: 'move'; to: PlayerZone };

/** What a click on a target does: send one legal move (its index), or narrow the choice. */
export type Click = { play: number } | { select: Selection };

export interface Targets {
  /** The selection in force: null when the one asked for matches no legal move. */
  selection: Selection | null;
  zones: Partial<Record<PlayerZone, Click>>;
  /** A hand card's Play half. */
  play: Partial<Record<HeroCardId, Click>>;
  /** A hand card's Discard half. */
  discard: Partial<Record<HeroCardId, number>>;
  /** A hand card given up to move (while a zone is selected). */
  giveUp: Partial<Record<HeroCardId, number>>;
  /** Enemy id -> the move playing the selected card on it. */
  enemies: Record<number, number>;
  /** Seat -> the move playing the selected (Block) card onto that hero. */
  heroes: Record<number, number>;
  freeMove: number | null;
  endPhase: number | null;
  potion: number | null;
  guard: { armor: number; index: number }[];
  burn: { card: HeroCardId; index: number }[];
}

function empty(selection: Selection | null): Targets {
  return { selection, zones: {}, play: {}, discard: {}, giveUp: {}, enemies: {}, heroes: {}, freeMove: null, endPhase: null, potion: null, guard: [], burn: [] };
}

function matches(move: Move, selection: Selection): boolean {
  return selection.kind === 'play' ? move.type === 'play' && move.card === selection.card : move.type === 'move' && move.to === selection.to;
}

/** One move alone completes the click; several make it a selection. */
function clickFor(indexes: number[], selection: Selection): Click {
  return indexes.length === 1 ? { play: indexes[0]! } : { select: selection };
}

function group<K extends string>(entries: [K, number][]): Map<K, number[]> {
  const out = new Map<K, number[]>();
  for (const [key, index] of entries) out.set(key, [...(out.get(key) ?? []), index]);
  return out;
}

export function targetsFor(moves: readonly Move[], asked: Selection | null): Targets {
  const selection = asked !== null && moves.some((m) => matches(m, asked)) ? asked : null;
  const t = empty(selection);
  if (selection !== null) {
    moves.forEach((m, i) => {
      if (!matches(m, selection)) return;
      if (m.type === 'play') {
        if (m.target !== undefined) t.enemies[m.target] = i;
        else if (m.onto !== undefined) t.heroes[m.onto] = i;
      } else if (m.type === 'move') {
        if (m.card === null) t.freeMove = i;
        else t.giveUp[m.card] = i;
      }
    });
    return t;
  }
  const plays = group(moves.flatMap((m, i): [HeroCardId, number][] => (m.type === 'play' ? [[m.card, i]] : [])));
  for (const [card, indexes] of plays) t.play[card] = clickFor(indexes, { kind: 'play', card });
  const goes = group(moves.flatMap((m, i): [PlayerZone, number][] => (m.type === 'move' ? [[m.to, i]] : [])));
  for (const [to, indexes] of goes) t.zones[to] = clickFor(indexes, { kind: 'move', to });
  moves.forEach((m, i) => {
    switch (m.type) {
      case 'place':
        t.zones[m.zone] = { play: i };
        break;
      case 'discard':
        t.discard[m.card] = i;
        break;
      case 'end-phase':
        t.endPhase = i;
        break;
      case 'potion':
        t.potion = i;
        break;
      case 'guard':
        t.guard.push({ armor: m.armor, index: i });
        break;
      case 'burn':
        t.burn.push({ card: m.card, index: i });
        break;
    }
  });
  return t;
}

/** Every click the targets offer (a prompt's choices included), for walking all click paths. */
export function clicksOf(t: Targets): Click[] {
  const plays = (indexes: (number | null | undefined)[]) => indexes.filter((i): i is number => typeof i === 'number').map((play) => ({ play }));
  return [
    ...Object.values(t.zones),
    ...Object.values(t.play),
    ...plays(Object.values(t.discard)),
    ...plays(Object.values(t.giveUp)),
    ...plays(Object.values(t.enemies)),
    ...plays(Object.values(t.heroes)),
    ...plays([t.freeMove, t.endPhase, t.potion]),
    ...plays(t.guard.map((g) => g.index)),
    ...plays(t.burn.map((b) => b.index)),
  ].filter((c): c is Click => c !== undefined);
}
