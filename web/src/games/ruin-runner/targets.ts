import type { Colour, Direction } from '../../../../src/games/ruin-runner/data.ts';
import type { Move } from '../../../../src/games/ruin-runner/moves.ts';
import { cellKey } from './geometry.ts';
import { words } from '../../i18n.ts';
import { COLOURS, DIRECTIONS, colourWords, directionWords, turnWords } from './words.ts';

const tw = words({
  en: {
    pickUp: 'Pick up tile {tile}: it fits on {n, plural, one {# square} other {# squares}}',
    putHere: 'Put tile {tile} here ({n, plural, one {# way} other {# ways}} to lay it)',
    turn: 'Turn the tile to its next legal way ({next}); now {now}',
    exitArrow: 'Put the exit arrow counter on the {direction} white arrow',
    place: 'Place tile {tile}',
    swapWith: 'Swap with seat {seat}',
    receive: 'Receive one {colour} counter',
    give: 'Give one {colour} counter',
    pass: 'Pass',
    move: 'Move {direction}',
    take: 'Take a {colour} counter',
    takeNothing: 'Take no counter',
    noSwap: 'Do not swap',
  },
  fr: {
    pickUp: 'Prenez la tuile {tile} : elle va sur {n, plural, one {# case} other {# cases}}',
    putHere: 'Mettez la tuile {tile} ici ({n, plural, one {# sens possible} other {# sens possibles}})',
    turn: 'Tournez la tuile vers son sens permis suivant ({next}) ; actuellement {now}',
    exitArrow: 'Mettez le jeton flèche de sortie sur la flèche blanche côté {direction}',
    place: 'Posez la tuile {tile}',
    swapWith: 'Échangez avec la place {seat}',
    receive: 'Recevez un jeton {colour}',
    give: 'Donnez un jeton {colour}',
    pass: 'Passez',
    move: '{dir, select, N {Allez au nord} E {Allez à l’est} S {Allez au sud} W {Allez à l’ouest} other {Allez vers {direction}}}',
    take: 'Prenez un jeton {colour}',
    takeNothing: 'Ne prenez aucun jeton',
    noSwap: 'N’échangez pas',
  },
});

/**
 * Which parts of the drawing can be clicked now, and what a click does: it plays one legal
 * move, or narrows the choice (a tile picked up from the hand, a square chosen, the tile turned).
 * Pure: the board draws from it and the tests walk it.
 *
 * Names (`data-target`):
 * - discovery: `hand:<tile>` -> `cell:<x>,<y>` -> (`turn` / `preview` / `exit-arrow`)* -> `place`; or `pass`.
 * - looting: `step:<N|E|S|W>`; then `loot:<colour>` (a counter on the tile) or `take:<colour>` (the
 *   same in the action bar) or `take-nothing`; then, with the variant, in the dialog
 *   `swap-with:<seat>` -> `receive:<colour>` -> `give:<colour>`, or `no-swap`.
 */

export interface Selection {
  /** The hand tile picked up. */
  tile: number | null;
  /** The square chosen for it, "x,y". */
  cell: string | null;
  /** Index into `orientationsAt(tile, cell)` of the orientation previewed. */
  orientation: number;
  /** Swap (variant): the player chosen, and the colour to receive from them. */
  swapWith: number | null;
  receive: Colour | null;
}

export const NO_SELECTION: Selection = { tile: null, cell: null, orientation: 0, swapWith: null, receive: null };

export type Step = { kind: 'play'; index: number } | { kind: 'select'; selection: Selection };

export interface BoardTarget {
  name: string;
  label: string;
  step: Step;
}

export interface Orientation {
  rotation: number;
  gateArrow: Direction | null;
  /** Index of the placement in the legal moves. */
  index: number;
}

export type Legal = { moves: Move[]; texts: (string | null)[] } | null;

/** Every legal placement, by hand tile, then by square, then by orientation (rotation, then exit arrow N..W). */
export function placements(moves: readonly Move[]): Map<number, Map<string, Orientation[]>> {
  const byTile = new Map<number, Map<string, Orientation[]>>();
  moves.forEach((m, index) => {
    if (m.type !== 'place') return;
    const cells = byTile.get(m.tile) ?? new Map<string, Orientation[]>();
    byTile.set(m.tile, cells);
    const key = cellKey(m.x, m.y);
    const list = cells.get(key) ?? [];
    cells.set(key, list);
    list.push({ rotation: m.rotation, gateArrow: m.gateArrow ?? null, index });
  });
  const order = (o: Orientation) => o.rotation * 4 + (o.gateArrow ? DIRECTIONS.indexOf(o.gateArrow) : 0);
  for (const cells of byTile.values()) for (const list of cells.values()) list.sort((a, b) => order(a) - order(b));
  return byTile;
}

/** The orientations legal for the selected tile on the selected square, [] when none is selected. */
export function orientationsOf(legal: Legal, selection: Selection): Orientation[] {
  if (!legal || selection.tile === null || selection.cell === null) return [];
  return placements(legal.moves).get(selection.tile)?.get(selection.cell) ?? [];
}

/** The orientation previewed now, or null. */
export function previewed(legal: Legal, selection: Selection): Orientation | null {
  const list = orientationsOf(legal, selection);
  return list[selection.orientation] ?? list[0] ?? null;
}

const text = (legal: NonNullable<Legal>, index: number, fallback: string) => legal.texts[index] ?? fallback;

function placementTargets(legal: NonNullable<Legal>, selection: Selection): BoardTarget[] {
  const byTile = placements(legal.moves);
  const targets: BoardTarget[] = [];
  const tile = selection.tile !== null && byTile.has(selection.tile) ? selection.tile : null;
  for (const [t, cells] of byTile) {
    if (t === tile) continue;
    targets.push({
      name: `hand:${t}`,
      label: tw('pickUp', { tile: t, n: cells.size }),
      step: { kind: 'select', selection: { ...NO_SELECTION, tile: t } },
    });
  }
  if (tile === null) return targets;
  const cells = byTile.get(tile)!;
  const cell = selection.cell !== null && cells.has(selection.cell) ? selection.cell : null;
  for (const [key, list] of cells) {
    if (key === cell) continue;
    targets.push({
      name: `cell:${key}`,
      label: tw('putHere', { tile, n: list.length }),
      step: { kind: 'select', selection: { ...NO_SELECTION, tile, cell: key } },
    });
  }
  if (cell === null) return targets;
  const list = cells.get(cell)!;
  const at = Math.min(selection.orientation, list.length - 1);
  const now = list[at]!;
  const rotations = [...new Set(list.map((o) => o.rotation))];
  const sameRotation = list.map((o, i) => ({ o, i })).filter(({ o }) => o.rotation === now.rotation);
  const base = { ...NO_SELECTION, tile, cell };
  if (rotations.length > 1) {
    const next = rotations[(rotations.indexOf(now.rotation) + 1) % rotations.length]!;
    const to = list.findIndex((o) => o.rotation === next);
    const label = tw('turn', { next: turnWords(next), now: turnWords(now.rotation) });
    targets.push({ name: 'turn', label, step: { kind: 'select', selection: { ...base, orientation: to } } });
    targets.push({ name: 'preview', label, step: { kind: 'select', selection: { ...base, orientation: to } } });
  }
  if (sameRotation.length > 1) {
    const pos = sameRotation.findIndex(({ i }) => i === at);
    const next = sameRotation[(pos + 1) % sameRotation.length]!;
    const label = tw('exitArrow', { direction: directionWords(next.o.gateArrow ?? 'N') });
    targets.push({ name: 'exit-arrow', label, step: { kind: 'select', selection: { ...base, orientation: next.i } } });
    if (rotations.length === 1) targets.push({ name: 'preview', label, step: { kind: 'select', selection: { ...base, orientation: next.i } } });
  }
  targets.push({ name: 'place', label: text(legal, now.index, tw('place', { tile })), step: { kind: 'play', index: now.index } });
  return targets;
}

type SwapOffer = { m: Extract<Move, { type: 'swap' }>; index: number };

function swapOffers(legal: NonNullable<Legal>): SwapOffer[] {
  return legal.moves.map((m, index) => ({ m, index })).filter((s): s is SwapOffer => s.m.type === 'swap');
}

/**
 * The swap being built: the partner and the colour to receive, each taken from the selection or
 * chosen already when only one is possible (a single choice is not asked).
 */
export function swapChoice(legal: Legal, selection: Selection): { partners: number[]; partner: number | null; receivable: Colour[]; receive: Colour | null } {
  const swaps = legal ? swapOffers(legal) : [];
  const partners = [...new Set(swaps.map((s) => s.m.with))];
  const partner = selection.swapWith !== null && partners.includes(selection.swapWith) ? selection.swapWith : partners.length === 1 ? partners[0]! : null;
  const withPartner = swaps.filter((s) => s.m.with === partner);
  const receivable = COLOURS.filter((c) => withPartner.some((s) => s.m.receive === c));
  const receive = selection.receive !== null && receivable.includes(selection.receive) ? selection.receive : receivable.length === 1 ? receivable[0]! : null;
  return { partners, partner, receivable, receive };
}

function swapTargets(legal: NonNullable<Legal>, selection: Selection): BoardTarget[] {
  const { partners, partner, receivable, receive } = swapChoice(legal, selection);
  if (partner === null) {
    return partners.map((p) => ({ name: `swap-with:${p}`, label: tw('swapWith', { seat: p + 1 }), step: { kind: 'select', selection: { ...NO_SELECTION, swapWith: p } } }));
  }
  if (receive === null) {
    return receivable.map((c) => ({
      name: `receive:${c}`,
      label: tw('receive', { colour: colourWords(c) }),
      step: { kind: 'select', selection: { ...NO_SELECTION, swapWith: partner, receive: c } },
    }));
  }
  return swapOffers(legal)
    .filter((s) => s.m.with === partner && s.m.receive === receive)
    .map((s) => ({ name: `give:${s.m.give}`, label: text(legal, s.index, tw('give', { colour: colourWords(s.m.give) })), step: { kind: 'play', index: s.index } }));
}

/** Every target offered for `selection` (a selection that no longer fits `legal` counts as none). */
export function boardTargets(legal: Legal, selection: Selection): BoardTarget[] {
  if (!legal) return [];
  const targets: BoardTarget[] = [];
  const play = (name: string, index: number, fallback: string) => targets.push({ name, label: text(legal, index, fallback), step: { kind: 'play', index } });
  if (legal.moves.some((m) => m.type === 'place')) targets.push(...placementTargets(legal, selection));
  if (legal.moves.some((m) => m.type === 'swap')) targets.push(...swapTargets(legal, selection));
  legal.moves.forEach((m, index) => {
    switch (m.type) {
      case 'pass':
        return play('pass', index, tw('pass'));
      case 'move':
        return play(`step:${m.direction}`, index, tw('move', { direction: directionWords(m.direction), dir: m.direction }));
      case 'take':
        play(`loot:${m.colour}`, index, tw('take', { colour: colourWords(m.colour) }));
        return play(`take:${m.colour}`, index, tw('take', { colour: colourWords(m.colour) }));
      case 'take-nothing':
        return play('take-nothing', index, tw('takeNothing'));
      case 'no-swap':
        return play('no-swap', index, tw('noSwap'));
    }
  });
  return targets;
}

/** Whether the legal moves ask the swap question (the variant), which the board asks in a dialog. */
export function asksSwap(legal: Legal): boolean {
  return !!legal && legal.moves.some((m) => m.type === 'swap' || m.type === 'no-swap');
}
