import type { Context } from 'hono';
import type { MatchChange } from '../live/match.js';
import { isComputerUserId } from '../bots/computer.js';
import type { ClockEntry } from '../notify/deadlines.js';
import type { AppEnv } from './context.js';
import { rememberedMatch } from './match-access.js';

/**
 * After a commit: on Workers, tells the Durable Objects of these users' inboxes and these
 * matches (on Node the database NOTIFYs on commit, migrations/0007); everywhere, wakes the
 * computer players of these matches, the delivery of what the commit queued (notifications,
 * webhook events) and the clocks of these matches.
 */
export function announce(c: Context<AppEnv>, change: { users: string[]; matches: MatchChange[]; notified?: string[] }): void {
  const { liveObjects, computers, deliveries, clocks } = c.get('deps');
  liveObjects?.announce(c, { users: change.users, matches: change.matches });
  // What the commit queued belongs to these matches and users (`notified`: matches it queued
  // notifications for without changing them for their readers, as invitations by address).
  deliveries?.wake({ matches: [...change.matches.map((m) => m.matchId), ...(change.notified ?? [])], users: change.users }, c);
  if (clocks) {
    const entries = change.matches.flatMap((m) => clockEntry(c, m));
    if (entries.length > 0) clocks.set(entries, c);
  }
  if (!computers) return;
  // A move of people only (the hot path: its match is remembered) wakes nobody; a match not
  // remembered is woken to be sure, and its computers find out for themselves.
  const mayHaveComputers = (m: MatchChange) => rememberedMatch(c, m.matchId, m.version)?.seats.some((s) => isComputerUserId(s.userId)) ?? true;
  const woken = change.matches.filter((m) => m.status === 'active' && mayHaveComputers(m)).map((m) => m.matchId);
  if (woken.length > 0) computers.wake(woken, c);
}

/**
 * The clock to set after a commit of an active match: its times when the match is remembered as
 * committed (nothing when it has no time control, or when the move kept the turn's deadline), or
 * null, read from the database by whoever sets it. A match that ended needs nothing: an alarm
 * that still fires finds no deadline to apply.
 */
function clockEntry(c: Context<AppEnv>, m: MatchChange): ClockEntry[] {
  if (m.status !== 'active') return [];
  const after = rememberedMatch(c, m.matchId, m.version);
  if (!after) return [{ matchId: m.matchId, times: null }];
  if (!after.timeControl) return [];
  if (!after.deadlineAt) return [{ matchId: m.matchId, times: null }];
  const before = rememberedMatch(c, m.matchId, m.version - 1);
  if (before?.deadlineAt?.getTime() === after.deadlineAt.getTime()) return [];
  return [{ matchId: m.matchId, times: { deadlineAt: after.deadlineAt.getTime(), reminderAt: after.reminderAt?.getTime() ?? null } }];
}
