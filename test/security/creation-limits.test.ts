import { describe, expect, it } from 'vitest';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { fakeClock, minutes } from '../support/mail.js';
import { useApi } from '../support/setup.js';
import { memoryMailer } from './helpers.js';

// Issue 16, item 5: 300 guests in 4.7 s, sign-in emails to 40 addresses, invitations to anyone.
describe.each(testDrivers)('what anonymous callers may create is limited (%s)', (driver) => {
  const clock = fakeClock();
  const mail = memoryMailer();
  const api = useApi(driver, { mailer: mail.mailer, now: clock.now });
  const limited = (address: string, limits: { guestsPerHour?: number; signInEmailsPerHour?: number; invitationsPerHour?: number }) =>
    new TestClient(
      testApp(api.database.db, {
        mailer: mail.mailer,
        now: clock.now,
        clientAddress: () => address,
        config: { creationLimits: { guestsPerHour: 1000, signInEmailsPerHour: 1000, invitationsPerHour: 1000, ...limits } },
      }),
    );

  it('limits guest accounts per client address, concurrent requests included, with 429 and Retry-After', async () => {
    const client = limited('198.51.100.1', { guestsPerHour: 5 });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => client.post('/v1/auth/guest', { name: `G${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'rate-limited', limit: 'guestsPerHour', quota: 5 });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not affected; an hour later this one may create again.
    expect((await limited('198.51.100.2', { guestsPerHour: 5 }).post('/v1/auth/guest', { name: 'Other' })).status).toBe(201);
    clock.advance(minutes(61));
    expect((await client.post('/v1/auth/guest', { name: 'Later' })).status).toBe(201);
  });

  it('counts an IPv6 client by its /64', async () => {
    expect((await limited('2001:db8:1:2::1', { guestsPerHour: 1 }).post('/v1/auth/guest', { name: 'A' })).status).toBe(201);
    expect((await limited('2001:db8:1:2::ffff', { guestsPerHour: 1 }).post('/v1/auth/guest', { name: 'B' })).status).toBe(429);
    expect((await limited('2001:db8:1:3::1', { guestsPerHour: 1 }).post('/v1/auth/guest', { name: 'C' })).status).toBe(201);
  });

  it('limits sign-in emails per client address whatever the addresses', async () => {
    const client = limited('198.51.100.3', { signInEmailsPerHour: 3 });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => client.post('/v1/auth/email', { email: `target${i}@example.com` })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(37);
    expect(mail.sent.filter((m) => m.to.startsWith('target'))).toHaveLength(3);
  });

  it('limits invitations per account', async () => {
    const client = limited('198.51.100.4', { invitationsPerHour: 2 });
    const { client: host } = await client.guest('Host');
    const match = await host.post('/v1/matches', { gameId: 'race-to-ten', players: 4 });
    expect(match.status).toBe(201);
    const invite = (seat: number) => host.post(`/v1/matches/${match.body.id}/invitations`, { seat, email: `friend${seat}@example.com` });
    expect((await invite(1)).status).toBe(201);
    expect((await invite(2)).status).toBe(201);
    const third = await invite(3);
    expect(third.status).toBe(429);
    expect(third.body.limit).toBe('invitationsPerHour');
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
