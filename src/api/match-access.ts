import type { Context } from 'hono';
import { EngineErrorCode, RuleError, type AnyGame } from '../engine/index.js';
import { loadMatch, type MatchRecord } from '../db/queries.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';

export async function loadMatchOr404(c: Context<AppEnv>, matchId: string): Promise<{ match: MatchRecord; game: AnyGame }> {
  const match = await loadMatch(c.get('db'), matchId);
  if (!match) throw new ApiError('not-found', `No match \`${matchId}\`.`);
  const game = c.get('deps').games.find((g) => g.id === match.gameId);
  if (!game) throw new Error(`match ${matchId} is of unknown game ${match.gameId}`);
  return { match, game };
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
export function matchEtag(match: MatchRecord, seat: number | null): string {
  return `W/"${match.id}.${match.version}.${seat ?? 'public'}"`;
}
