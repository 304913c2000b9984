import type { Context } from 'hono';
import type { MatchChange } from '../live/match.js';
import { isComputerUserId } from '../bots/computer.js';
import type { AppEnv } from './context.js';
import { rememberedMatch } from './match-access.js';

/**
 * After a commit: on Workers, tells the Durable Objects of these users' inboxes and these
 * matches (on Node the database NOTIFYs on commit, migrations/0007); everywhere, wakes the
 * computer players of these matches.
 */
export function announce(c: Context<AppEnv>, change: { users: string[]; matches: MatchChange[] }): void {
  const { liveObjects, computers } = c.get('deps');
  liveObjects?.announce(c, change);
  if (!computers) return;
  // A move of people only (the hot path: its match is remembered) wakes nobody; a match not
  // remembered is woken to be sure, and its computers find out for themselves.
  const mayHaveComputers = (m: MatchChange) => rememberedMatch(c, m.matchId, m.version)?.seats.some((s) => isComputerUserId(s.userId)) ?? true;
  const woken = change.matches.filter((m) => m.status === 'active' && mayHaveComputers(m)).map((m) => m.matchId);
  if (woken.length > 0) computers.wake(woken, c);
}
