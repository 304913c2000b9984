import { afterAll, describe, expect, it } from 'vitest';
import { runDispatcher } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { runWebhooks } from '../../src/webhooks/dispatch.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { startHttpSink } from '../support/http-sink.js';
import { fakeClock, minutes, signInByEmail, useSmtpSink } from '../support/mail.js';
import { startedRace, useApi } from '../support/setup.js';

const games = [raceToTen, ...catalog];

describe.each(testDrivers)('chat beyond the API: webhooks yes, email never (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock(new Date('2030-01-07T09:00:00Z'));
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, games, webhooksAllowPrivate: true });
  const dispatch = () => runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, now: clock.now });
  const sinks: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of sinks) await s.close();
  });

  it('no email ever carries chat text, while the match’s emails are sent', async () => {
    const ada = await signInByEmail(api.client, smtp, 'chat-ada@example.com');
    const bob = await signInByEmail(api.client, smtp, 'chat-bob@example.com');
    const created = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: 'chat-mail', options: { target: 3 } })).body;
    await bob.client.post(`/v1/matches/${created.id}/join`);
    const secret = 'Zanzibar-7f3c';
    for (const [who, text] of [
      [ada, `meet me at ${secret}`],
      [bob, `<b>${secret}</b> & more`],
    ] as const) {
      expect((await who.client.post(`/v1/matches/${created.id}/chat`, { text })).status).toBe(201);
    }
    // Turns and the result go out by email (past the grace for active players)…
    const clients = [ada.client, bob.client];
    for (let i = 0; i < 10; i++) {
      const m = (await ada.client.get(`/v1/matches/${created.id}`)).body;
      if (m.status !== 'active') break;
      await clients[m.activeSeats[0]]!.post(`/v1/matches/${created.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 1 } });
      clock.advance(minutes(10));
      await dispatch();
    }
    expect((await ada.client.get(`/v1/matches/${created.id}`)).body.status).toBe('finished');
    const mails = [...smtp.to('chat-ada@example.com'), ...smtp.to('chat-bob@example.com')].filter((m) => !/sign-in/i.test(m.subject));
    expect(mails.length).toBeGreaterThan(1);
    expect(mails.map((m) => m.subject).join('\n')).toMatch(/turn|won|over|finished/i);
    // …and none of them, in any part, contains what was said.
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html, mail.raw]) expect(part).not.toContain(secret);
    }
  });

  it('a webhook subscribed to chat gets each message; one that is not, does not', async () => {
    const sink = await startHttpSink(() => 204);
    sinks.push(sink);
    const { id, seated } = await startedRace(api.client, 2);
    const [p0, p1] = [seated[0]!, seated[1]!];
    const chatHook = await p1.client.post('/v1/webhooks', { url: sink.url, events: ['chat', 'match.aborted'] });
    expect(chatHook.status).toBe(201);
    expect(chatHook.body.webhook.events).toEqual(['chat', 'match.aborted']);
    await p0.client.post('/v1/webhooks', { url: `${sink.url}?turns-only`, events: ['turn'] });

    const posted = (await p0.client.post(`/v1/matches/${id}/chat`, { text: 'hello <you>' })).body;
    await p0.client.post(`/v1/matches/${id}/abort`);
    await p1.client.post(`/v1/matches/${id}/abort`);
    await runWebhooks(api.database.db, { allowPrivate: true, now: clock.now });

    const bodies = sink.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['chat', 'match.aborted']);
    expect(bodies[0].data).toEqual({ seq: expect.any(Number), matchId: id, messageId: posted.id, userId: p0.user.id, name: 'P0', text: 'hello <you>', createdAt: posted.createdAt });
    expect(bodies[1].data).toMatchObject({ matchId: id });
  });

  it('refuses an unknown event type', async () => {
    const { client } = await api.client.guest('Hooker');
    const res = await client.post('/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['chat.message'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
  });
});
