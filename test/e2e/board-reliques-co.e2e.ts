import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playOneMoveOnBoard, playToTheEndOnBoard, targetChooser } from './board-play.js';
import { axeViolations, offeredVersion, playAsGuest, startSite, waitForVersionChange, type TestSite } from './support.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function openMatch(host: Page, guest: Page): Promise<string> {
  await host.goto('/new');
  await host.getByRole('button', { name: 'Play Reliques & Co', exact: true }).click();
  await host.getByLabel('Players').fill('2');
  await host.getByRole('button', { name: 'Create the match' }).click();
  await host.waitForURL(/\/matches\/mat_/);
  const path = new URL(host.url()).pathname;
  await guest.goto(path);
  await guest.getByRole('button', { name: 'Join this match' }).click();
  await guest.getByRole('heading', { name: 'What you see' }).waitFor();
  return path;
}

/** The page whose board offers a move now (waits for one); null once the match is over. */
async function mover(pages: Page[]): Promise<Page | null> {
  for (;;) {
    for (const page of pages) if ((await offeredVersion(page)) !== null) return page;
    if (await pages[0]!.getByRole('heading', { name: 'Result' }).isVisible()) return null;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function clickTarget(page: Page, name: string): Promise<void> {
  await page.locator(`[data-board] [data-target="${name}"]`).click();
}

/** The dollars shown in the panel of the player with `seat`. */
async function dollars(page: Page, seat: number): Promise<number> {
  const text = await page.locator(`.rc-player[data-seat="${seat}"] .rc-stats div`).filter({ hasText: 'Dollars' }).locator('dd').textContent();
  return Number(text?.replace('$', ''));
}

describe('Reliques & Co played on its board', () => {
  it('two players roll, place dice, buy and sell by clicking the table until the result shows', async () => {
    const people = await Promise.all([site.person(), site.person()]);
    await Promise.all(people.map((p, i) => playAsGuest(p.page, `Curator${i + 1}`)));
    const pages = people.map((p) => p.page);
    await openMatch(pages[0]!, pages[1]!);
    for (const page of pages) await page.locator('[data-board="reliques-co"] .rc-board').waitFor();

    // The first player rolls, picks up a die and puts it on the Guide: the die is drawn there, on
    // both tables, and the dollar is counted.
    const first = (await mover(pages))!;
    const other = pages.find((p) => p !== first)!;
    const seat = Number(await first.locator('.rc-player.rc-active').getAttribute('data-seat'));
    let version = await offeredVersion(first);
    await clickTarget(first, 'roll');
    await waitForVersionChange(first, version);
    await first.locator('[data-board] [data-target="die:0"]').waitFor();
    const value = Number((await first.locator('[data-target="die:0"]').getAttribute('aria-label'))?.match(/\d/)?.[0]);
    const before = await dollars(first, seat);
    expect(await first.locator('[data-board] [data-target="guide"]').count()).toBe(0);
    await clickTarget(first, 'die:0');
    // Picked up: the die is no target any more, the Guide (any die) now is.
    expect(await first.locator('[data-board] [data-target="die:0"]').count()).toBe(0);
    version = await offeredVersion(first);
    await clickTarget(first, 'guide');
    await waitForVersionChange(first, version);
    for (const page of [first, other]) {
      await page.locator('.rc-guide .rc-placed').waitFor();
      expect(await page.locator('.rc-guide .rc-placed').getAttribute('aria-label')).toBe(`dice placed here: ${value}`);
      expect(await dollars(page, seat)).toBe(before + 1);
    }
    expect(await axeViolations(first)).toEqual([]);
    // The other player's table offers nothing to click while it is not their turn.
    expect(await other.locator('[data-board] [data-target]').count()).toBe(0);

    // A few moves on the board, until a sale asks its question in a dialog (or 120 moves go by).
    // Leaning to Private Collections at first (a sale asks in a dialog), then to buying and
    // delivering, which ends the match sooner.
    const toSell = targetChooser(7, ['roll', 'die', 'collections', 'sell']);
    const choose = targetChooser(11, ['roll', 'die', 'action', 'market', 'cell', 'upgrade', 'order', 'dive']);
    const started = Date.now();
    let sawDialog = false;
    let opening = 0;
    for (; opening < 120 && !sawDialog; opening++) {
      const page = await mover(pages);
      if (!page) break;
      if ((await page.locator('dialog.board-dialog[open]').count()) > 0) {
        sawDialog = true;
        await page.screenshot({ path: '/tmp/reliques-co-sale-dialog.png' });
        expect(await page.locator('dialog.board-dialog[open] [data-target="finish-sale"]').count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        break;
      }
      await playOneMoveOnBoard(page, toSell);
    }
    expect(sawDialog).toBe(true);
    console.log(`Reliques & Co: ${opening} moves until a sale dialog, ${Math.round((Date.now() - started) / 1000)} s`);

    const moves = await playToTheEndOnBoard(pages, choose);
    expect(moves).toBeGreaterThan(0);
    for (const page of pages) await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 10_000 });
    // The finished table offers nothing more to click.
    expect(await pages[0]!.locator('[data-board] [data-target]').count()).toBe(0);
    console.log(`Reliques & Co: ${moves} more moves played on the board to the end, ${Math.round((Date.now() - started) / 1000)} s in all`);
    await Promise.all(people.map((p) => p.context.close()));
  });
});
