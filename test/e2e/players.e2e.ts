import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, phone, signInByCode, startSite, type TestSite } from './support.js';
import { emailPerson, playRatedComputerMatch, playRatedMatch, type ApiPerson } from './people-support.js';

/** Issue 31 in a browser: finding a friend by name, the rematch, leaderboards and profiles, results in words. */
let site: TestSite;
let ada: ApiPerson;
let bob: ApiPerson;
beforeAll(async () => {
  site = await startSite();
  ada = await emailPerson(site, 'ada@example.com', 'Ada Lovelace');
  bob = await emailPerson(site, 'bob@example.com', 'Bob Byron');
});
afterAll(async () => {
  await site?.close();
});

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function signedIn(who: ApiPerson, viewport?: { width: number; height: number }) {
  const person = await site.person(viewport);
  await signInByCode(site, person.page, who.email);
  return person;
}

describe('players together', () => {
  it('finds a friend by name, follows them and invites them from the new-match form, no id typed', async () => {
    const me = await signedIn(ada);
    const friend = await signedIn(bob);
    await me.page.goto('/players');
    await me.page.getByLabel('Name').fill('byr');
    await me.page.getByRole('button', { name: 'Search' }).click();
    await me.page.getByRole('link', { name: 'Bob Byron' }).waitFor();
    await expectNoSeriousAxeViolations(me.page);
    await me.page.getByRole('button', { name: 'Follow Bob Byron' }).click();
    await me.page.locator('.friends').getByRole('link', { name: 'Bob Byron' }).waitFor();

    await me.page.goto('/new/ruin-runner');
    await me.page.getByLabel('Seat 2: A friend').selectOption({ label: 'Bob Byron' });
    await me.page.getByText('Invited: Bob Byron').waitFor();
    await expectNoSeriousAxeViolations(me.page);
    await me.page.getByRole('button', { name: 'Create the match' }).click();
    await me.page.waitForURL(/\/matches\/mat_/);
    const matchPath = new URL(me.page.url()).pathname;
    expect(await me.page.locator('main').innerText()).not.toContain(bob.id);

    // Bob sees the invitation on his home page, opens the match and joins the seat kept for him.
    await friend.page.goto('/');
    await friend.page.getByRole('heading', { name: 'Invitations' }).waitFor();
    await friend.page.locator(`a[href="${matchPath}"]`).first().click();
    await friend.page.getByRole('button', { name: 'Join this match' }).click();
    await friend.page.locator('.players li').nth(1).filter({ hasText: 'you' }).waitFor();
    await me.page.locator('.status-line').filter({ hasText: /turn|to play/ }).waitFor();
    await me.context.close();
    await friend.context.close();
  });

  it('offers a rematch live on the finished-match page; the other player accepts it in one click and both land in it', async () => {
    const finished = await playRatedMatch(site, 'ruin-runner', [ada, bob], 30);
    const me = await signedIn(ada);
    const other = await signedIn(bob, phone);
    for (const page of [me.page, other.page]) {
      await page.goto(`/matches/${finished}`);
      await page.getByRole('heading', { name: 'Result' }).waitFor();
    }
    // The result says how the match ended.
    await expect.poll(() => me.page.locator('.winners').textContent()).toMatch(/by resignation: (Ada Lovelace|Bob Byron) resigned\./);
    await me.page.getByRole('button', { name: 'Offer a rematch' }).click();
    await me.page.getByText('Waiting for Bob Byron to accept.').waitFor();
    // Bob's page shows the offer without a reload.
    await other.page.getByRole('button', { name: 'Accept the rematch' }).waitFor({ timeout: 10_000 });
    await other.page.getByText('Ada Lovelace offers a rematch.').waitFor();
    await expectNoSeriousAxeViolations(other.page);
    // A second offer from Bob's side would be refused in words; the page never offers it.
    expect(await other.page.getByRole('button', { name: 'Offer a rematch' }).count()).toBe(0);
    await other.page.getByRole('button', { name: 'Accept the rematch' }).click();
    await other.page.waitForURL((url) => url.pathname !== `/matches/${finished}`);
    const rematch = new URL(other.page.url()).pathname;
    expect(rematch).toMatch(/^\/matches\/mat_/);
    // Ada's page follows her into the rematch as it starts.
    await me.page.waitForURL(`**${rematch}`, { timeout: 15_000 });
    await me.page.locator('.status-line').filter({ hasText: /turn|to play/ }).waitFor();
    expect(await me.page.locator('main').innerText()).not.toMatch(/(mat|usr|inv)_[0-9a-f]{16}/);
    await me.context.close();
    await other.context.close();
  });

  it('shows leaderboards with provisional players marked, and a profile with ratings, history, results and replays; challenges from it', async () => {
    await playRatedMatch(site, 'ruin-runner', [bob, ada]);
    await playRatedComputerMatch(site, 'ruin-runner', ada, 'easy');
    const me = await signedIn(bob);
    await me.page.goto('/leaderboard');
    await me.page.getByRole('heading', { name: 'Leaderboard: Relic Runners' }).waitFor();
    await me.page.getByRole('link', { name: 'Ruin Runner' }).click();
    await me.page.getByText('Nobody has an established rating in Ruin Runner yet.').waitFor();
    await me.page.getByLabel('Include provisional players').check();
    const rows = me.page.locator('table.ranking tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().locator('.tag.provisional').count()).toBe(1);
    // The computer Ada played a rated match against is rated too, and listed apart from the people.
    expect(await me.page.locator('table.ranking').textContent()).not.toContain('Computer');
    const computers = me.page.getByRole('region', { name: 'The computer players' });
    await expect.poll(() => computers.locator('li').allTextContents()).toEqual([expect.stringMatching(/^Computer \(easy\): \d+ ±\d+ after 1 rated match$/)]);
    await expectNoSeriousAxeViolations(me.page);

    await me.page.locator('table.ranking').getByRole('link', { name: 'Ada Lovelace' }).click();
    await me.page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await me.page.getByRole('heading', { name: 'Ratings' }).waitFor();
    await me.page.locator('.ratings .sparkline').first().waitFor();
    const recent = me.page.locator('.recent-results > li');
    await expect.poll(() => recent.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => me.page.locator('.recent-results').textContent()).toContain('by resignation');
    const content = await me.page.content();
    expect(content).not.toContain('ada@example.com');
    await expectNoSeriousAxeViolations(me.page);
    await me.page.setViewportSize(phone);
    await expectNoSeriousAxeViolations(me.page);

    await recent.first().getByRole('link', { name: /^Replay/ }).click();
    await me.page.getByRole('heading', { name: /replay/ }).waitFor();
    await me.page.getByRole('button', { name: 'Last »' }).click();
    await me.page.locator('.match-result .winners').waitFor();
    await me.page.goBack();

    await me.page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await me.page.getByLabel('Game', { exact: true }).selectOption({ label: 'Space Relics' });
    await me.page.getByRole('button', { name: 'Challenge Ada Lovelace' }).click();
    await me.page.waitForURL(/\/matches\/mat_/);
    await me.page.getByRole('heading', { name: 'Space Relics' }).waitFor();
    await me.page.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    await me.context.close();
  });
});
