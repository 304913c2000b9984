import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import { person } from '../support/api.js';

/** Refusals of the player search, the friends routes and the rating history: RFC 9457 problems in words. */
describe.each(testDrivers)('finding players: refusals (%s)', (driver) => {
  const api = useApi(driver, { config: { searchesPerMinute: 5 } });
  const personNamed = (name: string) => person(api.client, api.database.db, name);

  it('wants 2 to 50 characters to search for, a page size up to 50 and a cursor it gave out', async () => {
    const me = await personNamed('Asker');
    for (const [query, path] of [
      ['search=a', 'search'],
      ['search=%20%20a%20', 'search'],
      [`search=${'x'.repeat(51)}`, 'search'],
      ['', 'search'],
      ['search=ab&limit=51', 'limit'],
      ['search=ab&limit=0', 'limit'],
      ['search=ab&cursor=rubbish', 'cursor'],
      [`search=ab&cursor=${btoa(JSON.stringify(['0', '%FF', 'usr_x']))}`, 'cursor'],
    ] as const) {
      const res = await me.client.get(`/v1/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('Content-Type')).toBe('application/problem+json');
      expect(res.body.code).toBe('invalid-request');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('limits searches per account per minute, with Retry-After', async () => {
    const me = await personNamed('Busy searcher');
    for (let i = 0; i < 5; i++) expect((await me.client.get('/v1/users?search=zz')).status).toBe(200);
    const over = await me.client.get('/v1/users?search=zz');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate-limited', limit: 'searchesPerMinute', quota: 5 });
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another account has its own count; a refused search (a 400) counted nothing.
    const other = await personNamed('Other searcher');
    expect((await other.client.get('/v1/users?search=z')).status).toBe(400);
    expect((await other.client.get('/v1/users?search=zz')).status).toBe(200);
  });

  it('refuses to follow yourself, nobody or a computer player, with no id in the words', async () => {
    const me = await personNamed('Lonely');
    const self = await me.client.request('PUT', `/v1/me/friends/${me.user.id}`);
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe('You cannot follow yourself.');
    const nobody = await me.client.request('PUT', '/v1/me/friends/usr_nobody');
    expect(nobody.status).toBe(404);
    expect(nobody.body.detail).toBe('No such player.');
    expect((await me.client.request('PUT', '/v1/me/friends/usr_cpu-easy-ruin-runner')).status).toBe(404);
    expect((await me.client.get('/v1/me/friends')).body.friends).toEqual([]);
  });

  it('refuses a rating history of an unknown game or player', async () => {
    const me = await personNamed('Rated nobody');
    const game = await api.client.get(`/v1/users/${me.user.id}/ratings/no-such-game`);
    expect(game.status).toBe(404);
    expect(game.body.detail).not.toContain('no-such-game');
    const user = await api.client.get('/v1/users/usr_nobody/ratings/ruin-runner');
    expect(user.status).toBe(404);
    expect(user.body.detail).toBe('No such player.');
    expect((await api.client.get(`/v1/users/${me.user.id}/ratings/ruin-runner?limit=501`)).status).toBe(400);
  });
});
