import type { Context } from 'hono';
import { EngineErrorCode, findGame, RuleError, type AnyGame } from '../engine/index.js';
import { loadMatch, loadMatchChecked, type MatchRecord } from '../db/queries.js';
import { settleChecks, takeChecks } from './request-checks.js';
import type { AppEnv, Caller } from './context.js';
import { viewingSeat } from './seats.js';
import { ApiError } from './problem.js';

/**
 * Matches recently read or written, by id and version, per app. Every write to a match bumps its
 * version, so a version names one content: a remembered one is never wrong, only possibly no
 * longer current. Reads remember what they read, and creating, joining and moving the match as
 * they stored it; only a move uses it, because its save checks the version atomically anyway.
 */
const recentMatches = new WeakMap<AppEnv['Variables']['deps'], Map<string, MatchRecord>>();
const recentMatchLimit = 500;

function recent(c: Context<AppEnv>): Map<string, MatchRecord> {
  const deps = c.get('deps');
  let map = recentMatches.get(deps);
  if (!map) recentMatches.set(deps, (map = new Map()));
  return map;
}

export function rememberMatch(c: Context<AppEnv>, match: MatchRecord): void {
  const map = recent(c);
  if (map.size >= recentMatchLimit) map.delete(map.keys().next().value as string);
  map.set(`${match.id}@${match.version}`, match);
}

/** A match this app read or wrote at exactly that version, if it still remembers it. */
export function rememberedMatch(c: Context<AppEnv>, matchId: string, version: number): MatchRecord | undefined {
  return recent(c).get(`${matchId}@${version}`);
}

export function gameOf(c: Context<AppEnv>, match: MatchRecord): AnyGame {
  // The version of its game's rules the match began with (engine/versions.ts).
  const game = findGame(c.get('deps').games, match.gameId, match.rulesVersion);
  if (!game) throw new Error(`match ${match.id} is of unknown game ${match.gameId} or rules version ${match.rulesVersion}`);
  return game;
}

export const noSuchMatch = (matchId: string) => new ApiError('not-found', 'No such match: it may have been deleted, or the address is mistyped.');

/**
 * The match, or a 404. When identify or idempotency left their checks to the route
 * (request-checks.ts), they are made in the same statement, and prevail over the 404.
 */
export async function loadMatchOr404(c: Context<AppEnv>, matchId: string): Promise<{ match: MatchRecord; game: AnyGame }> {
  const checks = takeChecks(c);
  let match: MatchRecord | undefined;
  if (checks) {
    const loaded = await loadMatchChecked(c.get('db'), matchId, { checks });
    settleChecks(c, loaded.found);
    match = loaded.match;
  } else {
    match = await loadMatch(c.get('db'), matchId);
  }
  if (!match) throw noSuchMatch(matchId);
  rememberMatch(c, match);
  return { match, game: gameOf(c, match) };
}

/** The version an ETag of this match names (matchEtag), if it is one. */
function versionInEtag(tag: string, matchId: string): number | undefined {
  const named = /^W\/"(.*)\.(\d+)\.(?:\d+|public)"$/.exec(tag);
  return named && named[1] === matchId ? Number(named[2]) : undefined;
}

/**
 * GET's read of a match, in one statement with the request's checks: a 304 for a reader whose
 * `If-None-Match` names the match's current version and their seat (the state is then not
 * read), else the match with the seat it is seen from. The ETag and Cache-Control headers are set.
 */
export async function readMatch(
  c: Context<AppEnv>,
  matchId: string,
  requestedSeat: number | undefined,
  reader: Caller | undefined,
): Promise<Response | { match: MatchRecord; game: AnyGame; seat: number | null }> {
  const tag = c.req.header('If-None-Match');
  const loaded = await loadMatchChecked(c.get('db'), matchId, { checks: takeChecks(c), unlessVersion: tag ? versionInEtag(tag, matchId) : undefined });
  settleChecks(c, loaded.found);
  let match = loaded.match;
  if (!match) throw noSuchMatch(matchId);
  let seat = viewingSeat(match, reader, requestedSeat);
  // The tag named this version for another seat: the state is read after all.
  if (loaded.stateOmitted && tag !== matchEtag(match, seat)) {
    ({ match } = await loadMatchOr404(c, matchId));
    seat = viewingSeat(match, reader, requestedSeat);
  } else if (!loaded.stateOmitted) {
    rememberMatch(c, match);
  }
  const etag = matchEtag(match, seat);
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  if (tag === etag) return c.body(null, 304);
  return { match, game: gameOf(c, match), seat };
}

/**
 * The match as it was at `version`, from memory when this process read or wrote it lately (a
 * client typically reads a match, then moves), else from the database. For a caller whose save
 * is conditional on that version: if the match has moved on since, the save fails.
 */
export async function matchAtVersion(c: Context<AppEnv>, matchId: string, version: number): Promise<{ match: MatchRecord; game: AnyGame; remembered: boolean }> {
  const match = recent(c).get(`${matchId}@${version}`);
  if (match) return { match, game: gameOf(c, match), remembered: true };
  return { ...(await loadMatchOr404(c, matchId)), remembered: false };
}

/** Turns the engine's refusal into the API's problem codes. */
export function ruleErrorToApi(err: RuleError): ApiError {
  switch (err.code) {
    case EngineErrorCode.notYourTurn:
      return new ApiError('not-your-turn', err.message);
    case EngineErrorCode.gameOver:
      return new ApiError('match-not-active', err.message);
    case EngineErrorCode.invalidMove:
      return new ApiError('invalid-move', err.message);
    default:
      return new ApiError('illegal-move', err.message, { rule: err.code });
  }
}

/** A weak ETag per match version and reader, since each seat sees a different body. */
export function matchEtag(match: Pick<MatchRecord, 'id' | 'version'>, seat: number | null): string {
  return `W/"${match.id}.${match.version}.${seat ?? 'public'}"`;
}
