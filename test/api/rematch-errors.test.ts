import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

/** Rematch and invitation refusals say what happened in words, never with a raw id (issue 31). */
describe.each(testDrivers)('rematch refusals in words (%s)', (driver) => {
  const api = useApi(driver);
  const rawId = /\b(mat|usr|inv)_\w+/;

  it('a second rematch names the first in `matchId`, not in its words', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const m = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 3 } })).body;
    await bob.client.post(`/v1/matches/${m.id}/join`);
    await playRaceOut([ada.client, bob.client], m.id);
    const first = await ada.client.post(`/v1/matches/${m.id}/rematch`);
    const second = await bob.client.post(`/v1/matches/${m.id}/rematch`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'rematch-exists', matchId: first.body.id });
    expect(second.body.detail).not.toMatch(rawId);
    const stranger = await api.client.guest('Stranger');
    const notSeated = await stranger.client.post(`/v1/matches/${m.id}/rematch`);
    expect(notSeated.body.code).toBe('not-your-seat');
    expect(notSeated.body.detail).not.toMatch(rawId);
  });

  it('answers an unknown match, invitation or invitee in words', async () => {
    const { client, user } = await api.client.guest('Host');
    const unknown = await client.get('/v1/matches/mat_0000000000000000/rematch');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).not.toMatch(rawId);
    const m = (await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    const byId = await client.post(`/v1/matches/${m.id}/invitations`, { userId: 'usr_nobody', seat: 1 });
    expect(byId.status).toBe(404);
    expect(byId.body.detail).not.toMatch(rawId);
    const atCreation = await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite: [{ seat: 1, userId: 'usr_nobody' }] });
    expect(atCreation.status).toBe(400);
    expect(atCreation.body.detail).not.toMatch(rawId);
    const invitation = await client.get(`/v1/matches/${m.id}/invitations/inv_nothing`);
    expect(invitation.status).toBe(404);
    expect(invitation.body.detail).not.toMatch(rawId);
    const seat = await client.post(`/v1/matches/${m.id}/leave`, { seat: 1 });
    expect(seat.body.detail ?? '').not.toMatch(rawId);
    expect(user.id).toMatch(rawId);
  });
});
