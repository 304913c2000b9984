import { createRoute, z } from '@hono/zod-openapi';
import { findUserByEmail } from '../../db/accounts.js';
import { createInvitation } from '../../db/invitations.js';
import { InvitationSchema, toInvitationBody } from '../invitation-schemas.js';
import { findUser } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { newInvitationId } from '../ids.js';
import { loadMatchOr404 } from '../match-access.js';
import { limitInvitations } from '../creation-limits.js';
import { ApiError, errorResponses, type ProblemCode } from '../problem.js';
import { MatchIdParam } from '../schemas.js';
import { EmailSchema } from './v1-auth-email-request.js';
import { nowOf } from '../sessions.js';
import { examples } from '../openapi-examples.js';
import { announce } from '../live.js';

const InviteRequest = z
  .object({
    email: EmailSchema.optional(),
    userId: z.string().min(1).optional(),
    seat: z.number().int().min(0),
  })
  .refine((b) => (b.email === undefined) !== (b.userId === undefined), { message: 'give exactly one of email and userId' })
  .openapi('InviteRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'invitePlayer',
  method: 'post',
  path: '/v1/matches/{matchId}/invitations',
  summary: 'Reserve a seat for someone and email them a join link',
  description:
    'Any player seated at a waiting match may invite. The seat stays reserved until the invitee accepts (the link signs them in and seats them) or declines (the seat is free again). A user invited by id also gets an `invitation` event in their inbox, and may simply join that seat. Each account may send LIMIT_INVITATIONS_PER_HOUR invitations an hour (30 by default): beyond it, 429 with Retry-After.',
  security: bearerSecurity,
  request: { params: MatchIdParam, body: { required: true, content: { 'application/json': { schema: InviteRequest } } } },
  responses: {
    201: { description: 'The invitation; its email is queued.', content: { 'application/json': { schema: InvitationSchema, example: examples.invitePlayer } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const refusals: Record<string, [ProblemCode, string]> = {
  'not-found': ['not-found', 'No such match.'],
  'not-waiting': ['match-not-waiting', 'The match has started or ended; seats are fixed.'],
  'no-such-seat': ['invalid-request', 'The match has no such seat.'],
  'seat-taken': ['seat-taken', 'Someone already sits there.'],
  'seat-reserved': ['seat-reserved', 'That seat is already reserved by another invitation.'],
};

export const registerMatchesInvitationsCreate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.get('db');
    const { match } = await loadMatchOr404(c, matchId);
    if (!match.seats.some((s) => s.userId === caller.id)) throw new ApiError('forbidden', 'Only a player seated at this match may invite.');
    let userId: string | null = null;
    let email: string | null = null;
    if (body.userId) {
      const invitee = await findUser(db, body.userId);
      if (!invitee) throw new ApiError('not-found', 'No player has that user id.');
      userId = invitee.id;
    } else {
      email = body.email as string;
      userId = (await findUserByEmail(db, email))?.id ?? null;
    }
    if (userId && match.seats.some((s) => s.userId === userId)) throw new ApiError('already-seated', 'That player already sits at this table.');
    await limitInvitations(c, caller.id);
    const outcome = await createInvitation(db, matchId, { id: newInvitationId(), seat: body.seat, email, userId, invitedBy: caller.id, createdAt: nowOf(c.get('deps')) });
    if (!outcome.ok) {
      const [code, detail] = refusals[outcome.reason] as [ProblemCode, string];
      throw new ApiError(code, detail);
    }
    announce(c, { users: userId ? [userId] : [], matches: [], notified: [matchId] });
    c.header('Location', `/v1/matches/${matchId}/invitations/${outcome.invitation.id}`);
    return c.json(toInvitationBody(outcome.invitation, { showEmail: true }), 201);
  });
