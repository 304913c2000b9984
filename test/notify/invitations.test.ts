import { describe, expect, it } from 'vitest';
import { runDispatcher } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { expectLinksForPeople, expectReadable, fakeClock, linkIn, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const games = [raceToTen, ...catalog];
const notify = { publicUrl: 'https://api.reliquary.test' };
const form = { body: '', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

describe.each(testDrivers)('invitations (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock();
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, games, notify });
  const dispatch = () => runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, now: clock.now, notify });
  const invitationLink = (email: string) =>
    linkIn(smtp.to(email).find((m) => m.subject.includes('invites you'))!, /https:\/\/api\.reliquary\.test\/v1\/invitations\/\S+/).replace('https://api.reliquary.test', '');

  it('reserves the seat, emails a link whose page POSTs, and accepting signs the invitee in and seats them', async () => {
    const host = await signInByEmail(api.client, smtp, 'host1@example.com');
    const created = await host.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    const invited = await host.client.post(`/v1/matches/${created.body.id}/invitations`, { email: 'Newcomer@Example.com', seat: 1 });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ seat: 1, email: 'newcomer@example.com', userId: null, status: 'pending' });
    // Nobody else may take the reserved seat meanwhile.
    const other = await api.client.guest('Intruder');
    expect((await other.client.post(`/v1/matches/${created.body.id}/join`)).body.code).toBe('seat-reserved');
    expect((await other.client.post(`/v1/matches/${created.body.id}/join`, { seat: 1 })).body.code).toBe('seat-reserved');

    await dispatch();
    const mail = smtp.to('newcomer@example.com').find((m) => m.subject.includes('invites you'))!;
    expect(mail.subject).toBe('host1 invites you to play Race to Ten');
    expectReadable(mail);
    expectLinksForPeople(mail);
    expect(mail.headers['in-reply-to']).toBe(`<match.${created.body.id}@localhost>`);
    const path = invitationLink('newcomer@example.com');
    const page = await api.client.get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`action="${path}/accept"`);
    expect((await api.client.get(path)).status).toBe(200); // looking twice changes nothing

    // Accepting signs the browser in by cookie and lands on the match page; no token is shown.
    const accepted = await api.client.request('POST', `${path}/accept`, form);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toBe(`/matches/${created.body.id}`);
    expect(String(accepted.body)).not.toMatch(/eyJ/);
    const token = /(?:^|[;,]\s*)rlq_session=([^;]+)/.exec(accepted.headers.get('Set-Cookie') ?? '')![1]!;
    const me = await api.client.as(token).get('/v1/me');
    expect(me.body).toMatchObject({ email: 'newcomer@example.com', kind: 'person' });
    const match = (await api.client.as(token).get(`/v1/matches/${created.body.id}`)).body;
    expect(match).toMatchObject({ status: 'active', seat: 1 });
    expect(match.seats[1].userId).toBe(me.body.id);
    expect((await api.client.request('POST', `${path}/accept`, form)).status).toBe(409);
    expect((await api.client.post(`${path}/decline`)).body.code).toBe('invitation-not-pending');
    // The match started on the host's turn: they are told.
    await dispatch();
    expect(smtp.to('host1@example.com').filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(1);
  });

  it('frees the seat when the invitee declines', async () => {
    const host = await signInByEmail(api.client, smtp, 'host2@example.com');
    const created = await host.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    await host.client.post(`/v1/matches/${created.body.id}/invitations`, { email: 'shy@example.com', seat: 1 });
    await dispatch();
    const path = invitationLink('shy@example.com');
    const declined = await api.client.post(`${path}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect((await api.client.post(`${path}/accept`)).body.code).toBe('invitation-not-pending');
    const other = await api.client.guest('Taker');
    expect((await other.client.post(`/v1/matches/${created.body.id}/join`)).body).toMatchObject({ status: 'active', seat: 1 });
  });

  it('invites a known user by id, who may also just join the reserved seat', async () => {
    const host = await signInByEmail(api.client, smtp, 'host3@example.com');
    const friend = await signInByEmail(api.client, smtp, 'friend3@example.com');
    const created = await host.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3 });
    const invited = await host.client.post(`/v1/matches/${created.body.id}/invitations`, { userId: friend.user.id, seat: 2 });
    expect(invited.body).toMatchObject({ userId: friend.user.id, email: null, seat: 2 });
    const joined = await friend.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body).toMatchObject({ seat: 2, status: 'waiting' });
    await dispatch();
    // Answered before the email went out: it is not sent.
    expect(smtp.to('friend3@example.com').filter((m) => m.subject.includes('invites you'))).toHaveLength(0);
  });

  it('lets an invitation link expire after 7 days', async () => {
    const host = await signInByEmail(api.client, smtp, 'host5@example.com');
    const created = await host.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    await host.client.post(`/v1/matches/${created.body.id}/invitations`, { email: 'slow@example.com', seat: 1 });
    await dispatch();
    const path = invitationLink('slow@example.com');
    clock.advance(8 * 24 * 3600 * 1000);
    const late = await api.client.post(`${path}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.detail).toContain('expired');
  });

  it('refuses invitations from outsiders, to taken or reserved seats, and forged links', async () => {
    const host = await signInByEmail(api.client, smtp, 'host4@example.com');
    const created = await host.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3 });
    const id = created.body.id;
    const outsider = await api.client.guest('Out');
    expect((await outsider.client.post(`/v1/matches/${id}/invitations`, { email: 'x@example.com', seat: 1 })).status).toBe(403);
    expect((await host.client.post(`/v1/matches/${id}/invitations`, { email: 'x@example.com', seat: 0 })).body.code).toBe('seat-taken');
    expect((await host.client.post(`/v1/matches/${id}/invitations`, { email: 'x@example.com', seat: 1 })).status).toBe(201);
    expect((await host.client.post(`/v1/matches/${id}/invitations`, { email: 'y@example.com', seat: 1 })).body.code).toBe('seat-reserved');
    expect((await host.client.post(`/v1/matches/${id}/invitations`, { email: 'y@example.com', seat: 9 })).status).toBe(400);
    expect((await host.client.post(`/v1/matches/${id}/invitations`, { email: 'y@example.com', userId: 'usr_x', seat: 2 })).status).toBe(400);
    expect((await api.client.get('/v1/invitations/inv_0000000000000000.0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await api.client.post('/v1/invitations/forged/accept')).status).toBe(404);
  });
});
