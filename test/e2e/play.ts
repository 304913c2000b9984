import type { Page } from 'playwright-core';
import { offeredVersion, waitForVersionChange } from './support.js';

/**
 * Chooses among the moves a page offers, the way a player clicking quickly might: mostly moves
 * that make progress (so long games end in a few hundred moves), never moving pieces back and
 * forth when something else is possible. Seeded, so a failing run can be repeated.
 */
const progress = ['explore', 'pickTile', 'keepIvory', 'climb', 'useToolbox', 'adjacentAction', 'flipToken'];
const dawdling = ['liftPathway', 'dropPathway', 'placePathway', 'teleport'];

export function chooser(seed: number) {
  let r = seed;
  const next = () => (r = (r * 1103515245 + 12345) % 2147483648);
  return (types: string[]): number => {
    const indexes = types.map((_, i) => i);
    const good = indexes.filter((i) => progress.includes(types[i]!));
    const ok = indexes.filter((i) => !dawdling.includes(types[i]!));
    const pool = good.length > 0 && next() % 10 < 8 ? good : ok.length > 0 ? ok : indexes;
    return pool[(next() >> 8) % pool.length]!;
  };
}

/** The offered moves' types, in the order of the radio buttons. */
async function offeredTypes(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    `[...document.querySelectorAll('fieldset[data-move-type] input[name="move"]')].map((i) => i.closest('fieldset').dataset.moveType)`,
  );
}

/** Plays one move on `page` by clicking: a radio, then Confirm; waits until the page moved on. */
export async function clickOneMove(page: Page, choose: (types: string[]) => number): Promise<void> {
  const version = await offeredVersion(page);
  const types = await offeredTypes(page);
  const radios = page.locator('fieldset[data-move-type] input[name="move"]');
  // A live refresh landing between reading the offer and confirming replaces the list and clears
  // the choice: then the page offers the match as it now is, and the next call chooses again.
  const checked = await radios
    .nth(choose(types))
    .check({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (!checked) return;
  const confirm = page.getByRole('button', { name: 'Confirm move' });
  if (!(await confirm.isVisible())) return;
  const clicked = await confirm.click({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (clicked) await waitForVersionChange(page, version);
}

/**
 * Plays a whole match through the pages of its players: whichever page offers a move plays one
 * with `playOne` (a page learns of the others' moves live, without reload), until the first page
 * shows the result. Returns the number of moves played.
 */
export async function playUntilResult(pages: Page[], playOne: (page: Page) => Promise<unknown>, maxMoves = 3000): Promise<number> {
  let moves = 0;
  const deadline = Date.now() + 540_000;
  while (moves < maxMoves && Date.now() < deadline) {
    if (await pages[0]!.getByRole('heading', { name: 'Result' }).isVisible()) return moves;
    const page = await firstOffering(pages);
    if (page) {
      await playOne(page);
      moves++;
    } else {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`the match did not end after ${moves} moves`);
}

async function firstOffering(pages: Page[]): Promise<Page | undefined> {
  for (const page of pages) if ((await offeredVersion(page)) !== null) return page;
  return undefined;
}

/** Plays a whole match by choosing from the move list of each player's page. */
export const playToTheEnd = (pages: Page[], choose: (types: string[]) => number, maxMoves?: number) =>
  playUntilResult(pages, (page) => clickOneMove(page, choose), maxMoves);
