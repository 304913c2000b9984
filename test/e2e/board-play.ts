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
/** A move that gives something up is asked about first (BoardHost): its yes is then the only target. */
const confirmSelector = 'dialog.confirm-move[open] [data-target]';

/** The targets offered now and the selector that finds them, read in one step (a refresh may be redrawing the board). */
type Offer = { selector: string; targets: string[] };
const readOffer = (page: Page) =>
  page.evaluate<Offer>(
    `(() => { const selector = document.querySelector('dialog.confirm-move[open]') ? ${JSON.stringify(confirmSelector)} : document.querySelector('dialog.board-dialog[open]') ? ${JSON.stringify(dialogSelector)} : ${JSON.stringify(boardSelector)}; return { selector, targets: [...document.querySelectorAll(selector)].map((e) => e.dataset.target ?? '') }; })()`,
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

/** Chooses the first kind of target on offer in `order` (seeded among several of that kind), else any. */
export function priorityChooser(seed: number, order: readonly string[]): TargetChooser {
  let r = seed;
  const next = () => (r = (r * 1103515245 + 12345) % 2147483648) >> 8;
  return (targets) => {
    for (const prefix of order) {
      const good = targets.flatMap((t, i) => (t.startsWith(prefix) ? [i] : []));
      if (good.length > 0) return good[next() % good.length]!;
    }
    return next() % targets.length;
  };
}

/** The focused element's look: its own outline, shadow and stroke, and its children's strokes. */
const lookOfFocused = `(() => {
  const el = document.activeElement;
  const look = (e) => { const s = getComputedStyle(e); return [s.outlineStyle, s.outlineWidth, s.boxShadow, s.stroke, s.strokeWidth].join(' '); };
  return [el, ...el.children].map(look).join(' | ');
})()`;

/**
 * Plays one move with the keyboard alone, on the board: for each click the move needs, Tab from the
 * board's heading until the chosen target has focus, check that the focus shows, then Enter or
 * Space. A confirm dialog's yes has focus when it opens: Enter. Returns the targets used.
 */
export async function playByKeyboard(page: Page, choose: TargetChooser, keys: { n: number }): Promise<string[]> {
  const version = await offeredVersion(page);
  const used: string[] = [];
  for (let step = 0; step < 12; step++) {
    const { targets } = await awaitOffer(page);
    if (targets.length === 0) throw new Error(`nothing to press after ${used.join(' > ')}`);
    if (await page.locator('dialog.confirm-move[open]').count()) {
      if ((await page.evaluate(`document.activeElement?.dataset.target`)) !== 'confirm') throw new Error('the confirm dialog opened without focus on its yes');
      used.push('confirm');
      await page.keyboard.press('Enter');
    } else {
      const name = targets[choose(targets)]!;
      used.push(name);
      await page.evaluate(`(() => { const h = document.getElementById('board-title'); h.tabIndex = -1; h.focus(); })()`);
      let reached = false;
      for (let i = 0; i < 250 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate<boolean>(`document.activeElement?.dataset?.target === ${JSON.stringify(name)}`);
      }
      if (!reached) throw new Error(`Tab never reaches ${name}`);
      if (!(await page.evaluate<boolean>(`document.activeElement.matches(':focus-visible')`))) throw new Error(`${name} has focus but not :focus-visible`);
      // The focus shows: the target looks different with it than without it.
      const focusedLook = await page.evaluate<string>(lookOfFocused);
      const plainLook = await page.evaluate<string>(`(() => { const el = document.activeElement; el.blur(); const look = (e) => { const s = getComputedStyle(e); return [s.outlineStyle, s.outlineWidth, s.boxShadow, s.stroke, s.strokeWidth].join(' '); }; const out = [el, ...el.children].map(look).join(' | '); el.focus(); return out; })()`);
      if (focusedLook === plainLook) throw new Error(`${name} looks the same with the focus as without it`);
      await page.keyboard.press(keys.n++ % 2 === 0 ? 'Enter' : 'Space');
    }
    await page.evaluate(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))`);
    const sent = await page.evaluate<boolean>(
      `(() => { const f = document.querySelector('form[data-version]'); const v = f ? Number(f.getAttribute('data-version')) : null; return v !== ${JSON.stringify(version)} || document.querySelector('[data-board][aria-busy="true"]') !== null; })()`,
    );
    if (sent) {
      await waitForVersionChange(page, version);
      return used;
    }
  }
  throw new Error(`no move sent after ${used.join(' > ')}`);
}

