import type { App } from './context.js';
import { registerAuthEmailLink } from './routes/v1-auth-email-link.js';
import { registerAuthEmailRequest } from './routes/v1-auth-email-request.js';
import { registerAuthEmailVerify } from './routes/v1-auth-email-verify.js';
import { registerAuthLogout } from './routes/v1-auth-logout.js';
import { registerAuthRefresh } from './routes/v1-auth-refresh.js';
import { registerAuthBrowserGuest } from './routes/v1-auth-browser-guest.js';
import { registerAuthBrowserLogout } from './routes/v1-auth-browser-logout.js';
import { registerAuthBrowserRefresh } from './routes/v1-auth-browser-refresh.js';
import { registerAuthBrowserVerify } from './routes/v1-auth-browser-verify.js';
import { registerDevMailbox } from './routes/v1-dev-mailbox.js';
import { registerMeGet } from './routes/v1-me-get.js';
import { registerMePatch } from './routes/v1-me-patch.js';
import { registerUnsubscribe } from './routes/v1-unsubscribe.js';
import { registerInvitations } from './routes/v1-invitations.js';
import { registerMatchesClaim } from './routes/v1-matches-claim.js';
import { registerMatchesInvitationsCreate } from './routes/v1-matches-invitations-create.js';
import { registerMatchesInvitationsDelete } from './routes/v1-matches-invitations-delete.js';
import { registerMatchesInvitationsGet } from './routes/v1-matches-invitations-get.js';

/** Paths of the play-by-web routes (issue 7) that need a database besides the core ones. */
export const playByWebDbPaths = ['/v1/me', '/v1/dev/*', '/v1/unsubscribe', '/v1/invitations/*'];

/** Email sign-in, account, dev mailbox, unsubscribe and invitation routes. */
export function registerPlayByWeb(app: App): void {
  registerAuthEmailRequest(app);
  registerAuthEmailLink(app);
  registerAuthEmailVerify(app);
  registerAuthRefresh(app);
  registerAuthLogout(app);
  registerAuthBrowserGuest(app);
  registerAuthBrowserVerify(app);
  registerAuthBrowserRefresh(app);
  registerAuthBrowserLogout(app);
  registerMeGet(app);
  registerMePatch(app);
  registerDevMailbox(app);
  registerUnsubscribe(app);
  registerMatchesInvitationsCreate(app);
  registerMatchesInvitationsGet(app);
  registerMatchesInvitationsDelete(app);
  registerInvitations(app);
  registerMatchesClaim(app);
}
