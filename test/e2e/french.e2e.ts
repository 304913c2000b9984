import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, desktop, phone, startSite, waitForMail, type TestSite } from './support.js';

/**
 * The web app in French (issue 31, item 7): a browser whose language is French gets every page in
 * French from the first one (the sign-in page, playing as a guest, home, a new match, a match
 * against the computer, settings, problems from the API), and switches back to English in
 * settings; a visitor in another language finds Français on the sign-in page.
 */
let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

async function frenchBrowser(locale = 'fr-FR') {
  const context = await site.browser.newContext({ viewport: desktop, baseURL: site.url, serviceWorkers: 'block', locale });
  return { context, page: await context.newPage() };
}

const lang = (page: Page) => page.evaluate<string>('document.documentElement.lang');
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/french-${name}.png`, fullPage: true });
/** The longer French words fit a phone: nothing makes the page scroll sideways. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize(phone);
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

describe('the web app in French', () => {
  it('signs in as a guest, shows home, the new-match form and a match in French, and switches back to English in settings', async () => {
    const { context, page } = await frenchBrowser();

    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Connectez-vous pour jouer' }).waitFor();
    expect(await lang(page)).toBe('fr');
    await page.getByRole('heading', { name: 'Se connecter par e-mail' }).waitFor();
    expect(await page.getByRole('button', { name: 'Recevoir un code' }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Language / Langue' }).getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'signin');

    // Playing as a guest: the home page greets in French.
    await page.getByLabel('Votre nom').fill('Amélie');
    await page.getByRole('button', { name: 'Jouer en invité' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bonjour, Amélie' }).waitFor();
    await page.getByRole('heading', { name: 'À vous de jouer' }).waitFor();
    await page.getByText('Aucune partie ne vous attend.').waitFor();
    await page.getByRole('heading', { name: 'Terminées récemment' }).waitFor();
    expect(await page.getByRole('link', { name: 'Commencer une nouvelle partie' }).count()).toBe(1);
    expect(await page.title()).toBe('Mes parties · Reliquary');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Réglages' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'home');
    await fitsPhone(page, 'home');

    // The new-match form: the catalog, then one game's form with its clock in French.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Nouvelle partie' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvelle partie' }).waitFor();
    await page.getByText('Choisissez un jeu.').waitFor();
    expect(await page.getByText(/^\d+( à \d+)? joueurs?$/).count()).toBeGreaterThan(0);
    await shot(page, 'catalog');
    const play = page.getByRole('button', { name: /^Jouer à / }).first();
    const title = ((await play.textContent()) ?? '').replace(/^Jouer à /, '');
    await play.click();
    await page.getByRole('heading', { level: 1, name: `Nouvelle partie de ${title}` }).waitFor();
    await page.getByLabel('Joueurs', { exact: true }).waitFor();
    await page.getByLabel('Temps par coup').selectOption('days');
    await page.getByLabel('Nombre de jours').waitFor();
    await page.getByLabel('Quand le temps est écoulé').waitFor();
    expect(await page.getByRole('button', { name: 'Créer la partie' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'new-match');
    await fitsPhone(page, 'new-match');

    // A match against the computer: the match page in French.
    await page.getByRole('button', { name: 'Jouer contre l’ordinateur', exact: true }).click();
    await page.getByLabel('Joueurs, vous compris').waitFor();
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.getByRole('heading', { name: 'La table' }).waitFor();
    await page.getByRole('heading', { name: 'Joueurs' }).waitFor();
    await page.getByRole('heading', { name: 'Ce qui s’est passé' }).waitFor();
    expect(await page.locator('.players').textContent()).toContain('vous');
    expect(await page.locator('.players').textContent()).toMatch(/Ordinateur · (facile|moyen|difficile)/);
    await shot(page, 'match');
    await fitsPhone(page, 'match');

    // A problem from the API in words of its code.
    await page.goto('/matches/mat_nobody');
    await page.getByRole('heading', { level: 1, name: 'Partie' }).waitFor();
    await page.getByText('Introuvable.').waitFor();

    // Settings: back to English at once, and kept on the next visit.
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Réglages' }).waitFor();
    await page.getByRole('heading', { name: 'Notifications par e-mail' }).waitFor();
    await shot(page, 'settings');
    await fitsPhone(page, 'settings');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Email notifications' }).waitFor();
    expect(await lang(page)).toBe('en');
    // Kept on the account too (its emails and pushes, the next sign-in elsewhere).
    await expect.poll(() => page.evaluate<string | null>(`fetch('/v1/me').then((r) => r.json()).then((me) => me.language)`)).toBe('en');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Hello, Amélie' }).waitFor();
    expect(await lang(page)).toBe('en');
    await context.close();
  });

  it('follows the account’s language over the browser’s', async () => {
    const { context, page } = await frenchBrowser('en-US');
    await page.goto('/signin');
    await page.getByLabel('Your name').fill('Basile');
    await page.getByRole('button', { name: 'Play as a guest' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Basile' }).waitFor();
    await page.evaluate(`fetch('/v1/me', { method: 'PATCH', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'reliquary-web' }, body: JSON.stringify({ language: 'fr' }) })`);
    // A new visit in a browser that never chose: the account's language as soon as the account is read.
    await page.evaluate(`localStorage.clear()`);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Bonjour, Basile' }).waitFor();
    expect(await lang(page)).toBe('fr');
    await context.close();
  });

  it('lets a visitor in English pick Français on the sign-in page', async () => {
    const { context, page } = await frenchBrowser('en-US');
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign in to play' }).waitFor();
    expect(await lang(page)).toBe('en');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connectez-vous pour jouer' }).waitFor();
    expect(await lang(page)).toBe('fr');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Se connecter' }).waitFor();
    await context.close();
  });

  it('signs two people in by email in French, and plays Reliques & Co in French, its turn email in French', async () => {
    const people = [];
    for (const email of ['lea@example.com', 'hugo@example.com']) {
      const { context, page } = await frenchBrowser();
      await page.goto('/signin');
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByRole('button', { name: 'Recevoir un code' }).click();
      // The sign-in email is in the language of the page that asked for it.
      const code = await waitForMail(site, email, /Votre code de connexion Reliquary est (\d{6})/);
      await page.getByLabel('Code à six chiffres').fill(code);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: /^Bonjour/ }).waitFor();
      // The account takes the language it is used in, for its emails.
      await expect.poll(() => page.evaluate<string | null>(`fetch('/v1/me').then((r) => r.json()).then((me) => me.language)`)).toBe('fr');
      people.push({ context, page, email });
    }
    const [lea, hugo] = people as [(typeof people)[0], (typeof people)[0]];
    const post = (page: Page, path: string, body?: unknown) =>
      page.evaluate<{ id: string; status: string }>(
        `fetch(${JSON.stringify(path)}, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'reliquary-web' }${body ? `, body: ${JSON.stringify(JSON.stringify(body))}` : ''} }).then((r) => r.json())`,
      );
    const match = await post(lea.page, '/v1/matches', { gameId: 'reliques-co', players: 2 });
    expect((await post(hugo.page, `/v1/matches/${match.id}/join`)).status).toBe('active');

    // Whoever moves first is told in French.
    const turn = await Promise.any(people.map((p) => waitForMail(site, p.email, /(C’est votre tour dans Reliques & Co, en tant que .+)/)));
    expect(turn).toMatch(/^C’est votre tour dans Reliques & Co, en tant que .+ \(place [01]\)\.$/);

    await lea.page.goto(`/matches/${match.id}`);
    await lea.page.getByRole('heading', { name: 'La table' }).waitFor();
    // The board in French: the rulebook's own card names, who rolls next.
    await lea.page.getByText(/(va lancer les dés|Lancez vos dés)/).first().waitFor();
    for (const name of ['Aventuriers', 'Expédition Canyon', 'Quartier Général', 'Musée Fossiles']) await lea.page.getByText(name, { exact: true }).first().waitFor();
    await lea.page.getByRole('heading', { name: 'Ce qui s’est passé' }).waitFor();
    expect(await lang(lea.page)).toBe('fr');
    expect(await axeViolations(lea.page)).toEqual([]);
    await shot(lea.page, 'reliques-co');
    await fitsPhone(lea.page, 'reliques-co');
    for (const p of people) await p.context.close();
  });
});
