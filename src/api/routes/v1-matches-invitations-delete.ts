import { createRoute } from '@hono/zod-openapi';
import { closeInvitation } from '../../db/invitations.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { InvitationParams, InvitationSchema, seesInviteeEmail, toInvitationBody } from '../invitation-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { invitationForParticipant } from './v1-matches-invitations-get.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['matches'],
  operationId: 'closeInvitation',
  method: 'delete',
  path: '/v1/matches/{matchId}/invitations/{invitationId}',
  summary: 'Decline an invitation (as its invitee) or withdraw it (as a seated player); the seat is free again',
  description:
    'A bot or person invited by id declines here without the email link; a player at the table withdraws an invitation nobody answers. Only a pending invitation can be closed.',
  security: bearerSecurity,
  request: { params: InvitationParams },
  responses: {
    200: { description: 'The invitation, now `declined` or `withdrawn`.', content: { 'application/json': { schema: InvitationSchema, example: examples.closeInvitation } } },
    ...errorResponses(401, 403, 404, 409),
  },
});

export const registerMatchesInvitationsDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId, invitationId } = c.req.valid('param');
    const invitation = await invitationForParticipant(c, caller, matchId, invitationId);
    const closed = await closeInvitation(c.get('db'), invitation.id, invitation.userId === caller.id ? 'declined' : 'withdrawn');
    if (!closed) throw new ApiError('invitation-not-pending', `The invitation was already ${invitation.status}.`);
    return c.json(toInvitationBody(closed, { showEmail: seesInviteeEmail(closed, caller.id) }), 200);
  });
