/**
 * The web app, measured (bench/README.md): gzipped JavaScript of the first page, time to an
 * interactive match page, and the time from another player's move to the page showing it, by
 * the event stream and by polling. `npm run bench:web` (builds the app, runs a throw-away server
 * and Debian's Chromium, like the browser tests).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { playAsGuest, startSite, type TestSite } from '../test/e2e/support.js';

const dist = new URL('../web/dist/', import.meta.url);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 20);

function firstPageBytes() {
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  return files.map((file) => {
    const body = readFileSync(new URL(file, dist));
    return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] as number;
const summary = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms, n=${xs.length}`;

const write = { 'X-Requested-With': 'bench' };

async function startMatch(site: TestSite, a: { context: BrowserContext; page: Page }, b: { context: BrowserContext; page: Page }) {
  const created = await a.context.request.post(`${site.url}/v1/matches`, { headers: write, data: { gameId: 'ruin-runner', players: 2 } });
  const id = ((await created.json()) as { id: string }).id;
  await b.context.request.post(`${site.url}/v1/matches/${id}/join`, { headers: write, data: {} });
  return id;
}

/** Plays the active seat's first legal move through the API of whoever holds it; answers when it is committed. */
async function moveOnce(site: TestSite, id: string, people: BrowserContext[]): Promise<{ version: number; committedAt: number } | null> {
  for (const context of people) {
    const legal = (await (await context.request.get(`${site.url}/v1/matches/${id}/legal-moves`)).json()) as { version: number; moves: unknown[] };
    if (legal.moves.length === 0) continue;
    const res = await context.request.post(`${site.url}/v1/matches/${id}/moves`, { headers: write, data: { expectedVersion: legal.version, move: legal.moves[0] } });
    const committedAt = Date.now();
    const body = (await res.json()) as { version: number; status: string };
    return body.status === 'active' ? { version: body.version, committedAt } : null;
  }
  return null;
}

const site = await startSite();
try {
  const bytes = firstPageBytes();
  console.log('## First page');
  for (const b of bytes) console.log(`${b.file}: ${b.bytes} B, ${b.gzip} B gzipped`);
  console.log(`JavaScript gzipped: ${(bytes.filter((b) => b.file.endsWith('.js')).reduce((s, b) => s + b.gzip, 0) / 1024).toFixed(1)} KB`);

  const ada = await site.person();
  const bob = await site.person();
  await playAsGuest(ada.page, 'Ada');
  await playAsGuest(bob.page, 'Bob');

  // Time to an interactive match page: navigation start to the move form on screen, a fresh page each time.
  const id = await startMatch(site, ada, bob);
  let actor = ada;
  for (const person of [ada, bob]) {
    const legal = (await (await person.context.request.get(`${site.url}/v1/matches/${id}/legal-moves`)).json()) as { moves: unknown[] };
    if (legal.moves.length > 0) actor = person;
  }
  const tti: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await actor.context.newPage();
    const started = Date.now();
    await page.goto(`/matches/${id}`);
    await page.locator('[data-board] [data-target]').first().waitFor();
    tti.push(Date.now() - started);
    await page.close();
  }
  console.log(`\n## Time to an interactive match page (navigation to the board's targets drawn, seat to act): ${summary(tti)}`);

  // Move to page: another player's move committed -> the watcher's page shows the new version.
  for (const mode of ['stream', 'polling'] as const) {
    const matchId = await startMatch(site, ada, bob);
    const watcherPages = await Promise.all([ada, bob].map((p) => p.context.newPage()));
    for (const page of watcherPages) {
      if (mode === 'polling') await page.route(/\/stream(\?.*)?$/, (route) => route.abort());
      // Records when each match version first appears on the page.
      await page.addInitScript(`
        const seen = (window.__seen = {});
        new MutationObserver(() => {
          const v = document.querySelector('[data-match-version]')?.getAttribute('data-match-version');
          if (v && !(v in seen)) seen[v] = Date.now();
        }).observe(document, { subtree: true, childList: true, attributes: true });
      `);
      await page.goto(`/matches/${matchId}`);
      await page.getByRole('heading', { name: 'What you see' }).waitFor();
    }
    const latencies: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Each move is made by its seat's person outside the pages; the page of the other one is the watcher.
      const moved = await moveOnce(site, matchId, [ada.context, bob.context]);
      if (!moved) break;
      for (const page of watcherPages) {
        const at = await page
          .waitForFunction(`window.__seen && window.__seen[${JSON.stringify(String(moved.version))}]`, undefined, { timeout: 10_000 })
          .then((h) => h.jsonValue() as Promise<number>);
        latencies.push(at - moved.committedAt);
      }
    }
    console.log(`## Move to page, ${mode}: ${summary(latencies)}`);
    await Promise.all(watcherPages.map((p) => p.close()));
  }
} finally {
  await site.close();
}
