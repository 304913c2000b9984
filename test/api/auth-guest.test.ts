import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('POST /v1/auth/guest (%s)', (driver) => {
  const api = useApi(driver);

  it('creates a guest and a token that authenticates', async () => {
    const res = await api.client.post('/v1/auth/guest', { name: '  Ada  ' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Ada', kind: 'guest' });
    expect(res.body.user.id).toMatch(/^usr_[0-9a-f]{16}$/);
    const me = api.client.as(res.body.token);
    expect((await me.get('/v1/me/turns')).status).toBe(200);
  });

  it('refuses an empty or missing name with a 400 problem', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}, { name: 'x'.repeat(41) }]) {
      const res = await api.client.post('/v1/auth/guest', body);
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 400, code: 'invalid-request' });
      expect(res.body.errors[0].path).toBe('name');
    }
  });

  it('refuses malformed JSON with a 400 problem, never HTML or a stack trace', async () => {
    const res = await api.client.request('POST', '/v1/auth/guest', { body: '{"name":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|<html/i);
  });

  it('answers 401 for a forged, malformed or missing token', async () => {
    const real = (await api.client.post('/v1/auth/guest', { name: 'Eve' })).body.token as string;
    const [h, p] = real.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    for (const headers of [{ Authorization: `Bearer ${forged}` }, { Authorization: 'Basic abc' }, { Authorization: 'Bearer not-a-jwt' }]) {
      const res = await api.client.get('/v1/me/turns', headers);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
    expect((await api.client.get('/v1/me/turns')).status).toBe(401);
  });
});
