import { AIRLOCK, board, footprint, isStandable, platformKind } from '../../../src/games/space-relics/board.js';
import { FIRE_MARKERS, HEART_OF_SOL, TOTAL_CHARGES } from '../../../src/games/space-relics/data.js';
import { underRulesOf } from '../../../src/engine/index.js';
import { spaceRelics } from '../../../src/games/space-relics/index.js';
import { context } from '../../../src/games/space-relics/legal.js';
import type { SpaceRelicsState } from '../../../src/games/space-relics/state.js';

function fail(msg: string): never {
  throw new Error(`invariant: ${msg}`);
}

/** Are `lists` together exactly the ids from..from+n-1, each once? (n <= 30: a bit mask.) */
function exactly(n: number, from: number, ...lists: number[][]): boolean {
  let mask = 0;
  let count = 0;
  for (const list of lists) {
    for (const id of list) {
      const i = id - from;
      if (i < 0 || i >= n || mask & (1 << i)) return false;
      mask |= 1 << i;
      count++;
    }
  }
  return count === n;
}

/** Cells covered by a platform, stamped with a per-call generation to avoid allocating. */
const stamp: number[] = new Array<number>(225).fill(0);
let generation = 0;

/** Everything that must hold after every move. */
/** Checks `s` under the rules and board of `game`, the version that plays it (the latest unless said). */
export function checkInvariants(s: SpaceRelicsState, game: typeof spaceRelics = spaceRelics): void {
  underRulesOf(game, () => invariantsHold(s, game));
}

function invariantsHold(s: SpaceRelicsState, game: typeof spaceRelics): void {
  for (const [seat, p] of s.players.entries()) {
    if (p.ap < 0) fail(`seat ${seat} AP ${p.ap}`);
    if (p.holes < 0) fail(`seat ${seat} holes ${p.holes}`);
    if ((p.status === 'museum') !== (p.pos >= 0) && s.phase === 'play') fail(`seat ${seat} status ${p.status} pos ${p.pos}`);
  }
  // Platforms never overlap each other, a gallery or an airlock.
  generation++;
  for (const pl of s.platforms) {
    const cells = footprint(platformKind(pl.id), pl.x, pl.y, pl.rot);
    if (!cells) fail(`platform ${pl.id} off board`);
    for (const c of cells) {
      if ((board().areaOfCell[c] as number) >= 0 || board().airlockCells.includes(c) || stamp[c] === generation) fail(`platform ${pl.id} overlaps at ${c}`);
      stamp[c] = generation;
    }
  }
  const pendingTile = s.pending?.kind === 'place' ? [s.pending.platform] : [];
  if (!exactly(20, 0, s.platforms.map((p) => p.id), s.platformPile, s.removedPlatforms, pendingTile)) fail('platform tiles');
  // Cards are conserved.
  const hands = s.players.flatMap((p) => p.hand.map((h) => h.card));
  if (!exactly(22, 0, s.itemDeck, s.itemDiscard, hands)) fail('item cards');
  const starters = s.players.flatMap((p) => (p.starter ? [p.starter.card] : []));
  if (!exactly(8, 22, starters, s.startersAway)) fail('blaster/shield cards');
  const blue = s.players.flatMap((p) => p.artifacts.filter((a) => a !== HEART_OF_SOL));
  if (!exactly(9, 1, s.artifactDeck, blue)) fail('artifact cards');
  const heartHolders = s.players.filter((p) => p.artifacts.includes(HEART_OF_SOL)).length;
  if (heartHolders + (s.artifactMarkers.includes(4) ? 1 : 0) !== 1) fail('Heart of Sol');
  if (blue.length + s.artifactMarkers.filter((a) => a !== 4).length !== 8) fail('blue markers');
  const charges = s.players.reduce((n, p) => n + (p.starter?.charges ?? 0) + p.hand.reduce((m, h) => m + h.charges, 0), 0);
  if (s.chargeSupply < 0 || charges + s.chargeSupply !== TOTAL_CHARGES) fail(`charges ${charges} + ${s.chargeSupply}`);
  if (s.fires.length > FIRE_MARKERS) fail('fires');
  if (s.doors.length !== 0 && s.doors.length !== 2) fail('doors');
  // Pawns stand on distinct walkable spaces.
  const full = context(s, 0).grid; // cached: the next legalMoves reuses it
  const seen = new Set<number>();
  for (const p of s.players) {
    if (p.pos < 0) continue;
    if (seen.has(p.pos)) fail(`two pawns on ${p.pos}`);
    seen.add(p.pos);
    const k = full.kind[p.pos] as number;
    if (!isStandable(k) && k !== AIRLOCK && !full.doors.includes(p.pos)) fail(`pawn on cell kind ${k}`);
  }
  const active = game.activeSeats(s);
  if ((active.length === 0) !== (s.result !== null)) fail(`active ${active} result ${s.result !== null}`);
}
