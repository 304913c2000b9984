/**
 * Screenshots of every page, and of each game's match page, at desktop (1280 px) and phone
 * (390 px) widths, into docs/screenshots/ (shown in the README). `npm run screenshots`
 * builds the web app and runs a throw-away server, like the browser tests.
 * `SCREENSHOTS_ONLY=<gameId>` takes only that game's match page (while working on its board).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { chooser, clickOneMove } from '../test/e2e/play.js';
import { desktop, offeredVersion, phone, playAsGuest, startSite } from '../test/e2e/support.js';

const out = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const only = process.env.SCREENSHOTS_ONLY;
const site = await startSite();
async function shoot(name: string, path: string, page: Page, ready: (p: Page) => Promise<unknown>) {
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready(page);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${out}${name}-${size}.png` });
    console.log(`${name}-${size}.png`);
  }
}

try {
  const visitor = await site.person();
  if (!only) await shoot('sign-in', '/signin', visitor.page, (p) => p.getByRole('heading', { name: 'Sign in to play' }).waitFor());

  const ada = await site.person();
  const bob = await site.person();
  await playAsGuest(ada.page, 'Ada');
  await playAsGuest(bob.page, 'Bob');
  if (!only) await shoot('new-match', '/new', ada.page, (p) => p.getByRole('heading', { name: 'New match' }).waitFor());
  if (!only) await shoot('new-match-form', '/new/relic-run', ada.page, (p) => p.getByRole('button', { name: 'Create the match' }).waitFor());

  const games = [
    ['ruin-runner', 'Ruin Runner', 2, 6],
    ['relic-runners', 'Relic Runners', 2, 5],
    ['relic-run', 'Relic Run', 2, 3],
    ['reliques-co', 'Reliques & Co', 2, 6],
    ['space-relics', 'Space Relics', 2, 6],
  ] as const;
  for (const [id, title, players, moves] of games) {
    if (only && only !== id) continue;
    await ada.page.setViewportSize(desktop);
    await ada.page.goto(`/new/${id}`);
    await ada.page.getByLabel('Players').fill(String(players));
    await ada.page.getByRole('button', { name: 'Create the match' }).click();
    await ada.page.waitForURL(/\/matches\/mat_/);
    const path = new URL(ada.page.url()).pathname;
    await bob.page.goto(path);
    await bob.page.getByRole('button', { name: 'Join this match' }).click();
    await bob.page.getByRole('heading', { name: 'What you see' }).waitFor();
    const choose = chooser(17);
    for (let played = 0; played < moves; ) {
      const page = (await offeredVersion(ada.page)) !== null ? ada.page : (await offeredVersion(bob.page)) !== null ? bob.page : null;
      if (!page) {
        await ada.page.waitForTimeout(100);
        continue;
      }
      await clickOneMove(page, choose);
      played++;
    }
    const mover = (await offeredVersion(bob.page)) !== null ? bob.page : ada.page;
    await shoot(`match-${id}`, path, mover, (p) => p.locator('.board-host').waitFor());
    console.log(`(${title})`);
  }

  if (!only) {
    // A finished match (Ada resigns the first one) and an open match for the home page's lists.
    const first = (await ada.context.request.get('/v1/matches?player=me&status=active&gameId=ruin-runner').then((r) => r.json())) as { matches: { id: string }[] };
    const finished = `/matches/${first.matches[0]!.id}`;
    await ada.page.goto(finished);
    await ada.page.getByRole('button', { name: 'Resign…' }).click();
    await ada.page.getByRole('button', { name: 'Yes, resign' }).click();
    await ada.page.getByRole('heading', { name: 'Result' }).waitFor();
    await shoot('match-finished', finished, bob.page, (p) => p.getByRole('heading', { name: 'Result' }).waitFor());
    await shoot('replay', `${finished}/replay?version=4`, bob.page, (p) => p.getByRole('heading', { name: 'Move 4' }).waitFor());
    await bob.context.request.post('/v1/matches', { headers: { 'X-Requested-With': 'screenshots' }, data: { gameId: 'space-relics', players: 3 } });

    await shoot('home', '/', ada.page, (p) => p.getByRole('heading', { name: 'Your turn' }).waitFor());
    await shoot('settings', '/settings', ada.page, (p) => p.getByRole('heading', { name: 'Bots' }).waitFor());
  }
} finally {
  await site.close();
}
