import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findInvitationById, type InvitationRow } from '../../db/invitations.js';
import { loadMatch } from '../../db/queries.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App, AppEnv, Caller } from '../context.js';
import { InvitationParams, InvitationSchema, seesInviteeEmail, toInvitationBody } from '../invitation-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

/**
 * The invitation, for its invitee or a player seated at its match; anyone else gets the same
 * 404 as for an invitation that does not exist, so ids cannot be probed.
 */
export async function invitationForParticipant(c: Context<AppEnv>, caller: Caller, matchId: string, invitationId: string): Promise<InvitationRow> {
  const db = c.get('db');
  const invitation = await findInvitationById(db, invitationId);
  const match = invitation?.matchId === matchId ? await loadMatch(db, matchId) : undefined;
  const seated = match?.seats.some((s) => s.userId === caller.id) ?? false;
  if (!invitation || !match || (!seated && invitation.userId !== caller.id)) throw new ApiError('not-found', 'No such invitation at this match.');
  return invitation;
}

const route = createRoute({
  tags: ['matches'],
  operationId: 'getInvitation',
  method: 'get',
  path: '/v1/matches/{matchId}/invitations/{invitationId}',
  summary: 'One invitation: for its invitee and the players seated at the match',
  description: 'Shown to the invitee and to the players seated at the match; the invited address only to the inviter and the invitee. Others get 404.',
  security: bearerSecurity,
  request: { params: InvitationParams },
  responses: {
    200: { description: 'The invitation.', content: { 'application/json': { schema: InvitationSchema, example: examples.getInvitation } } },
    ...errorResponses(401, 403, 404),
  },
});

export const registerMatchesInvitationsGet = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const { matchId, invitationId } = c.req.valid('param');
    const invitation = await invitationForParticipant(c, caller, matchId, invitationId);
    return c.json(toInvitationBody(invitation, { showEmail: seesInviteeEmail(invitation, caller.id) }), 200);
  });
