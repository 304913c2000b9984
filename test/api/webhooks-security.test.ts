import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicOnlyFetch, publicOnlyLookup } from '../../src/webhooks/public-fetch.js';
import { webhookUrlProblem } from '../../src/webhooks/url.js';
import { TestClient, testApp } from '../support/api.js';
import { openTestDatabase, testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe('webhook URL validation', () => {
  it.each([
    'http://example.com/hook',
    'https://localhost/hook',
    'https://127.0.0.1/hook',
    'https://2130706433/hook',
    'https://0x7f.1/hook',
    'https://10.1.2.3/',
    'https://172.20.0.1/',
    'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://intranet/',
    'https://db.internal/',
    'https://user:pw@example.com/',
    'ftp://example.com/',
    'not a url',
  ])('refuses %s in production', (url) => {
    expect(webhookUrlProblem(url, false)).not.toBeNull();
  });

  it.each(['https://example.com/hook', 'https://93.184.216.34:8443/x', 'https://[2606:4700::1]/'])('accepts %s', (url) => {
    expect(webhookUrlProblem(url, false)).toBeNull();
  });

  it('allows http and loopback only when configured for development', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9999/hook', true)).toBeNull();
    expect(webhookUrlProblem('ftp://127.0.0.1/', true)).not.toBeNull();
  });
});

describe('webhook delivery on Node checks what a name resolves to', () => {
  const resolvesTo = (...ips: string[]) => async () => ips.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const post = (f: typeof fetch, url: string) => f(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });

  it.each([['127.0.0.1'], ['10.0.0.7'], ['169.254.169.254'], ['93.184.216.34', '192.168.0.2'], ['::ffff:10.0.0.1'], ['fd12::1']])(
    'refuses a public-looking name that resolves to %s',
    async (...ips) => {
      await expect(post(publicOnlyFetch({ resolve: resolvesTo(...ips) }), 'https://hooks.example.com/h')).rejects.toThrow(/resolves to an internal address/);
    },
  );

  it('connects to the address it checked, and reports the status', async () => {
    const received: { host?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => (received.push({ host: req.headers.host, body }), res.writeHead(204).end()));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      // Only the address predicate is relaxed here, to reach a server on this machine.
      const f = publicOnlyFetch({ resolve: resolvesTo('127.0.0.1'), isBlocked: () => false });
      const res = await post(f, `http://hooks.example.com:${port}/h`);
      expect(res.status).toBe(204);
      expect(received).toEqual([{ host: `hooks.example.com:${port}`, body: '{}' }]);
    } finally {
      server.close();
    }
  });

  it('a test delivery to a name that resolves inside is refused and recorded with the reason', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const client = new TestClient(testApp(database.db, { webhookFetch: publicOnlyFetch({ resolve: resolvesTo('10.1.1.1') }) }));
      const { client: me } = await client.guest('Rebinder');
      const hook = (await me.post('/v1/webhooks', { url: 'https://hooks.example.com/h', events: ['turn'] })).body;
      expect(hook.webhook.url).toBe('https://hooks.example.com/h');
      const attempt = await me.post(`/v1/webhooks/${hook.webhook.id}/test`);
      expect(attempt.body).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'hooks.example.com resolves to an internal address (10.1.1.1)' });
    } finally {
      await database.close();
    }
  });
});

describe.each(testDrivers)('webhook access (%s)', (driver) => {
  const api = useApi(driver);

  it('refuses private targets, foreign webhooks and tokens without webhooks:manage', async () => {
    const { client: me } = await api.client.guest('Hooker');
    const refused = await me.post('/v1/webhooks', { url: 'http://127.0.0.1:1/hook', events: ['turn'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('url');
    expect((await me.post('/v1/webhooks', { url: 'https://example.com/h', events: ['nope'] })).status).toBe(400);
    const hook = (await me.post('/v1/webhooks', { url: 'https://example.com/h', events: ['turn'] })).body.webhook;
    expect(JSON.stringify((await me.get('/v1/webhooks')).body)).not.toContain('whsec_');

    const { client: other } = await api.client.guest('Other');
    expect((await other.get(`/v1/webhooks/${hook.id}/deliveries`)).status).toBe(404);
    expect((await other.post(`/v1/webhooks/${hook.id}/test`)).status).toBe(404);
    expect((await other.request('DELETE', `/v1/webhooks/${hook.id}`)).status).toBe(404);
    const reader = me.as((await me.post('/v1/tokens', { name: 'r', scopes: ['matches:read'] })).body.secret);
    expect((await reader.get('/v1/webhooks')).body.code).toBe('insufficient-scope');
    expect((await me.request('DELETE', `/v1/webhooks/${hook.id}`)).status).toBe(204);
    expect((await me.get('/v1/webhooks')).body.webhooks).toEqual([]);
  });
});
