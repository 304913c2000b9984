import type { App } from './context.js';
import { registerMatchesRematchGet } from './routes/v1-matches-rematch-get.js';
import { registerMeFriendsDelete } from './routes/v1-me-friends-delete.js';
import { registerMeFriendsList } from './routes/v1-me-friends-list.js';
import { registerMeFriendsPut } from './routes/v1-me-friends-put.js';
import { registerUsersRatingHistory } from './routes/v1-users-rating-history.js';
import { registerUsersSearch } from './routes/v1-users-search.js';

/**
 * Paths of these routes that no other list covers (/v1/matches/*, /v1/me/*: app.ts; /v1/users/*:
 * lobby.ts), leased before `identify` so that it can check a session against sign-outs.
 */
export const peopleDbPaths = ['/v1/users'];

/** Players together (issue 31): finding people by name, friends, rating histories, the rematch of a match. */
export function registerPeople(app: App): void {
  registerUsersSearch(app);
  registerUsersRatingHistory(app);
  registerMeFriendsList(app);
  registerMeFriendsPut(app);
  registerMeFriendsDelete(app);
  registerMatchesRematchGet(app);
}
