import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, offeredVersion, playAsGuest, startSite, waitForVersionChange, type TestSite } from './support.js';
import { boardTargets, playOneMoveOnBoard, playToTheEndOnBoard, targetChooser } from './board-play.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Whether the box of `inner` lies inside the box of `outer` on the page. */
async function drawnInside(page: Page, inner: string, outer: string): Promise<boolean> {
  const a = await page.locator(inner).boundingBox();
  const b = await page.locator(outer).boundingBox();
  if (!a || !b) return false;
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

describe('Relic Run played on its board', () => {
  it('one hero fights the battle to its result by clicking the battlefield, the hand and the dialogs only', async () => {
    const { page, context } = await site.person();
    await playAsGuest(page, 'Hero');
    await page.goto('/new/relic-run');
    await page.getByLabel('Players').fill('1');
    await page.getByRole('button', { name: 'Create the match' }).click();
    await page.waitForURL(/\/matches\/mat_/);
    await page.locator('[data-board="relic-run"] .rr-field').waitFor();

    // Phase 0: the three player zones are the only targets; the hero is drawn where it was placed.
    expect((await boardTargets(page)).sort()).toEqual(['zone:playerBackline', 'zone:playerFlank', 'zone:playerFrontline']);
    const version = await offeredVersion(page);
    await page.locator('[data-target="zone:playerFrontline"]').click();
    await waitForVersionChange(page, version);
    await page.locator('[data-board] [data-hero="0"]').waitFor();
    expect(await drawnInside(page, '[data-board] [data-hero="0"]', '[data-board] [data-zone="playerFrontline"]')).toBe(true);
    // Round 1 has begun: the activation cards are revealed and the hand shows both effects of each card.
    await page.locator('.rr-act-card').first().waitFor();
    expect(await page.locator('.rr-hand .rr-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.rr-hand .rr-half-play').count()).toBe(await page.locator('.rr-hand .rr-half-discard').count());
    expect(await axeViolations(page)).toEqual([]);

    // Attacks first, so the battle ends in a few rounds. Play until a prompt (a card burn, a
    // Guard decision) is asked in its dialog: most battles bring one, none is certain.
    const choose = targetChooser(7, ['play:', 'enemy:', 'hero:']);
    let sawDialog = false;
    let before = 0;
    for (; before < 80 && !sawDialog; before++) {
      // The board has drawn the moves now offered (it offers none while the last move is in flight).
      await page.waitForFunction(
        `document.querySelector('form[data-version]') !== null && document.querySelector('[data-board] [data-target]') !== null || [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Result')`,
      );
      if ((await offeredVersion(page)) === null) break;
      const offered = await boardTargets(page);
      if (offered.some((name) => /^(guard|burn):/.test(name))) {
        sawDialog = true;
        await page.locator('dialog.board-dialog[open]').waitFor();
        // While the dialog is open only its answers are offered, each a guard amount or a card to burn.
        const answers = await boardTargets(page);
        expect(answers.length).toBeGreaterThan(0);
        for (const answer of answers) expect(answer).toMatch(/^(guard:\d+|burn:\w+)$/);
        await page.locator('dialog.board-dialog[open]').screenshot({ path: '/tmp/relic-run-dialog.png' });
        expect(await axeViolations(page)).toEqual([]);
      }
      await playOneMoveOnBoard(page, choose);
    }
    console.log(`Relic Run: ${before} moves, then ${sawDialog ? 'a prompt answered in its dialog (/tmp/relic-run-dialog.png)' : 'no prompt before the end'}`);

    const moves = await playToTheEndOnBoard([page], choose);
    await page.getByRole('heading', { name: 'Result' }).waitFor();
    // The battle's outcome is drawn on the board too.
    await page.locator('.rr-outcome').waitFor();
    expect(await page.locator('.rr-outcome').textContent()).toMatch(/^(Victory|Defeat):/);
    expect(await boardTargets(page)).toEqual([]);
    console.log(`Relic Run: ${moves} more moves on the board to the result`);
    await context.close();
  });
});
