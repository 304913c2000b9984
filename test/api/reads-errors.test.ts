import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('paging the match log: bad cursors (%s)', (driver) => {
  const api = useApi(driver);

  it('refuses both directions at once, limits out of range and non-numbers, with problem+json', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const reader = seated[0]!.client;
    for (const query of ['after=1&before=5', 'limit=0', 'limit=501', 'after=-1', 'before=abc', 'after=99999999999']) {
      const res = await reader.get(`/v1/matches/${id}/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('Content-Type')).toContain('application/problem+json');
      expect(res.body.code).toBe('invalid-request');
    }
    expect((await reader.get(`/v1/matches/mat_nope/events?after=1`)).status).toBe(404);
  });

  it('an If-None-Match on an unknown match is a 404, not a 304', async () => {
    const { seated } = await startedRace(api.client, 2);
    const res = await seated[0]!.client.get('/v1/matches/mat_0000000000000000', { 'If-None-Match': 'W/"mat_0000000000000000.1.0"' });
    expect(res.status).toBe(404);
  });

  it('asking another seat’s view with a tag is refused like without one', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const outsider = (await api.client.guest('Eve')).client;
    const res = await outsider.get(`/v1/matches/${id}?seat=0`, { 'If-None-Match': `W/"${id}.1.0"` });
    expect(res.status).toBe(403);
    expect((await api.client.as(undefined).get(`/v1/matches/${id}?seat=0`, { 'If-None-Match': `W/"${id}.1.0"` })).status).toBe(401);
    expect(seated).toHaveLength(2);
  });
});
