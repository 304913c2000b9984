import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('inbox and invitation errors (%s)', (driver) => {
  const api = useApi(driver);

  it('refuses bad cursors, long waits and anonymous readers', async () => {
    const { client } = await api.client.guest('E');
    expect((await client.get('/v1/me/events?after=-1')).status).toBe(400);
    expect((await client.get('/v1/me/events?wait=31')).status).toBe(400);
    expect((await client.as(undefined).get('/v1/me/events')).status).toBe(401);
    expect((await client.get('/v1/me/events/stream', { 'Last-Event-ID': 'abc' })).body.code).toBe('invalid-request');
    const playOnly = client.as((await client.post('/v1/tokens', { name: 'p', scopes: ['matches:play'] })).body.secret);
    expect((await playOnly.get('/v1/me/events')).body.code).toBe('insufficient-scope');
  });

  it('refuses invitations to seat 0, to a missing seat, twice to one seat, or of unknown users', async () => {
    const { client, user } = await api.client.guest('Inv');
    const other = (await api.client.guest('Other')).user;
    const create = (invite: unknown) => client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite });
    expect((await create([{ seat: 0, userId: other.id }])).status).toBe(400);
    expect((await create([{ seat: 2, userId: other.id }])).body.errors[0].path).toBe('invite.0.seat');
    const twice = await create([{ seat: 1, userId: other.id }, { seat: 1, userId: user.id }]);
    expect(twice.body.errors[0]).toEqual({ path: 'invite.1.seat', message: 'seat invited twice' });
    const unknown = await create([{ seat: 1, userId: 'usr_nobody' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('invite.0.userId');
    // Nothing was created by the refusals: the invitee's inbox is empty.
    const otherClient = await api.client.guest('Other2');
    expect((await otherClient.client.get('/v1/me/events')).body.events).toEqual([]);
  });

  it('a seat reserved at creation cannot be reserved again, and stays its invitee’s', async () => {
    const { client: host } = await api.client.guest('Host');
    const { client: invitee, user: inviteeUser } = await api.client.guest('Invitee');
    const { client: later, user: laterUser } = await api.client.guest('Later');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3, invite: [{ seat: 1, userId: inviteeUser.id }] })).body.id;
    const again = await host.post(`/v1/matches/${id}/invitations`, { userId: laterUser.id, seat: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('seat-reserved');
    expect((await later.get('/v1/me/events')).body.events).toEqual([]);
    expect((await later.post(`/v1/matches/${id}/join`, { seat: 1 })).body.code).toBe('seat-reserved');
    expect((await invitee.post(`/v1/matches/${id}/join`)).body).toMatchObject({ seat: 1, status: 'waiting' });
  });

  it('an inbox holds only its owner’s events', async () => {
    const { client: a } = await api.client.guest('A');
    const { client: b, user: bUser } = await api.client.guest('B');
    const { client: c } = await api.client.guest('C');
    await a.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite: [{ seat: 1, userId: bUser.id }] });
    expect((await b.get('/v1/me/events')).body.events).toHaveLength(1);
    expect((await c.get('/v1/me/events')).body.events).toEqual([]);
    expect((await a.get('/v1/me/events')).body.events).toEqual([]);
  });
});
