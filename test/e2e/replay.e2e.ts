import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { axeViolations, phone, playAsGuest, startSite, type TestSite, writeHeaders } from './support.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Plays the first legal move of whoever must act, through the API of the person holding that seat. */
async function playOne(id: string, people: APIRequestContext[]): Promise<void> {
  for (const request of people) {
    const legal = (await (await request.get(`/v1/matches/${id}/legal-moves`)).json()) as { version: number; moves: unknown[] };
    if (legal.moves.length === 0) continue;
    const res = await request.post(`/v1/matches/${id}/moves`, { headers: writeHeaders, data: { expectedVersion: legal.version, move: legal.moves[0] } });
    expect(res.status()).toBe(200);
    return;
  }
  throw new Error('nobody could move');
}

/** What the page draws for the version shown: the board (or its readable view) and the step's words. */
const drawn = (page: Page) => page.locator('.board-card').innerText();
const stepWords = (page: Page) => page.locator('[aria-labelledby="step-title"]').innerText();
const shownVersion = async (page: Page) => Number(await page.locator('[data-replay-version]').getAttribute('data-replay-version'));

async function waitForVersion(page: Page, version: number) {
  await page.locator(`[data-replay-version="${version}"]`).waitFor();
  await page.getByRole('heading', { name: version === 0 ? 'The deal' : `Move ${version}` }).waitFor();
  await page.getByRole('heading', { name: `The table at version ${version}` }).waitFor();
  await page.locator('.board-card [role="status"]').waitFor({ state: 'detached' });
}

describe('the replay page', () => {
  it('steps through a finished match with the buttons, the slider and the keys, showing each step’s table and events', async () => {
    const ada = await site.person();
    const bob = await site.person();
    await playAsGuest(ada.page, 'Ada');
    await playAsGuest(bob.page, 'Bob');
    const created = await ada.context.request.post('/v1/matches', { headers: writeHeaders, data: { gameId: 'ruin-runner', players: 2 } });
    const id = ((await created.json()) as { id: string }).id;
    expect((await bob.context.request.post(`/v1/matches/${id}/join`, { headers: writeHeaders, data: {} })).status()).toBe(200);
    for (let i = 0; i < 6; i++) await playOne(id, [ada.context.request, bob.context.request]);
    expect((await bob.context.request.post(`/v1/matches/${id}/resign`, { headers: writeHeaders, data: {} })).status()).toBe(200);
    const apiStep = async (version: number) =>
      ((await (await ada.context.request.get(`/v1/matches/${id}/replay?version=${version}`)).json()) as { steps: { events: { text: string }[] }[] }).steps[0]!;

    // From the finished match's page, its replay link.
    const page = ada.page;
    await page.goto(`/matches/${id}`);
    await page.getByRole('link', { name: 'Replay the match move by move' }).click();
    await page.waitForURL(`**/matches/${id}/replay`);
    await page.getByRole('heading', { level: 1, name: /replay$/ }).waitFor();
    await waitForVersion(page, 0);
    await expect(page.getByRole('button', { name: '‹ Previous' }).isDisabled()).resolves.toBe(true);
    expect(await page.getByText('Version 0 of 7').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const deal = await drawn(page);

    // Next: move 1 is drawn, with its events in words.
    await page.getByRole('button', { name: 'Next ›' }).click();
    await waitForVersion(page, 1);
    const first = await drawn(page);
    expect(first).not.toEqual(deal);
    const words = await stepWords(page);
    const firstEvents = (await apiStep(1)).events;
    expect(firstEvents.length).toBeGreaterThan(0);
    for (const e of firstEvents) expect(words).toContain(e.text);
    expect(page.url()).toContain('version=1');

    // Keys: right and left step, End and Home jump.
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await waitForVersion(page, 2);
    expect(await drawn(page)).not.toEqual(first);
    await page.keyboard.press('ArrowLeft');
    await waitForVersion(page, 1);
    expect(await drawn(page)).toEqual(first);
    await page.keyboard.press('End');
    await waitForVersion(page, 7);
    expect(await stepWords(page)).toContain('Bob resigned.');
    expect(await stepWords(page)).toContain('Ada wins by resignation: Bob resigned.');
    await expect(page.getByRole('button', { name: 'Next ›' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Home');
    await waitForVersion(page, 0);
    expect(await drawn(page)).toEqual(deal);

    // The slider, then the previous and last buttons.
    await page.getByLabel(/^Version/).fill('4');
    await waitForVersion(page, 4);
    for (const e of (await apiStep(4)).events) expect(await stepWords(page)).toContain(e.text);
    await page.getByRole('button', { name: '‹ Previous' }).click();
    await waitForVersion(page, 3);
    await page.getByRole('button', { name: 'Last »' }).click();
    await waitForVersion(page, 7);
    expect(await axeViolations(page)).toEqual([]);

    // The address keeps the version: reopened, the page shows it again; on a phone too.
    await page.goto(`/matches/${id}/replay?version=3`);
    await waitForVersion(page, 3);
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Next ›' }).click();
    await waitForVersion(page, 4);
    expect(await shownVersion(page)).toBe(4);
    expect(await axeViolations(page)).toEqual([]);

    // A spectator signed in as nobody steps through the public views.
    const stranger = await site.person();
    await stranger.page.goto(`/matches/${id}/replay`);
    await stranger.page.getByText('As a spectator saw it').waitFor();
    await waitForVersion(stranger.page, 0);
    await Promise.all([ada, bob, stranger].map((p) => p.context.close()));
  });
});
