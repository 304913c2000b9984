/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker.js';

/**
 * Email inside workerd: sign-in mail and the `scheduled` dispatcher deliver over SMTP with
 * worker-mailer (cloudflare:sockets) to a real smtp-server started by the global setup.
 */
const fetcher = (exports as unknown as { default: Fetcher }).default;
const testEnv = env as unknown as { DATABASE_URL?: string; INBOX_URL: string };
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
    new Request(`http://reliquary.test${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) }),
  );
  return { status: res.status, body: (await res.json()) as any };
}

const inbox = async (): Promise<Received[]> => (await (await fetch(testEnv.INBOX_URL)).json()) as Received[];
const mailsTo = async (address: string) => (await inbox()).filter((m) => m.to.includes(address));

async function signIn(email: string) {
  expect((await call('/v1/auth/email', { method: 'POST', body: { email } })).status).toBe(202);
  const mail = (await mailsTo(email)).at(-1)!;
  const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
  const verified = await call('/v1/auth/email/verify', { method: 'POST', body: { email, code } });
  expect(verified.status).toBe(200);
  return verified.body as { token: string; user: { id: string } };
}

async function runScheduled() {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env as never, ctx);
  await waitOnExecutionContext(ctx);
}

describe.runIf(hasDatabase)('the dispatcher inside workerd (worker-mailer over SMTP, Neon)', () => {
  it('signs in by email and delivers exactly one turn email per turn, whatever the scheduled handler does', async () => {
    const stamp = Date.now();
    const ada = await signIn(`ada-${stamp}@example.com`);
    const bob = await signIn(`bob-${stamp}@example.com`);
    const created = await call('/v1/matches', { method: 'POST', token: ada.token, body: { gameId: 'ruin-runner', players: 2 } });
    expect(created.status).toBe(201);
    const joined = await call(`/v1/matches/${created.body.id}/join`, { method: 'POST', token: bob.token });
    expect(joined.body.status).toBe('active');
    const first = joined.body.activeSeats[0] as number;
    const [mover, moverEmail, other, otherEmail] =
      first === 0 ? [ada, `ada-${stamp}@example.com`, bob, `bob-${stamp}@example.com`] : [bob, `bob-${stamp}@example.com`, ada, `ada-${stamp}@example.com`];

    // The delivery queue sends it (test/worker/deliveries.test.ts); the cron only reconciles.
    await runScheduled();
    const until = Date.now() + 20_000;
    let turn = (await mailsTo(moverEmail)).filter((m) => m.subject.startsWith('Your turn'));
    while (turn.length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      turn = (await mailsTo(moverEmail)).filter((m) => m.subject.startsWith('Your turn'));
    }
    expect(turn).toHaveLength(1);
    // The button leads to the web app's match page (WEB_URL defaults to PUBLIC_URL/matches/{id}).
    expect(turn[0]!.text).toMatch(new RegExp(`https?://[^/\\s]+/matches/${created.body.id}\\b`));
    expect(turn[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(turn[0]!.headers['in-reply-to']).toContain(`match.${created.body.id}@`);
    await runScheduled();
    expect((await mailsTo(moverEmail)).filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(1);
    expect((await mailsTo(otherEmail)).filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(0);
    expect(other.user.id).not.toBe(mover.user.id);
  });

  it('keeps the dev mailbox closed on Workers unless EMAIL_TRANSPORT=dev', async () => {
    expect((await call('/v1/dev/mailbox')).status).toBe(404);
  });
});
