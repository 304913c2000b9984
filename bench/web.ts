/**
 * The web app, measured (bench/README.md): cold loads of the first page and a match page before
 * and after compression, with and without throttling (bench/web-cold.ts); gzipped JavaScript of
 * the first page; time to an interactive match page; and the time from another player's move to
 * the page showing it, by the event stream and by polling. `npm run bench:web` (builds the app,
 * runs a throw-away server and Debian's Chromium, like the browser tests).
 *
 * `--cold-runs=N` (default 7) cold loads per cell, `--runs=N` (default 20) for the rest;
 * `--only=cold,bytes,tti,move` runs only those parts (all by default).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { playAsGuest, startSite, type TestSite } from '../test/e2e/support.js';
import { coldLoad, throttles, variants, type ColdLoad, type Throttle, type Variant } from './web-cold.js';

const dist = new URL('../web/dist/', import.meta.url);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 20);
const coldRuns = Number(arg('cold-runs') ?? 7);
const parts = new Set((arg('only') ?? 'cold,bytes,tti,move').split(','));

// The server logs a JSON line per request: not the bench's output.
const print = console.log.bind(console);
console.log = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('{"time"')) return;
  print(...args);
};

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
/** p50, and p95 when there are 20 samples or more, else the largest. */
const cell = (xs: number[], unit: (x: number) => string) =>
  xs.length === 0 ? '-' : `${unit(percentile(xs, 50))} (${xs.length >= 20 ? 'p95' : 'max'} ${unit(xs.length >= 20 ? percentile(xs, 95) : Math.max(...xs))})`;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`;

/** The cold loads' table: rows page × throttling × measure, columns before / after / after÷before (of the p50s). */
function coldTable(results: Map<string, ColdLoad[]>, pages: { name: string; measures: [string, string][] }[]) {
  const key = (page: string, t: Throttle, v: Variant) => `${page}|${t.name}|${v}`;
  const lines = ['| page | throttling | measure | before: p50 (max) | after: p50 (max) | after ÷ before (p50) |', '|---|---|---|---|---|---|'];
  for (const page of pages) {
    for (const t of throttles) {
      const rows: [string, (l: ColdLoad) => number | undefined, (x: number) => string][] = [
        ...page.measures.map(([label, mark]): [string, (l: ColdLoad) => number | undefined, (x: number) => string] => [label, (l) => l.times[mark], ms]),
        ['bytes transferred (finished requests)', (l) => l.bytes, kb],
        ['of which the API', (l) => l.apiBytes, kb],
      ];
      for (const [label, get, unit] of rows) {
        const of = (v: Variant) => (results.get(key(page.name, t, v)) ?? []).map(get).filter((x): x is number => x !== undefined);
        const [before, after] = [of('before'), of('after')];
        const ratio = before.length && after.length ? (percentile(after, 50) / percentile(before, 50)).toFixed(2) : '-';
        lines.push(`| ${page.name} | ${t.name} | ${label} | ${cell(before, unit)} | ${cell(after, unit)} | ${ratio} |`);
      }
    }
  }
  return lines.join('\n');
}

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
  if (parts.has('bytes')) {
    const bytes = firstPageBytes();
    console.log('## First page');
    for (const b of bytes) console.log(`${b.file}: ${b.bytes} B, ${b.gzip} B gzipped`);
    console.log(`JavaScript gzipped: ${(bytes.filter((b) => b.file.endsWith('.js')).reduce((s, b) => s + b.gzip, 0) / 1024).toFixed(1)} KB`);
  }

  const ada = await site.person();
  const bob = await site.person();
  await playAsGuest(ada.page, 'Ada');
  await playAsGuest(bob.page, 'Bob');

  const id = await startMatch(site, ada, bob);
  let actor = ada;
  for (const person of [ada, bob]) {
    const legal = (await (await person.context.request.get(`${site.url}/v1/matches/${id}/legal-moves`)).json()) as { moves: unknown[] };
    if (legal.moves.length > 0) actor = person;
  }

  if (parts.has('cold')) {
    // Cold loads: a new context each time (nothing cached), the seat to act's cookies for the match
    // page. Runs interleave the cells, "before" and "after" taking turns first, so the machine's
    // load falls on both alike.
    const pages = [
      { name: 'first page (/signin)', path: '/signin', measures: [['load event', 'load'], ['first contentful paint', 'fcp']] as [string, string][] },
      { name: 'match page (Ruin Runner)', path: `/matches/${id}`, measures: [['board drawn', 'board'], ['legal moves offered', 'moves']] as [string, string][] },
    ];
    const state = await actor.context.storageState();
    const results = new Map<string, ColdLoad[]>();
    const requests = new Map<string, Set<string>>();
    const encodings = new Map<string, Record<string, number>>();
    const loadAt = Date.now();
    for (let i = 0; i < coldRuns; i++) {
      for (const t of throttles) {
        for (const page of pages) {
          for (const v of i % 2 === 0 ? variants : [...variants].reverse()) {
            const load = await coldLoad(site.browser, site.url, page.path, v, t, page.path === '/signin' ? undefined : state);
            const key = `${page.name}|${t.name}|${v}`;
            results.set(key, [...(results.get(key) ?? []), load]);
            if (page.path !== '/signin') {
              const count = (p: string) => load.api[p] ?? 0;
              const seen = `match ${count('/v1/matches/{id}')}, legal moves ${count('/v1/matches/{id}/legal-moves')}, stream ${count('/v1/matches/{id}/stream')} (+ ${count('/v1/matches/{id}/stream (WebSocket)')} WebSocket attempt), events ${count('/v1/matches/{id}/events')}`;
              requests.set(key, (requests.get(key) ?? new Set()).add(seen));
            }
            const e = encodings.get(v) ?? {};
            for (const [name, n] of Object.entries(load.encodings)) e[name] = (e[name] ?? 0) + n;
            encodings.set(v, e);
          }
        }
      }
      process.stderr.write(`cold run ${i + 1}/${coldRuns} done\n`);
    }
    const net = throttles.find((t) => t.network)?.network;
    console.log(`\n## Cold loads, before (Accept-Encoding: identity) and after (compression as shipped), ${coldRuns} runs per cell, ${((Date.now() - loadAt) / 1000).toFixed(0)} s`);
    if (net) console.log(`Throttled: CPU ×${throttles.find((t) => t.network)?.cpuRate}, network latency ${net.latency} ms, down ${net.downloadThroughput} B/s, up ${net.uploadThroughput} B/s`);
    console.log(coldTable(results, pages));
    console.log('\nA match page\'s requests for the match\'s resources, per cold load (every distinct count seen):');
    for (const [key, seen] of requests) console.log(`- ${key}: ${[...seen].join('; ')}`);
    const sample = results.get(`${pages[1]!.name}|none|after`)?.[0];
    if (sample) console.log(`- every API request of one cold match page (after, no throttling): ${JSON.stringify(sample.api)}; ${sample.requests} requests in all`);
    console.log(`Answers by Content-Encoding, all cold loads: ${[...encodings].map(([v, e]) => `${v} ${JSON.stringify(e)}`).join(', ')}`);
  }

  if (parts.has('tti')) {
    // Time to an interactive match page, warm (the same context: its cache): navigation start to the move form on screen, a fresh page each time.
    const tti: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await actor.context.newPage();
      const started = Date.now();
      await page.goto(`/matches/${id}`);
      await page.locator('[data-board] [data-target]').first().waitFor();
      tti.push(Date.now() - started);
      await page.close();
    }
    console.log(`\n## Time to an interactive match page, warm (navigation to the board's targets drawn, seat to act): ${summary(tti)}`);
  }

  // Move to page: another player's move committed -> the watcher's page shows the new version.
  for (const mode of parts.has('move') ? (['stream', 'polling'] as const) : []) {
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
