import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('invitation security (%s)', (driver) => {
  const api = useApi(driver);

  it('strangers get the same 404 as for no invitation, and cannot withdraw it', async () => {
    const { client: host } = await api.client.guest('Host');
    const { user: friendUser } = await api.client.guest('Friend');
    const { client: stranger } = await api.client.guest('Stranger');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id;
    const inv = (await host.post(`/v1/matches/${id}/invitations`, { userId: friendUser.id, seat: 1 })).body;
    const path = `/v1/matches/${id}/invitations/${inv.id}`;
    const read = await stranger.get(path);
    expect(read.status).toBe(404);
    expect(read.body.detail).toBe('No such invitation at this match.');
    expect((await stranger.request('DELETE', path)).status).toBe(404);
    expect((await api.client.get(path)).status).toBe(401);
    expect((await host.get(path)).body.status).toBe('pending');
  });

  it('shows the invited address only to the inviter and the invitee, not to other players', async () => {
    const { client: host } = await api.client.guest('Host');
    const { client: other } = await api.client.guest('Other');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).body.id;
    const inv = (await host.post(`/v1/matches/${id}/invitations`, { email: 'secret.friend@example.com', seat: 2 })).body;
    expect(inv.email).toBe('secret.friend@example.com');
    await other.post(`/v1/matches/${id}/join`, { seat: 1 });
    const path = `/v1/matches/${id}/invitations/${inv.id}`;
    expect((await host.get(path)).body.email).toBe('secret.friend@example.com');
    const seen = await other.get(path);
    expect(seen.status).toBe(200);
    expect(seen.body.email).toBeNull();
    expect(JSON.stringify(seen.body)).not.toContain('secret.friend');
  });

  it('a read-only token may look but not decline; a play-only token may not look', async () => {
    const { client: host } = await api.client.guest('Host');
    const { client: friend, user: friendUser } = await api.client.guest('Friend');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id;
    const inv = (await host.post(`/v1/matches/${id}/invitations`, { userId: friendUser.id, seat: 1 })).body;
    const path = `/v1/matches/${id}/invitations/${inv.id}`;
    const reader = friend.as((await friend.post('/v1/tokens', { name: 'r', scopes: ['matches:read'] })).body.secret);
    const player = friend.as((await friend.post('/v1/tokens', { name: 'p', scopes: ['matches:play'] })).body.secret);
    expect((await reader.get(path)).status).toBe(200);
    expect((await reader.request('DELETE', path)).body.code).toBe('insufficient-scope');
    expect((await player.get(path)).body.code).toBe('insufficient-scope');
    expect((await player.request('DELETE', path)).body.status).toBe('declined');
  });
});
