import { z } from '@hono/zod-openapi';
import type { StoredEvent } from '../db/events.js';

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
