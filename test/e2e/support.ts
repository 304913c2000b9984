import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startNodeServer } from '../../src/node.js';

/** Debian's Chromium; no test tool may download its own browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 390, height: 844 };
/** The header a write through `context.request` carries, as the web app's own requests do (src/api/browser-session.ts). */
export const writeHeaders = { 'X-Requested-With': 'e2e' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestSite {
  url: string;
  browser: Browser;
  /**
   * A fresh browser profile (its own cookies): one person. The app's service worker is blocked
   * unless `serviceWorkers: 'allow'`: requests a worker handles bypass `page.route`, which tests use.
   */
  person(viewport?: { width: number; height: number }, options?: { serviceWorkers?: 'allow' | 'block' }): Promise<{ context: BrowserContext; page: Page }>;
  /** Messages of the dev mail transport to `to`, newest first. */
  mailTo(to: string): Promise<{ subject: string; text: string }[]>;
  close(): Promise<void>;
}

/** `npm start`'s server (web app included) on a free port with a memory database and the dev mailbox; `env` adds to or overrides its settings. */
export async function startSite(env: Record<string, string> = {}): Promise<TestSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rlq-e2e-'));
  const server = await startNodeServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    DATA_DIR: dataDir,
    EMAIL_TRANSPORT: 'dev',
    NOTIFY_INTERVAL_MS: '300',
    NOTIFY_ACTIVE_GRACE_S: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    url,
    browser,
    async person(viewport = desktop, options = {}) {
      const context = await browser.newContext({ viewport, baseURL: url, serviceWorkers: options.serviceWorkers ?? 'block' });
      return { context, page: await context.newPage() };
    },
    async mailTo(to) {
      const res = await fetch(`${url}/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { messages: { subject: string; text: string }[] };
      return body.messages;
    },
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for an email to `to` whose text matches `pattern`; answers the first capture group. */
export async function waitForMail(site: TestSite, to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const mail of await site.mailTo(to)) {
      const found = pattern.exec(mail.text);
      if (found) return found[1] ?? found[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Audit the page at rest: a highlight still fading in (a slow machine leaves more of them
  // running) has not reached the colours it is judged by. Endless animations are not waited for.
  await page.evaluate(
    `Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined)))`,
  );
  await page.evaluate(axe.source);
  const result = (await page.evaluate('axe.run()')) as { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

/** Signs a person in by email: types the address, reads the code from the dev mailbox, types it. */
export async function signInByCode(site: TestSite, page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(email);
  const before = (await site.mailTo(email)).length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByLabel('Six-digit code').waitFor();
  const until = Date.now() + 15_000;
  let code: string | undefined;
  while (!code && Date.now() < until) {
    const mails = await site.mailTo(email);
    if (mails.length > before) code = /sign-in code is (\d{6})/.exec(mails[0]!.text)?.[1];
    else await new Promise((r) => setTimeout(r, 150));
  }
  if (!code) throw new Error(`no sign-in code for ${email}`);
  await page.getByLabel('Six-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /^Hello/ }).waitFor();
}

export async function playAsGuest(page: Page, name: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Play as a guest' }).click();
  await page.getByRole('heading', { level: 1, name: `Hello, ${name}` }).waitFor();
}

/** The version the page's move form is based on, or null when the page offers no move. */
export async function offeredVersion(page: Page): Promise<number | null> {
  // Read in one step: a form counted, then gone before its attribute is read, would wait 30 s.
  const version = await page.evaluate<string | null>(`document.querySelector('form[data-version]')?.getAttribute('data-version') ?? null`);
  return version === null ? null : Number(version);
}

/** Waits until the page no longer offers a move based on `version` (it moved, or it is not its turn). */
export async function waitForVersionChange(page: Page, version: number | null, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    `(() => { const f = document.querySelector('form[data-version]'); return !f || Number(f.getAttribute('data-version')) !== ${JSON.stringify(version)}; })()`,
    undefined,
    { timeout },
  );
}

/** Whether the focused element is one of the move radios; its text otherwise. */
export async function focused(page: Page): Promise<{ name: string | null; text: string | null }> {
  return page.evaluate<{ name: string | null; text: string | null }>(`({ name: document.activeElement?.getAttribute('name') ?? null, text: document.activeElement?.textContent ?? null })`);
}

/**
 * Texts drawn smaller than 11 CSS pixels in `main` (HTML by computed size, SVG text by its size on
 * screen; `skipSvg` leaves drawings out, for pages whose boards are measured elsewhere).
 */
export async function tinyTexts(page: Page, { skipSvg = false } = {}): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const skip = ${JSON.stringify(skipSvg ? '.visually-hidden, svg' : '.visually-hidden')};
    const out = [];
    const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest(skip)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement && el.ownerSVGElement) {
        const m = el.getScreenCTM();
        if (m) size *= Math.hypot(m.a, m.b);
      }
      if (size < 10.95) out.push(text + ' (' + size.toFixed(1) + ' px)');
    }
    return out;
  })()`);
}
