import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { takeFromBucket } from '../db/rate-limits.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';
import { UserSchema } from './schemas.js';
import { nowOf } from './sessions.js';

/** Finding people (issue 31): the limits GET /v1/users and the friends routes keep. */
export const peopleLimits = {
  /** Shortest search text, in characters (after trimming). */
  minSearchLength: 2,
  maxSearchLength: 50,
  /** Results per page: 20 by default, 50 at most. */
  pageDefault: 20,
  pageMax: 50,
  /** Searches per account per minute (LIMIT_SEARCHES_PER_MINUTE). */
  searchesPerMinute: 30,
  /** People one account may follow. */
  maxFriends: 500,
  /** Matches in play shown per friend in GET /v1/me/friends. */
  matchesPerFriend: 5,
  /** Points of rating history per request: 100 by default, 500 at most. */
  historyDefault: 100,
  historyMax: 500,
} as const;

export type PublicUser = z.infer<typeof UserSchema>;

export const toPublicUser = (row: { id: string; name: string; kind: string }): PublicUser => ({
  id: row.id,
  name: row.name,
  kind: row.kind === 'bot' ? 'bot' : row.kind === 'person' ? 'person' : 'guest',
});

export const UserIdParam = z.object({
  userId: z.string().min(1).max(100).openapi({ param: { name: 'userId', in: 'path' }, example: 'usr_4f9c2d1e8a7b6c5d' }),
});

/**
 * Counts one search of the account against LIMIT_SEARCHES_PER_MINUTE, in the database (so the
 * limit holds across processes and isolates); over it, 429 `rate-limited` with Retry-After.
 */
export async function limitSearches(c: Context<AppEnv>, accountId: string): Promise<void> {
  const deps = c.get('deps');
  const quota = deps.config.searchesPerMinute ?? peopleLimits.searchesPerMinute;
  if (quota <= 0) return;
  const windowMs = 60_000;
  const answer = await takeFromBucket(c.get('db'), `searchesPerMinute:${accountId}`, quota, windowMs, nowOf(deps));
  if (answer.allowed) return;
  c.header('Retry-After', String(answer.retryAfterSeconds));
  throw new ApiError('rate-limited', `At most ${quota} searches a minute; try again in ${answer.retryAfterSeconds} s.`, {
    limit: 'searchesPerMinute',
    quota,
    windowSeconds: windowMs / 1000,
    retryAfter: answer.retryAfterSeconds,
  });
}

/** How a finished match ended, from its result: the game's own end, or a forfeit. */
export const EndingSchema = z
  .object({
    how: z.enum(['score', 'resign', 'timeout', 'claim']).openapi({
      description: '`score`: the game reached its own end; `resign`, `timeout`, `claim`: a forfeit (the game’s scores were never reached).',
    }),
    seats: z.array(z.number().int()).openapi({ description: 'The seats that forfeited (empty for `score`).' }),
  })
  .openapi('Ending');

export function endingOf(result: { details?: unknown } | null | undefined): z.infer<typeof EndingSchema> {
  const forfeit = (result?.details as { forfeit?: { seats?: unknown; reason?: unknown } } | undefined)?.forfeit;
  if (forfeit && (forfeit.reason === 'resign' || forfeit.reason === 'timeout' || forfeit.reason === 'claim')) {
    return { how: forfeit.reason, seats: Array.isArray(forfeit.seats) ? forfeit.seats.map(Number) : [] };
  }
  return { how: 'score', seats: [] };
}
