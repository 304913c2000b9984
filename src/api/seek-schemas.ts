import { z } from '@hono/zod-openapi';
import type { SeekRow } from '../db/seeks.js';

/** How long a seek waits for opponents, in seconds. */
export const seekLifetime = { defaultSeconds: 3600, minSeconds: 60, maxSeconds: 7 * 24 * 3600 } as const;

export const SeekSchema = z
  .object({
    id: z.string().openapi({ example: 'seek_4f9c2d1e8a7b6c5d' }),
    gameId: z.string(),
    players: z.number().int(),
    options: z.record(z.string(), z.unknown()).openapi({ description: 'The game options, defaults filled in.' }),
    timeControl: z.object({ perMoveSeconds: z.number().int(), pauseWeekends: z.boolean() }).nullable(),
    rated: z.boolean(),
    status: z.enum(['open', 'matched', 'cancelled']).openapi({ description: '`open`: waiting in the queue; `matched`: seated in `matchId`; `cancelled`: withdrawn (or dropped: a bot at its `maxConcurrentMatches`).' }),
    matchId: z.string().nullable(),
    createdAt: z.string().datetime(),
    expiresAt: z.string().datetime().openapi({ description: 'An open seek is matched only until then; after it, it is dropped and no longer listed.' }),
  })
  .openapi('Seek');

export type SeekBody = z.infer<typeof SeekSchema>;

export function toSeekBody(row: SeekRow): SeekBody {
  return {
    id: row.id,
    gameId: row.gameId,
    players: row.players,
    options: row.options as Record<string, unknown>,
    timeControl: (row.timeControl as SeekBody['timeControl']) ?? null,
    rated: row.rated,
    status: row.status as SeekBody['status'],
    matchId: row.matchId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Seeks that may be matched together: the same everything, written canonically (keys sorted). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
