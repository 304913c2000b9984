import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { createRoute, z } from '@hono/zod-openapi';
import { findGame } from '../../engine/index.js';
import { userForVerifiedEmail } from '../../db/accounts.js';
import { closeInvitation, findInvitationById } from '../../db/invitations.js';
import { findUser, joinSeat, loadMatch } from '../../db/queries.js';
import { matchStart } from '../../notify/queue.js';
import { readSignedId } from '../../notify/unsubscribe.js';
import type { App, AppEnv } from '../context.js';
import { escapeHtml, htmlPage, postForm, wantsHtml } from '../html.js';
import { setSessionCookies } from '../cookies.js';
import { newUserId } from '../ids.js';
import { ApiError, errorResponses, type ProblemCode } from '../problem.js';
import { MatchSchema, toMatchBody } from '../schemas.js';
import { issueSession, nowOf } from '../sessions.js';
import { joinRefusals } from './v1-matches-join.js';
import { SessionSchema } from './v1-auth-email-verify.js';
import { InvitationSchema, toInvitationBody } from '../invitation-schemas.js';
import type { Context } from 'hono';
import { examples } from '../openapi-examples.js';

/** An invitation link works for 7 days. */
export const invitationLifetimeMs = 7 * 24 * 3600 * 1000;

const TokenParam = z.object({
  token: z.string().min(1).max(200).openapi({ param: { name: 'token', in: 'path' }, description: 'From the invitation email.' }),
});

/** The invitation a link names; the signature makes the link unguessable. */
async function invitationFor(c: Context<AppEnv>, token: string) {
  const id = await readSignedId(c.get('deps').config.jwtSecret, 'invitation', token);
  const invitation = id ? await findInvitationById(c.get('db'), id) : undefined;
  if (!invitation) throw new ApiError('not-found', 'No such invitation.');
  return invitation;
}

const pageRoute = createRoute({
  tags: ['matches'],
  operationId: 'invitationPage',
  method: 'get',
  path: '/v1/invitations/{token}',
  summary: 'The page an invitation link opens: accept or decline (buttons that POST)',
  description: 'Showing the page changes nothing (mail scanners follow links); its buttons POST to accept or decline. The token in the link is the invitation id signed with the server key.',
  security: [],
  request: { params: TokenParam },
  responses: { 200: { description: 'An HTML page.', content: { 'text/html': { schema: z.string(), example: examples.invitationPage } } }, ...errorResponses(404) },
});

const acceptRoute = createRoute({
  tags: ['matches'],
  operationId: 'acceptInvitation',
  method: 'post',
  path: '/v1/invitations/{token}/accept',
  summary: 'Accept: sign in as the invitee and take the reserved seat',
  security: [],
  description:
    'The link was emailed to the invitee, so following it proves the address: the answer is a session for the account with that address (created if needed) seated in the reserved seat. A form post (the invitation page) gets the session as HttpOnly cookies and is sent (303) to the match page of the web app.',
  request: { params: TokenParam },
  responses: {
    200: {
      description: 'Seated and signed in.',
      content: { 'application/json': { schema: z.object({ session: SessionSchema, match: MatchSchema }).openapi('AcceptedInvitation'), example: examples.acceptInvitation } },
    },
    ...errorResponses(404, 409),
  },
});

const declineRoute = createRoute({
  tags: ['matches'],
  operationId: 'declineInvitation',
  method: 'post',
  path: '/v1/invitations/{token}/decline',
  summary: 'Decline: the reserved seat is free again',
  description: 'The token from the email is enough, with no sign-in. The match waits for another player.',
  security: [],
  request: { params: TokenParam },
  responses: {
    200: { description: 'Declined.', content: { 'application/json': { schema: InvitationSchema, example: examples.declineInvitation } } },
    ...errorResponses(404, 409),
  },
});

export const registerInvitations = (app: App) => {
  app.openapi(pageRoute, async (c) => {
    const { token } = c.req.valid('param');
    const invitation = await invitationFor(c, token);
    const match = await loadMatch(c.get('db'), invitation.matchId);
    const game = c.get('deps').games.find((g) => g.id === match?.gameId);
    const inviter = await findUser(c.get('db'), invitation.invitedBy);
    if (invitation.status !== 'pending') {
      return htmlPage(c, 200, 'Invitation answered', `<p>This invitation was already ${escapeHtml(invitation.status)}.</p>`) as never;
    }
    const base = `/v1/invitations/${encodeURIComponent(token)}`;
    return htmlPage(
      c,
      200,
      `Play ${game?.title ?? 'a game'} on Reliquary`,
      `<p>${escapeHtml(inviter?.name ?? 'Someone')} kept seat ${invitation.seat} for you.</p>${postForm(`${base}/accept`, {}, 'Accept and sit down')}<p></p>${postForm(`${base}/decline`, {}, 'Decline')}`,
    ) as never;
  });

  app.openapi(acceptRoute, async (c) => {
    const { token } = c.req.valid('param');
    const deps = c.get('deps');
    const db = c.get('db');
    const now = nowOf(deps);
    const invitation = await invitationFor(c, token);
    if (invitation.status !== 'pending') throw new ApiError('invitation-not-pending', `The invitation was already ${invitation.status}.`);
    // The link signs its holder in, so it is short-lived like any sign-in link, if less so.
    if (now.getTime() - invitation.createdAt.getTime() > invitationLifetimeMs) {
      throw new ApiError('invitation-not-pending', 'The invitation has expired; ask for a new one.');
    }
    const user = invitation.userId
      ? await findUser(db, invitation.userId)
      : await userForVerifiedEmail(db, invitation.email as string, null, newUserId());
    if (!user) throw new ApiError('not-found', 'The invited account no longer exists.');
    const match = await loadMatch(db, invitation.matchId);
    const game = match && findGame(deps.games, match.gameId, match.rulesVersion);
    if (!match || !game) throw new ApiError('not-found', 'The match no longer exists.');
    const outcome = await joinSeat(db, {
      matchId: match.id,
      userId: user.id,
      seat: invitation.seat,
      invitationId: invitation.id,
      activeSeatsAtStart: game.activeSeats(match.state),
      onStart: matchStart(now),
    });
    if (!outcome.ok) {
      const [code, detail] = joinRefusals[outcome.reason] as [ProblemCode, string];
      throw new ApiError(code, detail);
    }
    const session = await issueSession(db, user, deps.config.jwtSecret, now, deps.config.sessionTtlSeconds);
    const joined = outcome.match;
    if (wantsHtml(c)) {
      // The invitation page's form: signed in by cookie, straight to the match page of the web app.
      setSessionCookies(c, session);
      return c.redirect(`/matches/${encodeURIComponent(match.id)}`, 303) as never;
    }
    announce(c, { users: joined.seats.map((s) => s.userId), matches: [changeOf(joined)] });
    return c.json({ session, match: toMatchBody(game, joined, outcome.seat) }, 200);
  });

  app.openapi(declineRoute, async (c) => {
    const { token } = c.req.valid('param');
    const invitation = await invitationFor(c, token);
    const declined = await closeInvitation(c.get('db'), invitation.id, 'declined');
    if (!declined) throw new ApiError('invitation-not-pending', `The invitation was already ${invitation.status}.`);
    if (wantsHtml(c)) return htmlPage(c, 200, 'Invitation declined', '<p>The seat is free again. Thank you for answering.</p>') as never;
    return c.json(toInvitationBody(declined, { showEmail: true }), 200);
  });
};
