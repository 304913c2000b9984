import { BRANCHES, CAMP, LEVELS, TOKEN_TRAIL, otherEnd, tile, type Branch, type Level } from './data.js';
import { boardMap } from './versions.js';
import {
  freeAdjacentTrails, hasPathway, holdsIvory, isExplorable, isTemple, ownTrails, pathwaysOnBoard, player,
} from './board.js';
import type { RelicRunnersMove as Move } from './moves.js';
import type { Prompt, RelicRunnersState as State } from './state.js';

/** Whether a step along `trail` keeps the Move legal (one unfamiliar trail, chain before or after). */
export function stepAllowed(s: State, trail: number): boolean {
  const t = s.turn;
  if (t.trails.includes(trail)) return false;
  const p = player(s, t.seat);
  if (!(boardMap().trailsAt[p.location] as number[]).includes(trail)) return false;
  const dest = otherEnd(trail, p.location, boardMap());
  if (dest === CAMP && t.start === CAMP) return false; // Base Camp stops the move where it began.
  if (hasPathway(s, t.seat, trail)) {
    const chainBefore = t.unfamiliarAt > 0;
    const alreadyAfter = t.unfamiliarAt >= 0 && t.trails.length - 1 > t.unfamiliarAt;
    if (chainBefore && !alreadyAfter && !holdsIvory(p, 2, 'midChainTrail')) return false;
  } else if (t.unfamiliarAt >= 0) {
    return false;
  }
  if (dest !== t.start) return true;
  // Back where the turn began (never Base Camp, which would have stopped the move): only if
  // the move can still go on to another location from there.
  const unfamiliarAt = hasPathway(s, t.seat, trail) ? t.unfamiliarAt : t.trails.length;
  const length = t.trails.length + 1;
  const midChain = holdsIvory(p, 2, 'midChainTrail');
  for (const next of boardMap().trailsAt[dest] as number[]) {
    if (next === trail || t.trails.includes(next)) continue;
    if (!hasPathway(s, t.seat, next)) {
      if (unfamiliarAt < 0) return true;
    } else if (!(unfamiliarAt > 0 && length - 1 === unfamiliarAt) || midChain) {
      return true;
    }
  }
  return false;
}

function stepMoves(s: State): Move[] {
  const out: Move[] = [];
  for (const trail of boardMap().trailsAt[player(s, s.turn.seat).location] as number[]) {
    if (stepAllowed(s, trail)) out.push({ type: 'step', trail });
  }
  return out;
}

export function teleportTargets(s: State): number[] {
  return holdsIvory(player(s, s.turn.seat), 2, 'teleport') ? teleportDestinations(s) : [];
}

/** Temples of the colour of the player's location, without a relic, other than where the turn began. */
function teleportDestinations(s: State): number[] {
  const p = player(s, s.turn.seat);
  if (!isTemple(p.location)) return [];
  const color = s.templeColor[p.location];
  const out: number[] = [];
  s.templeColor.forEach((c, loc) => {
    if (c === color && loc !== p.location && loc !== s.turn.start && s.relicAt[loc] === null) out.push(loc);
  });
  return out;
}

export function toolboxUsable(s: State, branch: Branch, level: Level): boolean {
  const seat = s.turn.seat;
  const p = player(s, seat);
  if ((p.chart[branch][level - 1] ?? 0) === 0) return false;
  if (branch === 'machete') return level !== 1 || (isTemple(p.location) && isExplorable(s, p.location));
  if (branch === 'compass') return level === 3 || pathwaysOnBoard(p) >= level;
  return level !== 2 || (p.pathwaysInReserve > 0 && freeAdjacentTrails(s, seat, p.location).length > 0);
}

function toolboxMoves(s: State): Move[] {
  const out: Move[] = [];
  if (s.turn.toolboxUsed) return out;
  const p = player(s, s.turn.seat);
  const c = p.chart;
  if (c.bottom + c.reserve === 3) return out; // no Toolbox up on the Table
  for (const branch of BRANCHES) {
    for (const level of LEVELS) {
      if (!toolboxUsable(s, branch, level)) continue;
      if (branch === 'shovel' && level === 1) {
        if (p.chart.reserve > 0) out.push({ type: 'useToolbox', branch, level, choice: 'toolbox' });
        out.push({ type: 'useToolbox', branch, level, choice: 'points' });
      } else {
        out.push({ type: 'useToolbox', branch, level });
      }
    }
  }
  return out;
}

function exploreMoves(s: State): Move[] {
  const t = s.turn;
  const p = player(s, t.seat);
  if (t.explored || p.rations === 0 || !isExplorable(s, p.location)) return [];
  const out: Move[] = [{ type: 'explore' }];
  if (isTemple(p.location) && (s.stacks[p.location] as number[]).length > 1 && holdsIvory(p, 2, 'peek')) {
    out.push({ type: 'explore', peek: true });
  }
  return out;
}

export function climbMoves(s: State): Move[] {
  const chart = player(s, s.turn.seat).chart;
  const out: Move[] = [];
  if (chart.bottom > 0) for (const branch of BRANCHES) out.push({ type: 'climb', branch, level: 0 });
  for (const branch of BRANCHES) {
    for (const level of [1, 2]) if ((chart[branch][level - 1] ?? 0) > 0) out.push({ type: 'climb', branch, level });
  }
  return out;
}

function placePathwayMoves(s: State, prompt: Extract<Prompt, { kind: 'placePathway' }>): Move[] {
  const seat = s.turn.seat;
  const p = player(s, seat);
  if (p.pathwaysInReserve === 0) return [];
  const near = freeAdjacentTrails(s, seat, prompt.anchor);
  const out: Move[] = near.map((trail) => ({ type: 'placePathway', trail }));
  if (!prompt.ivoryAllowed) return out;
  if (holdsIvory(p, 2, 'doublePathway') && p.pathwaysInReserve >= 2 && near.length >= 2) {
    for (const trail of near) out.push({ type: 'placePathway', trail, ivory: true });
  }
  if (holdsIvory(p, 2, 'pathwayAnywhere')) {
    for (const tr of boardMap().trails) {
      if (!near.includes(tr.id) && !hasPathway(s, seat, tr.id)) out.push({ type: 'placePathway', trail: tr.id, ivory: true });
    }
  }
  return out;
}

function movePathwayMoves(s: State, prompt: Extract<Prompt, { kind: 'movePathway' }>): Move[] {
  const seat = s.turn.seat;
  if (prompt.lifted === null) {
    return ownTrails(s, seat)
      .filter((t) => !prompt.placed.includes(t))
      .map((trail) => ({ type: 'liftPathway', trail }));
  }
  return boardMap().trails.filter((t) => !hasPathway(s, seat, t.id) && !prompt.vacated.includes(t.id)).map((t) => ({ type: 'dropPathway', trail: t.id }));
}

/**
 * "When applicable, you may still use the power of the Ivory Tile you're discarding, before
 * discarding it and keeping the other": which of the two same-level tiles has a power usable at
 * this moment (RULES.md, "We decided"). Only the level-2 teleport ever is, and only while the
 * turn's move is still to come: the choice then arose from Machete 1 used before moving.
 */
export function usableBeforeDiscard(s: State, prompt: Extract<Prompt, { kind: 'ivoryChoice' }>): number | null {
  if (s.turn.phase !== 'start') return null;
  const fresh = tile(prompt.newTile);
  if (fresh.level !== 2) return null;
  const held = player(s, s.turn.seat).ivory[1] ?? null;
  for (const id of [prompt.newTile, held]) {
    if (id === null) continue;
    const t = tile(id);
    if (t.color === 'ivory' && t.effect === 'teleport' && teleportDestinations(s).length > 0) return id;
  }
  return null;
}

function ivoryChoiceMoves(s: State, prompt: Extract<Prompt, { kind: 'ivoryChoice' }>): Move[] {
  const out: Move[] = [{ type: 'keepIvory', keep: 'new' }, { type: 'keepIvory', keep: 'old' }];
  if (usableBeforeDiscard(s, prompt) !== null) for (const to of teleportDestinations(s)) out.push({ type: 'teleport', to });
  return out;
}

export function adjacentSites(s: State, from: number): number[] {
  const out: number[] = [];
  for (const t of boardMap().trailsAt[from] as number[]) {
    const loc = otherEnd(t, from, boardMap());
    if (isExplorable(s, loc) && !out.includes(loc)) out.push(loc);
  }
  return out;
}

export function promptMoves(s: State, prompt: Prompt): Move[] {
  switch (prompt.kind) {
    case 'climb':
      return climbMoves(s);
    case 'placePathway':
      return placePathwayMoves(s, prompt);
    case 'ivoryChoice':
      return ivoryChoiceMoves(s, prompt);
    case 'pickTile':
      return (s.stacks[prompt.site] as number[]).map((_, position) => ({ type: 'pickTile', position }));
    case 'movePathway':
      return movePathwayMoves(s, prompt);
    case 'flip': {
      const out: Move[] = TOKEN_TRAIL.map((trail) => ({ type: 'flipToken', trail }));
      if (prompt.optional) out.push({ type: 'stopFlipping' });
      return out;
    }
    case 'adjacentAction':
      return adjacentSites(s, prompt.from).map((location) => ({ type: 'adjacentAction', location }));
    case 'reveal':
      return [];
  }
}

/** After the move, with no choice pending: only `endTurn` would be legal. */
export function nothingLeftToDo(s: State): boolean {
  return toolboxMoves(s).length === 0 && exploreMoves(s).length === 0;
}

export function legalMoves(s: State, seat: number): Move[] {
  if (s.over || seat !== s.turn.seat) return [];
  const prompt = s.pending[0];
  if (prompt) return promptMoves(s, prompt);
  const t = s.turn;
  const p = player(s, seat);
  switch (t.phase) {
    case 'start': {
      const out: Move[] = [];
      if (!t.toolboxUsed && holdsIvory(p, 2, 'replenish')) out.push({ type: 'replenish' });
      out.push(...toolboxMoves(s), ...stepMoves(s));
      for (const to of teleportTargets(s)) out.push({ type: 'teleport', to });
      return out;
    }
    case 'moving': {
      const out = stepMoves(s);
      if (p.location !== t.start) out.push({ type: 'stopMove' });
      return out;
    }
    case 'moved': {
      const out = toolboxMoves(s);
      for (const m of exploreMoves(s)) out.push(m);
      out.push({ type: 'endTurn' });
      return out;
    }
  }
}
