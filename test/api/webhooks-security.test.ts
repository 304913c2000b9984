import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dnsCheckedFetch } from '../../src/webhooks/dns-checked-fetch.js';
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

describe('webhook delivery on Workers checks names through a DNS-over-HTTPS resolver', () => {
  const resolver = 'https://resolver.test/dns-query';
  /** A resolver's JSON answers from a table of names, and a target that answers 204; every request recorded. */
  function network(records: Record<string, { A?: string[]; AAAA?: string[]; cname?: string; status?: number }>) {
    const requests: string[] = [];
    const f = (async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url.toString());
      if (url.origin + url.pathname !== resolver) return new Response(null, { status: 204 });
      const name = url.searchParams.get('name')!;
      const type = url.searchParams.get('type') as 'A' | 'AAAA';
      const entry = records[name];
      if (!entry) return Response.json({ Status: 3 });
      const Answer = [
        ...(entry.cname ? [{ name, type: 5, data: `${entry.cname}.` }] : []),
        ...(entry[type] ?? []).map((data) => ({ name: entry.cname ?? name, type: type === 'A' ? 1 : 28, data })),
      ];
      return Response.json({ Status: entry.status ?? 0, Answer });
    }) as typeof fetch;
    return { fetch: f, requests };
  }
  const post = (f: typeof fetch, url: string) => f(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });

  it.each([
    ['an IPv4 address inside', { A: ['10.0.0.7'] }, '10.0.0.7'],
    ['the metadata address', { A: ['169.254.169.254'] }, '169.254.169.254'],
    ['one inside among public ones', { A: ['93.184.216.34', '192.168.0.2'] }, '192.168.0.2'],
    ['a unique-local IPv6 address', { A: ['93.184.216.34'], AAAA: ['fd12::1'] }, 'fd12::1'],
    ['a CNAME whose end is loopback', { cname: 'inside.example.net', A: ['127.0.0.1'] }, '127.0.0.1'],
  ])('refuses a name with %s, and never sends the request', async (_, record, address) => {
    const net = network({ 'hooks.example.com': record });
    await expect(post(dnsCheckedFetch({ resolverUrl: resolver, fetch: net.fetch }), 'https://hooks.example.com/h')).rejects.toThrow(`hooks.example.com resolves to an internal address (${address})`);
    expect(net.requests.every((r) => r.startsWith(resolver))).toBe(true);
  });

  it('refuses what it cannot check: no such name, no address, a resolver failing', async () => {
    const net = network({ 'empty.example.com': {}, 'servfail.example.com': { status: 2 } });
    const f = dnsCheckedFetch({ resolverUrl: resolver, fetch: net.fetch });
    await expect(post(f, 'https://nowhere.example.com/h')).rejects.toThrow('nowhere.example.com has no address');
    await expect(post(f, 'https://empty.example.com/h')).rejects.toThrow('empty.example.com has no address');
    await expect(post(f, 'https://servfail.example.com/h')).rejects.toThrow('servfail.example.com could not be resolved (DNS status 2)');
    const down = dnsCheckedFetch({ resolverUrl: resolver, fetch: (async () => new Response('busy', { status: 503 })) as typeof fetch });
    await expect(post(down, 'https://hooks.example.com/h')).rejects.toThrow('hooks.example.com could not be resolved (the resolver answered 503)');
    expect(net.requests.filter((r) => !r.startsWith(resolver))).toEqual([]);
  });

  it('sends to a public name once both families are checked, and judges a literal address without asking', async () => {
    const net = network({ 'hooks.example.com': { cname: 'edge.example.net', A: ['93.184.216.34'], AAAA: ['2606:2800:220:1::1'] } });
    const f = dnsCheckedFetch({ resolverUrl: resolver, fetch: net.fetch });
    expect((await post(f, 'https://hooks.example.com/h')).status).toBe(204);
    expect(net.requests.map((r) => new URL(r).searchParams.get('type') ?? r).sort()).toEqual(['A', 'AAAA', 'https://hooks.example.com/h']);
    net.requests.length = 0;
    expect((await post(f, 'https://93.184.216.34/h')).status).toBe(204);
    await expect(post(f, 'https://[fd00::1]/h')).rejects.toThrow('fd00::1 resolves to an internal address (fd00::1)');
    expect(net.requests).toEqual(['https://93.184.216.34/h']);
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
