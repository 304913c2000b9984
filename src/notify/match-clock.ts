import { DurableObject } from 'cloudflare:workers';
import { isComputerUserId } from '../bots/computer.js';
import { matchClockOf } from '../db/notify.js';
import { openWorkerDatabase, type WorkerDatabaseEnv } from '../db/worker-database.js';
import { games } from '../games/index.js';
import { tellLiveObjects, type LiveChange } from '../live/objects-client.js';
import type { ClockEntry, ClockTimes } from './deadlines.js';
import type { DeliveryMessage } from './delivery-queue.js';
import { applyDeadline, remindMatch } from './dispatcher.js';


interface ClockEnv extends WorkerDatabaseEnv {
  LIVE?: DurableObjectNamespace;
  DELIVERIES?: Queue<DeliveryMessage>;
  COMPUTER_TURNS?: Queue<{ matchId: string }>;
}

const timesOf = (clock: { status: string; deadlineAt: Date | null; reminderAt: Date | null } | undefined): ClockTimes | null =>
  clock && clock.status === 'active' ? { deadlineAt: clock.deadlineAt?.getTime() ?? null, reminderAt: clock.reminderAt?.getTime() ?? null } : null;

/**
 * Workers: one object per match with a clock (wrangler.toml binding MATCH_CLOCKS, `clock:<matchId>`),
 * whose alarm falls at the match's reminder and then at its deadline. The app sets it after each
 * commit that moves the deadline (src/api/live.ts `announce`). The alarm applies the timeout, or
 * queues the reminder, through the dispatcher's own code for that one match (`applyDeadline`,
 * `remindMatch`: conditional writes, so an alarm and the cron never both apply one deadline),
 * then hands the notifications to the delivery queue and sets itself for what comes next. A
 * failed alarm is retried by the runtime; the cron remains the safety net.
 */
export class MatchClock extends DurableObject<ClockEnv> {
  /** After a commit: the match's clock as committed, or null to read it from the database. */
  async set(matchId: string, times: ClockTimes | null): Promise<void> {
    await this.ctx.storage.put('matchId', matchId);
    if (!times) {
      const database = openWorkerDatabase(this.env);
      if (!database) throw new Error('Neither HYPERDRIVE nor DATABASE_URL is set for this Worker.');
      try {
        times = timesOf(await matchClockOf(database.db, matchId));
      } finally {
        await database.close();
      }
    }
    await this.arm(times, false);
  }

  /** When the alarm is set for (epoch ms), or null: for tests and operators. */
  async next(): Promise<number | null> {
    return this.ctx.storage.getAlarm();
  }

  override async alarm(): Promise<void> {
    const matchId = await this.ctx.storage.get<string>('matchId');
    if (!matchId) return;
    try {
      await this.fire(matchId);
      await this.ctx.storage.delete('failures');
    } catch (err) {
      // The database was out of reach (or busy): again soon, a little later each time and spread
      // out, rather than the runtime's few retries; the cron applies it meanwhile if it can.
      const failures = ((await this.ctx.storage.get<number>('failures')) ?? 0) + 1;
      await this.ctx.storage.put('failures', failures);
      const delay = Math.min(60_000, 1000 * 2 ** Math.min(failures, 6)) * (0.5 + Math.random());
      // drizzle's "Failed query" says which statement; its cause says why.
      const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message.split('\n')[0]) : String(err);
      console.error(`match clock ${matchId}: ${why}; again in ${Math.round(delay / 1000)} s`);
      await this.ctx.storage.setAlarm(Date.now() + delay);
    }
  }

  private async fire(matchId: string): Promise<void> {
    const database = openWorkerDatabase(this.env);
    if (!database) throw new Error('Neither HYPERDRIVE nor DATABASE_URL is set for this Worker.');
    const told: Promise<unknown>[] = [];
    try {
      const now = new Date();
      /** Whose notifications and inbox events the alarm's commit queued. */
      const players = new Set<string>();
      const announce = (change: LiveChange) => {
        for (const user of change.users) players.add(user);
        if (this.env.LIVE) told.push(tellLiveObjects(this.env.LIVE, change));
        // A skipped seat may leave a computer to act: its players look (the cron would, a minute later).
        const active = change.matches.filter((m) => m.status === 'active').map((m) => ({ body: { matchId: m.matchId } }));
        if (this.env.COMPUTER_TURNS && active.length > 0 && change.users.some(isComputerUserId)) told.push(this.env.COMPUTER_TURNS.sendBatch(active));
      };
      const applied = await applyDeadline({ db: database.db, games, announce }, matchId, now);
      const reminded = applied ? 0 : await remindMatch({ db: database.db, announce }, matchId, now);
      if ((applied || reminded > 0) && this.env.DELIVERIES) told.push(this.env.DELIVERIES.send({ kind: 'scan', matches: [matchId], users: [...players] }));
      await this.arm(timesOf(await matchClockOf(database.db, matchId)), true);
    } finally {
      await Promise.allSettled(told);
      await database.close();
    }
  }

  /**
   * The alarm at the earliest of the reminder and the deadline; none when neither is set. After
   * an alarm only what is still ahead counts: a deadline that passed without a policy to apply
   * (or a reminder whose deadline passed) is not a reason to wake again.
   */
  private async arm(times: ClockTimes | null, aheadOnly: boolean): Promise<void> {
    const now = Date.now();
    const due = [times?.reminderAt, times?.deadlineAt].filter((t): t is number => typeof t === 'number' && (!aheadOnly || t > now));
    if (due.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...due));
  }
}

/** The app's hook (src/api/context.ts `clocks`) on Workers: each match's object is told in the background. */
export function durableClocks(namespace: DurableObjectNamespace<MatchClock>) {
  return {
    set(entries: readonly ClockEntry[]): Promise<unknown> {
      return Promise.allSettled(entries.map(({ matchId, times }) => namespace.get(namespace.idFromName(`clock:${matchId}`)).set(matchId, times))).then((outcomes) => {
        for (const o of outcomes) if (o.status === 'rejected') console.error(`a match clock was not set: ${o.reason instanceof Error ? o.reason.message : String(o.reason)}`);
      });
    },
  };
}
