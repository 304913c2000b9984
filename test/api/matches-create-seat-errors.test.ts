import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('POST /v1/matches: seat, visibility and rated refusals (%s)', (driver) => {
  const api = useApi(driver);

  it.each([
    [{ seat: 2 }, 'seat'],
    [{ seat: -1 }, 'seat'],
    [{ seat: 1, invite: [{ seat: 1, userId: 'usr_x' }] }, 'invite.0.seat'],
    [{ invite: [{ seat: 0, userId: 'usr_x' }] }, 'invite.0.seat'],
    [{ visibility: 'secret' }, 'visibility'],
    [{ rated: 'yes' }, 'rated'],
    [{ rated: true, seed: 'known' }, 'rated'],
  ])('refuses %j with 400 naming %s', async (extra, path) => {
    const { client } = await api.client.guest('Host');
    const res = await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses a rated co-operative or one-seat match', async () => {
    const { client } = await api.client.guest('Coop');
    const coop = await client.post('/v1/matches', { gameId: 'relic-run', players: 2, rated: true });
    expect(coop.status).toBe(400);
    expect(coop.body.detail).toContain('co-operative');
    const solo = await client.post('/v1/matches', { gameId: 'race-to-ten', players: 1, rated: true });
    expect(solo.status).toBe(400);
    expect(solo.body.detail).toContain('no opponent');
  });
});
