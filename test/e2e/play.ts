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

/**
 * The offered moves, in the list's order: each with its type and how it is chosen (a radio button,
 * or an option of the drop-down a group with many moves gets).
 */
async function offeredMoves(page: Page): Promise<{ type: string; radio: number | null; select: number | null; value: string }[]> {
  return page.evaluate(`(() => {
    const out = [];
    const radios = [...document.querySelectorAll('fieldset[data-move-type] input[name="move"]')];
    const selects = [...document.querySelectorAll('fieldset[data-move-type] select')];
    for (const field of document.querySelectorAll('fieldset[data-move-type]')) {
      const type = field.dataset.moveType;
      for (const radio of field.querySelectorAll('input[name="move"]')) out.push({ type, radio: radios.indexOf(radio), select: null, value: radio.value });
      for (const select of field.querySelectorAll('select')) for (const option of select.options) if (option.value !== '') out.push({ type, radio: null, select: selects.indexOf(select), value: option.value });
    }
    return out;
  })()`);
}

/** Chooses the first move of the list (its first radio, or the first option of its first drop-down) and confirms it. */
export async function confirmFirstListedMove(page: Page): Promise<void> {
  await openMoveList(page);
  const form = page.locator('form[data-version]');
  const radio = form.locator('input[name="move"]').first();
  if ((await radio.count()) > 0) await radio.check();
  else await form.locator('select').first().selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Confirm move' }).click();
}

/** Opens the folded move list (the board comes first on the page). */
export async function openMoveList(page: Page): Promise<void> {
  const closed = page.locator('details.moves-fold:not([open]) > summary');
  if ((await closed.count()) > 0) await closed.first().click({ timeout: 5_000 }).catch(() => undefined);
}

/** Plays one move on `page` by clicking: a radio (or a drop-down's option), then Confirm; waits until the page moved on. */
export async function clickOneMove(page: Page, choose: (types: string[]) => number): Promise<void> {
  const version = await offeredVersion(page);
  await openMoveList(page);
  const offered = await offeredMoves(page);
  if (offered.length === 0) return;
  const pick = offered[choose(offered.map((m) => m.type))]!;
  // A live refresh landing between reading the offer and confirming replaces the list and clears
  // the choice: then the page offers the match as it now is, and the next call chooses again.
  const done = (p: Promise<unknown>) =>
    p.then(
      () => true,
      () => false,
    );
  const checked =
    pick.radio !== null
      ? await done(page.locator('fieldset[data-move-type] input[name="move"]').nth(pick.radio).check({ timeout: 5_000 }))
      : await done(page.locator('fieldset[data-move-type] select').nth(pick.select!).selectOption(pick.value, { timeout: 5_000 }));
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
