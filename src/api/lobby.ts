import type { App } from './context.js';
import { idempotency } from './idempotency.js';
import { registerGamesLeaderboard } from './routes/v1-games-leaderboard.js';
import { registerUsersGet } from './routes/v1-users-get.js';
import { registerMatchesChatGet } from './routes/v1-matches-chat-get.js';
import { registerMatchesChatPost } from './routes/v1-matches-chat-post.js';
import { registerMeMutes } from './routes/v1-me-mutes.js';
import { registerSeeksCreate } from './routes/v1-seeks-create.js';
import { registerSeeksDelete } from './routes/v1-seeks-delete.js';
import { registerSeeksList } from './routes/v1-seeks-list.js';
import { registerMatchesAbort } from './routes/v1-matches-abort.js';
import { registerMatchesLeave } from './routes/v1-matches-leave.js';
import { registerMatchesList } from './routes/v1-matches-list.js';
import { registerMatchesRematch } from './routes/v1-matches-rematch.js';
import { registerMatchesResign } from './routes/v1-matches-resign.js';

/** Finding, starting and finishing matches (issue 15): the lobby, seeks, resign, chat, ratings. */
export function registerLobby(app: App): void {
  app.use('/v1/seeks', idempotency('matches:play'));
  registerMatchesList(app);
  registerMatchesLeave(app);
  registerMatchesResign(app);
  registerMatchesAbort(app);
  registerMatchesRematch(app);
  registerSeeksCreate(app);
  registerSeeksList(app);
  registerSeeksDelete(app);
  registerGamesLeaderboard(app);
  registerUsersGet(app);
  registerMatchesChatPost(app);
  registerMatchesChatGet(app);
  registerMeMutes(app);
}

/**
 * Paths of these routes outside /v1/matches (whose database the app already leases). The app
 * leases their database before `identify`, which needs it to check a session against sign-outs.
 */
export const lobbyDbPaths = ['/v1/seeks', '/v1/seeks/*', '/v1/games/:gameId/leaderboard', '/v1/users/*'];
