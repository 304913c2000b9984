import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SpaceRelicsView } from '../../src/games/space-relics/index.js';
import { playOneMoveOnBoard, playToTheEndOnBoard, targetChooser, type TargetChooser } from './board-play.js';
import { axeViolations, offeredVersion, playAsGuest, startSite, waitForVersionChange, type TestSite } from './support.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Creates a Space Relics match through the form; the others join from its address. Answers its id. */
async function openMatch(host: Page, guests: Page[], players: number): Promise<string> {
  await host.goto('/new');
  await host.getByRole('button', { name: 'Play Space Relics', exact: true }).click();
  await host.getByLabel('Players').fill(String(players));
  await host.getByRole('button', { name: 'Create the match' }).click();
  await host.waitForURL(/\/matches\/mat_/);
  const path = new URL(host.url()).pathname;
  for (const guest of guests) {
    await guest.goto(path);
    await guest.getByRole('button', { name: 'Join this match' }).click();
    await guest.getByRole('heading', { name: 'What you see' }).waitFor();
  }
  return path.slice(path.lastIndexOf('/') + 1);
}

type Geometry = SpaceRelicsView['geometry'];

/** The board the match is laid on (its rules version's), as its view gives it. */
async function geometryOf(page: Page, id: string): Promise<Geometry> {
  const match = (await (await page.context().request.get(`/v1/matches/${id}`)).json()) as { view: SpaceRelicsView };
  return match.view.geometry;
}

/** Squares from a cell to the nearest airlock. */
function squaresToExit({ width, airlocks }: Geometry, cell: number): number {
  const [cx, cy] = [cell % width, Math.floor(cell / width)];
  return Math.min(...airlocks.map(([x, y]) => Math.abs(cx - x) + Math.abs(cy - y)));
}

/**
 * A pirate clicking quickly: always takes the artifact it stands on (so traps and their dialogs
 * come up), wanders for a while, then heads for the nearest airlock (most of the time) and
 * leaves through the first one it can reach. The air runs out after round 12 anyway.
 */
function pirate(seed: number, wanderFor: number, geometry: Geometry): TargetChooser {
  const wander = targetChooser(seed, ['pickUpArtifact', 'step', 'choose', 'placePlatform', 'useItem', 'springTrap', 'counterTrap']);
  let clicks = 0;
  return (targets) => {
    clicks++;
    const take = targets.findIndex((t) => t.startsWith('pickUpArtifact'));
    if (take >= 0) return take;
    const out = targets.findIndex((t) => t.startsWith('escape'));
    if (out >= 0 && clicks > wanderFor) return out;
    const steps = targets.map((t, i) => [t, i] as const).filter(([t]) => t.startsWith('step:cell:'));
    if (clicks > wanderFor && steps.length > 0 && clicks % 4 !== 0) {
      const cell = ([t]: readonly [string, number]) => squaresToExit(geometry, Number(t.slice('step:cell:'.length)));
      return steps.reduce((best, s) => (cell(s) < cell(best) ? s : best))[1];
    }
    const stay = targets.map((_, i) => i).filter((i) => !targets[i]!.startsWith('escape'));
    if (stay.length === 0) return wander(targets);
    return stay[wander(stay.map((i) => targets[i]!))]!;
  };
}

/** The page whose board offers a move now. */
async function mover(pages: Page[]): Promise<Page> {
  for (;;) {
    for (const page of pages) if ((await offeredVersion(page)) !== null) return page;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Space Relics on its board', () => {
  it('two pirates play a whole match by clicking the museum, their items and the board’s buttons only', async () => {
    const people = await Promise.all([site.person(), site.person()]);
    await Promise.all(people.map((p, i) => playAsGuest(p.page, `Pirate${i + 1}`)));
    const pages = people.map((p) => p.page);
    const id = await openMatch(pages[0]!, pages.slice(1), 2);
    for (const page of pages) await page.locator('[data-board="space-relics"] svg.sr-map').waitFor();
    const geometry = await geometryOf(pages[0]!, id);
    // A new match is laid on the latest rules' board, and the map is drawn on that board.
    expect([geometry.width, geometry.height]).toEqual([19, 19]);
    expect(await pages[0]!.locator('svg.sr-map').getAttribute('aria-label')).toContain('a 19 by 19 grid');

    // The last seat picks its airlock first: the pawn is drawn on the airlock clicked, on both boards.
    const first = await mover(pages);
    const airlock = first.locator('[data-board] [data-target^="chooseAirlock:"]').first();
    const cell = await airlock.getAttribute('data-cell');
    expect(cell).not.toBeNull();
    // On a desktop the 19 x 19 map opens zoomed just enough for a target to be 24 px (the whole map would make it about 20).
    expect(Number(await first.locator('.zoom-pan').getAttribute('data-zoom'))).toBeGreaterThan(1);
    expect((await airlock.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    const version = await offeredVersion(first);
    await airlock.click();
    await waitForVersionChange(first, version);
    for (const page of pages) await page.locator(`[data-board] [data-pawn][data-cell="${cell}"]`).waitFor({ timeout: 15_000 });
    expect(await first.locator('[data-board] [data-target^="chooseAirlock:"]').count()).toBe(0);

    // A few moves in, for the player to move and the one waiting: nothing serious or critical for axe.
    const choose = pirate(7, 60, geometry);
    for (let i = 0; i < 6; i++) await playOneMoveOnBoard(await mover(pages), choose);
    for (const page of pages) expect(await axeViolations(page)).toEqual([]);

    // A dialog for a trap, if one comes up, is kept for a look.
    let dialogShot = false;
    let playing = true;
    const watcher = (async () => {
      while (playing && !dialogShot) {
        for (const page of pages) {
          if (!dialogShot && (await page.locator('dialog.board-dialog[open]').count()) > 0) {
            await page.screenshot({ path: '/tmp/space-relics-dialog.png' }).catch(() => undefined);
            dialogShot = true;
          }
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    })();

    const moves = await playToTheEndOnBoard(pages, choose).finally(() => (playing = false));
    await watcher;
    expect(moves).toBeGreaterThan(0);
    for (const page of pages) await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 15_000 });
    console.log(`Space Relics: ${moves + 7} moves on the board${dialogShot ? ', a trap dialog shot in /tmp/space-relics-dialog.png' : ''}`);
    await Promise.all(people.map((p) => p.context.close()));
  });
});
