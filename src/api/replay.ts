import type { Context } from 'hono';
import { canSee, replayEntry, replayStart, type AnyGame, type GameEvent, type Seat } from '../engine/index.js';
import type { MatchRecord } from '../db/queries.js';
import { loadMoveRange } from '../db/replay-queries.js';
import type { AppDeps, AppEnv } from './context.js';
import { matchView } from './match-view.js';
import { ApiError } from './problem.js';
import { eventText, seatNames } from './words.js';
import { wordsLocale } from './locale.js';

/**
 * A match replayed version by version. Version 0 is the table as dealt (`setup` with the stored
 * seed); version n is the table after the n-th entry of the move log (the `seq` of its events),
 * system entries (timeouts, claims, resignations) included, applied exactly as the engine's
 * `replay` applies them.
 */

/** Most versions one request may ask for (a window for stepping; each carries a whole view). */
export const maxReplaySteps = 20;
/** A rebuilt state is kept every this many versions, so a step is never more than this many moves from one. */
const checkpointEvery = 32;
/** Matches whose kept states are remembered per app; the least recently replayed is dropped first. */
const keptMatches = 32;

/** Kept states by match id, then by version. The log is append-only, so a kept state never goes stale. */
const kept = new WeakMap<AppDeps, Map<string, Map<number, unknown>>>();

function checkpointsOf(c: Context<AppEnv>, matchId: string): Map<number, unknown> {
  const deps = c.get('deps');
  let matches = kept.get(deps);
  if (!matches) kept.set(deps, (matches = new Map()));
  const checkpoints = matches.get(matchId) ?? new Map<number, unknown>();
  // Re-inserted, so the map's order is least recently replayed first.
  matches.delete(matchId);
  matches.set(matchId, checkpoints);
  if (matches.size > keptMatches) matches.delete(matches.keys().next().value as string);
  return checkpoints;
}

export interface ReplayEvent {
  seq: number;
  seat: number;
  type: string;
  data?: Record<string, unknown>;
  text: string;
}

export interface ReplayStep {
  version: number;
  activeSeats: Seat[];
  view: unknown;
  events: ReplayEvent[];
}

/**
 * Versions `from` to `from + count - 1` (fewer at the end of the log) as `reader` may see each:
 * `view(state_v, reader)`, and once the match is finished its last version as the end of the
 * game reveals it; with that version's events the reader may see, in words written from that
 * same view, so nothing of a later version shows.
 */
export async function replaySteps(
  c: Context<AppEnv>,
  game: AnyGame,
  match: MatchRecord,
  reader: Seat | null,
  from: number,
  count: number,
): Promise<{ last: number; steps: ReplayStep[] }> {
  const checkpoints = checkpointsOf(c, match.id);
  // A kept state before `from` (strictly: the step at `from` needs its own entry's events).
  let base = from === 0 ? 0 : Math.floor((from - 1) / checkpointEvery) * checkpointEvery;
  while (base > 0 && !checkpoints.has(base)) base -= checkpointEvery;
  const through = from + count - 1;
  const { last, entries } = await loadMoveRange(c.get('db'), match.id, base, through);
  if (from > last) throw new ApiError('not-found', `No version ${from}: match ${match.id} has versions 0 to ${last}.`);

  let state = checkpoints.get(base);
  if (state === undefined) {
    state = replayStart(game, { players: match.players, options: match.options, seed: match.seed });
    checkpoints.set(0, state);
  }
  const locale = wordsLocale(c);
  const names = seatNames(match, locale);
  const finished = match.status === 'finished';
  const stepAt = (version: number, at: unknown, logged?: { seq: number; seat: number; events: unknown }): ReplayStep => {
    const theEnd = finished && version === last;
    const view = matchView(game, at, reader, theEnd);
    const events = ((logged?.events ?? []) as GameEvent[])
      .filter((e) => canSee(e.audience, reader))
      .map((e) => ({ seq: version, seat: logged?.seat ?? 0, type: e.type, ...(e.data ? { data: e.data } : {}), text: eventText(game, e, view, names, locale) }));
    return { version, activeSeats: theEnd ? [] : game.activeSeats(at), view, events };
  };

  const steps: ReplayStep[] = [];
  if (from === 0) steps.push(stepAt(0, state));
  for (const entry of entries) {
    state = replayEntry(game, state, entry, match.players);
    if (entry.seq % checkpointEvery === 0) checkpoints.set(entry.seq, state);
    if (entry.seq >= from) steps.push(stepAt(entry.seq, state, entry));
  }
  return { last, steps };
}
