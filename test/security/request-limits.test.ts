import { describe, expect, it } from 'vitest';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { listen } from '../support/server.js';
import { useApi } from '../support/setup.js';

/** A guest request of exactly `bytes` bytes (the padding field is ignored by the schema). */
const jsonOf = (bytes: number) => JSON.stringify({ name: 'Ok', pad: 'x'.repeat(bytes - 22) });

describe.each(testDrivers)('request bodies are limited (%s)', (driver) => {
  const api = useApi(driver);

  // Issue 16, item 4: without a limit a 200 MB body was read and parsed whole.
  it('answers 413 problem+json to a body over 64 KiB, streamed without a length', async () => {
    const body = jsonOf(64 * 1024 + 1);
    expect(body.length).toBe(64 * 1024 + 1);
    const res = await api.client.post('/v1/auth/guest', body);
    expect(res.status).toBe(413);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(res.body).toMatchObject({ code: 'payload-too-large', status: 413, maxBytes: 65536 });
    expect((await api.client.post('/v1/auth/guest', { name: 'Small' })).status).toBe(201);
  });

  it('refuses a large body by its Content-Length over real HTTP, on authenticated routes too', async () => {
    const { client } = await api.client.guest('Big');
    const server = await listen(api.client.app);
    try {
      const res = await fetch(`${server.url}/v1/matches`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` },
        body: JSON.stringify({ gameId: 'race-to-ten', players: 2, options: { pad: 'x'.repeat(5_000_000) } }),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('payload-too-large');
    } finally {
      await server.close();
    }
  });

  it('takes its limit from the configuration (MAX_BODY_BYTES)', async () => {
    const small = new TestClient(testApp(api.database.db, { config: { maxBodyBytes: 1000 } }));
    expect((await small.post('/v1/auth/guest', jsonOf(1001))).status).toBe(413);
    expect((await small.post('/v1/auth/guest', jsonOf(1000))).status).toBe(201);
  });
});

// Issue 16, item 7: PostgreSQL text cannot hold U+0000; it used to surface as a 500.
describe.each(testDrivers)('a NUL character anywhere is a 400 (%s)', (driver) => {
  const api = useApi(driver, { config: { devMailbox: 'on' } });

  it('in the path', async () => {
    const { client } = await api.client.guest('Nul');
    for (const path of ['/v1/matches/m%00x', '/v1/matches/m%00x/legal-moves', '/v1/webhooks/w%00/deliveries']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
  });

  it('in the query', async () => {
    const res = await api.client.get('/v1/dev/mailbox?to=a%00b@example.com');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
  });

  it('in a JSON body, escaped or raw, but not an escaped backslash followed by u0000', async () => {
    const escaped = await api.client.post('/v1/auth/guest', { name: 'Ada\u0000' });
    expect(escaped.status).toBe(400);
    expect(escaped.body.code).toBe('invalid-request');
    const { client } = await api.client.guest('Host');
    const inOptions = await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { 'k\u0000': 1 } });
    expect(inOptions.status).toBe(400);
    const raw = await api.client.post('/v1/auth/guest', '{"name":"Ada\u0000"}');
    expect(raw.status).toBe(400);
    const literal = await api.client.post('/v1/auth/guest', { name: 'Ada\\u0000' });
    expect(literal.status).toBe(201);
    expect(literal.body.user.name).toBe('Ada\\u0000');
  });

  it('in a form body', async () => {
    const res = await api.client.request('POST', '/v1/auth/email/verify', {
      body: 'token=abc%00def',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });
});
