import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('GET /v1/matches refusals (%s)', (driver) => {
  const api = useApi(driver);

  it.each([
    ['status=playing', 'status'],
    ['open=yes', 'open'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['cursor=not-a-cursor', 'cursor'],
    // Well-formed base64 JSON, but not a position this server gave out.
    [`cursor=${Buffer.from(JSON.stringify(["'; drop table matches; --", 'mat_x'])).toString('base64url')}`, 'cursor'],
  ])('answers 400 invalid-request for %s', async (query, path) => {
    const res = await api.client.get(`/v1/matches?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(res.body.code).toBe('invalid-request');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('needs a token for player=me, and refuses a bad one', async () => {
    const anonymous = await api.client.as(undefined).get('/v1/matches?player=me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');
    expect((await api.client.as('nonsense').get('/v1/matches')).status).toBe(401);
  });

  it('answers an empty page for a game or player nobody plays', async () => {
    const res = await api.client.get('/v1/matches?gameId=chess&player=usr_nobody');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matches: [], nextCursor: null });
  });
});
