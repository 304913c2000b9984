import { START_TILE, TELEPORT_EXIT_OF, TILES } from './data.js';
import { hasInArrow, masksOf, neighbour, sumCounters } from './board.js';
import type { PlacedTile } from './state.js';
import { rules } from './versions.js';

/**
 * Which tiles of a board a looter can ever stand on, starting from START. Used to measure the
 * designed tile set (bench/ruin-runner-reach.ts, RULES.md "Reach") and by sensible placement.
 *
 * A Gate counts with both white arrows: its exit arrow counter moves to the other one each time
 * a looter leaves, so over a game both are used. Entering a Teleport Entrance whose Exit lies on
 * the board lands on the Exit; a Teleport to Start lands on START.
 */
export function reachableTiles(board: readonly PlacedTile[]): boolean[] {
  const cells = new Map<string, number>();
  board.forEach((p, i) => cells.set(`${p.x},${p.y}`, i));
  const exitIndex = new Map<number, number>();
  board.forEach((p, i) => exitIndex.set(p.tile, i));
  const seen = board.map(() => false);
  const start = board.findIndex((p) => p.tile === START_TILE);
  seen[start] = true;
  const queue = [start];
  while (queue.length > 0) {
    const from = board[queue.pop()!]!;
    const out = masksOf(from).out;
    for (let d = 0; d < 4; d++) {
      if (!(out & (1 << d))) continue;
      const [nx, ny] = neighbour(from.x, from.y, d);
      const entered = cells.get(`${nx},${ny}`);
      if (entered === undefined || !hasInArrow(board[entered]!, (d + 2) % 4)) continue;
      let at = entered;
      const kind = TILES[board[entered]!.tile]!.kind;
      if (kind === 'teleport-to-start') at = start;
      else if (kind === 'teleport-entrance') at = exitIndex.get(TELEPORT_EXIT_OF[board[entered]!.tile]!) ?? entered;
      if (!seen[at]) {
        seen[at] = true;
        queue.push(at);
      }
    }
  }
  return seen;
}

/** Counters lying on tiles a looter can reach from START. */
export function reachableCounters(board: readonly PlacedTile[]): number {
  const reach = reachableTiles(board);
  let n = 0;
  board.forEach((p, i) => {
    if (reach[i]) n += sumCounters(p.counters);
  });
  return n;
}

/**
 * Open ends of the reachable ruins: empty squares that a reachable tile's out arrow (or white
 * arrow) points at. A tile laid there with an in arrow facing back is reachable too.
 */
export function reachableOpenEnds(board: readonly PlacedTile[]): number {
  const reach = reachableTiles(board);
  const cells = new Set(board.map((p) => `${p.x},${p.y}`));
  const ends = new Set<string>();
  board.forEach((p, i) => {
    if (!reach[i]) return;
    const out = rules().masks[p.tile]![p.rotation]!.out;
    for (let d = 0; d < 4; d++) {
      if (!(out & (1 << d))) continue;
      const [nx, ny] = neighbour(p.x, p.y, d);
      if (!cells.has(`${nx},${ny}`)) ends.add(`${nx},${ny}`);
    }
  });
  return ends.size;
}

/** Walkable links among reachable tiles: a reachable tile's out arrow facing a placed tile's in arrow. */
export function reachableLinks(board: readonly PlacedTile[]): number {
  const reach = reachableTiles(board);
  const cells = new Map<string, number>();
  board.forEach((p, i) => cells.set(`${p.x},${p.y}`, i));
  let links = 0;
  board.forEach((p, i) => {
    if (!reach[i]) return;
    const out = rules().masks[p.tile]![p.rotation]!.out;
    for (let d = 0; d < 4; d++) {
      if (!(out & (1 << d))) continue;
      const [nx, ny] = neighbour(p.x, p.y, d);
      const j = cells.get(`${nx},${ny}`);
      if (j !== undefined && hasInArrow(board[j]!, (d + 2) % 4)) links++;
    }
  });
  return links;
}
