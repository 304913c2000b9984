/**
 * Game boards, measured (bench/README.md, "Boards"), for every `web/src/games/<id>/board.tsx`:
 * (a) how long a board takes to re-render after a move, in Debian's Chromium: each board is
 *     mounted in a page through the app's own `BoardHost` and handed, one after the other, the
 *     views its seat got along a seeded game (with that seat's legal moves when it is to play);
 *     per view we time `render()` up to the end of the style and layout it forces (the main-thread
 *     work of the update), and up to the next frame (a `requestAnimationFrame`, then a task after
 *     it: the frame has been painted on the main thread); Chromium runs without its frame-rate
 *     cap, so that second time has no wait for a vsync in it;
 * (b) the JavaScript (and CSS) each game adds, gzipped: the chunks of the production build
 *     reachable from its board and not from the first page; and that they load only when a match
 *     of that game is opened (the requests of the home page, the new-match page and each match
 *     page, in a fresh browser profile each).
 * `npm run bench:boards` (builds the web app first); `--views N` views per game (default 80).
 */
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { build, type Manifest } from 'vite';
import { pick, playMove, randomInt, seedRng, type AnyGame } from '../src/engine/index.js';
import { games as catalog } from '../src/games/index.js';
import { chromiumArgs, chromiumPath, playAsGuest, startSite } from '../test/e2e/support.js';

const repo = new URL('../', import.meta.url).pathname;
const web = join(repo, 'web');
const work = join(repo, 'bench/dist/boards');
const viewsPerGame = Number(process.argv.find((a) => a.startsWith('--views='))?.slice(8) ?? 80);

const boards = catalog.filter((g) => existsSync(join(web, 'src/games', g.id, 'board.tsx')));
if (boards.length === 0) {
  console.log('No game has a board yet (web/src/games/<id>/board.tsx): nothing to measure.');
  process.exit(0);
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const ms = (x: number) => x.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

// ---- (b) What each game adds to the build ---------------------------------------------------

/** The app as `npm run build:web` builds it, once more with a manifest naming each chunk's source. */
async function buildManifest(): Promise<{ manifest: Manifest; out: string }> {
  const out = join(work, 'manifest-build');
  await build({ configFile: join(web, 'vite.config.ts'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true, manifest: true } });
  return { manifest: JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest, out };
}

/** Chunk keys statically imported from `key`, itself included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key]!.imports ?? []) closure(manifest, next, seen);
  return seen;
}

interface GameBytes {
  id: string;
  /** Files only this game's board reaches (its chunk first). */
  own: string[];
  /** Files this board shares with other boards but not with the first page. */
  shared: string[];
  jsGzip: number;
  cssGzip: number;
  sharedGzip: number;
}

function gameBytes(manifest: Manifest, out: string): GameBytes[] {
  const firstPage = closure(manifest, 'index.html');
  const reach = new Map(boards.map((g) => [g.id, [...closure(manifest, `src/games/${g.id}/board.tsx`)].filter((k) => !firstPage.has(k))]));
  const firstPageCss = new Set([...firstPage].flatMap((k) => manifest[k]!.css ?? []));
  return boards.map((g) => {
    const keys = reach.get(g.id) ?? [];
    const others = new Set(boards.filter((o) => o.id !== g.id).flatMap((o) => reach.get(o.id) ?? []));
    const own = keys.filter((k) => !others.has(k));
    const shared = keys.filter((k) => others.has(k));
    const file = (k: string) => join(out, manifest[k]!.file);
    const css = [...new Set(own.flatMap((k) => manifest[k]!.css ?? []))].filter((f) => !firstPageCss.has(f));
    return {
      id: g.id,
      own: [...own.map((k) => manifest[k]!.file), ...css],
      shared: shared.map((k) => manifest[k]!.file),
      jsGzip: own.reduce((sum, k) => sum + gzip(file(k)), 0),
      cssGzip: css.reduce((sum, f) => sum + gzip(join(out, f)), 0),
      sharedGzip: shared.reduce((sum, k) => sum + gzip(file(k)), 0),
    };
  });
}

/** JavaScript and CSS files a page asked for, by their built name (`assets/...`). */
function assetsOf(urls: string[]): Set<string> {
  return new Set(urls.map((u) => new URL(u).pathname.slice(1)).filter((p) => p.startsWith('assets/')));
}

/** Which game chunks the first page, the new-match page and each game's match page load. */
async function lazyLoading(bytes: GameBytes[]): Promise<string[]> {
  const served = new Set(readdirSync(join(web, 'dist/assets')).map((f) => `assets/${f}`));
  for (const b of bytes) {
    const missing = b.own.filter((f) => !served.has(f));
    if (missing.length) throw new Error(`web/dist is not this build (${missing.join(', ')} missing): run npm run build:web`);
  }
  const site = await startSite();
  const lines: string[] = [];
  try {
    const record = async (page: Page, go: () => Promise<unknown>) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await go();
      await page.waitForLoadState('networkidle');
      return assetsOf(urls);
    };
    const loaded = (assets: Set<string>) => bytes.filter((b) => b.own.some((f) => assets.has(f))).map((b) => b.id);
    const ada = await site.person();
    const home = await record(ada.page, () => playAsGuest(ada.page, 'Ada'));
    lines.push(`| home page (signing in as a guest) | ${loaded(home).join(', ') || 'none'} |`);
    const newMatch = await record(ada.page, () => ada.page.goto('/new'));
    lines.push(`| new match page | ${loaded(newMatch).join(', ') || 'none'} |`);
    const bob = await site.person();
    await playAsGuest(bob.page, 'Bob');
    const write = { 'X-Requested-With': 'bench' };
    for (const g of bytes) {
      const created = await ada.context.request.post('/v1/matches', { headers: write, data: { gameId: g.id, players: 2 } });
      const id = ((await created.json()) as { id: string }).id;
      await bob.context.request.post(`/v1/matches/${id}/join`, { headers: write, data: {} });
      // A fresh profile (nothing cached), watching as a spectator.
      const visitor = await site.person();
      const assets = await record(visitor.page, async () => {
        await visitor.page.goto(`/matches/${id}`);
        await visitor.page.locator('.board-host').waitFor();
      });
      const ownLoaded = g.own.filter((f) => f.endsWith('.js')).every((f) => assets.has(f));
      lines.push(`| ${g.id} match page | ${loaded(assets).join(', ') || 'none'}${ownLoaded ? '' : ' (its own chunk was NOT loaded)'} |`);
      await visitor.context.close();
    }
  } finally {
    await site.close();
  }
  return lines;
}

// ---- (a) Re-rendering after a move -----------------------------------------------------------

interface HostProps {
  gameId: string;
  view: unknown;
  seat: number;
  players: { seat: number; name: string }[];
  activeSeats: number[];
  legal: { moves: unknown[]; texts: string[] } | null;
  busy: boolean;
}

/** The views seat 0 gets along a seeded two-player game, as the match page would hand them to its board. */
function viewsAlongAGame(game: AnyGame, count: number): HostProps[] {
  const players = 2;
  let state = game.setup({ players, options: game.options.parse({}), seed: `bench-boards-${game.id}` });
  const chooser = seedRng(`bench-boards-choices-${game.id}`);
  const names = ['Ada', 'Bob'];
  const out: HostProps[] = [];
  for (;;) {
    const view = game.view(state, 0);
    const activeSeats = game.activeSeats(state);
    const moves = activeSeats.includes(0) ? (game.legalMoves(state, 0) as { type: string }[]) : [];
    const legal = moves.length > 0 ? { moves, texts: moves.map((m) => game.describeMove(m, view, names)) } : null;
    out.push({ gameId: game.id, view, seat: 0, players: names.map((name, seat) => ({ seat, name })), activeSeats, legal, busy: false });
    if (out.length >= count || game.result(state) !== null) return out;
    const seat = activeSeats[randomInt(chooser, activeSeats.length)] as number;
    state = playMove(game, state, seat, pick(chooser, game.legalMoves(state, seat))).state;
  }
}

/** A page that mounts `BoardHost` and times each new view (window.__show, window.__measure). */
async function buildHarness(): Promise<string> {
  const root = join(work, 'harness');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Boards bench</title></head><body><main id="main"><div id="root"></div></main><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(
    join(root, 'main.js'),
    `import { h, render } from 'preact';
import { BoardHost } from ${JSON.stringify(join(web, 'src/components/board-host.tsx'))};
import ${JSON.stringify(join(web, 'src/style.css'))};
const root = document.getElementById('root');
const noop = () => {};
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
window.__show = (props) => render(h(BoardHost, { ...props, play: noop }), root);
window.__measure = async (steps) => {
  const out = [];
  for (const props of steps) {
    await frame();
    const start = performance.now();
    render(h(BoardHost, { ...props, play: noop }), root);
    void document.body.offsetHeight;
    const laidOut = performance.now();
    await frame();
    out.push([laidOut - start, performance.now() - start]);
  }
  return out;
};
`,
  );
  const { default: preact } = await import('@preact/preset-vite');
  await build({ root, configFile: false, logLevel: 'warn', plugins: [preact()], build: { outDir: join(root, 'out'), emptyOutDir: true, target: 'es2022' } });
  return join(root, 'out');
}

async function reRenders(): Promise<string[]> {
  const out = await buildHarness();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--disable-frame-rate-limit', '--disable-gpu-vsync'] });
  const lines: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('http://bench.local/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(out, path === '/' ? 'index.html' : path);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      await route.fulfill({ body: readFileSync(file), contentType: type });
    });
    await page.goto('http://bench.local/');
    for (const game of boards) {
      const views = viewsAlongAGame(game, viewsPerGame + 1);
      await page.evaluate(`window.__show(${JSON.stringify(views[0])})`);
      await page.locator(`[data-board="${game.id}"]`).waitFor();
      const times = (await page.evaluate(`window.__measure(${JSON.stringify(views.slice(1))})`)) as [number, number][];
      const work = times.map((t) => t[0]);
      const frame = times.map((t) => t[1]);
      const dom = await page.evaluate(`document.querySelectorAll('#root *').length`);
      lines.push(`| ${game.id} | ${times.length} | ${ms(percentile(work, 50))} | ${ms(percentile(work, 95))} | ${ms(Math.max(...work))} | ${ms(percentile(frame, 50))} | ${ms(percentile(frame, 95))} | ${dom} |`);
    }
  } finally {
    await browser.close();
  }
  return lines;
}

const { manifest, out } = await buildManifest();
const bytes = gameBytes(manifest, out);
console.log(`node ${process.version}, ${new Date().toISOString()}, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('\n(a) Re-render after a move: ms from handing BoardHost the next view to the end of the style and layout it forces, and to the next frame painted');
console.log('| board | views | work p50 | work p95 | work max | to next frame p50 | to next frame p95 | DOM elements at the end |');
console.log('|---|---|---|---|---|---|---|---|');
for (const line of await reRenders()) console.log(line);
console.log('\n(b) What each game adds to the production build, gzipped (level 9): chunks reachable from its board and not from the first page');
console.log('| board | own JS KB | own CSS KB | shared with other boards KB | files |');
console.log('|---|---|---|---|---|');
for (const b of bytes) console.log(`| ${b.id} | ${kb(b.jsGzip)} | ${kb(b.cssGzip)} | ${kb(b.sharedGzip)} | ${b.own.join(', ')} |`);
console.log('\nGame chunks each page loaded (a fresh browser profile per match page)');
console.log('| page | game chunks requested |');
console.log('|---|---|');
for (const line of await lazyLoading(bytes)) console.log(line);
