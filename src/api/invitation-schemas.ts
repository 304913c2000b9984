import { z } from '@hono/zod-openapi';
import type { InvitationRow } from '../db/invitations.js';
import { MatchIdParam } from './schemas.js';

export const invitationStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const InvitationSchema = z
  .object({
    id: z.string().openapi({ example: 'inv_0a1b2c3d4e5f6a7b' }),
    matchId: z.string(),
    seat: z.number().int(),
    email: z.string().nullable().openapi({ description: 'The invited address; shown only to the inviter and the invitee.' }),
    userId: z.string().nullable(),
    invitedBy: z.string(),
    status: z.enum(invitationStatuses).openapi({
      description: '`pending` holds the seat; `accepted`: the invitee sat down; `declined` by the invitee or `withdrawn` by a player: the seat is free again.',
    }),
    createdAt: z.string().datetime(),
  })
  .openapi('Invitation');

export type InvitationBody = z.infer<typeof InvitationSchema>;

export const InvitationParams = MatchIdParam.extend({
  invitationId: z.string().min(1).openapi({ param: { name: 'invitationId', in: 'path' }, example: 'inv_0a1b2c3d4e5f6a7b' }),
});

/** Whether `readerId` is the one who typed the address or the one it invites. */
export const seesInviteeEmail = (row: InvitationRow, readerId: string) => row.invitedBy === readerId || row.userId === readerId;

export function toInvitationBody(row: InvitationRow, opts: { showEmail: boolean }): InvitationBody {
  return {
    id: row.id,
    matchId: row.matchId,
    seat: row.seat,
    email: opts.showEmail ? row.email : null,
    userId: row.userId,
    invitedBy: row.invitedBy,
    status: row.status as InvitationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
