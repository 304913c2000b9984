import { describe, expect, it } from 'vitest';
import { devMailboxMode } from '../../src/config.js';
import { nodeClientAddress } from '../../src/node.js';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { listen } from '../support/server.js';
import { useApi } from '../support/setup.js';

// Issue 16, item 3: the dev mailbox lists every sign-in code, so it must not answer strangers.
describe.each(testDrivers)('the dev mailbox answers only this machine (%s)', (driver) => {
  // The default transport (dev); the client's address comes from a header the test sets.
  const api = useApi(driver, { clientAddress: (c) => c.req.header('X-Test-Client') });
  const mailbox = (client: string | undefined, headers: Record<string, string> = {}) =>
    api.client.get('/v1/dev/mailbox', { ...(client ? { 'X-Test-Client': client } : {}), ...headers });

  it('refuses a remote client, and lists the codes for a loopback one', async () => {
    expect((await api.client.post('/v1/auth/email', { email: 'victim@example.com' })).status).toBe(202);
    const remote = await mailbox('203.0.113.9');
    expect(remote.status).toBe(404);
    expect(JSON.stringify(remote.body)).not.toContain('sign-in code');
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox(local);
      expect(res.status).toBe(200);
      expect(res.body.messages[0].text).toMatch(/sign-in code is \d{6}/);
    }
  });

  it('refuses a request forwarded by a proxy, or from an unknown address', async () => {
    expect((await mailbox('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404);
    expect((await mailbox('127.0.0.1', { Forwarded: 'for=203.0.113.9' })).status).toBe(404);
    expect((await mailbox(undefined)).status).toBe(404);
  });

  it('stays closed when turned off, and opens to anyone only when asked by name', async () => {
    const off = new TestClient(testApp(api.database.db, { config: { devMailbox: 'off' }, clientAddress: () => '127.0.0.1' }));
    expect((await off.get('/v1/dev/mailbox')).status).toBe(404);
    const on = new TestClient(testApp(api.database.db, { config: { devMailbox: 'on' }, clientAddress: () => '203.0.113.9' }));
    expect((await on.get('/v1/dev/mailbox')).status).toBe(200);
  });

  it('knows the loopback client of a real Node server by its socket', async () => {
    const server = await listen(testApp(api.database.db, { clientAddress: nodeClientAddress }));
    try {
      const res = await fetch(`${server.url}/v1/dev/mailbox`);
      expect(res.status).toBe(200);
      const proxied = await fetch(`${server.url}/v1/dev/mailbox`, { headers: { 'X-Forwarded-For': '198.51.100.7' } });
      expect(proxied.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('DEV_MAILBOX', () => {
  it('defaults to loopback clients of a loopback-bound server, and to nobody on any other', () => {
    expect(devMailboxMode({}, true)).toBe('loopback');
    expect(devMailboxMode({}, false)).toBe('off');
    expect(devMailboxMode({ DEV_MAILBOX: 'true' }, false)).toBe('on');
    expect(devMailboxMode({ DEV_MAILBOX: 'false' }, true)).toBe('off');
  });
});
