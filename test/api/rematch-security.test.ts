import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('who sees a rematch (%s)', (driver) => {
  const api = useApi(driver);

  it('shows an invitation only to its invitee, and no address of an invitation by email', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const cy = await api.client.guest('Cy');
    const m = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3, options: { target: 3 } })).body;
    await bob.client.post(`/v1/matches/${m.id}/join`);
    await cy.client.post(`/v1/matches/${m.id}/join`);
    await playRaceOut([ada.client, bob.client, cy.client], m.id);
    const opened = (await ada.client.post(`/v1/matches/${m.id}/rematch`)).body;
    const forBob = (await bob.client.get(`/v1/matches/${m.id}/rematch`)).body.rematch;
    const forCy = (await cy.client.get(`/v1/matches/${m.id}/rematch`)).body.rematch;
    expect(forBob.invitation.id).not.toBe(forCy.invitation.id);
    const stranger = await api.client.guest('Stranger');
    const seen = (await stranger.client.get(`/v1/matches/${m.id}/rematch`)).body.rematch;
    expect(seen.invitation).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(forBob.invitation.id);
    expect(JSON.stringify(seen)).not.toContain(forCy.invitation.id);
    // Bob leaves the rematch's seat to an address: the address is never shown here.
    await bob.client.request('DELETE', `/v1/matches/${opened.id}/invitations/${forBob.invitation.id}`);
    await ada.client.post(`/v1/matches/${opened.id}/invitations`, { email: 'someone@example.com', seat: forBob.invitation.seat });
    const after = (await cy.client.get(`/v1/matches/${m.id}/rematch`)).body;
    expect(after.rematch.waitingFor).toContainEqual({ seat: forBob.invitation.seat, userId: null, name: null });
    expect(JSON.stringify(after)).not.toContain('someone@example.com');
  });

  it('refuses a bad token rather than answering as anonymous', async () => {
    expect((await api.client.as('rubbish').get('/v1/matches/mat_x/rematch')).status).toBe(401);
  });
});
