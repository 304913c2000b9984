import { humanize, inlineText } from './format.ts';
import type { Move } from './api.ts';

export interface MoveChoice {
  /** Index in the legal-move list (and in its `texts`). */
  index: number;
  move: Move;
  label: string;
}

export interface MoveGroup {
  type: string;
  title: string;
  choices: MoveChoice[];
}

/** A move in words when the game gave none: its fields after the type ("Tile 22, x 0, y 1"). */
export function fallbackMoveLabel(move: Move): string {
  const { type, ...fields } = move;
  const rest = Object.entries(fields).map(([k, v]) => `${humanize(k)} ${inlineText(v)}`);
  return rest.length ? `${humanize(type)}: ${rest.join(', ')}` : humanize(type);
}

/** The legal moves grouped by type, in the order the game listed them, each with its words. */
export function groupMoves(moves: Move[], texts?: (string | null | undefined)[]): MoveGroup[] {
  const groups = new Map<string, MoveGroup>();
  moves.forEach((move, index) => {
    let group = groups.get(move.type);
    if (!group) groups.set(move.type, (group = { type: move.type, title: humanize(move.type), choices: [] }));
    group.choices.push({ index, move, label: texts?.[index] || fallbackMoveLabel(move) });
  });
  return [...groups.values()];
}
