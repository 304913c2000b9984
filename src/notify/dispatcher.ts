import { sweepRetention } from '../db/retention.js';
import { sweepRateLimits } from '../db/rate-limits.js';
import { ratingMinMovesOf, applyTimeout, type AnyGame, type TimeoutEntry, type TimeoutPolicy } from '../engine/index.js';
import type { Db } from '../db/client.js';
import {
  claimOutbox,
  clearReminder,
  digestUsers,
  dueOutbox,
  matchesDueReminder,
  matchesPastDeadline,
  queueOutbox,
  settleOutbox,
  type OutboxRow,
} from '../db/notify.js';
import { commitMove, loadMatch, type MatchRecord, type MatchStatus, type OutboxItem } from '../db/queries.js';
import { notificationsFor } from '../api/routes/v1-matches-moves.js';
import { clockAfter, stoppedClock } from './deadlines.js';
import type { Mailer } from './mail.js';
import { dedupeKey } from './queue.js';
import { renderNotification } from './render.js';
import { notifySettings, type NotifySettings } from './settings.js';
import { finishedEvents, turnEvents } from '../db/events.js';
import { dropPushSubscriptions, queuePushSibling } from '../db/push.js';
import { renderPush } from './push/render.js';
import { sendPush, type PushSettings } from './push/send.js';
import type { LiveChange } from '../live/objects-client.js';

export interface DispatcherDeps {
  db: Db;
  games: readonly AnyGame[];
  mailer: Mailer;
  /** Web Push (VAPID keys configured): each turn is also pushed to the user's subscribed browsers. */
  push?: PushSettings | undefined;
  /** Session key: signs unsubscribe and invitation links. */
  secret: Uint8Array;
  notify?: Partial<NotifySettings> | undefined;
  now?: () => Date;
  /** Rows per run. */
  batch?: number;
  /** After this many failed attempts a notification is given up (`failed`). */
  maxAttempts?: number;
  /** Local hour (in each user's time zone) from which the daily digest goes out. */
  digestHour?: number;
  /** After a committed timeout: tells whoever pushes to listeners (Workers: the Durable Objects; Node hears NOTIFY). */
  announce?: (change: LiveChange) => void;
  /** Test hook: runs after the transport accepted a message and before it is marked sent. */
  afterSend?: (row: OutboxRow) => void | Promise<void>;
}

export interface DispatchReport {
  timeouts: number;
  reminders: number;
  digests: number;
  sent: number;
  skipped: number;
  deferred: number;
  retried: number;
  failed: number;
  inDoubt: number;
  /** Push messages accepted by a push service (one per subscription), and subscriptions dropped as gone. */
  pushed: number;
  pushGone: number;
}

/** A claimed row that was not settled comes back after this long (a dispatcher died). */
export const claimLeaseMs = 5 * 60_000;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * One pass of the dispatcher: apply missed deadlines, queue reminders and digests, deliver what
 * is due. Safe to run concurrently and repeatedly: every step is a conditional write.
 */
export async function runDispatcher(deps: DispatcherDeps): Promise<DispatchReport> {
  const report: DispatchReport = { timeouts: 0, reminders: 0, digests: 0, sent: 0, skipped: 0, deferred: 0, retried: 0, failed: 0, inDoubt: 0, pushed: 0, pushGone: 0 };
  const now = deps.now ?? (() => new Date());
  report.timeouts = await sweepTimeouts(deps, now());
  report.reminders = await queueReminders(deps, now());
  report.digests = await queueDigests(deps, now());
  // A turn queues its push sibling as it is delivered; a second round sends those at once.
  if ((await deliver(deps, now, report)) > 0) await deliver(deps, now, report);
  // Rate-limit counters whose window (an hour at most) ended a day ago count nothing any more.
  await sweepRateLimits(deps.db, new Date(now().getTime() - 24 * 3_600_000));
  await sweepRetention(deps.db);
  return report;
}

/** Applies each missed deadline's policy once: a system entry committed like any move. */
export async function sweepTimeouts(deps: DispatcherDeps, now: Date): Promise<number> {
  let applied = 0;
  for (const { id } of await matchesPastDeadline(deps.db, now, deps.batch ?? 50)) {
    const match = await loadMatch(deps.db, id);
    if (!match || match.status !== 'active' || !match.deadlineAt || match.deadlineAt > now || !match.onTimeout) continue;
    const game = deps.games.find((g) => g.id === match.gameId);
    if (!game) continue;
    const entry: TimeoutEntry = { type: '$timeout', policy: match.onTimeout as TimeoutPolicy, seats: [...match.activeSeats] };
    const outcome = applyTimeout(game, match.state, entry, match.players);
    const result = outcome.forfeit ?? game.result(outcome.state);
    const status: MatchStatus = result ? 'finished' : 'active';
    const after: MatchRecord = {
      ...match,
      state: outcome.state,
      status,
      result,
      version: match.version + 1,
      activeSeats: result ? [] : game.activeSeats(outcome.state),
      updatedAt: now,
    };
    // `claim` stops the clock (the others may now claim); a skipped seat that still must act
    // (a game that cannot pass) gets a fresh one.
    const clock =
      entry.policy === 'claim'
        ? stoppedClock
        : (clockAfter(match, after, now) ?? (status === 'active' ? clockAfter({ ...match, activeSeats: [] }, after, now) : undefined));
    const notices: OutboxItem[] = [...new Set(match.seats.map((s) => s.userId))].map((userId) => ({
      kind: 'timeout',
      userId,
      matchId: match.id,
      payload: { matchId: match.id, version: after.version, seats: entry.seats, policy: entry.policy },
      dedupeKey: dedupeKey(match.id, after.version, userId, 'timeout'),
    }));
    const committed = await commitMove(deps.db, {
      ratingMinMoves: ratingMinMovesOf(game),
      matchId: match.id,
      expectedVersion: match.version,
      seat: entry.seats[0] ?? 0,
      move: entry,
      events: outcome.events,
      actorId: null,
      state: outcome.state,
      status,
      activeSeats: after.activeSeats,
      result,
      updatedAt: now,
      notifications: [...notices, ...notificationsFor(match, after)],
      clock,
      // As after a move: a turn for each seat to act now, or the end for everyone.
      inbox: status === 'finished' ? finishedEvents(after, after.seats) : turnEvents({ ...after, deadlineAt: clock ? clock.deadlineAt : after.deadlineAt }, after.seats, after.activeSeats),
    });
    if (!committed) continue;
    applied++;
    deps.announce?.({
      users: after.seats.map((s) => s.userId),
      matches: [{ matchId: after.id, version: after.version, status: after.status, activeSeats: after.activeSeats }],
    });
  }
  return applied;
}

/** At 80% of the time for a move, one reminder per player who must act. */
export async function queueReminders(deps: DispatcherDeps, now: Date): Promise<number> {
  let queued = 0;
  for (const due of await matchesDueReminder(deps.db, now, deps.batch ?? 50)) {
    const match = await loadMatch(deps.db, due.id);
    if (match?.deadlineAt && due.reminderAt) {
      const deadline = match.deadlineAt.toISOString();
      const users = [...new Set(match.seats.filter((s) => match.activeSeats.includes(s.seat)).map((s) => s.userId))];
      queued += await queueOutbox(
        deps.db,
        users.map((userId) => ({
          kind: 'reminder',
          userId,
          matchId: match.id,
          payload: { matchId: match.id, version: match.version, deadlineAt: deadline },
          // Once per deadline, however many moves a turn takes.
          dedupeKey: dedupeKey(match.id, `d${match.deadlineAt!.getTime()}`, userId, 'reminder'),
        })),
      );
      await clearReminder(deps.db, match.id, due.reminderAt);
    }
  }
  return queued;
}

function localDate(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** Once a day, from `digestHour` in the user's own time zone, for those who chose the digest. */
export async function queueDigests(deps: DispatcherDeps, now: Date): Promise<number> {
  const hour = deps.digestHour ?? 8;
  const items: OutboxItem[] = [];
  for (const user of await digestUsers(deps.db, 1000)) {
    let local;
    try {
      local = localDate(now, user.timeZone);
    } catch {
      local = localDate(now, 'UTC');
    }
    if (local.hour < hour) continue;
    items.push({ kind: 'digest', userId: user.id, matchId: null as unknown as string, payload: { date: local.date }, dedupeKey: `digest/${local.date}/${user.id}/digest` });
  }
  return queueOutbox(deps.db, items);
}

/**
 * Delivers due rows. Each is claimed (`sending`) before it is handed to the transport and marked
 * `sent` after. A row found still `sending` after its lease was handed over by a dispatcher that
 * died before marking it: an idempotent transport (dev mailbox, Resend) gets it again with the
 * same key and drops the duplicate; any other (SMTP, Cloudflare) might already have delivered it,
 * so it is not sent again (`in-doubt`): at most once. A push message is never sent twice either.
 *
 * Web Push rides on the turn emails' path: a `turn` row, when it is delivered, queues a `push` row
 * with the same match, version and user (db/push.ts) if the user has a subscription, so a turn is
 * pushed once whether or not it is emailed. Answers how many push rows it queued.
 */
async function deliver(deps: DispatcherDeps, now: () => Date, report: DispatchReport): Promise<number> {
  const settings = notifySettings(deps.notify);
  const maxAttempts = deps.maxAttempts ?? 8;
  let pushesQueued = 0;
  for (const row of await dueOutbox(deps.db, now(), deps.batch ?? 50)) {
    if (row.status === 'sending' && (row.kind === 'push' || !deps.mailer.idempotent)) {
      await settleOutbox(deps.db, row.id, { status: 'in-doubt', lastError: 'delivery was started but never confirmed; not resent' });
      report.inDoubt++;
      continue;
    }
    if (!(await claimOutbox(deps.db, row, new Date(now().getTime() + claimLeaseMs)))) continue;
    const attempts = row.attempts + 1;
    if (deps.push && row.kind === 'turn' && (await queuePushSibling(deps.db, row))) pushesQueued++;
    let rendered;
    try {
      const ctx = { db: deps.db, games: deps.games, settings, secret: deps.secret, now: now() };
      if (row.kind !== 'push') rendered = await renderNotification(ctx, row);
      else rendered = deps.push ? await renderPush(ctx, row) : { skip: 'Web Push is not configured' };
    } catch (err) {
      rendered = { error: err };
    }
    if ('skip' in rendered) {
      await settleOutbox(deps.db, row.id, { status: 'skipped', lastError: rendered.skip });
      report.skipped++;
      continue;
    }
    if ('deferUntil' in rendered) {
      await settleOutbox(deps.db, row.id, { status: 'pending', attempts: row.attempts, nextAttemptAt: rendered.deferUntil });
      report.deferred++;
      continue;
    }
    let error: unknown = 'error' in rendered ? rendered.error : undefined;
    if ('mail' in rendered) {
      try {
        await deps.mailer.send(rendered.mail, { db: deps.db });
      } catch (err) {
        error = err;
      }
    }
    if ('push' in rendered && deps.push) {
      const settings = deps.push;
      const data = JSON.stringify(rendered.push);
      const outcomes = await Promise.all(rendered.subscriptions.map((sub) => sendPush(settings, sub, data, rendered.push.matchId)));
      const gone = rendered.subscriptions.filter((_, i) => { const o = outcomes[i]!; return !o.ok && o.gone; }).map((sub) => sub.id);
      await dropPushSubscriptions(deps.db, gone);
      report.pushGone += gone.length;
      const delivered = outcomes.filter((o) => o.ok).length;
      report.pushed += delivered;
      const failures = outcomes.filter((o): o is Extract<typeof o, { ok: false }> => !o.ok && !o.gone);
      // Delivered to some browser: done (retrying would show it again on the others). Else retry
      // while a push service may still take it, and skip when every subscription is gone.
      if (delivered === 0 && failures.length > 0) error = new Error(failures.map((f) => f.error).join('; '));
      else if (delivered === 0) {
        await settleOutbox(deps.db, row.id, { status: 'skipped', lastError: 'every push subscription is gone' });
        report.skipped++;
        continue;
      }
    }
    if (error !== undefined) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= maxAttempts;
      await settleOutbox(deps.db, row.id, {
        status: giveUp ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
      });
      if (giveUp) report.failed++;
      else report.retried++;
      continue;
    }
    await deps.afterSend?.(row);
    await settleOutbox(deps.db, row.id, { status: 'sent', sentAt: now(), lastError: null });
    report.sent++;
  }
  return pushesQueued;
}
