import { createRoute, z } from '@hono/zod-openapi';
import { rematchOf } from '../../db/rematches.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { toPublicUser } from '../people-schemas.js';
import { errorResponses } from '../problem.js';
import { MatchIdParam, SeatHolderSchema, seatHolders, UserSchema } from '../schemas.js';

const RematchSchema = z
  .object({
    matchId: z.string().openapi({ description: 'The new match (GET /v1/matches/{matchId}).' }),
    status: z.enum(['waiting', 'active', 'finished', 'aborted']),
    offeredBy: UserSchema,
    seats: z.array(SeatHolderSchema).openapi({ description: 'The new table: seats rotate by one from the old match.' }),
    waitingFor: z
      .array(z.object({ seat: z.number().int(), userId: z.string().nullable(), name: z.string().nullable() }))
      .openapi({ description: 'Invited players who have not answered yet, by seat (name null for an invitation by email).' }),
    invitation: z
      .object({ id: z.string(), seat: z.number().int() })
      .nullable()
      .openapi({ description: 'Your own pending invitation to it: accept with POST /v1/matches/{matchId}/join, decline with DELETE …/invitations/{id}.' }),
  })
  .openapi('Rematch', { description: 'A rematch: the new match, the player who opened it (`offeredBy`), its table, and whom it still waits for.' });

const route = createRoute({
  tags: ['matches'],
  operationId: 'getRematch',
  method: 'get',
  path: '/v1/matches/{matchId}/rematch',
  summary: 'The rematch of a finished match, if one was opened',
  description:
    'For anyone who may read the match: `rematch` is null until a player opens one (POST …/rematch), then names the new match, who opened it, its table and whom it still waits for; your own invitation to it is in `invitation`. The players are told of a new rematch by their `invitation` event, so a page can read this again when one arrives.',
  security: optionalBearerSecurity,
  request: { params: MatchIdParam },
  responses: {
    200: {
      description: 'The rematch, or null.',
      content: {
        'application/json': {
          schema: z.object({ rematch: RematchSchema.nullable() }).openapi('RematchOf'),
          example: {
            rematch: {
              matchId: 'mat_84ac2e1f0b3d5a69',
              status: 'waiting',
              offeredBy: { id: 'usr_4f9c2d1e8a7b6c5d', name: 'Ada', kind: 'person' },
              seats: [
                { seat: 0, userId: null, name: null, computer: false, level: null },
                { seat: 1, userId: 'usr_4f9c2d1e8a7b6c5d', name: 'Ada', computer: false, level: null },
              ],
              waitingFor: [{ seat: 0, userId: 'usr_9a8b7c6d5e4f3a2b', name: 'Bob' }],
              invitation: null,
            },
          },
        },
      },
    },
    ...errorResponses(401, 404),
  },
});

export const registerMatchesRematchGet = (app: App) =>
  app.openapi(route, async (c) => {
    const reader = optionalReader(c);
    const { matchId } = c.req.valid('param');
    const { match } = await loadMatchOr404(c, matchId);
    const rematch = match.status === 'finished' ? await rematchOf(c.get('db'), match.id) : undefined;
    if (!rematch) return c.json({ rematch: null }, 200);
    const mine = reader ? rematch.pending.find((p) => p.userId === reader.id) : undefined;
    return c.json(
      {
        rematch: {
          matchId: rematch.id,
          status: rematch.status as 'waiting' | 'active' | 'finished' | 'aborted',
          offeredBy: toPublicUser(rematch.createdBy),
          seats: seatHolders(rematch.players, rematch.seats),
          waitingFor: rematch.pending.map((p) => ({ seat: p.seat, userId: p.userId, name: p.name })),
          invitation: mine ? { id: mine.id, seat: mine.seat } : null,
        },
      },
      200,
    );
  });
