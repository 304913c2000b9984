/**
 * Cold page loads for bench/web.ts (issue 30, item 8): the first page and a match page, each in a
 * fresh browser context (no cache, no service worker), before and after compression, with and
 * without throttling through the DevTools protocol.
 *
 * "before" is the shipped server with compression refused: the page's requests carry
 * `Accept-Encoding: identity` (CDP `Network.setExtraHTTPHeaders`, which Chromium keeps instead of
 * its own), so the server sends the app's files without their `.br`/`.gz` and the API's JSON as it
 * is, the bodies a server without compression sends. Nothing else changes: same process, same
 * build, same database, runs interleaved with "after". (The server still adds `Vary` and buffers
 * a JSON body it then leaves as it is: a few bytes and microseconds.)
 */
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Throttle {
  name: string;
  cpuRate: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

/** No throttling, and CPU ×4 with a "slow 4G" network: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (bytes/s for CDP). */
export const throttles: Throttle[] = [
  { name: 'none', cpuRate: 1 },
  { name: 'CPU ×4, slow 4G', cpuRate: 4, network: { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 } },
];

export type Variant = 'before' | 'after';
export const variants: Variant[] = ['before', 'after'];

export interface ColdLoad {
  /** ms from navigation start. */
  times: Record<string, number>;
  /**
   * Bytes on the wire, headers and bodies, of the requests that finished: the event streams the
   * page keeps open (never compressed; their first push arrives sooner or later) are left out.
   */
  bytes: number;
  /** Of which the API's answers (/v1/…). */
  apiBytes: number;
  requests: number;
  /** Requests per API path, ids replaced by {id}. */
  api: Record<string, number>;
  /** Content-Encoding of the answers, counted. */
  encodings: Record<string, number>;
}

/** Records, in the page, when the match's board is drawn and when it offers a move (performance.now(), from navigation start). */
const observer = `
  const marks = (window.__marks = {});
  const mark = (name, ok) => { if (!(name in marks) && ok) marks[name] = performance.now(); };
  const check = () => {
    mark('board', !!document.querySelector('[data-board] svg'));
    mark('moves', !!document.querySelector('[data-board] [data-target]'));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
`;

async function throttle(cdp: CDPSession, t: Throttle) {
  await cdp.send('Network.enable');
  if (t.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuRate });
  if (t.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...t.network });
}

/**
 * One cold load of `path` (`/signin`, or a match page when `matchId` is given) in a new context
 * carrying `storageState` (the signed-in person's cookies, nothing cached).
 */
export async function coldLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  variant: Variant,
  t: Throttle,
  storageState?: StorageState,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL,
    serviceWorkers: 'block',
    ...(storageState ? { storageState } : {}),
    ...(variant === 'before' ? { extraHTTPHeaders: { 'Accept-Encoding': 'identity' } } : {}),
  });
  try {
    await context.addInitScript(observer);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const finished = new Map<string, number>();
    const encodings: Record<string, number> = {};
    const sockets: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => void urls.set(e.requestId, e.request.url));
    cdp.on('Network.webSocketCreated', (e) => void sockets.push(e.url));
    cdp.on('Network.responseReceived', (e) => {
      const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      const enc = (h['content-encoding'] as string | undefined) ?? 'none';
      encodings[enc] = (encodings[enc] ?? 0) + 1;
    });
    cdp.on('Network.loadingFinished', (e) => void finished.set(e.requestId, e.encodedDataLength));
    await throttle(cdp, t);

    const times: Record<string, number> = {};
    if (path === '/signin') {
      await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
      const got = await page.waitForFunction(
        `(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return nav && nav.loadEventEnd > 0 && fcp ? { load: nav.loadEventEnd, fcp: fcp.startTime } : null;
        })()`,
        undefined,
        { timeout: 60_000 },
      );
      Object.assign(times, (await got.jsonValue()) as Record<string, number>);
      // The first page's own requests after load (the session check) are counted too.
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    } else {
      await page.goto(path, { waitUntil: 'commit', timeout: 120_000 });
      const got = await page.waitForFunction(`window.__marks && window.__marks.moves !== undefined && window.__marks.board !== undefined ? window.__marks : null`, undefined, {
        timeout: 120_000,
      });
      Object.assign(times, (await got.jsonValue()) as Record<string, number>);
      // Whatever the page asks for after its first paint of moves is counted too: one request per resource means none.
      await page.waitForTimeout(t.network ? 3000 : 1000);
    }
    const api: Record<string, number> = {};
    for (const url of [...urls.values(), ...sockets.map((u) => `${u} (WebSocket)`)]) {
      const p = new URL(url).pathname + (url.endsWith(' (WebSocket)') ? ' (WebSocket)' : '');
      if (!p.startsWith('/v1/')) continue;
      const key = decodeURIComponent(p).replace(/\/matches\/[^/ ]+/, '/matches/{id}');
      api[key] = (api[key] ?? 0) + 1;
    }
    let bytes = 0;
    let apiBytes = 0;
    for (const [id, url] of urls) {
      const n = finished.get(id) ?? 0;
      bytes += n;
      if (new URL(url).pathname.startsWith('/v1/')) apiBytes += n;
    }
    return { times, bytes, apiBytes, requests: urls.size + sockets.length, api, encodings };
  } finally {
    await context.close();
  }
}
