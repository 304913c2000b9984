import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

/** GET /v1/matches/{id}/rematch: the finished-match page offers the rematch to every player (issue 31). */
describe.each(testDrivers)('the rematch of a finished match (%s)', (driver) => {
  const api = useApi(driver);

  async function finishedRace() {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const m = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 3 } })).body;
    await bob.client.post(`/v1/matches/${m.id}/join`);
    await playRaceOut([ada.client, bob.client], m.id);
    return { id: m.id as string, ada, bob };
  }

  it('is null until a player opens one, then shows who offered it, whom it waits for and the invitee’s own invitation', async () => {
    const { id, ada, bob } = await finishedRace();
    expect((await bob.client.get(`/v1/matches/${id}/rematch`)).body).toEqual({ rematch: null });
    const opened = await ada.client.post(`/v1/matches/${id}/rematch`);
    expect(opened.status).toBe(201);
    const forBob = await bob.client.get(`/v1/matches/${id}/rematch`);
    expect(forBob.status).toBe(200);
    expect(forBob.body.rematch).toMatchObject({
      matchId: opened.body.id,
      status: 'waiting',
      offeredBy: { id: ada.user.id, name: 'Ada', kind: 'guest' },
      seats: [
        { seat: 0, userId: null, name: null },
        { seat: 1, userId: ada.user.id, name: 'Ada' },
      ],
      waitingFor: [{ seat: 0, userId: bob.user.id, name: 'Bob' }],
      invitation: { id: expect.stringMatching(/^inv_/), seat: 0 },
    });
    // Ada sees it pending, with no invitation of her own; so does anyone who may read the match.
    expect((await ada.client.get(`/v1/matches/${id}/rematch`)).body.rematch).toMatchObject({ waitingFor: [{ name: 'Bob' }], invitation: null });
    expect((await api.client.as(undefined).get(`/v1/matches/${id}/rematch`)).body.rematch).toMatchObject({ matchId: opened.body.id, invitation: null });

    // One click: Bob's plain join takes the seat kept for him, and the rematch starts.
    const joined = await bob.client.post(`/v1/matches/${opened.body.id}/join`);
    expect(joined.status).toBe(200);
    expect((await bob.client.get(`/v1/matches/${id}/rematch`)).body.rematch).toMatchObject({ status: 'active', waitingFor: [], invitation: null });
  });

  it('tells the other players by an `invitation` event naming the rematch', async () => {
    const { id, ada, bob } = await finishedRace();
    const opened = (await bob.client.post(`/v1/matches/${id}/rematch`)).body;
    const events = (await ada.client.get('/v1/me/events?after=0')).body.events.filter((e: { type: string }) => e.type === 'invitation');
    expect(events.at(-1).data).toMatchObject({ matchId: opened.id, invitedBy: bob.user.id });
  });

  it('shows a declined invitation as a free seat, no longer waited for', async () => {
    const { id, ada, bob } = await finishedRace();
    await ada.client.post(`/v1/matches/${id}/rematch`);
    const { rematch } = (await bob.client.get(`/v1/matches/${id}/rematch`)).body;
    expect((await bob.client.request('DELETE', `/v1/matches/${rematch.matchId}/invitations/${rematch.invitation.id}`)).status).toBe(200);
    expect((await bob.client.get(`/v1/matches/${id}/rematch`)).body.rematch).toMatchObject({ status: 'waiting', waitingFor: [], invitation: null });
  });
});
