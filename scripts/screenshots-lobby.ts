/**
 * Screenshots of the lobby pieces (issue 15) at desktop and phone widths into docs/screenshots/:
 * the quick-match page with an open seek, and a match page with its chat and an abort vote.
 * `npm run build:web && tsx scripts/screenshots-lobby.ts` (a throw-away server, like the browser tests).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { desktop, phone, playAsGuest, startSite } from '../test/e2e/support.js';

const out = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

async function shoot(name: string, path: string, page: Page, ready: (p: Page) => Promise<unknown>) {
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}${name}-${size}.png`, fullPage: size === 'phone' });
    console.log(`${name}-${size}.png`);
  }
}

const site = await startSite();
try {
  const ada = await site.person();
  const bob = await site.person();
  await playAsGuest(ada.page, 'Ada');
  await playAsGuest(bob.page, 'Bob');
  const seek = async (page: Page, game: string, players: number, wait = '1 hour') => {
    await page.goto('/seeks');
    await page.getByLabel('Game').selectOption({ label: game });
    await page.getByLabel('Players, you included').fill(String(players));
    await page.getByLabel('Wait at most').selectOption({ label: wait });
    await page.getByRole('button', { name: 'Find a match' }).click();
  };
  // Ada: an open seek that waits, and a pair that gets matched with Bob.
  await seek(ada.page, 'Space Relics', 3, '1 day');
  await ada.page.locator('[data-seek-status="open"]').waitFor();
  await seek(ada.page, 'Ruin Runner', 2);
  await ada.page.locator('[data-seek-status="open"]').nth(1).waitFor();
  await seek(bob.page, 'Ruin Runner', 2);
  await bob.page.waitForURL(/\/matches\/mat_/);
  const matchPath = new URL(bob.page.url()).pathname;
  await shoot('quick-match', '/seeks', ada.page, (p) => p.locator('[data-seek-status="matched"]').waitFor());

  await ada.page.goto(matchPath);
  for (const [page, text] of [
    [ada.page, 'Hello Bob! Good luck <3'],
    [bob.page, 'Thanks, you too.\nShall we abort and play Space Relics instead?'],
  ] as const) {
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.chat-log li').last().waitFor();
  }
  await bob.page.getByRole('button', { name: 'Propose to abort' }).click();
  await ada.page.getByText('Still to agree: Ada').waitFor();
  await shoot('match-chat', matchPath, ada.page, (p) => p.locator('.chat-log li').nth(1).waitFor());
} finally {
  await site.close();
}
