import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('what a profile shows (%s)', (driver) => {
  const api = useApi(driver);

  it('shows no address, preferences or tokens, and a private match only to those who sat at it', async () => {
    const a = await api.client.guest('Private A');
    const b = await api.client.guest('Private B');
    const m = (await a.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, visibility: 'private', options: { target: 3 } })).body;
    await b.client.post(`/v1/matches/${m.id}/join`);
    await playRaceOut([a.client, b.client], m.id);
    const stranger = await api.client.guest('Stranger');
    for (const reader of [api.client.as(undefined), stranger.client]) {
      const res = await reader.get(`/v1/users/${a.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.recentResults).toEqual([]);
      expect(JSON.stringify(res.body)).not.toMatch(/"(email|prefs|timeZone|tokens|eventSeq)"/);
    }
    expect((await b.client.get(`/v1/users/${a.user.id}`)).body.recentResults.map((r: { matchId: string }) => r.matchId)).toEqual([m.id]);
  });

  it('refuses a bad token rather than answering as anonymous', async () => {
    expect((await api.client.as('rubbish').get('/v1/users/usr_x')).status).toBe(401);
    expect((await api.client.as('rubbish').get('/v1/games/ruin-runner/leaderboard')).status).toBe(401);
  });
});
