import { describe, expect, it } from 'vitest';
import { isInternalAddress, webhookUrlProblem } from '../../src/webhooks/url.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

// Issue 16, item 11.
describe('webhook targets that only look public', () => {
  it.each(['https://[::127.0.0.1]/', 'https://[::7f00:1]/hook', 'https://[::10.0.0.1]/', 'https://[::169.254.169.254]/'])(
    'refuses the IPv4-compatible IPv6 address %s',
    (url) => {
      expect(webhookUrlProblem(url, false)).not.toBeNull();
    },
  );

  it.each(['https://localhost./', 'https://localhost../', 'https://db.internal./', 'https://printer.local./', 'https://intranet./', 'https://127.0.0.1./'])(
    'refuses %s, a local name with a trailing dot',
    (url) => {
      expect(webhookUrlProblem(url, false)).not.toBeNull();
    },
  );

  it('still accepts public names and addresses, with or without the trailing dot', () => {
    for (const url of ['https://example.com./hook', 'https://example.com/hook', 'https://[2606:4700::1]/']) expect(webhookUrlProblem(url, false)).toBeNull();
  });

  it('treats a name resolving to an IPv4-compatible address as internal at delivery', () => {
    expect(isInternalAddress('::7f00:1')).toBe(true);
    expect(isInternalAddress('2606:4700::1')).toBe(false);
  });
});

describe.each(testDrivers)('creating a webhook (%s)', (driver) => {
  const api = useApi(driver);

  it('refuses those targets with 400', async () => {
    const { client } = await api.client.guest('Hooker');
    for (const url of ['https://[::127.0.0.1]/', 'https://localhost./hook']) {
      const res = await client.post('/v1/webhooks', { url, events: ['turn'] });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
  });
});
