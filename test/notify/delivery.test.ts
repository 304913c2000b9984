import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listDevMail } from '../../src/db/notify.js';
import { backoffMs, claimLeaseMs, runDispatcher, type DispatcherDeps } from '../../src/notify/dispatcher.js';
import type { Mailer } from '../../src/notify/mail.js';
import { devMailer } from '../../src/notify/transports/dev.js';
import { resendMailer } from '../../src/notify/transports/resend.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { fakeClock, minutes, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const games = [raceToTen, ...catalog];

describe.each(testDrivers)('outbox delivery: crashes, retries, dedupe (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock();
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, games });
  const dispatch = (extra: Partial<DispatcherDeps> = {}) =>
    runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, now: clock.now, ...extra });
  let n = 0;
  /** A started 2-player match with one undelivered turn email (to Ada), and nothing else pending. */
  async function pending() {
    n++;
    const ada = await signInByEmail(api.client, smtp, `crash-ada${n}@example.com`);
    const bob = await signInByEmail(api.client, smtp, `crash-bob${n}@example.com`);
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    await bob.client.post(`/v1/matches/${created.body.id}/join`);
    return { id: created.body.id as string, email: `crash-ada${n}@example.com`, userId: ada.user.id };
  }
  const statusOf = async (id: string) =>
    ((await api.database.db.execute(sql`select status, attempts, last_error from outbox where match_id = ${id}`)) as unknown as { rows: { status: string; attempts: number }[] })
      .rows;

  it('does not send twice over SMTP when the dispatcher dies between sending and marking', async () => {
    const m = await pending();
    const crash = () => {
      throw new Error('dispatcher killed');
    };
    await expect(dispatch({ afterSend: crash })).rejects.toThrow('dispatcher killed');
    expect(smtp.to(m.email).filter((x) => x.subject.startsWith('Your turn'))).toHaveLength(1);
    expect((await statusOf(m.id))[0]!.status).toBe('sending');
    await dispatch(); // within the lease: left alone
    clock.advance(claimLeaseMs + 1000);
    const report = await dispatch();
    expect(report.inDoubt).toBe(1);
    expect(report.sent).toBe(0);
    expect(smtp.to(m.email).filter((x) => x.subject.startsWith('Your turn'))).toHaveLength(1);
    expect((await statusOf(m.id))[0]!.status).toBe('in-doubt');
  });

  it('redelivers after a crash through an idempotent transport, which keeps one copy by the dedupe key', async () => {
    const m = await pending();
    const dev = devMailer({ log: () => {} });
    await expect(dispatch({ mailer: dev, afterSend: () => Promise.reject(new Error('killed')) })).rejects.toThrow('killed');
    clock.advance(claimLeaseMs + 1000);
    const report = await dispatch({ mailer: dev });
    expect(report.sent).toBe(1);
    // This app's transport is SMTP, so its mailbox route is closed: read the dev mailbox itself.
    const box = await listDevMail(api.database.db, { to: m.email, limit: 10 });
    expect(box).toHaveLength(1);
    expect(box[0]!.subject).toBe('Your turn in Race to Ten');
    expect((await api.client.get('/v1/dev/mailbox')).status).toBe(404);
    expect((await statusOf(m.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failed send with backoff and sends it once it goes through', async () => {
    const m = await pending();
    let failures = 2;
    const flaky: Mailer = {
      name: 'smtp',
      idempotent: false,
      async send(mail, ctx) {
        if (failures-- > 0) throw new Error('421 try again later');
        return smtp.mailer.send(mail, ctx);
      },
    };
    expect((await dispatch({ mailer: flaky })).retried).toBe(1);
    expect((await statusOf(m.id))[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 try again later' });
    clock.advance(backoffMs(1) - 1000);
    expect((await dispatch({ mailer: flaky })).retried).toBe(0); // not due yet
    clock.advance(2000);
    expect((await dispatch({ mailer: flaky })).retried).toBe(1);
    clock.advance(backoffMs(2) + 1000);
    expect((await dispatch({ mailer: flaky })).sent).toBe(1);
    expect(smtp.to(m.email).filter((x) => x.subject.startsWith('Your turn'))).toHaveLength(1);
    expect((await statusOf(m.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up after the maximum number of attempts', async () => {
    const m = await pending();
    const broken: Mailer = { name: 'smtp', idempotent: false, send: () => Promise.reject(new Error('550 no such user')) };
    for (let i = 0; i < 3; i++) {
      await dispatch({ mailer: broken, maxAttempts: 3 });
      clock.advance(minutes(61));
    }
    expect((await statusOf(m.id))[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('sends the dedupe key to Resend as its Idempotency-Key, the same on every retry', async () => {
    const m = await pending();
    const seen: { key: string | null; body: any }[] = [];
    let calls = 0;
    const fakeResend: typeof fetch = async (_url, init) => {
      const headers = new Headers(init?.headers);
      seen.push({ key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
      return ++calls === 1 ? new Response('{"message":"rate limited"}', { status: 429 }) : new Response('{"id":"re_1"}', { status: 200 });
    };
    const resend = resendMailer({ apiKey: 're_test', fetch: fakeResend });
    await dispatch({ mailer: resend });
    clock.advance(minutes(2));
    await dispatch({ mailer: resend });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.key).toBe(`${m.id}/1/${m.userId}/turn`);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(seen[1]!.body).toMatchObject({ to: [m.email], subject: 'Your turn in Race to Ten' });
    expect(seen[1]!.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
