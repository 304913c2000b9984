/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, runDurableObjectAlarm, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openNeon } from '../../src/db/neon.js';
import { backoffMs } from '../../src/notify/dispatcher.js';
import type { DeliveryMessage } from '../../src/notify/delivery-queue.js';
import type { MatchClock } from '../../src/notify/match-clock.js';
import worker from '../../src/worker.js';

/**
 * Issue 28, items 1 and 2, inside workerd with the queues and Durable Objects of wrangler.toml:
 * notifications go out through the delivery queue (a scan after each commit, delivering what it finds),
 * failures are retried with backoff and then dead-lettered, the cron only reconciles and never
 * doubles a row, and a match's clock applies its deadline from a Durable Object alarm.
 */
const fetcher = (exports as unknown as { default: Fetcher }).default;
const testEnv = env as unknown as { DATABASE_URL?: string; NEON_WS_PROXY?: string; INBOX_URL: string; MATCH_CLOCKS: DurableObjectNamespace<MatchClock> };
const hasDatabase = Boolean(testEnv.DATABASE_URL);

interface Received {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetcher.fetch(
    new Request(`http://reliquary.test${path}`, { method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'), headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) }),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const inbox = async (): Promise<Received[]> => (await (await fetch(testEnv.INBOX_URL)).json()) as Received[];
const turnMailsTo = async (address: string) => (await inbox()).filter((m) => m.to.includes(address) && m.subject.startsWith('Your turn'));

/** Polls until `check` holds (queues and alarms deliver in the background); fails after `ms`. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(email: string) {
  expect((await call('/v1/auth/email', { body: { email } })).status).toBe(202);
  const mail = (await inbox()).filter((m) => m.to.includes(email)).at(-1)!;
  const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
  const verified = await call('/v1/auth/email/verify', { body: { email, code } });
  expect(verified.status).toBe(200);
  return verified.body as { token: string; user: { id: string } };
}

let n = 0;
/** A started two-player match between people with addresses; answers who must act first. */
async function startedMatch(extra: Record<string, unknown> = {}) {
  const stamp = `${Date.now()}-${++n}`;
  const emails = [`ada-${stamp}@example.com`, `bob-${stamp}@example.com`] as const;
  const ada = await signIn(emails[0]);
  const bob = await signIn(emails[1]);
  const created = await call('/v1/matches', { token: ada.token, body: { gameId: 'ruin-runner', players: 2, ...extra } });
  expect(created.status).toBe(201);
  const joined = await call(`/v1/matches/${created.body.id}/join`, { method: 'POST', token: bob.token });
  expect(joined.body.status).toBe('active');
  const first = joined.body.activeSeats[0] === 0 ? 0 : 1;
  return { id: created.body.id as string, version: joined.body.version as number, mover: [ada, bob][first]!, moverEmail: emails[first], players: [ada, bob] };
}

const database = hasDatabase ? openNeon(testEnv.DATABASE_URL!, { wsProxy: testEnv.NEON_WS_PROXY }) : undefined;
afterAll(() => database?.close());
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database!.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A batch handed to the Worker's `queue` handler; the result says what was acked and retried, and with what delay. */
async function runQueue(queue: string, messages: { id: string; attempts: number; body: DeliveryMessage }[]) {
  const batch = createMessageBatch<DeliveryMessage>(queue, messages.map((m) => ({ ...m, timestamp: new Date() })));
  const delays: Record<string, number | undefined> = {};
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    Object.defineProperty(message, 'retry', { value: (options?: QueueRetryOptions) => ((delays[message.id] = options?.delaySeconds), retry(options)) });
  }
  const ctx = createExecutionContext();
  await worker.queue!(batch as never, env as never, ctx);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

async function runScheduled() {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env as never, ctx);
  await waitOnExecutionContext(ctx);
}

describe.runIf(hasDatabase)('delivery through Cloudflare Queues', () => {
  it('sends a turn email through the queue after the commit, with no cron run', async () => {
    const m = await startedMatch();
    const mails = await eventually(() => turnMailsTo(m.moverEmail), (found) => found.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/matches/${m.id}`);
    const [row] = await rows<{ status: string; attempts: number }>(sql`select status, attempts from outbox where match_id = ${m.id} and kind = 'turn'`);
    expect(row).toEqual({ status: 'sent', attempts: 1 });
    // Later scans (another commit's) find nothing new to send.
    await call('/v1/auth/guest', { body: { name: 'Another commit' } });
    await startedMatch();
    expect(await turnMailsTo(m.moverEmail)).toHaveLength(1);
  });

  it("delivers the rows a commit's scan adopts in the scan's own consumer call, with no message per row", async () => {
    const m = await startedMatch();
    await eventually(() => turnMailsTo(m.moverEmail), (found) => found.length > 0);
    // A new turn email for the mover, found only by a scan of this match (no commit announced it).
    const [{ id }] = (await rows<{ id: number }>(sql`
      insert into outbox (kind, user_id, match_id, payload, dedupe_key)
      values ('turn', ${m.mover.user.id}, ${m.id}, ${JSON.stringify({ matchId: m.id, version: m.version, seats: [0, 1] })}::jsonb, ${`${m.id}/${m.version}/${m.mover.user.id}/turn-inline`})
      returning id::int`)) as [{ id: number }];
    const result = await runQueue('reliquary-deliveries', [{ id: 'scan-inline', attempts: 1, body: { kind: 'scan', matches: [m.id], users: [] } }]);
    expect(result.explicitAcks).toEqual(['scan-inline']);
    expect(result.retryMessages).toEqual([]);
    // Sent when the call returned: no second hop through the queue.
    const [row] = await rows<{ status: string; attempts: number }>(sql`select status, attempts from outbox where id = ${id}`);
    expect(row).toEqual({ status: 'sent', attempts: 1 });
    expect(await turnMailsTo(m.moverEmail)).toHaveLength(2);
    // A second scan of the same match finds nothing new: the row is never sent twice.
    await runQueue('reliquary-deliveries', [{ id: 'scan-again', attempts: 1, body: { kind: 'scan', matches: [m.id], users: [] } }]);
    expect(await turnMailsTo(m.moverEmail)).toHaveLength(2);
  });

  it('retries a refused delivery with the backoff, then dead-letters it; the dead-letter consumer marks a row failed', async () => {
    const m = await startedMatch();
    await eventually(() => turnMailsTo(m.moverEmail), (found) => found.length > 0);
    // The player's mail server now refuses (450) and a turn email for them waits outside the
    // scans' reach (due tomorrow): only the messages below deliver it.
    await database!.db.execute(sql`update users set email = ${`busy-${m.id}@bounce.test`} where id = ${m.mover.user.id}`);
    const [{ id }] = (await rows<{ id: number }>(sql`
      insert into outbox (kind, user_id, match_id, payload, dedupe_key, next_attempt_at)
      values ('turn', ${m.mover.user.id}, ${m.id}, ${JSON.stringify({ matchId: m.id, version: m.version, seats: [0, 1] })}::jsonb, ${`${m.id}/${m.version}/${m.mover.user.id}/turn-bounced`}, now() + interval '1 day')
      returning id::int`)) as [{ id: number }];
    const state = async () => (await rows<{ status: string; attempts: number; last_error: string | null }>(sql`select status, attempts, last_error from outbox where id = ${id}`))[0]!;
    for (let attempt = 1; attempt < 8; attempt++) {
      const result = await runQueue('reliquary-deliveries', [{ id: `bounce-${attempt}`, attempts: attempt, body: { kind: 'outbox', id } }]);
      expect(result.retryMessages.map((r: { msgId: string }) => r.msgId)).toEqual([`bounce-${attempt}`]);
      expect(result.delays[`bounce-${attempt}`]).toBe(backoffMs(attempt) / 1000);
      expect(result.explicitAcks).toEqual([]);
      expect(await state()).toMatchObject({ status: 'pending', attempts: attempt });
    }
    expect((await state()).last_error).toMatch(/450|busy/i);
    // The eighth attempt fails too: the row is given up and its message goes to the dead-letter queue.
    const last = await runQueue('reliquary-deliveries', [{ id: 'bounce-8', attempts: 8, body: { kind: 'outbox', id } }]);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toEqual(['bounce-8']);
    expect(await state()).toMatchObject({ status: 'failed', attempts: 8 });

    // A message whose retries ran out first (the consumer itself kept failing) reaches the
    // dead-letter consumer with its row still pending: the row is marked failed.
    const [{ id: orphan }] = (await rows<{ id: number }>(sql`
      insert into outbox (kind, user_id, match_id, payload, dedupe_key, attempts, next_attempt_at)
      values ('turn', ${m.mover.user.id}, ${m.id}, '{}'::jsonb, ${`${m.id}/${m.version}/${m.mover.user.id}/turn-orphan`}, 3, now() + interval '1 day')
      returning id::int`)) as [{ id: number }];
    const dead = await runQueue('reliquary-deliveries-dlq', [{ id: 'dead-1', attempts: 1, body: { kind: 'outbox', id: orphan } }]);
    expect(dead.explicitAcks).toEqual(['dead-1']);
    const [gaveUp] = await rows<{ status: string; last_error: string }>(sql`select status, last_error from outbox where id = ${orphan}`);
    expect(gaveUp!.status).toBe('failed');
    expect(gaveUp!.last_error).toContain('dead-lettered');
  });

  it('never sends a row twice when its messages and the cron reconciling it run at the same time', async () => {
    const m = await startedMatch();
    await eventually(() => turnMailsTo(m.moverEmail), (found) => found.length > 0);
    // The same row as if its message had been lost two minutes ago: stuck, so the cron takes it too.
    await database!.db.execute(sql`
      update outbox set status = 'pending', attempts = 0, sent_at = null, next_attempt_at = now() - interval '2 minutes'
      where match_id = ${m.id} and kind = 'turn'`);
    const [{ id }] = (await rows<{ id: number }>(sql`select id::int from outbox where match_id = ${m.id} and kind = 'turn'`)) as [{ id: number }];
    const message = (i: number) => ({ id: `dup-${i}`, attempts: 1, body: { kind: 'outbox', id } as DeliveryMessage });
    await Promise.all([
      runQueue('reliquary-deliveries', [message(1)]),
      runScheduled(),
      runQueue('reliquary-deliveries', [message(2)]),
      runScheduled(),
      runQueue('reliquary-deliveries', [message(3), message(4)]),
    ]);
    const [row] = await rows<{ status: string; attempts: number }>(sql`select status, attempts from outbox where id = ${id}`);
    expect(row).toEqual({ status: 'sent', attempts: 1 });
    // One email before the reset, exactly one more after it.
    expect(await turnMailsTo(m.moverEmail)).toHaveLength(2);
  });
});

describe.runIf(hasDatabase)('deadlines from Durable Object alarms', () => {
  it('sets the match clock after the commit, reminds at the reminder and applies the timeout at the deadline, with no cron run', async () => {
    const m = await startedMatch({ timeControl: { perMoveSeconds: 600 }, onTimeout: 'resign' });
    const clock = testEnv.MATCH_CLOCKS.get(testEnv.MATCH_CLOCKS.idFromName(`clock:${m.id}`));
    const [stored] = await rows<{ deadline: number; reminder: number }>(sql`
      select (extract(epoch from deadline_at) * 1000)::float8 as deadline, (extract(epoch from reminder_at) * 1000)::float8 as reminder from matches where id = ${m.id}`);
    // The join's commit set the alarm at the reminder (80% of the ten minutes).
    expect(await eventually(() => clock.next(), (at) => at !== null)).toBe(Math.round(stored!.reminder));

    // The reminder falls due: the alarm queues it (delivered by the queue) and waits for the deadline.
    await database!.db.execute(sql`update matches set reminder_at = now() - interval '1 second' where id = ${m.id}`);
    expect(await runDurableObjectAlarm(clock)).toBe(true);
    const reminders = await rows<{ user_id: string }>(sql`select user_id from outbox where match_id = ${m.id} and kind = 'reminder'`);
    expect(reminders.map((r) => r.user_id)).toEqual([m.mover.user.id]);
    expect(await clock.next()).toBe(Math.round(stored!.deadline));
    await eventually(
      async () => (await inbox()).filter((mail) => mail.to.includes(m.moverEmail) && mail.subject.startsWith('Reminder')),
      (found) => found.length > 0,
    );

    // The deadline passes: the alarm applies the match's policy (resign: the late seat forfeits).
    await database!.db.execute(sql`update matches set deadline_at = now() - interval '1 second' where id = ${m.id}`);
    expect(await runDurableObjectAlarm(clock)).toBe(true);
    const after = await call(`/v1/matches/${m.id}`);
    expect(after.body.status).toBe('finished');
    expect(after.body.version).toBe(m.version + 1);
    expect(after.body.result.details.forfeit).toBeTruthy();
    const [entry] = await rows<{ move: { type: string; policy: string } }>(sql`select move from moves where match_id = ${m.id} order by seq desc limit 1`);
    expect(entry!.move).toMatchObject({ type: '$timeout', policy: 'resign' });
    // Over: nothing left to wake for; the timeout notices go out through the queue.
    expect(await clock.next()).toBeNull();
    const notices = await eventually(
      () => rows<{ status: string }>(sql`select status from outbox where match_id = ${m.id} and kind = 'timeout'`),
      (found) => found.length === 2 && found.every((r) => r.status === 'sent'),
    );
    expect(notices.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('applies a deadline once when the alarm and the cron both find it', async () => {
    const m = await startedMatch({ timeControl: { perMoveSeconds: 600 }, onTimeout: 'resign' });
    const clock = testEnv.MATCH_CLOCKS.get(testEnv.MATCH_CLOCKS.idFromName(`clock:${m.id}`));
    await eventually(() => clock.next(), (at) => at !== null);
    await database!.db.execute(sql`update matches set deadline_at = now() - interval '1 second', reminder_at = null where id = ${m.id}`);
    await Promise.all([runDurableObjectAlarm(clock), runScheduled()]);
    const timeouts = await rows<{ seq: number }>(sql`select seq from moves where match_id = ${m.id} and move->>'type' = '$timeout'`);
    expect(timeouts).toHaveLength(1);
    expect((await call(`/v1/matches/${m.id}`)).body.version).toBe(m.version + 1);
  });
});
