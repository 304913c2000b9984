import type { Context } from 'hono';
import type { MatchChange } from '../live/match.js';
import type { AppEnv } from './context.js';

/**
 * After a commit, on Workers: tells the Durable Objects of these users' inboxes and these
 * matches. On Node nothing is needed: the database NOTIFYs on commit (migrations/0007).
 */
export function announce(c: Context<AppEnv>, change: { users: string[]; matches: MatchChange[] }): void {
  c.get('deps').liveObjects?.announce(c, change);
}
