import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooser, clickOneMove } from './play.js';
import { axeViolations, desktop, offeredVersion, phone, playAsGuest, startSite, tinyTexts, type TestSite } from './support.js';

/**
 * The How to play pages (`/games/{id}/rules`): each game's page at phone size with its key to the
 * board's symbols, the links from the new-match and match pages, and the first-turn hint.
 * `RULES_SCREENSHOTS=docs/screenshots` also saves each page at phone and desktop size there.
 */
const GAMES = [
  ['ruin-runner', 'Ruin Runner'],
  ['relic-runners', 'Relic Runners'],
  ['relic-run', 'Relic Run'],
  ['reliques-co', 'Reliques & Co'],
  ['space-relics', 'Space Relics'],
] as const;

const shots = process.env.RULES_SCREENSHOTS;
if (shots) mkdirSync(shots, { recursive: true });

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});


describe('How to play', () => {
  for (const [id, title] of GAMES) {
    it(`${title}: the rules page at phone size, with a labelled legend, readable and axe clean`, async () => {
      const { context, page } = await site.person(phone);
      await page.goto(`/games/${id}/rules`);
      await page.getByRole('heading', { level: 1, name: `How to play ${title}` }).waitFor();
      for (const section of ['Goal', 'Setup', 'A turn', 'End of the game', 'Scoring', 'Symbols on the board']) {
        expect(await page.getByRole('heading', { level: 2, name: section, exact: true }).isVisible()).toBe(true);
      }
      const entries = page.locator(`ul.legend[data-legend="${id}"] > li`);
      const count = await entries.count();
      expect(count).toBeGreaterThanOrEqual(8);
      for (let i = 0; i < count; i++) {
        const entry = entries.nth(i);
        const label = entry.locator('.legend-label');
        expect(await label.isVisible()).toBe(true);
        expect((await label.innerText()).trim().length).toBeGreaterThan(5);
        // The drawing is there and takes room (it is hidden from screen readers: the label says it).
        const box = await entry.locator('.legend-glyph > *').first().boundingBox();
        expect(box && box.width > 4 && box.height > 4).toBe(true);
      }
      expect(await tinyTexts(page)).toEqual([]);
      // Nothing wider than the phone.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(phone.width);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) {
        await page.screenshot({ path: `${shots}/rules-${id}-phone.png`, fullPage: true });
        await page.setViewportSize(desktop);
        await page.waitForTimeout(100);
        await page.screenshot({ path: `${shots}/rules-${id}-desktop.png`, fullPage: true });
      }
      await context.close();
    });
  }

  it('is linked from the new-match catalog and form', async () => {
    const { context, page } = await site.person(phone);
    await playAsGuest(page, 'Reader');
    await page.goto('/new');
    await page.getByRole('link', { name: 'How to play Space Relics' }).click();
    await page.waitForURL(/\/games\/space-relics\/rules$/);
    await page.getByRole('heading', { level: 1, name: 'How to play Space Relics' }).waitFor();
    await page.goto('/new/reliques-co');
    await page.getByRole('link', { name: 'How to play Reliques & Co' }).click();
    await page.waitForURL(/\/games\/reliques-co\/rules$/);
    await page.getByRole('heading', { level: 1, name: 'How to play Reliques & Co' }).waitFor();
    await context.close();
  });

  it('the match page links to the rules and shows a first-turn hint on the first turn only', async () => {
    const ada = await site.person(phone);
    const bob = await site.person(phone);
    await playAsGuest(ada.page, 'Ada');
    await playAsGuest(bob.page, 'Bob');
    await ada.page.goto('/new/ruin-runner');
    await ada.page.getByLabel('Players').fill('2');
    await ada.page.getByRole('button', { name: 'Create the match' }).click();
    await ada.page.waitForURL(/\/matches\/mat_/);
    const path = new URL(ada.page.url()).pathname;
    await bob.page.goto(path);
    await bob.page.getByRole('button', { name: 'Join this match' }).click();
    await bob.page.getByRole('heading', { name: 'What you see' }).waitFor();
    await ada.page.reload();
    await ada.page.getByRole('heading', { name: 'What you see' }).waitFor();

    const hint = (page: Page) => page.getByRole('heading', { level: 2, name: 'Your first turn' });
    const toPlay = async () => {
      for (;;) {
        for (const page of [ada.page, bob.page]) if ((await offeredVersion(page)) !== null) return page;
        await ada.page.waitForTimeout(100);
      }
    };
    const first = await toPlay();
    const second = first === ada.page ? bob.page : ada.page;
    // The one to play sees the hint; the other, not to play, does not.
    await hint(first).waitFor();
    expect(await first.locator('[data-first-turn]').innerText()).toMatch(/tile/);
    expect(await hint(second).count()).toBe(0);
    expect(await axeViolations(first)).toEqual([]);
    if (shots) await first.screenshot({ path: `${shots}/first-turn-hint-phone.png` });

    const choose = chooser(7);
    await clickOneMove(first, choose);
    // Discovery: one tile a turn, so the turn passes.
    await second.waitForFunction(`document.querySelector('form[data-version]') !== null`);
    await hint(second).waitFor();
    expect(await hint(first).count()).toBe(0);
    // Dismissed, it stays away, also after a reload.
    await second.getByRole('button', { name: 'Got it, hide this tip' }).click();
    expect(await hint(second).count()).toBe(0);
    await second.reload();
    await second.getByRole('heading', { name: 'What you see' }).waitFor();
    await second.waitForFunction(`document.querySelector('form[data-version]') !== null`);
    expect(await hint(second).count()).toBe(0);
    await clickOneMove(second, choose);

    // The first player's second turn: no hint.
    await first.waitForFunction(`document.querySelector('form[data-version]') !== null`);
    await first.getByRole('link', { name: 'How to play Ruin Runner' }).waitFor();
    await first.waitForTimeout(300);
    expect(await hint(first).count()).toBe(0);

    // The link from the match page opens the game's rules.
    await first.getByRole('link', { name: 'How to play Ruin Runner' }).click();
    await first.waitForURL(/\/games\/ruin-runner\/rules$/);
    await first.getByRole('heading', { level: 1, name: 'How to play Ruin Runner' }).waitFor();
    await Promise.all([ada.context.close(), bob.context.close()]);
  });
});
