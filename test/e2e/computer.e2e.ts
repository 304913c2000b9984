import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooser, clickOneMove } from './play.js';
import { axeViolations, desktop, offeredVersion, phone, playAsGuest, signInByCode, startSite, tinyTexts } from './support.js';

/**
 * Playing against the computer in the web app: the two-click start from My matches at phone
 * size, the computer's badge and its turn on the match page, and adding a computer to an open
 * seat of a waiting match. `COMPUTER_SCREENSHOTS=docs/screenshots` also saves the pages at phone
 * and desktop size there.
 */
const shots = process.env.COMPUTER_SCREENSHOTS;

const site = await startSite();
afterAll(async () => {
  await site?.close();
});

/**
 * Whether this server seats computers: its contract lists `computer` among the properties of a
 * create-match request. Until it does, the tests that need the server's computers are skipped.
 */
async function detectComputers(): Promise<boolean> {
  const spec = (await (await fetch(`${site.url}/openapi.json`)).json()) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = spec.components?.schemas ?? {};
  const has = (schema: unknown): boolean => {
    if (!schema || typeof schema !== 'object') return false;
    const s = schema as { properties?: Record<string, unknown>; allOf?: unknown[]; anyOf?: unknown[]; oneOf?: unknown[] };
    if (s.properties && 'computer' in s.properties) return true;
    return [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(has);
  };
  return Object.entries(schemas).some(([name, schema]) => name.includes('CreateMatchRequest') && has(schema));
}
const serverSupportsComputers = await detectComputers();


/** Controls inside `selector` smaller than 24 x 24 px (WCAG 2.2 target size, minimum). */
async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll(${JSON.stringify(`${selector} :is(button, select, input, a)`)})]
    .map((el) => [el, el.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && r.height > 0 && (r.width < 24 || r.height < 24))
    .map(([el, r]) => (el.textContent || el.id || el.tagName).trim() + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))`);
}

const statusLine = (page: Page) => page.locator('.status-line');

/** Records every text the status line shows from now on (a computer's turn may last a moment only). */
async function recordStatus(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__statuses = [document.querySelector('.status-line')?.textContent ?? ''];
    const seen = () => { const t = document.querySelector('.status-line')?.textContent ?? ''; if (window.__statuses.at(-1) !== t) window.__statuses.push(t); };
    new MutationObserver(seen).observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
  })()`);
}
const statuses = (page: Page) => page.evaluate<string[]>('window.__statuses ?? []');
const matchVersion = async (page: Page) => Number(await page.locator('[data-match-version]').getAttribute('data-match-version'));

/** A guest named `name` starts a match against the computer in two clicks from My matches: the button, then Start with the defaults. Answers its id. */
async function startAgainstComputer(page: Page, name: string): Promise<string> {
  await playAsGuest(page, name);
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.waitForURL(/\/matches\/mat_/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('play against the computer in the web app', () => {
  it('opens from My matches with its defaults, by keyboard too, fits a phone and is axe clean', async () => {
    const { context, page } = await site.person(phone);
    await playAsGuest(page, 'Kay');
    const open = page.getByRole('button', { name: 'Play against the computer' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.focus();
    await page.keyboard.press('Enter');
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    // The defaults: the first game of the catalog, two players, one computer of medium level.
    const games = (await (await fetch(`${site.url}/v1/games`)).json()) as { games: { id: string; title: string }[] };
    expect(await page.getByLabel('Game').inputValue()).toBe(games.games[0]!.id);
    expect(await page.getByLabel('Players, you included').inputValue()).toBe('2');
    expect(await page.getByLabel('Seat 2 level').inputValue()).toBe('medium');
    expect(await page.getByLabel('Seat 3 level').count()).toBe(0);
    // A guest plays unrated: no choice, and the form says so.
    expect(await page.getByLabel(/Rated: the result changes/).count()).toBe(0);
    await page.getByText('It is not rated.').waitFor();
    // The next key press reaches the form's first field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.id')).toBe('pc-game');
    // Three players: a level for each computer; a co-operative game says the computers are allies.
    await page.getByLabel('Players, you included').selectOption('3');
    expect(await page.getByLabel('Seat 3 level').inputValue()).toBe('medium');
    await page.getByLabel('Game').selectOption({ label: 'Relic Run' });
    await page.getByText('the computers play beside you').waitFor();
    expect(await page.getByRole('group', { name: 'Computer allies' }).count()).toBe(1);
    await page.getByLabel('Game').selectOption(games.games[0]!.id);
    await page.getByLabel('Players, you included').selectOption('2');

    expect(await tinyTexts(page, { skipSvg: true })).toEqual([]);
    expect(await smallTargets(page, '.play-computer')).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(phone.width);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) {
      await page.screenshot({ path: `${shots}/play-computer-phone.png` });
      await page.setViewportSize(desktop);
      await page.waitForTimeout(100);
      await page.screenshot({ path: `${shots}/play-computer-desktop.png` });
      await page.setViewportSize(phone);
    }

    // A game's New match page offers the same, with that game chosen; its own form keeps its labels.
    await page.goto('/new/relic-run');
    await page.getByRole('heading', { level: 1, name: 'New match of Relic Run' }).waitFor();
    expect(await page.getByLabel('Players').count()).toBe(1);
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    expect(await page.getByLabel('Game').inputValue()).toBe('relic-run');
    expect(await page.getByRole('group', { name: 'Computer allies' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.skipIf(!serverSupportsComputers)('lets a signed-in person make it rated, never a co-operative game', async () => {
    const { context, page } = await site.person(desktop);
    await signInByCode(site, page, 'rated-computer@example.com');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.getByLabel('Game').selectOption({ label: 'Relic Run' });
    expect(await page.getByLabel(/Rated: the result changes/).count()).toBe(0);
    await page.getByLabel('Game').selectOption({ label: 'Ruin Runner' });
    await page.getByLabel(/Rated: the result changes/).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL(/\/matches\/mat_/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const match = (await (await context.request.get(`/v1/matches/${id}`)).json()) as { rated: boolean; seats: { computer: boolean }[] };
    expect(match.rated).toBe(true);
    expect(match.seats.map((seat) => seat.computer)).toEqual([false, true]);
    await context.close();
  });

  it.skipIf(!serverSupportsComputers)('starts a match against the computer in two clicks at phone size; the computer answers a move', async () => {
    const { context, page } = await site.person(phone);
    await startAgainstComputer(page, 'Ada');
    await page.getByRole('heading', { name: 'What you see' }).waitFor();

    // The computer's seat: its name and a badge with its level.
    const computer = page.locator('.players li[data-computer]');
    expect(await computer.count()).toBe(1);
    expect(await computer.getAttribute('data-computer')).toBe('medium');
    expect(await computer.locator('.tag.computer').innerText()).toBe('Computer · medium');
    expect(await computer.innerText()).toContain('Computer (medium)');

    // The human takes seat 1 and plays first; the match is not waiting for anyone.
    await page.waitForFunction(`document.querySelector('form[data-version]') !== null`, undefined, { timeout: 15_000 });
    await expect.poll(() => statusLine(page).innerText()).toMatch(/^Your turn\./);
    expect(await axeViolations(page)).toEqual([]);

    // Ada plays from the move list until her turn passes (a turn may take several moves).
    const start = await matchVersion(page);
    await recordStatus(page);
    const choose = chooser(3);
    let mine = 0;
    while (mine < 20 && (await offeredVersion(page)) !== null) {
      await clickOneMove(page, choose);
      mine = (await matchVersion(page)) - start;
      // The computer's move, if it came at once, also raised the version: stop once it is seen.
      if ((await statuses(page)).some((s) => s.includes('is thinking'))) break;
    }
    expect(mine).toBeGreaterThan(0);

    // The computer plays by itself; the page learns of it live and it is Ada's turn again.
    await page.waitForFunction(`document.querySelector('form[data-version]') !== null`, undefined, { timeout: 30_000 });
    await expect.poll(() => statusLine(page).innerText(), { timeout: 10_000 }).toMatch(/^Your turn\./);
    const seen = await statuses(page);
    expect(seen.some((s) => s === 'Computer (medium) is thinking…'), `status lines seen: ${JSON.stringify(seen)}`).toBe(true);
    const log = await page.locator('.log').innerText();
    expect(log).toContain('Computer (medium)');
    expect(await axeViolations(page)).toEqual([]);
    if (shots) {
      // On a phone the players come after the table: the computer's seat, then what it did.
      await page.getByRole('heading', { name: 'Players' }).evaluate((h) => h.closest('section')?.scrollIntoView());
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${shots}/match-computer-phone.png` });
      await page.setViewportSize(desktop);
      await page.evaluate('scrollTo(0, 0)');
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${shots}/match-computer-desktop.png` });
    }
    await context.close();
  });

  it.skipIf(!serverSupportsComputers)('keeps the computer’s reply when the answer to the move before it arrives later', async () => {
    const { context, page } = await site.person(desktop);
    const id = await startAgainstComputer(page, 'Bea');
    await page.waitForFunction(`document.querySelector('form[data-version]') !== null`, undefined, { timeout: 15_000 });

    // Every answer to a move is held back 3 s: the stream pushes the move, and then the computer's
    // reply, before the page reads the answer (a slow network, a busy phone).
    let inFlight = 0;
    await page.route(/\/v1\/matches\/[^/]+\/moves$/, async (route) => {
      inFlight++;
      try {
        const response = await route.fetch();
        await new Promise((r) => setTimeout(r, 3000));
        await route.fulfill({ response });
      } finally {
        inFlight--;
      }
    });
    const choose = chooser(5);
    for (let i = 0; i < 20 && (await offeredVersion(page)) !== null; i++) {
      // The page sends no move while one is on its way.
      await expect.poll(() => inFlight, { timeout: 10_000 }).toBe(0);
      await clickOneMove(page, choose);
    }
    // The last answer lands after the reply: the page still shows the match as it is now.
    await expect.poll(() => inFlight, { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(300);
    const now = (await (await context.request.get(`/v1/matches/${id}`)).json()) as { version: number; activeSeats: number[]; seat: number };
    expect(now.activeSeats).toContain(now.seat);
    expect(await matchVersion(page)).toBe(now.version);
    expect(await offeredVersion(page)).toBe(now.version);
    await context.close();
  });

  it.skipIf(!serverSupportsComputers)('a waiting match fills its open seats with computers from the match page', async () => {
    const { context, page } = await site.person(desktop);
    await playAsGuest(page, 'Bea');
    await page.goto('/new/space-relics');
    await page.getByLabel('Players').fill('3');
    await page.getByRole('button', { name: 'Create the match' }).click();
    await page.waitForURL(/\/matches\/mat_/);
    await page.getByRole('heading', { name: 'Add a computer' }).waitFor();
    expect(await statusLine(page).innerText()).toBe('Waiting for players: 2 seat(s) free.');
    expect(await page.getByRole('button', { name: /^Add a computer/ }).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // A hard computer in seat 2: the seat shows it, one seat is left to fill.
    await page.getByLabel('Seat 2 level').selectOption('hard');
    await page.getByRole('button', { name: 'Add a computer to seat 2' }).click();
    await page.locator('.players li[data-computer="hard"]').waitFor();
    expect(await page.locator('.players li[data-computer="hard"] .tag.computer').innerText()).toBe('Computer · hard');
    await expect.poll(() => statusLine(page).innerText()).toBe('Waiting for players: 1 seat(s) free.');
    expect(await page.getByRole('button', { name: /^Add a computer/ }).count()).toBe(1);
    if (shots) {
      await page.screenshot({ path: `${shots}/add-computer-desktop.png` });
      await page.setViewportSize(phone);
      await page.waitForTimeout(100);
      await page.locator('section[aria-labelledby="waiting-title"]').screenshot({ path: `${shots}/add-computer-phone.png` });
      expect(await tinyTexts(page, { skipSvg: true })).toEqual([]);
      expect(await smallTargets(page, '.add-computer')).toEqual([]);
      await page.setViewportSize(desktop);
    }

    // A computer of the default level (medium) in the last seat starts the match.
    await page.getByRole('button', { name: 'Add a computer to seat 3' }).click();
    await page.locator('.players li[data-computer="medium"]').waitFor();
    await page.getByRole('heading', { name: 'The table' }).waitFor();
    expect(await page.locator('.players li[data-computer]').count()).toBe(2);
    expect(await page.getByRole('heading', { name: 'Add a computer' }).count()).toBe(0);
    await expect.poll(() => statusLine(page).innerText(), { timeout: 30_000 }).toMatch(/^(Your turn\.|Computer \((hard|medium)\) is thinking…)/);
    await context.close();
  });
});
