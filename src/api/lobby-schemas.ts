import { z } from '@hono/zod-openapi';
import type { MatchListRow } from '../db/lobby.js';
import { ApiError } from './problem.js';
import { SeatHolderSchema, seatHolders } from './schemas.js';

export const MatchSummarySchema = z
  .object({
    id: z.string(),
    gameId: z.string().openapi({ example: 'ruin-runner' }),
    status: z.enum(['waiting', 'active', 'finished', 'aborted']),
    version: z.number().int(),
    players: z.number().int(),
    options: z.record(z.string(), z.unknown()),
    seats: z.array(SeatHolderSchema),
    openSeats: z.array(z.number().int()).openapi({ description: 'Seats anyone may take now (POST …/join): free and not reserved by an invitation. Empty unless waiting.' }),
    visibility: z.enum(['public', 'private']),
    rated: z.boolean(),
    timeControl: z.object({ perMoveSeconds: z.number().int(), pauseWeekends: z.boolean() }).nullable(),
    createdAt: z.string().datetime(),
    updatedAt: z.string().datetime(),
  })
  .openapi('MatchSummary', { description: 'What anyone may know of a match: no view, no state.' });

export type MatchSummary = z.infer<typeof MatchSummarySchema>;

export function toMatchSummary(row: MatchListRow): MatchSummary {
  const reserved = new Set(row.reservedSeats);
  const seats = seatHolders(row.players, row.seats);
  return {
    id: row.id,
    gameId: row.gameId,
    status: row.status as MatchSummary['status'],
    version: row.version,
    players: row.players,
    options: row.options,
    seats,
    openSeats: row.status === 'waiting' ? seats.filter((s) => s.userId === null && !reserved.has(s.seat)).map((s) => s.seat) : [],
    visibility: row.visibility === 'private' ? 'private' : 'public',
    rated: row.rated,
    timeControl: row.timeControl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Opaque paging cursors: the position after the last item of a page. */
export function encodeCursor(parts: string[]): string {
  return btoa(JSON.stringify(parts)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string, length: number, shapes: RegExp[] = []): string[] {
  try {
    const parts = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    const valid = Array.isArray(parts) && parts.length === length && parts.every((p, i) => typeof p === 'string' && (shapes[i]?.test(p) ?? true));
    if (valid) return parts as string[];
  } catch {
    // Falls through to the 400 below.
  }
  throw new ApiError('invalid-request', 'The cursor is not one this server gave out; start again without it.', { errors: [{ path: 'cursor', message: 'invalid cursor' }] });
}
