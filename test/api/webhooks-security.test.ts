import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from '../../src/webhooks/url.js';
import { testDrivers } from '../support/databases.js';
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
