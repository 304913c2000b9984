import type { Context } from 'hono';
import { EngineErrorCode, findGame, RuleError, type AnyGame } from '../engine/index.js';
import { loadMatch, loadMatchHeader, type MatchRecord } from '../db/queries.js';
import type { AppEnv, Caller } from './context.js';
import { viewingSeat } from './seats.js';
import { ApiError } from './problem.js';

/**
 * Matches recently read or written, by id and version, per app. Every write to a match bumps its
 * version, so a version names one content: a remembered one is never wrong, only possibly no
 * longer current. Only a move uses it, because its save checks the version atomically anyway.
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

function gameOf(c: Context<AppEnv>, match: MatchRecord): AnyGame {
  // The version of its game's rules the match began with (engine/versions.ts).
  const game = findGame(c.get('deps').games, match.gameId, match.rulesVersion);
  if (!game) throw new Error(`match ${match.id} is of unknown game ${match.gameId} or rules version ${match.rulesVersion}`);
  return game;
}

export async function loadMatchOr404(c: Context<AppEnv>, matchId: string): Promise<{ match: MatchRecord; game: AnyGame }> {
  const match = await loadMatch(c.get('db'), matchId);
  if (!match) throw new ApiError('not-found', 'No such match: it may have been deleted, or the address is mistyped.');
  rememberMatch(c, match);
  return { match, game: gameOf(c, match) };
}

/**
 * A 304 for a reader whose `If-None-Match` names the match's current version and their seat,
 * decided from the match's header alone (no state is read); null when the body must be sent.
 */
export async function notModified(c: Context<AppEnv>, matchId: string, requestedSeat: number | undefined, reader: Caller | undefined): Promise<Response | null> {
  const tag = c.req.header('If-None-Match');
  if (!tag) return null;
  const header = await loadMatchHeader(c.get('db'), matchId);
  if (!header) throw new ApiError('not-found', 'No such match: it may have been deleted, or the address is mistyped.');
  const etag = matchEtag(header, viewingSeat(header, reader, requestedSeat));
  if (tag !== etag) return null;
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  return c.body(null, 304);
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
