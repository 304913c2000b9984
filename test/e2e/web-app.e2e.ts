import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, offeredVersion, playAsGuest, signInByCode, startSite, waitForMail, waitForVersionChange, type TestSite } from './support.js';
import { chooser, clickOneMove, confirmFirstListedMove, playToTheEnd } from './play.js';
import { playByKeyboard, priorityChooser } from './board-play.js';
import type { Page } from 'playwright-core';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('the web app, two people in two browsers', () => {
  it('sign in by email, invite by email, accept from the link, play Ruin Runner to the result by clicking', async () => {
    const ada = await site.person();
    const bob = await site.person();

    // Ada signs in with the code from her email.
    await signInByCode(site, ada.page, 'ada@example.com');
    await expectNoSeriousAxeViolations(ada.page);

    // Bob signs in with the link from his email: it lands in the app, never showing a token.
    await bob.page.goto('/signin');
    await bob.page.getByLabel('Email address').fill('bob@example.com');
    await bob.page.getByRole('button', { name: 'Email me a code' }).click();
    const signInLink = await waitForMail(site, 'bob@example.com', /(http\S+\/v1\/auth\/email\/link\?token=\S+)/);
    await bob.page.goto(signInLink);
    await bob.page.getByRole('button', { name: 'Sign in' }).click();
    await bob.page.getByRole('heading', { level: 1, name: /^Hello/ }).waitFor();
    expect(new URL(bob.page.url()).pathname).toBe('/');
    expect(await bob.page.content()).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const bobCookies = await bob.context.cookies();
    expect(bobCookies.find((c) => c.name === 'rlq_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(bobCookies.find((c) => c.name === 'rlq_refresh')).toMatchObject({ httpOnly: true, path: '/v1/auth' });

    // Ada creates a Ruin Runner match from the catalog and invites Bob by email.
    await ada.page.getByRole('link', { name: 'New match', exact: true }).click();
    await ada.page.getByRole('heading', { level: 1, name: 'New match' }).waitFor();
    await expectNoSeriousAxeViolations(ada.page);
    await ada.page.getByRole('button', { name: 'Play Ruin Runner' }).click();
    await ada.page.getByLabel('Players').fill('2');
    await ada.page.getByLabel('Seat 2: a name or an email address').fill('bob@example.com');
    await expectNoSeriousAxeViolations(ada.page);
    await ada.page.getByRole('button', { name: 'Create the match' }).click();
    await ada.page.waitForURL(/\/matches\/mat_/);
    const matchPath = new URL(ada.page.url()).pathname;
    await ada.page.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    await expectNoSeriousAxeViolations(ada.page);

    // Bob accepts from the invitation email's link and lands on the match page, seated.
    const invitationLink = await waitForMail(site, 'bob@example.com', /(http\S+\/v1\/invitations\/\S+)/);
    await bob.page.goto(invitationLink);
    await bob.page.getByRole('button', { name: 'Accept and sit down' }).click();
    await bob.page.waitForURL(`**${matchPath}`);
    await bob.page.getByRole('heading', { name: 'Players' }).waitFor();
    await expect.poll(() => bob.page.locator('.players li').nth(1).textContent()).toContain('you');

    // Ada's page noticed Bob sat down without a reload: the match is on.
    await ada.page.locator('.status-line').filter({ hasText: /turn|Waiting for .* to play/ }).waitFor({ timeout: 5_000 });
    await expectNoSeriousAxeViolations(bob.page);

    const pages = [ada.page, bob.page];
    await playToTheEnd(pages, chooser(7));
    for (const page of pages) {
      await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 5_000 });
      await expect.poll(() => page.locator('.winners').textContent()).toMatch(/wins? |Nobody won/);
    }
    await expectNoSeriousAxeViolations(ada.page);
    await ada.context.close();
    await bob.context.close();
  });

  it('a move another tab played first is refused, and the page says why and shows the match as it is', async () => {
    const ada = await site.person();
    const bob = await site.person();
    await signInByCode(site, ada.page, 'ada2@example.com');
    await signInByCode(site, bob.page, 'bob2@example.com');
    const matchPath = await startTwoPlayerMatch(ada.page, bob.page, 'Ruin Runner');

    // Each has the match open in two tabs; whoever is to play moves in one, then in the stale other.
    // The second tabs hear of changes late: their match streams are held back (a push carries the
    // new version itself, so holding the stream is what keeps a tab stale), their reads are not.
    let holdStreams = true;
    const holdStream = async (page: typeof ada.page) =>
      page.route(/\/v1\/matches\/[^/]+\/stream(\?.*)?$/, async (route) => {
        while (holdStreams) await new Promise((r) => setTimeout(r, 50));
        await route.continue().catch(() => undefined);
      });
    const adaTab2 = await ada.context.newPage();
    await holdStream(adaTab2);
    await adaTab2.goto(matchPath);
    const bobTab2 = await bob.context.newPage();
    await holdStream(bobTab2);
    await bobTab2.goto(matchPath);
    const [first, second] = (await offeredVersion(ada.page)) !== null ? [ada.page, adaTab2] : [bob.page, bobTab2];
    await second.locator('form[data-version]').waitFor({ state: 'attached' });
    await first.locator('form[data-version]').waitFor({ state: 'attached' });
    const staleVersion = await offeredVersion(second);

    await clickOneMove(first, () => 0);
    expect(await offeredVersion(second)).toBe(staleVersion);
    await confirmFirstListedMove(second);
    await second.getByRole('alert').filter({ hasText: /was played before yours|no longer your turn/ }).waitFor();

    // It refreshes: the stale choice is gone, the match as it is now shows, and the words stay.
    holdStreams = false;
    await waitForVersionChange(second, staleVersion);
    await expect.poll(() => second.getByRole('alert').textContent()).toMatch(/choose again|no longer your turn/);
    await ada.context.close();
    await bob.context.close();
  });

  it('a whole turn with the keyboard alone, and the other page updates live without a reload', async () => {
    const ada = await site.person();
    const bob = await site.person();
    await signInByCode(site, ada.page, 'ada3@example.com');
    await signInByCode(site, bob.page, 'bob3@example.com');
    await startTwoPlayerMatch(ada.page, bob.page, 'Ruin Runner');
    const [mover, watcher] = (await offeredVersion(ada.page)) !== null ? [ada.page, bob.page] : [bob.page, ada.page];
    const before = await watcher.locator('.log').textContent().catch(() => '');
    let navigations = 0;
    watcher.on('framenavigated', () => navigations++);
    // What the watcher's page reads of the match once the move is made: the push carries it all.
    const reads: string[] = [];
    watcher.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && /^\/v1\/matches\/[^/]+(\/legal-moves|\/events)?$/.test(path)) reads.push(path);
    });

    // Keyboard, on the board: for each step of the move (a tile, a square, Place), Tab to the target and press Enter or Space.
    await mover.locator('form[data-version]').waitFor({ state: 'attached' });
    const version = await offeredVersion(mover);
    const steps = await playByKeyboard(mover, priorityChooser(3, ['place', 'cell:', 'hand:']), { n: 0 });
    expect(steps).toEqual([expect.stringMatching(/^hand:/), expect.stringMatching(/^cell:/), 'place']);
    expect(await offeredVersion(mover)).not.toBe(version);
    const readsBefore = reads.length;

    // The watcher's page shows the move within about a second, without navigating.
    const started = Date.now();
    await expect.poll(() => watcher.locator('.log').textContent(), { timeout: 5_000 }).not.toBe(before);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(navigations).toBe(0);
    // Nothing refetched after the push: the match, the legal moves and the log came with it.
    expect(reads.slice(readsBefore)).toEqual([]);
    await ada.context.close();
    await bob.context.close();
  });
});

/** Ada opens a two-seat match of `title`; Bob joins it from its address. Answers the match path. */
async function startTwoPlayerMatch(ada: Page, bob: Page, title: string): Promise<string> {
  await ada.goto('/new');
  await ada.getByRole("button", { name: `Play ${title}`, exact: true }).click();
  await ada.getByLabel('Players').fill('2');
  await ada.getByRole('button', { name: 'Create the match' }).click();
  await ada.waitForURL(/\/matches\/mat_/);
  const path = new URL(ada.url()).pathname;
  await bob.goto(path);
  await bob.getByRole('button', { name: 'Join this match' }).click();
  await bob.locator('.status-line').filter({ hasText: /Your turn|to play/ }).waitFor();
  await ada.locator('.status-line').filter({ hasText: /Your turn|to play/ }).waitFor({ timeout: 5_000 });
  return path;
}

describe('the browser session', () => {
  it('a guest sign-in clicked while the page is still renewing an old session stays signed in', async () => {
    // The sign-in page's first read answers 401 and the app tries to renew the session. That
    // renewal is held back here, so the click lands while it is on its way; its 401 clears the
    // cookies, and it must not land after the new session's.
    for (const refreshCookie of ['rt_stale', null]) {
      const { context, page } = await site.person();
      if (refreshCookie) await context.addCookies([{ name: 'rlq_refresh', value: refreshCookie, domain: new URL(site.url).hostname, path: '/v1/auth' }]);
      await page.route('**/v1/auth/browser/refresh', async (route) => {
        // Sent now, with the cookies of now; answered to the page 1.5 s later.
        const response = await route.fetch();
        await new Promise((r) => setTimeout(r, 1500));
        await route.fulfill({ response });
      });
      const renewing = page.waitForRequest('**/v1/auth/browser/refresh');
      await page.goto('/signin');
      await renewing;
      await page.getByLabel('Your name').fill('Quick');
      await page.getByRole('button', { name: 'Play as a guest' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hello, Quick' }).waitFor();
      await page.waitForLoadState('networkidle');

      expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['rlq_refresh', 'rlq_session']);
      expect((await context.request.get('/v1/me')).status()).toBe(200);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Hello, Quick' }).waitFor();
      await context.close();
    }
  });
});

describe('settings: bots and personal tokens', () => {
  it('creates a bot and a personal token, shows each secret once, and revokes the token', async () => {
    const { page } = await site.person();
    await playAsGuest(page, 'Tess');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('New bot’s name').fill('Rita');
    await page.getByRole('button', { name: 'Create a bot' }).click();
    expect(await page.getByLabel('Token', { exact: true }).inputValue()).toMatch(/^rlq_bot_/);

    await page.getByLabel('New token’s name').fill('scripts');
    await page.getByLabel('Create, join and play matches').check();
    await page.getByRole('button', { name: 'Create a token' }).click();
    const secret = await page.locator('#personal-token').inputValue();
    expect(secret).toMatch(/^rlq_pat_/);
    // The secret works as a bearer token with the chosen scopes, and is never listed again.
    const self = await fetch(`${site.url}/v1/tokens/self`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(((await self.json()) as { scopes: string[] }).scopes.sort()).toEqual(['matches:play', 'matches:read']);
    await page.getByRole('button', { name: 'I have copied it' }).last().click();
    await page.getByText('scripts (matches:read, matches:play)').waitFor();
    expect(await page.content()).not.toContain(secret);
    await expectNoSeriousAxeViolations(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke scripts' }).click();
    await page.getByText('No tokens yet.').waitFor();
    expect((await fetch(`${site.url}/v1/tokens/self`, { headers: { Authorization: `Bearer ${secret}` } })).status).toBe(401);
  });
});
