import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, playAsGuest, startSite, type TestSite } from './support.js';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function seek(page: Page, game: string, players: number) {
  await page.getByRole('link', { name: 'Quick match' }).click();
  await page.getByRole('heading', { level: 1, name: 'Quick match' }).waitFor();
  await page.getByLabel('Game').selectOption({ label: game });
  await page.getByLabel('Players, you included').fill(String(players));
  await page.getByRole('button', { name: 'Find a match' }).click();
}

describe('the lobby in the web app, two people in two browsers', () => {
  it('quick match pairs them, they chat (escaped, with mute), and abort by agreement', async () => {
    const ada = await site.person();
    const bob = await site.person();
    await playAsGuest(ada.page, 'Ada');
    await playAsGuest(bob.page, 'Bob');

    // Ada waits in the queue; her seek is listed.
    await seek(ada.page, 'Ruin Runner', 2);
    await ada.page.locator('[data-seek-status="open"]').waitFor();
    expect(await ada.page.locator('[data-seek-status="open"]').textContent()).toContain('Ruin Runner');
    expect(await axeViolations(ada.page)).toEqual([]);

    // Bob's seek completes the pair: both land on the same match page, Ada without reloading.
    await seek(bob.page, 'Ruin Runner', 2);
    await bob.page.waitForURL(/\/matches\/mat_/);
    const matchPath = new URL(bob.page.url()).pathname;
    await ada.page.waitForURL(`**${matchPath}`, { timeout: 15_000 });
    for (const page of [ada.page, bob.page]) await page.getByRole('heading', { name: 'Chat' }).waitFor();

    // Chat: what Ada writes reaches Bob's page as text, never as markup.
    const markup = '<b>hi</b> & <img src=x onerror="document.title=1">';
    await ada.page.getByLabel('Message').fill(markup);
    await ada.page.getByRole('button', { name: 'Send' }).click();
    const bobsLog = bob.page.locator('.chat-log li');
    await expect.poll(() => bobsLog.count(), { timeout: 10_000 }).toBe(1);
    expect(await bobsLog.locator('.chat-text').textContent()).toBe(markup);
    expect(await bobsLog.locator('.chat-text b, .chat-text img').count()).toBe(0);
    expect(await bobsLog.locator('.chat-name').textContent()).toBe('Ada');
    await bob.page.getByLabel('Message').fill('Good luck!');
    await bob.page.keyboard.press('Enter');
    await expect.poll(() => ada.page.locator('.chat-log li').count(), { timeout: 10_000 }).toBe(2);
    expect(await axeViolations(bob.page)).toEqual([]);

    // Bob mutes Ada: her next message does not reach him; unmuting shows it.
    await bob.page.getByRole('button', { name: 'Mute Ada' }).click();
    await bob.page.getByRole('button', { name: 'Unmute Ada' }).waitFor();
    await expect.poll(() => bobsLog.count()).toBe(1);
    await ada.page.getByLabel('Message').fill('are you there?');
    await ada.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => ada.page.locator('.chat-log li').count()).toBe(3);
    await bob.page.waitForTimeout(1000);
    expect(await bob.page.locator('.chat-log').textContent()).not.toContain('are you there?');
    await bob.page.getByRole('button', { name: 'Unmute Ada' }).click();
    await expect.poll(() => bob.page.locator('.chat-log').textContent()).toContain('are you there?');

    // Abort by agreement: Ada proposes, Bob's page shows it live, Bob agrees, the match ends.
    await ada.page.getByRole('button', { name: 'Propose to abort' }).click();
    await ada.page.getByText('You agreed to abort').waitFor();
    await bob.page.getByText('Agreed to abort: Ada. Still to agree: Bob.').waitFor({ timeout: 10_000 });
    await bob.page.getByRole('button', { name: 'Agree to abort' }).click();
    for (const page of [ada.page, bob.page]) await page.locator('.status-line', { hasText: 'The match was abandoned.' }).waitFor({ timeout: 10_000 });
    expect(await ada.page.getByRole('button', { name: /abort/i }).count()).toBe(0);

    // Their seeks say where they went.
    await ada.page.getByRole('link', { name: 'Quick match' }).click();
    await ada.page.locator('[data-seek-status="matched"]').waitFor();
    expect(await ada.page.locator('[data-seek-status="matched"] a').getAttribute('href')).toBe(matchPath);
    await ada.context.close();
    await bob.context.close();
  });

  it('a seek can be withdrawn from the page', async () => {
    const cy = await site.person();
    await playAsGuest(cy.page, 'Cy');
    await seek(cy.page, 'Space Relics', 3);
    await cy.page.locator('[data-seek-status="open"]').waitFor();
    await cy.page.getByRole('button', { name: 'Stop waiting' }).click();
    await cy.page.locator('[data-seek-status="cancelled"]').waitFor();
    expect(await cy.page.locator('[data-seek-status="open"]').count()).toBe(0);
    await cy.context.close();
  });
});
