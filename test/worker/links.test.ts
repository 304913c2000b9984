/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Without PUBLIC_URL, links in emails follow the loopback port `wrangler dev` was reached at,
 * never 8787 whatever the port, and never a non-loopback Host.
 */
const worker = (exports as unknown as { default: Fetcher }).default;
const testEnv = env as unknown as { DATABASE_URL?: string; INBOX_URL: string };

describe.runIf(Boolean(testEnv.DATABASE_URL))('links in emails from the Worker without PUBLIC_URL', () => {
  it('point at the loopback origin the Worker is served on', async () => {
    const email = `links-${Date.now()}@example.com`;
    const res = await worker.fetch(
      new Request('http://127.0.0.1:9123/v1/auth/email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) }),
    );
    expect(res.status).toBe(202);
    const mails = ((await (await fetch(testEnv.INBOX_URL)).json()) as { to: string[]; text: string }[]).filter((m) => m.to.includes(email));
    expect(mails.at(-1)!.text).toContain('http://127.0.0.1:9123/v1/auth/email/link?token=');
  });
});
