import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, playAsGuest, startSite, type TestSite } from './support.js';
import { chooser, playToTheEnd } from './play.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Creates a match of `title` through the form; the others join from its address. */
async function openMatch(host: Page, guests: Page[], title: string, players: number): Promise<string> {
  await host.goto('/new');
  await host.getByRole("button", { name: `Play ${title}`, exact: true }).click();
  await host.getByLabel('Players').fill(String(players));
  await host.getByRole('button', { name: 'Create the match' }).click();
  await host.waitForURL(/\/matches\/mat_/);
  const path = new URL(host.url()).pathname;
  for (const guest of guests) {
    await guest.goto(path);
    await guest.getByRole('button', { name: 'Join this match' }).click();
    await guest.getByRole('heading', { name: 'What you see' }).waitFor();
  }
  return path;
}

describe('every game played to the end through the match page, choosing moves from the list', () => {
  for (const [title, players, seed] of [
    ['Relic Run', 1, 3],
    ['Space Relics', 2, 5],
    ['Reliques & Co', 2, 11],
    ['Relic Runners', 2, 13],
  ] as const) {
    it(`${title}: ${players} player(s) click until the result shows`, async () => {
      const people = await Promise.all(Array.from({ length: players }, () => site.person()));
      await Promise.all(people.map((p, i) => playAsGuest(p.page, `${title.split(' ')[0]}${i + 1}`)));
      const pages = people.map((p) => p.page);
      await openMatch(pages[0]!, pages.slice(1), title, players);
      expect(await axeViolations(pages[0]!)).toEqual([]);
      const moves = await playToTheEnd(pages, chooser(seed));
      expect(moves).toBeGreaterThan(0);
      for (const page of pages) await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 5_000 });
      expect(await axeViolations(pages[0]!)).toEqual([]);
      console.log(`${title}: ${moves} moves through the page`);
      await Promise.all(people.map((p) => p.context.close()));
    });
  }
});
