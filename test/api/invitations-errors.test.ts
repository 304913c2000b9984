import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('invitation errors (%s)', (driver) => {
  const api = useApi(driver);

  it('closes an invitation once: a second answer, or one after it was accepted, is 409', async () => {
    const { client: host } = await api.client.guest('Host');
    const { client: friend, user: friendUser } = await api.client.guest('Friend');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).body.id;
    const first = (await host.post(`/v1/matches/${id}/invitations`, { userId: friendUser.id, seat: 1 })).body;
    expect((await friend.request('DELETE', `/v1/matches/${id}/invitations/${first.id}`)).status).toBe(200);
    const again = await friend.request('DELETE', `/v1/matches/${id}/invitations/${first.id}`);
    expect(again.status).toBe(409);
    expect(again.headers.get('Content-Type')).toContain('application/problem+json');
    expect(again.body).toMatchObject({ code: 'invitation-not-pending', detail: 'The invitation was already declined.' });

    const second = (await host.post(`/v1/matches/${id}/invitations`, { userId: friendUser.id, seat: 2 })).body;
    await friend.post(`/v1/matches/${id}/join`);
    const late = await host.request('DELETE', `/v1/matches/${id}/invitations/${second.id}`);
    expect(late.body).toMatchObject({ code: 'invitation-not-pending', detail: 'The invitation was already accepted.' });
  });

  it('is 404 for an unknown invitation, or one named under another match', async () => {
    const { client: host, user: hostUser } = await api.client.guest('Host');
    const { user: friendUser } = await api.client.guest('Friend');
    const a = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id;
    const b = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id;
    const inv = (await host.post(`/v1/matches/${a}/invitations`, { userId: friendUser.id, seat: 1 })).body;
    expect(inv.invitedBy).toBe(hostUser.id);
    expect((await host.get(`/v1/matches/${a}/invitations/inv_0000000000000000`)).status).toBe(404);
    expect((await host.get(`/v1/matches/${b}/invitations/${inv.id}`)).status).toBe(404);
    expect((await host.request('DELETE', `/v1/matches/${b}/invitations/${inv.id}`)).status).toBe(404);
    expect((await host.get(`/v1/matches/${a}/invitations/${inv.id}`)).body.status).toBe('pending');
  });
});
