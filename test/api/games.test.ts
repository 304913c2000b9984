import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { useApi } from '../support/setup.js';

describe('GET /v1/games', () => {
  const api = useApi('pglite');

  it('lists every game with its players and JSON schemas, without auth', async () => {
    const res = await api.client.get('/v1/games');
    expect(res.status).toBe(200);
    const ids = res.body.games.map((g: { id: string }) => g.id);
    expect(ids).toEqual(['race-to-ten', ...games.map((g) => g.id)]);
    const race = res.body.games[0];
    expect(race).toMatchObject({ minPlayers: 1, maxPlayers: 4, defaultOptions: { target: 10 } });
    expect(race.moveSchema.oneOf ?? race.moveSchema.anyOf).toBeDefined();
  });

  it('returns one game, or a 404 problem for an unknown id', async () => {
    expect((await api.client.get('/v1/games/race-to-ten')).body.title).toBe('Race to Ten');
    const missing = await api.client.get('/v1/games/chess');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not-found', status: 404 });
  });
});
