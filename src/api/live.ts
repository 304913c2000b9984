import type { Context } from 'hono';
import type { MatchChange } from '../live/match.js';
import type { AppEnv } from './context.js';

/**
 * After a commit: on Workers, tells the Durable Objects of these users' inboxes and these
 * matches (on Node the database NOTIFYs on commit, migrations/0007); everywhere, wakes the
 * computer players of these matches.
 */
export function announce(c: Context<AppEnv>, change: { users: string[]; matches: MatchChange[] }): void {
  const { liveObjects, computers } = c.get('deps');
  liveObjects?.announce(c, change);
  const active = change.matches.filter((m) => m.status === 'active').map((m) => m.matchId);
  if (computers && active.length > 0) computers.wake(active, c);
}
