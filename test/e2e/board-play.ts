import type { Page } from 'playwright-core';
import { playUntilResult } from './play.js';
import { offeredVersion, waitForVersionChange } from './support.js';

/**
 * Plays matches by acting on the board only: every board marks what can be clicked now with
 * `data-target` (a game-chosen name such as "site:temple-3" or "card:2"), inside the board or
 * in one of its dialogs. The move list is never touched.
 */
const boardSelector = '[data-board] [data-target]:not([aria-disabled="true"]):not([disabled])';
/** While a board's dialog is open, the board asks that question: only the dialog is acted on. */
const dialogSelector = 'dialog.board-dialog[open] [data-target]:not([aria-disabled="true"]):not([disabled])';

/** The targets offered now and the selector that finds them, read in one step (a refresh may be redrawing the board). */
type Offer = { selector: string; targets: string[] };
const readOffer = (page: Page) =>
  page.evaluate<Offer>(
    `(() => { const selector = document.querySelector('dialog.board-dialog[open]') ? ${JSON.stringify(dialogSelector)} : ${JSON.stringify(boardSelector)}; return { selector, targets: [...document.querySelectorAll(selector)].map((e) => e.dataset.target ?? '') }; })()`,
  );

/** Picks which target to click among those offered (their `data-target` names, in page order). */
export type TargetChooser = (targets: string[]) => number;

/** A seeded chooser that prefers targets whose name starts with one of `preferred` (8 times in 10). */
export function targetChooser(seed: number, preferred: string[] = []): TargetChooser {
  let r = seed;
  const next = () => (r = (r * 1103515245 + 12345) % 2147483648);
  return (targets) => {
    const indexes = targets.map((_, i) => i);
    const good = indexes.filter((i) => preferred.some((p) => targets[i]!.startsWith(p)));
    const pool = good.length > 0 && next() % 10 < 8 ? good : indexes;
    return pool[(next() >> 8) % pool.length]!;
  };
}

export async function boardTargets(page: Page): Promise<string[]> {
  return (await readOffer(page)).targets;
}

/**
 * What the board offers once it offers something: between a move and the view after it (or while
 * a dialog closes) the board may briefly offer nothing. Empty only after `timeout` ms.
 */
export async function awaitOffer(page: Page, timeout = 10_000): Promise<Offer> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const offer = await readOffer(page);
    if (offer.targets.length > 0 || Date.now() > deadline) return offer;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Two animation frames: the board has drawn what the click changed. */
const settled = (page: Page) => page.evaluate(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))`);

/**
 * Plays one move on `page` by clicking board targets until the board sends a move (a multi-step
 * move is several clicks: a tile, a cell, a rotation). Returns the targets clicked.
 */
export async function playOneMoveOnBoard(page: Page, choose: TargetChooser, maxClicks = 12): Promise<string[]> {
  const version = await offeredVersion(page);
  const clicked: string[] = [];
  for (let i = 0; i < maxClicks; i++) {
    const { selector, targets } = await awaitOffer(page);
    if (targets.length === 0) throw new Error(`the board offers nothing to click, although a move is legal (after ${clicked.join(' > ') || 'no click'})`);
    const index = choose(targets);
    clicked.push(targets[index]!);
    await page.locator(selector).nth(index).click();
    await settled(page);
    // One look at both signs: checked one after the other, a move could finish in between and go unseen.
    const sent = await page.evaluate<boolean>(
      `(() => { const f = document.querySelector('form[data-version]'); const v = f ? Number(f.getAttribute('data-version')) : null; return v !== ${JSON.stringify(version)} || document.querySelector('[data-board][aria-busy="true"]') !== null; })()`,
    );
    if (sent) {
      await waitForVersionChange(page, version);
      return clicked;
    }
  }
  throw new Error(`no move was sent after ${maxClicks} clicks: ${clicked.join(' > ')}`);
}

/** Plays a whole match on the boards of its players' pages (never their move lists). */
export const playToTheEndOnBoard = (pages: Page[], choose: TargetChooser, maxMoves?: number) =>
  playUntilResult(pages, (page) => playOneMoveOnBoard(page, choose), maxMoves);
