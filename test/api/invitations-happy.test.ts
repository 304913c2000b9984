import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('invitations by id (%s)', (driver) => {
  const api = useApi(driver);

  it('the Location of a new invitation answers with it, for the inviter and the invitee', async () => {
    const { client: host, user: hostUser } = await api.client.guest('Host');
    const { client: friend, user: friendUser } = await api.client.guest('Friend');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id;
    const created = await host.post(`/v1/matches/${id}/invitations`, { userId: friendUser.id, seat: 1 });
    const location = created.headers.get('Location')!;
    expect(location).toBe(`/v1/matches/${id}/invitations/${created.body.id}`);
    const expected = { id: created.body.id, matchId: id, seat: 1, userId: friendUser.id, invitedBy: hostUser.id, email: null, status: 'pending' };
    expect((await host.get(location)).body).toMatchObject(expected);
    expect((await friend.get(location)).body).toMatchObject(expected);
  });

  it('an invitee declines by id, and the seat is free for anyone', async () => {
    const { client: host } = await api.client.guest('Host');
    const made = (await host.post('/v1/bots', { name: 'Picky' })).body;
    const bot = host.as(made.token);
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite: [{ seat: 1, userId: made.bot.id }] })).body.id;
    const { invitationId } = (await bot.get('/v1/me/events')).body.events[0].data;
    const declined = await bot.request('DELETE', `/v1/matches/${id}/invitations/${invitationId}`);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ id: invitationId, status: 'declined' });
    const { client: other } = await api.client.guest('Other');
    expect((await other.post(`/v1/matches/${id}/join`)).body).toMatchObject({ seat: 1, status: 'active' });
  });

  it('a seated player withdraws an unanswered invitation; the invitee can no longer take the seat by it', async () => {
    const { client: host } = await api.client.guest('Host');
    const { client: slow, user: slowUser } = await api.client.guest('Slow');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).body.id;
    const invited = (await host.post(`/v1/matches/${id}/invitations`, { userId: slowUser.id, seat: 2 })).body;
    const { client: second } = await api.client.guest('Second');
    await second.post(`/v1/matches/${id}/join`, { seat: 1 });
    const withdrawn = await second.request('DELETE', `/v1/matches/${id}/invitations/${invited.id}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect((await slow.get(`/v1/matches/${id}/invitations/${invited.id}`)).body.status).toBe('withdrawn');
    // The seat is an ordinary free seat again: the first to join takes it.
    const { client: third } = await api.client.guest('Third');
    expect((await third.post(`/v1/matches/${id}/join`)).body).toMatchObject({ seat: 2, status: 'active' });
  });
});
