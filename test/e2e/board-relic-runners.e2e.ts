import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { awaitOffer, boardTargets, type TargetChooser } from './board-play.js';
import { axeViolations, playAsGuest, startSite, type TestSite, writeHeaders } from './support.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** What the drawing shows the player about to move, read from the board's own attributes. */
interface Table {
  sites: Map<number, { relic: string | null; tiles: number }>;
  here: number;
  rations: number;
  /** The relic of the shrine the turn began on, while the move may still end elsewhere. */
  expedition: string | null;
}

async function readTable(page: Page): Promise<Table> {
  const raw = await page.evaluate<{ sites: [number, string | null, number][]; here: number; rations: number; expedition: string | null }>(`(() => {
    const board = document.querySelector('[data-board] .rr-board');
    const mine = board.querySelector('.rr-chart.mine');
    const pawn = board.querySelector('.rr-pawn[data-seat="' + mine.dataset.seat + '"]');
    return {
      sites: [...board.querySelectorAll('[data-site]')].map((e) => [Number(e.dataset.site), e.dataset.relic ?? null, Number(e.dataset.tiles)]),
      here: Number(pawn.dataset.location),
      rations: Number(mine.dataset.rations),
      expedition: board.dataset.expedition ?? null,
    };
  })()`);
  return { ...raw, sites: new Map(raw.sites.map(([s, relic, tiles]) => [s, { relic, tiles }])) };
}

/**
 * A seeded chooser that plays like someone who wants the match over: a Relic Expedition when the
 * map offers one (the 7th relic ends a 2-player game), else exploring, walking to sites with tiles
 * left, back to Base Camp when out of rations. Random play takes thousands of moves here.
 */
function expeditionChooser(seed: number) {
  let r = seed;
  const next = () => (r = (r * 1103515245 + 12345) % 2147483648);
  return (table: Table): TargetChooser =>
    (targets) => {
      const siteOf = (t: string) => table.sites.get(Number(t.split(':')[1]));
      const wishes: ((t: string) => boolean)[] = [
        (t) => table.expedition !== null && t.startsWith('go:') && siteOf(t)?.relic === table.expedition,
        (t) => t === 'stop' && table.expedition !== null && table.sites.get(table.here)?.relic === table.expedition,
        (t) => /^(explore|tile:|keep:|climb|adjacent:|flip:|toolbox:machete:[12]$)/.test(t),
        (t) => table.rations === 0 && t === 'go:0',
        (t) => t === 'stop' && (table.sites.get(table.here)?.tiles ?? 0) > 0 && table.rations > 0,
        (t) => t.startsWith('go:') && (siteOf(t)?.tiles ?? 0) > 0,
        (t) => /^(walk|place|lift|drop)/.test(t),
        (t) => t === 'stop' || t === 'end-turn' || t.startsWith('go:'),
      ];
      for (const wish of wishes) {
        const good = targets.flatMap((t, i) => (wish(t) ? [i] : []));
        if (good.length > 0) return good[(next() >> 8) % good.length]!;
      }
      return (next() >> 8) % targets.length;
    };
}

/**
 * Counts the moves a page sends, installed before the app loads: a click that plays a move is
 * then told from one that narrows the choice without guessing from timing.
 */
const countSentMoves = `(() => {
  window.__movesSent = 0;
  const send = window.fetch;
  window.fetch = function (input, init) {
    const request = input instanceof Request ? input : null;
    const method = (init && init.method) || (request && request.method) || 'GET';
    const url = new URL(request ? request.url : String(input), location.href);
    if (method.toUpperCase() === 'POST' && url.pathname.endsWith('/moves')) window.__movesSent++;
    return send.apply(this, arguments);
  };
})()`;

/** The version the page's move form is based on, read in one step (the form may be replaced between two reads). */
const formVersion = (page: Page) => page.evaluate<number | null>(`(() => { const f = document.querySelector('form[data-version]'); return f ? Number(f.getAttribute('data-version')) : null; })()`);
const movesSent = (page: Page) => page.evaluate<number>('window.__movesSent');

/**
 * Plays one move by clicking board targets (the board's dialog is inside it) until the page
 * sends a move, then waits for the page to show the match after it. Returns the targets clicked.
 */
async function playMoveOnBoard(page: Page, choose: TargetChooser, maxClicks = 8): Promise<string[]> {
  const version = await formVersion(page);
  const sent = await movesSent(page);
  const clicked: string[] = [];
  for (let i = 0; i < maxClicks; i++) {
    const { targets } = await awaitOffer(page);
    if (targets.length === 0) throw new Error(`the board offers nothing to click after ${clicked.join(' > ') || 'no click'} (form version ${version}, now ${await formVersion(page)})`);
    const name = targets[choose(targets)]!;
    clicked.push(name);
    await page.locator(`[data-board] [data-target="${name}"]`).click();
    // Two frames: the board has drawn what the click opened (a question before ending the turn).
    await page.evaluate(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))`);
    if ((await movesSent(page)) > sent) {
      await page.waitForFunction(`(() => { const f = document.querySelector('form[data-version]'); return !f || Number(f.getAttribute('data-version')) !== ${version}; })()`, undefined, { timeout: 60_000 });
      return clicked;
    }
  }
  throw new Error(`no move was sent after ${maxClicks} clicks: ${clicked.join(' > ')}`);
}

/**
 * Opens a seeded match: the same map and tiles every run, so the clicking below plays the same
 * match each time and its length is known (an unseeded map once kept this chooser going for
 * thousands of moves). The new-match form has its own tests (web-app.e2e.ts, games.e2e.ts).
 */
async function openMatch(host: Page, guest: Page): Promise<string> {
  // The first-game setup: fixed temple colours, four pairs of same-colour temples side by side.
  const created = await host.context().request.post('/v1/matches', { headers: writeHeaders, data: { gameId: 'relic-runners', players: 2, options: { setup: 'first' }, seed: MATCH_SEED } });
  expect(created.status()).toBe(201);
  const path = `/matches/${((await created.json()) as { id: string }).id}`;
  await host.goto(path);
  await guest.goto(path);
  await guest.getByRole('button', { name: 'Join this match' }).click();
  await guest.locator('[data-board] .rr-board').waitFor();
  return path;
}

const MATCH_SEED = 'board-relic-runners-1';

/**
 * The seeded match below ends after 281 moves (seven Relic Expeditions), under a minute
 * on an idle machine; a loaded one takes several times longer.
 */
const MATCH_BUDGET_MS = 900_000;

const pawnAt = (page: Page, seat: number) => page.locator(`[data-board] .rr-pawn[data-seat="${seat}"]`).getAttribute('data-location');

describe('Relic Runners played on its board', () => {
  it('two players click the map, the charts and the dialogs until the result shows', async () => {
    const [ada, bob] = await Promise.all([site.person(), site.person()]);
    await playAsGuest(ada.page, 'Ada');
    await playAsGuest(bob.page, 'Bob');
    const pages = [ada.page, bob.page];
    for (const page of pages) {
      page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
      await page.addInitScript(countSentMoves);
    }
    await openMatch(ada.page, bob.page);
    await ada.page.locator('[data-board] [data-target]').first().waitFor();

    // The drawing: Ada's explorer starts at Base Camp; she clicks the ruin N1 and both pages draw her there.
    expect(await pawnAt(ada.page, 0)).toBe('0');
    expect(await pawnAt(bob.page, 0)).toBe('0');
    expect(await boardTargets(bob.page)).toEqual([]);
    expect(await boardTargets(ada.page)).toContain('go:1');
    const first = await playMoveOnBoard(ada.page, (targets) => targets.indexOf('go:1'));
    expect(first).toEqual(['go:1']);
    await expect.poll(() => pawnAt(ada.page, 0)).toBe('1');
    await expect.poll(() => pawnAt(bob.page, 0)).toBe('1');

    const chooser = expeditionChooser(7);
    let moves = 1;
    let checkedAxe = false;
    let dialogShot = false;
    const started = Date.now();
    const deadline = started + MATCH_BUDGET_MS;
    while (!(await ada.page.getByRole('heading', { name: 'Result' }).isVisible())) {
      if (Date.now() > deadline) throw new Error(`the match did not end after ${moves} moves`);
      const page = (await formVersion(ada.page)) !== null ? ada.page : (await formVersion(bob.page)) !== null ? bob.page : null;
      if (!page) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      if (!dialogShot && (await page.locator('dialog.board-dialog[open]').count()) > 0) {
        await page.screenshot({ path: '/tmp/relic-runners-dialog.png' });
        dialogShot = true;
      }
      try {
        await playMoveOnBoard(page, chooser(await readTable(page)));
      } catch (error) {
        await page.screenshot({ path: '/tmp/relic-runners-stuck.png', fullPage: true });
        console.log(await page.locator('[data-board]').evaluate((e) => e.outerHTML.slice(0, 3000)));
        console.log(await page.locator('.status-line').textContent(), await page.locator('.notice').allTextContents());
        throw error;
      }
      moves++;
      if (moves % 25 === 0) console.log(`${moves} moves, ${Math.round((Date.now() - started) / 1000)} s`);
      if (!checkedAxe && moves >= 12) {
        expect(await axeViolations(ada.page)).toEqual([]);
        checkedAxe = true;
      }
    }
    for (const page of pages) await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 15_000 });
    expect(checkedAxe).toBe(true);
    // The end reveals every score on the board, and nothing is left to click.
    await expect.poll(() => ada.page.locator('[data-board] .rr-final').isVisible()).toBe(true);
    expect(await boardTargets(ada.page)).toEqual([]);
    expect(await boardTargets(bob.page)).toEqual([]);
    console.log(`Relic Runners: ${moves} moves played on the board`);
    await Promise.all([ada.context.close(), bob.context.close()]);
  }, MATCH_BUDGET_MS + 120_000);
});
