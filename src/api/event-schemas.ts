import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { StoredEvent } from '../db/events.js';
import { ApiError } from './problem.js';

/**
 * Inbox seqs and match versions are 32-bit columns: a larger cursor is the client's mistake, a
 * 400 before any query runs, never a failed statement.
 */
export const maxCursor = 2_147_483_647;

/** A resume cursor in the query string (`after`): a whole number from 0 to {@link maxCursor}. */
export const cursorParam = () => z.coerce.number().int().min(0).max(maxCursor);

/**
 * The `Last-Event-ID` header as a cursor, validated as strictly as `after`; undefined when absent.
 * `names` says what the id is, for the error.
 */
export function lastEventId(c: Context, names: string): number | undefined {
  const raw = c.req.header('Last-Event-ID')?.trim();
  if (raw === undefined) return undefined;
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value <= maxCursor)) throw new ApiError('invalid-request', `\`Last-Event-ID\` must be ${names}: a whole number from 0 to ${maxCursor}.`);
  return value;
}

export const EventSchema = z
  .object({
    seq: z.number().int().openapi({ description: 'Increases by one per event of your inbox; resume after the last one you handled.' }),
    type: z.enum(['invitation', 'match.started', 'turn', 'match.finished', 'match.aborted', 'chat', 'webhook.test']),
    matchId: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).openapi({
      description:
        '`invitation`: {matchId, gameId, seat, invitedBy, invitationId}; `match.started`: {matchId, gameId, version, seats}; `turn`: {matchId, seat, version, deadline}; `match.finished` and `match.aborted`: {matchId, version}; `chat`: {matchId, messageId, userId, name, text, createdAt}. Ids and versions only (and chat text, which players wrote to each other): fetch your own view for the rest.',
    }),
    createdAt: z.string().datetime(),
  })
  .openapi('Event');

export type EventBody = z.infer<typeof EventSchema>;

export function toEventBody(e: StoredEvent): EventBody {
  return { seq: e.seq, type: e.type as EventBody['type'], matchId: e.matchId, data: e.payload, createdAt: e.createdAt.toISOString() };
}

export const defaultPollMs = 250;
export const defaultHeartbeatMs = 15_000;
export const pageSize = 100;

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal?.removeEventListener('abort', onAbort), resolve()), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
