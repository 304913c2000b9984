import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boardTargets, playToTheEndOnBoard, type TargetChooser } from './board-play.js';
import { axeViolations, offeredVersion, playAsGuest, startSite, waitForVersionChange, type TestSite } from './support.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/**
 * A seeded chooser that plays like a hurried person: once a tile is on a square it mostly places
 * it (sometimes turning it first), it mostly takes a counter, and it otherwise clicks anything
 * offered, so every kind of target gets clicked and no move needs many clicks.
 */
function ruinRunnerChooser(seed: number): TargetChooser {
  let r = seed;
  const next = () => (r = (r * 1103515245 + 12345) % 2147483648) >> 8;
  const among = (targets: string[], test: (name: string) => boolean) => targets.map((t, i) => (test(t) ? i : -1)).filter((i) => i >= 0);
  return (targets) => {
    const roll = next() % 100;
    const place = targets.indexOf('place');
    const turning = among(targets, (t) => t === 'turn' || t === 'preview' || t === 'exit-arrow');
    const cells = among(targets, (t) => t.startsWith('cell:'));
    const takes = among(targets, (t) => t.startsWith('loot:') || t.startsWith('take:'));
    let pool = targets.map((_, i) => i);
    if (place >= 0) pool = roll < 80 || turning.length === 0 ? [place] : turning;
    else if (cells.length > 0 && roll < 90) pool = cells;
    else if (takes.length > 0 && roll < 75) pool = takes;
    return pool[next() % pool.length]!;
  };
}

async function openMatch(host: Page, guest: Page): Promise<string> {
  await host.goto('/new');
  await host.getByRole('button', { name: 'Play Ruin Runner', exact: true }).click();
  await host.getByLabel('Players').fill('2');
  // The variant asks a mid-turn question (swap a counter?) in the board's dialog.
  await host.getByLabel('No honor among thieves').check();
  await host.getByRole('button', { name: 'Create the match' }).click();
  await host.waitForURL(/\/matches\/mat_/);
  const path = new URL(host.url()).pathname;
  await guest.goto(path);
  await guest.getByRole('button', { name: 'Join this match' }).click();
  await guest.getByRole('heading', { name: 'What you see' }).waitFor();
  return path;
}

async function moverOf(pages: Page[]): Promise<Page> {
  for (;;) {
    for (const page of pages) if ((await offeredVersion(page)) !== null) return page;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Ruin Runner played on its board', () => {
  it('two players lay the ruins and loot them by clicking the board only, to the result', async () => {
    const people = await Promise.all([site.person(), site.person()]);
    await Promise.all(people.map((p, i) => playAsGuest(p.page, `Looter${i + 1}`)));
    const pages = people.map((p) => p.page);
    await openMatch(pages[0]!, pages.slice(1)[0]!);

    // The first tile, by hand: pick it up, choose a square, see it previewed there, place it.
    const mover = await moverOf(pages);
    const board = mover.locator('[data-board="ruin-runner"]');
    await board.locator('[data-target^="hand:"]').first().waitFor();
    expect(await board.locator('[data-target^="cell:"]').count()).toBe(0);
    const tile = Number((await board.locator('[data-target^="hand:"]').first().getAttribute('data-target'))!.slice('hand:'.length));
    await board.locator(`[data-target="hand:${tile}"]`).click();
    const cell = (await board.locator('[data-target^="cell:"]').first().getAttribute('data-target'))!.slice('cell:'.length);
    await board.locator(`[data-target="cell:${cell}"]`).click();
    const [x, y] = cell.split(',');
    await expect.poll(() => board.locator(`[data-preview="${tile}"]`).count()).toBe(1);
    if ((await board.locator('[data-target="turn"]').count()) > 0) {
      const before = await board.locator('[data-preview]').getAttribute('data-rotation');
      await board.locator('[data-target="preview"]').click();
      await expect.poll(() => board.locator('[data-preview]').getAttribute('data-rotation')).not.toBe(before);
    }
    expect(await axeViolations(mover)).toEqual([]);
    const version = await offeredVersion(mover);
    await board.locator('[data-target="place"]').click();
    await waitForVersionChange(mover, version);
    // Both tables now draw that tile on that square, and the mover's hand no longer offers it.
    for (const page of pages) {
      await page.locator(`[data-board] [data-tile="${tile}"][data-x="${x}"][data-y="${y}"]`).waitFor({ timeout: 10_000 });
    }
    expect(await board.locator(`[data-target="hand:${tile}"]`).count()).toBe(0);

    // The rest of the match: only board targets are clicked.
    const chooser = ruinRunnerChooser(23);
    const seen = new Set<string>();
    const moves = await playToTheEndOnBoard(pages, (targets) => {
      for (const t of targets) seen.add(t.split(':')[0]!);
      return chooser(targets);
    });
    expect(moves).toBeGreaterThan(30);
    for (const page of pages) await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 10_000 });
    // Both phases were played on the board.
    expect([...seen]).toEqual(expect.arrayContaining(['hand', 'cell', 'place', 'step']));
    // The finished table: looters on the ruins, nothing left to click.
    expect(await pages[0]!.locator('[data-board] [data-looter]').count()).toBe(2);
    expect(await boardTargets(pages[0]!)).toEqual([]);
    expect(await axeViolations(pages[0]!)).toEqual([]);
    console.log(`Ruin Runner: ${moves + 1} moves on the board; targets seen: ${[...seen].sort().join(', ')}`);
    await Promise.all(people.map((p) => p.context.close()));
  });
});
