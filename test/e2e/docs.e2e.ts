import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeServer } from '../../src/node.js';

/**
 * /docs works offline: `npm start`'s server, Debian's Chromium, and every request the page makes
 * is recorded; none may leave 127.0.0.1 (no CDN, no fonts, no proxy). Standalone:
 * `npx vitest run --config vitest.e2e.config.ts test/e2e/docs.e2e.ts`.
 */
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

describe('the /docs reference in Chromium, offline', () => {
  let server: Awaited<ReturnType<typeof startNodeServer>>;
  let browser: Browser;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'rlq-docs-'));

  beforeAll(async () => {
    server = await startNodeServer({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', DATA_DIR: dataDir, NOTIFY_INTERVAL_MS: '0' });
    await new Promise<void>((resolve) => (server.server.listening ? resolve() : server.server.once('listening', () => resolve())));
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders the operations with zero requests leaving 127.0.0.1', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    // Anything not on this server is recorded and refused, so the page cannot lean on the network.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      requested.push(url);
      return url.startsWith(base) ? route.continue() : route.abort();
    });
    await page.goto(`${base}/docs`, { waitUntil: 'networkidle' });
    // The contract's title and its operation groups, drawn by Scalar from /openapi.json.
    await expect.poll(() => page.getByText('Liveness and readiness', { exact: false }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    // Scalar draws the sidebar first and the introduction after it.
    await expect.poll(() => page.innerText('body'), { timeout: 60_000 }).toMatch(/Reliquary API[\s\S]*OAS 3\.1\.0|OAS 3\.1\.0[\s\S]*Reliquary API/);
    expect(await page.innerText('body')).toContain('matches');
    await page.waitForLoadState('networkidle');
    const outside = requested.filter((url) => !url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(outside).toEqual([]);
    expect(requested).toContain(`${base}/docs/scalar.js`);
    expect(requested).toContain(`${base}/openapi.json`);
  });
});
