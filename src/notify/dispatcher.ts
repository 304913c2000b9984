import { retention, sweepRetention } from '../db/retention.js';
import { abandonWaitingMatches } from '../db/lobby.js';
import { sweepRateLimits } from '../db/rate-limits.js';
import { ratingMinMovesOf, applyTimeout, findGame, type AnyGame, type TimeoutEntry, type TimeoutPolicy } from '../engine/index.js';
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
import { awayUntilAt, clockAfter, pausesForVacation, shiftClockTime, stoppedClock, type StoredTimeControl } from './deadlines.js';
import { postponeDeadline } from '../db/vacations.js';
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
  /** After queuing notifications (timeouts, reminders, digests): whose they are (Workers: the delivery queue scans for them). */
  queued?: (scope: { matches: string[]; users: string[] }) => void;
  /** Test hook: runs after the transport accepted a message and before it is marked sent. */
  afterSend?: (row: OutboxRow) => void | Promise<void>;
  /**
   * Workers with the delivery queue: the pass delivers only rows due for longer than this (a queue
   * message that never came), the queue delivers the rest. Unset: every due row.
   */
  stuckMs?: number;
  /** Delivery rounds per pass while a round was full (or queued pushes): 2 by default, more to drain a backlog. */
  maxRounds?: number;
  /**
   * Rows of a round delivered at once (4 by default). Each row is claimed by a conditional update,
   * so they never collide; one at a time, a row's few statements and its send made the rate.
   */
  concurrency?: number;
  /** Days after which a waiting match nothing happened to is aborted (ABANDONED_WAITING_DAYS); 0: never. */
  abandonedWaitingDays?: number | undefined;
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
  const report = emptyReport();
  const now = deps.now ?? (() => new Date());
  report.timeouts = await sweepTimeouts(deps, now());
  report.reminders = await queueReminders(deps, now());
  report.digests = await queueDigests(deps, now());
  await deliverDue(deps, report);
  // Rate-limit counters whose window (an hour at most) ended a day ago count nothing any more.
  await sweepRateLimits(deps.db, new Date(now().getTime() - 24 * 3_600_000));
  await sweepRetention(deps.db);
  await abandonStaleMatches(deps);
  return report;
}

/** Applies each missed deadline's policy once: a system entry committed like any move. */
export async function sweepTimeouts(deps: DispatcherDeps, now: Date): Promise<number> {
  let applied = 0;
  for (const { id } of await matchesPastDeadline(deps.db, now, deps.batch ?? 50)) if (await applyDeadline(deps, id, now)) applied++;
  return applied;
}

/** Waiting matches left for `abandonedWaitingDays` are aborted, a batch per run, and their readers told. */
async function abandonStaleMatches(deps: Pick<DispatcherDeps, 'db' | 'announce' | 'abandonedWaitingDays'>): Promise<void> {
  const days = deps.abandonedWaitingDays ?? retention.waitingMatchDays;
  if (days <= 0) return;
  const abandoned = await abandonWaitingMatches(deps.db, days, retention.waitingMatchBatch);
  if (abandoned.length === 0) return;
  deps.announce?.({
    users: [...new Set(abandoned.flatMap((a) => a.told))],
    matches: abandoned.map((a) => ({ matchId: a.matchId, version: a.version, status: 'aborted', activeSeats: [] })),
  });
}

/**
 * One match's missed deadline, if it has one at `now`: its policy committed through the same
 * version-checked statement as a move, so it is applied once however many callers try (the
 * sweep above, Node's timer, a Workers MatchClock alarm). Answers whether this call applied it.
 */
export async function applyDeadline(deps: Pick<DispatcherDeps, 'db' | 'games' | 'announce' | 'queued'>, matchId: string, now: Date): Promise<boolean> {
  const match = await loadMatch(deps.db, matchId);
  if (!match || match.status !== 'active' || !match.deadlineAt || match.deadlineAt > now || !match.onTimeout) return false;
  if (await postponeForVacation(deps, match, match.deadlineAt, now)) return false;
  const game = findGame(deps.games, match.gameId, match.rulesVersion);
  if (!game) return false;
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
  if (!committed) return false;
  // The timeout's notifications, and its inbox events for the players' webhooks.
  deps.queued?.({ matches: [match.id], users: after.seats.map((s) => s.userId) });
  deps.announce?.({
    users: after.seats.map((s) => s.userId),
    matches: [{ matchId: after.id, version: after.version, status: after.status, activeSeats: after.activeSeats }],
  });
  return true;
}

/**
 * Never a timeout for a player on vacation (README, "Vacation"): when the deadline (or the
 * reminder: `at`) of a match that pauses falls while a player who must act is away, the clock
 * did not know (a match that began while they were away): the deadline and the reminder move past
 * the vacation's end with the time that was left when the pause began (the vacation's start, or
 * the turn's if later). Answers whether they were moved (then nothing is applied or sent: the
 * timer or alarm finds the new times).
 */
async function postponeForVacation(deps: Pick<DispatcherDeps, 'db' | 'announce'>, match: MatchRecord, at: Date, now: Date): Promise<boolean> {
  const tc = match.timeControl as StoredTimeControl | null;
  if (!tc || !pausesForVacation(tc) || !match.deadlineAt) return false;
  const away = awayUntilAt(match.seats, match.activeSeats, at);
  if (!away) return false;
  const paused = match.turnStartedAt && match.turnStartedAt > away.from ? match.turnStartedAt : away.from;
  const shift = (t: Date) => shiftClockTime(t, paused, away.until, tc.pauseWeekends);
  const reminderAt = match.reminderAt && match.reminderAt >= paused ? shift(match.reminderAt) : match.reminderAt;
  const moved = await postponeDeadline(deps.db, match, { deadlineAt: shift(match.deadlineAt), reminderAt }, now);
  if (!moved) return false;
  deps.announce?.({ users: [], matches: [{ matchId: match.id, version: moved.version, status: 'active', activeSeats: match.activeSeats }] });
  return true;
}

/** At 80% of the time for a move, one reminder per player who must act. */
export async function queueReminders(deps: DispatcherDeps, now: Date): Promise<number> {
  let queued = 0;
  for (const due of await matchesDueReminder(deps.db, now, deps.batch ?? 50)) queued += await remindMatch(deps, due.id, now);
  return queued;
}

/**
 * One match's reminder, if it is due at `now` and its deadline still ahead: queued once per
 * deadline (the dedupe key), and the match's `reminder_at` cleared. Answers the rows queued.
 */
export async function remindMatch(deps: Pick<DispatcherDeps, 'db' | 'queued' | 'announce'>, matchId: string, now: Date): Promise<number> {
  const match = await loadMatch(deps.db, matchId);
  if (!match || match.status !== 'active' || !match.deadlineAt || !match.reminderAt || match.reminderAt > now || match.deadlineAt <= now) return 0;
  // A player who must act is away (a match that pauses): the reminder waits for their return.
  if (await postponeForVacation(deps, match, match.reminderAt, now)) return 0;
  const deadline = match.deadlineAt.toISOString();
  const users = [...new Set(match.seats.filter((s) => match.activeSeats.includes(s.seat)).map((s) => s.userId))];
  const queued = await queueOutbox(
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
  await clearReminder(deps.db, match.id, match.reminderAt);
  if (queued > 0) deps.queued?.({ matches: [match.id], users: [] });
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
  const queued = await queueOutbox(deps.db, items);
  if (queued > 0) deps.queued?.({ matches: [], users: items.map((i) => i.userId) });
  return queued;
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
 * pushed once whether or not it is emailed.
 */
export async function deliverDue(deps: DispatcherDeps, report: DispatchReport): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const batch = deps.batch ?? 50;
  const maxRounds = deps.maxRounds ?? 2;
  for (let round = 0; round < maxRounds; round++) {
    const due = await dueOutbox(deps.db, new Date(now().getTime() - (deps.stuckMs ?? 0)), batch);
    let pushesQueued = 0;
    let next = 0;
    const worker = async () => {
      while (next < due.length) if ((await deliverRow(deps, due[next++]!, report)).pushQueued) pushesQueued++;
    };
    await Promise.all(Array.from({ length: Math.min(deps.concurrency ?? 4, due.length) }, worker));
    // A turn queues its push sibling as it is delivered: another round sends those at once.
    if (due.length < batch && pushesQueued === 0) return;
    // Without draining (the default), a second round only for the pushes just queued.
    if (maxRounds === 2 && round === 0 && pushesQueued === 0) return;
  }
}

/** What became of one row handed to `deliverRow`. */
export type RowOutcome = (
  | { kind: 'sent' | 'skipped' | 'failed' | 'in-doubt' }
  /** Someone else holds it (or settled it): nothing was done. */
  | { kind: 'taken' }
  /** Failed; pending again, due at `at`. */
  | { kind: 'retry'; at: Date; error: string }
  /** Not yet (the player is active): pending again, due at `at`. */
  | { kind: 'deferred'; at: Date }
) & { pushQueued?: boolean };

/**
 * One row's delivery attempt (the dispatcher's pass and the Workers queue consumer alike): a
 * `pending` row, or a `sending` row whose lease ran out, is claimed by a conditional update,
 * rendered, sent and settled. A row another caller claimed first is left alone (`taken`).
 */
export async function deliverRow(deps: DispatcherDeps, row: OutboxRow, report: DispatchReport): Promise<RowOutcome> {
  const now = deps.now ?? (() => new Date());
  const settings = notifySettings(deps.notify);
  const maxAttempts = deps.maxAttempts ?? 8;
  if (row.status === 'sending') {
    if (row.nextAttemptAt > now()) return { kind: 'taken' };
    if (row.kind === 'push' || !deps.mailer.idempotent) {
      // Conditional like a claim: only if nobody took the row since it was read.
      if (!(await claimOutbox(deps.db, row, row.nextAttemptAt))) return { kind: 'taken' };
      await settleOutbox(deps.db, row.id, { status: 'in-doubt', attempts: row.attempts, lastError: 'delivery was started but never confirmed; not resent' });
      report.inDoubt++;
      return { kind: 'in-doubt' };
    }
  } else if (row.status !== 'pending') {
    return { kind: 'taken' };
  }
  if (!(await claimOutbox(deps.db, row, new Date(now().getTime() + claimLeaseMs)))) return { kind: 'taken' };
  const attempts = row.attempts + 1;
  const pushQueued = Boolean(deps.push && row.kind === 'turn' && (await queuePushSibling(deps.db, row)));
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
    return { kind: 'skipped', pushQueued };
  }
  if ('deferUntil' in rendered) {
    await settleOutbox(deps.db, row.id, { status: 'pending', attempts: row.attempts, nextAttemptAt: rendered.deferUntil });
    report.deferred++;
    return { kind: 'deferred', at: rendered.deferUntil, pushQueued };
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
      return { kind: 'skipped', pushQueued };
    }
  }
  if (error !== undefined) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = attempts >= maxAttempts;
    const at = new Date(now().getTime() + backoffMs(attempts));
    await settleOutbox(deps.db, row.id, { status: giveUp ? 'failed' : 'pending', lastError: message.slice(0, 500), nextAttemptAt: at });
    if (giveUp) report.failed++;
    else report.retried++;
    return giveUp ? { kind: 'failed', pushQueued } : { kind: 'retry', at, error: message, pushQueued };
  }
  await deps.afterSend?.(row);
  await settleOutbox(deps.db, row.id, { status: 'sent', sentAt: now(), lastError: null });
  report.sent++;
  return { kind: 'sent', pushQueued };
}

/** A report with nothing counted yet. */
export const emptyReport = (): DispatchReport => ({ timeouts: 0, reminders: 0, digests: 0, sent: 0, skipped: 0, deferred: 0, retried: 0, failed: 0, inDoubt: 0, pushed: 0, pushGone: 0 });
