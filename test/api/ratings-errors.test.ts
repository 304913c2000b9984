import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('leaderboard and profile refusals (%s)', (driver) => {
  const api = useApi(driver);

  it('404 for an unknown game or user, 400 for a bad limit', async () => {
    const game = await api.client.get('/v1/games/chess/leaderboard');
    expect(game.status).toBe(404);
    expect(game.body.code).toBe('not-found');
    expect((await api.client.get('/v1/users/usr_nobody')).status).toBe(404);
    for (const q of ['limit=0', 'limit=101', 'provisional=maybe']) {
      const res = await api.client.get(`/v1/games/ruin-runner/leaderboard?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
  });

  it('answers an empty leaderboard for a co-operative game', async () => {
    const res = await api.client.get('/v1/games/relic-run/leaderboard?provisional=true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ gameId: 'relic-run', entries: [], computers: [] });
  });
});
