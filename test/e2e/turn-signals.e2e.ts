import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService } from '../support/push.js';
import { axeViolations, chromiumArgs, chromiumPath, desktop, phone, playAsGuest, startSite, type TestSite } from './support.js';

/**
 * "Your turn, wherever you are" in Chromium: the count of waiting matches in the title and on
 * the favicon, push through a local push service that decrypts what the server sent, the
 * service worker showing it (CDP ServiceWorker.deliverPushMessage), the open app's own
 * notification when its tab is hidden, the offline page, and an installable manifest.
 * Screenshots go to SCREENSHOTS_DIR (default /tmp/turn-signals).
 */
const shots = process.env.SCREENSHOTS_DIR ?? '/tmp/turn-signals';
mkdirSync(shots, { recursive: true });

let site: TestSite;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
  // The local push service is http on 127.0.0.1: allowed for tests only.
  site = await startSite({ PUSH_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await site?.close();
  await service?.close();
});

/**
 * Chromium cannot subscribe for real here (no push service to reach), so PushManager answers
 * with a subscription of the local push service, as a real browser would with its own.
 */
function fakePushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): string {
  return `(() => {
    const sub = ${JSON.stringify(subscription)};
    const make = (key) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => (localStorage.removeItem('fake-push-key'), true),
    });
    PushManager.prototype.subscribe = async function (options) {
      const key = [...new Uint8Array(options.applicationServerKey)];
      localStorage.setItem('fake-push-key', JSON.stringify(key));
      return make(key);
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem('fake-push-key');
      return key ? make(JSON.parse(key)) : null;
    };
  })()`;
}

/** A hidden tab on demand: headless tabs are always visible. */
const hideable = `Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get() { return window.__hidden ? 'hidden' : 'visible'; } });`;

async function personWith(viewport: { width: number; height: number }, ...scripts: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await site.person(viewport, { serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: site.url });
  for (const script of scripts) await context.addInitScript(script);
  return { context, page };
}

/** The API from inside the page, with its session cookie (as the web app calls it). */
function call(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'reliquary-web' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
    },
    [method, path, body] as const,
  );
}

/** Plays the first legal move until `page`'s player no longer has to act. */
async function playTurn(page: Page, matchId: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const legal = await call(page, 'GET', `/v1/matches/${matchId}/legal-moves`);
    if (legal.status !== 200 || legal.body.moves.length === 0) return;
    const moved = await call(page, 'POST', `/v1/matches/${matchId}/moves`, { expectedVersion: legal.body.version, move: legal.body.moves[0] });
    expect(moved.status).toBe(200);
  }
}

const notifications = (page: Page) =>
  page.evaluate<{ title: string; body: string; tag: string }[]>(
    `navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((ns) => ns.map((n) => ({ title: n.title, body: n.body, tag: n.tag })))`,
  );

describe('turn signals in the browser', () => {
  it('counts waiting matches in the title and favicon, pushes the turn, and the service worker shows it', async () => {
    const adaBrowser = service.browser('ada');
    const ada = await personWith(desktop, fakePushManager(adaBrowser.subscription));
    const bob = await personWith(desktop, hideable);
    // What Bob's page said, printed if his notification does not come.
    const bobLog: string[] = [];
    bob.page.on('console', (m) => bobLog.push(`${m.type()}: ${m.text()}`));
    bob.page.on('pageerror', (e) => bobLog.push(`error: ${e.message}`));
    bob.page.on('framenavigated', (f) => f === bob.page.mainFrame() && bobLog.push(`navigated: ${f.url()}`));
    await playAsGuest(ada.page, 'Ada');
    await playAsGuest(bob.page, 'Bob');
    expect(await ada.page.title()).toBe('My matches · Reliquary');

    // Ada turns push on in the settings.
    await ada.page.goto('/settings');
    await ada.page.getByRole('button', { name: 'Turn on push in this browser' }).click();
    await expect.poll(() => ada.page.locator('[data-push-state]').getAttribute('data-push-state')).toBe('on');
    await ada.page.getByRole('heading', { name: 'Notifications in this browser' }).scrollIntoViewIfNeeded();
    await ada.page.locator('section[aria-labelledby="browser-notify-title"]').screenshot({ path: join(shots, 'push-settings-desktop.png') });
    // Bob lets the open app tell him while his tab is hidden.
    await bob.page.evaluate(`localStorage.setItem('reliquary.turn-signals', JSON.stringify({ notifications: true, sound: true }))`);

    // Bob opens a Ruin Runner match, Ada joins: one of them starts.
    const created = await call(bob.page, 'POST', '/v1/matches', { gameId: 'ruin-runner', players: 2, seed: 'turn-signals-e2e' });
    expect(created.status).toBe(201);
    const matchId: string = created.body.id;
    const joined = await call(ada.page, 'POST', `/v1/matches/${matchId}/join`);
    expect(joined.status).toBe(200);
    // Bob's app is open on his home page, in a hidden tab.
    await bob.page.goto('/');
    await bob.page.getByRole('heading', { level: 1, name: 'Hello, Bob' }).waitFor();
    // Until it is Ada's turn: if Bob starts, he plays his turn (his page reads the count again as it comes back into view).
    if (joined.body.activeSeats[0] === 0) {
      await playTurn(bob.page, matchId);
      await bob.page.evaluate(`document.dispatchEvent(new Event('visibilitychange'))`);
    }
    await expect.poll(() => bob.page.title(), { timeout: 15_000 }).toBe('My matches · Reliquary');
    // Then he switches to another tab.
    await bob.page.evaluate(`window.__hidden = true`);

    // Ada's page: "(1)" in the title and a badge on the favicon.
    await ada.page.goto('/');
    await expect.poll(() => ada.page.title(), { timeout: 15_000 }).toBe('(1) My matches · Reliquary');
    await expect.poll(() => ada.page.locator('link[rel="icon"]').getAttribute('data-count')).toBe('1');
    const favicon = (await ada.page.locator('link[rel="icon"]').getAttribute('href'))!;
    expect(favicon).toMatch(/^data:image\/png;base64,/);
    writeFileSync(join(shots, 'favicon-badge.png'), Buffer.from(favicon.split(',')[1]!, 'base64'));
    await ada.page.screenshot({ path: join(shots, 'home-with-turn-desktop.png') });
    // The title and favicon as a tab strip would show them, large enough to look at.
    const tab = await site.browser.newPage({ viewport: { width: 420, height: 80 } });
    await tab.setContent(
      `<div style="display:flex;align-items:center;gap:12px;padding:12px 16px;font:18px system-ui;background:#dee1e6;border-radius:10px 10px 0 0;width:360px"><img src="${favicon}" width="32" height="32" alt=""><span>${await ada.page.title()}</span></div>`,
    );
    await tab.screenshot({ path: join(shots, 'tab-badge.png') });
    await tab.close();

    // The dispatcher pushes Ada's turn to her subscription; the local push service decrypts it.
    await service.waitFor(1, 20_000);
    expect(service.rejected).toEqual([]);
    const message = service.received.find((r) => r.browser === 'ada')!;
    const payload = JSON.parse(message.text) as Record<string, unknown>;
    expect(payload).toMatchObject({ type: 'turn', matchId, gameId: 'ruin-runner', title: 'Your turn in Ruin Runner', url: `${site.url}/matches/${matchId}`, tag: `turn:${matchId}` });
    expect(Object.keys(payload).sort()).toEqual(['body', 'gameId', 'matchId', 'tag', 'title', 'type', 'url', 'version']);
    expect(message.text).not.toMatch(/hand|tile|resource|seed|state|view/i);
    expect(message.text).not.toContain('turn-signals-e2e');

    // CDP hands the decrypted message to Ada's service worker, as Chromium would on a push. First
    // while she looks at the app: its title says it, so no notification covers it.
    const cdp = await ada.context.newCDPSession(ada.page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const ours = registrations.find((r) => r.scopeURL === `${site.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: site.url, registrationId: await registrationId, data: message.text });
    await new Promise((r) => setTimeout(r, 500));
    expect(await notifications(ada.page)).toEqual([]);
    // Then with Reliquary closed (her page elsewhere): the notification shows.
    await ada.page.goto('about:blank');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: site.url, registrationId: await registrationId, data: message.text });
    await new Promise((r) => setTimeout(r, 500));
    await ada.page.goto('/offline.html');
    await expect.poll(() => notifications(ada.page)).toEqual([{ title: 'Your turn in Ruin Runner', body: `It is your turn in Ruin Runner (match ${matchId}).`, tag: `turn:${matchId}` }]);
    // The same message again (a retry, the app's own notice) is shown once.
    await ada.page.goto('about:blank');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: site.url, registrationId: await registrationId, data: message.text });
    await new Promise((r) => setTimeout(r, 500));
    await ada.page.goto('/offline.html');
    expect(await notifications(ada.page)).toHaveLength(1);
    await ada.page.goto('/');

    // Ada plays; Bob's hidden tab hears his turn and notifies once, with the same words and tag.
    await playTurn(ada.page, matchId);
    // Moves made outside the app's client (this test's fetch) are noticed when the tab comes into view again.
    await ada.page.evaluate(`document.dispatchEvent(new Event('visibilitychange'))`);
    await expect.poll(() => ada.page.title(), { timeout: 15_000 }).toBe('My matches · Reliquary');
    await expect.poll(() => ada.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    await expect.poll(() => bob.page.title(), { timeout: 15_000 }).toBe('(1) My matches · Reliquary');
    await expect
      .poll(() => notifications(bob.page), { timeout: 15_000 })
      .toEqual([{ title: 'Your turn in Ruin Runner', body: `It is your turn in Ruin Runner (match ${matchId}).`, tag: `turn:${matchId}` }])
      .catch(async (error: Error) => {
        const state = await bob.page.evaluate(`({ visibility: document.visibilityState, permission: Notification.permission, controlled: !!navigator.serviceWorker.controller, signals: localStorage.getItem('reliquary.turn-signals') })`);
        throw new Error(`${error.message}\nBob's page: ${JSON.stringify(state)}\n${bobLog.join('\n')}`);
      });
    // Still hidden, the count read again: no second notification for the same turn.
    await bob.page.evaluate(`document.dispatchEvent(new Event('visibilitychange'))`);
    await call(bob.page, 'POST', '/v1/auth/browser/refresh');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await notifications(bob.page)).toHaveLength(1);
    await ada.context.close();
    await bob.context.close();
  });

  it('serves an offline page when the network is gone', async () => {
    const { context, page } = await site.person(phone, { serviceWorkers: 'allow' });
    // On the way, the settings card at phone size: readable and free of accessibility violations.
    await playAsGuest(page, 'Cy');
    await page.goto('/settings');
    const card = page.locator('section[aria-labelledby="browser-notify-title"]');
    await card.locator('[data-push-state="off"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.screenshot({ path: join(shots, 'push-settings-phone.png') });
    await page.goto('/');
    await page.evaluate(`navigator.serviceWorker.ready.then(() => true)`);
    // The worker takes the page over once it is active (clients.claim); a reload is then its.
    await page.reload();
    await expect.poll(() => page.evaluate(`navigator.serviceWorker.controller !== null`)).toBe(true);
    await context.setOffline(true);
    await page.goto('/matches/mat_offline').catch(() => undefined);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.screenshot({ path: join(shots, 'offline-phone.png') });
    await context.setOffline(false);
    await context.close();
  });

  it('is installable: a manifest with 192 and 512 px icons, and no installability errors', async () => {
    const manifest = await fetch(`${site.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await manifest.json()) as { icons: { src: string; sizes: string }[]; display: string; start_url: string };
    expect(body.display).toBe('standalone');
    for (const size of ['192x192', '512x512']) {
      const icon = body.icons.find((i) => i.sizes === size)!;
      const res = await fetch(`${site.url}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
    }
    expect((await fetch(`${site.url}/favicon.svg`)).headers.get('content-type')).toContain('image/svg+xml');

    // A persistent profile (an incognito one always answers "in-incognito").
    const profile = mkdtempSync(join(tmpdir(), 'rlq-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs, baseURL: site.url });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(`navigator.serviceWorker.ready.then(() => true)`);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
