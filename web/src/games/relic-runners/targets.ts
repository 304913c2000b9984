import type { RelicRunnersMove as Move } from '../../../../src/games/relic-runners/moves.ts';
import type { RelicRunnersView as View } from '../../../../src/games/relic-runners/view.ts';
import { words } from '../../i18n.ts';
import { placeName, templeColor } from './words.ts';

const t = words({
  en: {
    camp: 'Base Camp',
    ruin: 'the ruin {name}',
    temple: 'the {color} temple {name}',
    go: 'Go to {site}: walk or teleport',
    explore: 'Explore {site}: choose how',
    place: 'Place a pathway on trail {n}: with or without your ivory tile',
    climb: 'Move the toolbox at the bottom of your table up: then choose its branch',
    toolbox: 'Use this toolbox: then choose ({moves})',
    or: ' or ',
  },
  fr: {
    camp: 'le camp de base',
    ruin: 'la ruine {name}',
    temple: 'le temple {color} {name}',
    go: 'Allez vers {site} : à pied ou par téléportation',
    explore: 'Explorez {site} : choisissez comment',
    place: 'Posez un chemin sur le sentier {n} : avec ou sans votre tuile ivoire',
    climb: 'Faites monter la boîte à outils du bas de votre tableau : puis choisissez sa branche',
    toolbox: 'Utilisez cette boîte à outils : puis choisissez ({moves})',
    or: ' ou ',
  },
});

/**
 * Which parts of the drawing the player may click now, computed from the legal moves alone.
 *
 * Every legal move is a short path of clicks: a site then (only when it is ambiguous) how to
 * get there; a toolbox; a trail; a token; a button of the action bar or of a dialog. A click
 * that leaves exactly one legal move plays it; a click that leaves several narrows the choice
 * (the selection), and the next clicks choose among them. No path is the start of another, so
 * every move can be reached and every path ends in exactly one move.
 */

export interface Legal {
  moves: Move[];
  texts: (string | null)[];
}

/**
 * Where a click target is drawn: `site:<location>`, `trail:<id>`, `token:<trail>`,
 * `cell:<branch>:<level>` and `cell:bottom` (the player's Progression Table), `ivory:2` (the
 * player's level-2 ivory tile), `bar:<key>` (the action bar), `dialog:<key>` (the open dialog).
 */
export type Element = string;

interface Step {
  key: string;
  element: Element;
}

/** One thing the player may click now. */
export interface Choice {
  /** The target's name (its `data-target`). */
  key: string;
  element: Element;
  /** Its words for screen readers and tooltips: the move's own words when it leads to one. */
  label: string;
  /** Indexes in `legal.moves` of the moves this click leads to. */
  moves: number[];
}

export type Click = { play: number } | { select: string[] };

const bar = (key: string): Step => ({ key, element: `bar:${key}` });
const dialog = (key: string): Step => ({ key, element: `dialog:${key}` });

function otherEnd(view: View, trail: number, from: number): number {
  const ends = view.trails.find((t) => t.id === trail)?.ends ?? [from, from];
  return ends[0] === from ? ends[1] : ends[0];
}

/** The clicks that make `move`, in the situation `view` shows (the player on turn acts). */
export function pathOf(move: Move, view: View): Step[] {
  const here = view.explorers.find((e) => e.seat === view.turn.seat)?.location ?? 0;
  switch (move.type) {
    case 'step': {
      const to = otherEnd(view, move.trail, here);
      return [{ key: `go:${to}`, element: `site:${to}` }, bar(`walk:${to}`)];
    }
    case 'teleport':
      // While an ivory tile is being chosen, its teleport is one of the dialog's answers.
      if (view.prompt?.kind === 'ivoryChoice') return [dialog(`teleport:${move.to}`)];
      return [{ key: `go:${move.to}`, element: `site:${move.to}` }, bar(`teleport:${move.to}`)];
    case 'stopMove':
      return [bar('stop')];
    case 'replenish':
      return [{ key: 'replenish', element: 'ivory:2' }];
    case 'explore':
      return [{ key: `explore:${here}`, element: `site:${here}` }, bar(move.peek ? `explore-peek:${here}` : `explore-plain:${here}`)];
    case 'useToolbox': {
      const first = { key: `toolbox:${move.branch}:${move.level}`, element: `cell:${move.branch}:${move.level}` };
      return move.choice ? [first, bar(`shovel-${move.choice}`)] : [first];
    }
    case 'climb':
      if (move.level === 0) return [{ key: 'climb:bottom', element: 'cell:bottom' }, { key: `climb-to:${move.branch}`, element: `cell:${move.branch}:1` }];
      return [{ key: `climb:${move.branch}:${move.level}`, element: `cell:${move.branch}:${move.level}` }];
    case 'placePathway':
      return [{ key: `place:${move.trail}`, element: `trail:${move.trail}` }, bar(move.ivory ? `place-ivory:${move.trail}` : `place-plain:${move.trail}`)];
    case 'liftPathway':
      return [{ key: `lift:${move.trail}`, element: `trail:${move.trail}` }];
    case 'dropPathway':
      return [{ key: `drop:${move.trail}`, element: `trail:${move.trail}` }];
    case 'keepIvory':
      return [dialog(`keep:${move.keep}`)];
    case 'pickTile':
      return [dialog(`tile:${move.position}`)];
    case 'flipToken':
      return [{ key: `flip:${move.trail}`, element: `token:${move.trail}` }];
    case 'stopFlipping':
      return [bar('stop-flipping')];
    case 'adjacentAction':
      return [{ key: `adjacent:${move.location}`, element: `site:${move.location}` }];
    case 'endTurn':
      return [bar('end-turn')];
  }
}

function siteName(view: View, location: number): string {
  const site = view.sites.find((s) => s.location === location);
  if (!site || site.kind === 'camp') return t('camp');
  const name = placeName(site.name);
  return site.kind === 'ruin' ? t('ruin', { name }) : t('temple', { color: site.color ? templeColor(site.color) : '', name });
}

/** Words for a click that narrows the choice to several moves. */
function narrowingLabel(key: string, view: View, texts: string[]): string {
  const [kind, arg] = key.split(':');
  const n = Number(arg);
  switch (kind) {
    case 'go':
      return t('go', { site: siteName(view, n) });
    case 'explore':
      return t('explore', { site: siteName(view, n) });
    case 'place':
      return t('place', { n });
    case 'climb':
      return t('climb');
    case 'toolbox':
      return t('toolbox', { moves: texts.join(t('or')) });
    default:
      return texts.join(t('or'));
  }
}

function wordsOf(legal: Legal, index: number): string {
  return legal.texts[index] ?? legal.moves[index]?.type ?? '';
}

/** What may be clicked once `selection` has been clicked (none when nothing matches it). */
export function offered(legal: Legal | null, view: View, selection: readonly string[]): Choice[] {
  if (!legal) return [];
  const depth = selection.length;
  const byKey = new Map<string, { element: Element; moves: number[] }>();
  legal.moves.forEach((move, index) => {
    const path = pathOf(move, view);
    if (path.length <= depth || selection.some((key, i) => path[i]!.key !== key)) return;
    const step = path[depth]!;
    const group = byKey.get(step.key);
    if (group) group.moves.push(index);
    else byKey.set(step.key, { element: step.element, moves: [index] });
  });
  return [...byKey].map(([key, { element, moves }]) => ({
    key,
    element,
    moves,
    label: moves.length === 1 ? wordsOf(legal, moves[0]!) : narrowingLabel(key, view, moves.map((i) => wordsOf(legal, i))),
  }));
}

/** The result of clicking `key` after `selection`: a move to play, or a narrower selection. */
export function click(legal: Legal, view: View, selection: readonly string[], key: string): Click | null {
  const choice = offered(legal, view, selection).find((c) => c.key === key);
  if (!choice) return null;
  return choice.moves.length === 1 ? { play: choice.moves[0]! } : { select: [...selection, key] };
}

/** The offered choices by the element that carries them. */
export function byElement(choices: readonly Choice[]): Map<Element, Choice> {
  return new Map(choices.map((c) => [c.element, c]));
}
