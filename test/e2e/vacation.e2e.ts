import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, signInByCode, startSite, type TestSite } from './support.js';
import { emailPerson, type ApiPerson } from './people-support.js';

/** Vacation (issue 31, item 5) in a browser: the settings section, and what the opponent's match page says. */
let site: TestSite;
let ada: ApiPerson;
let bob: ApiPerson;
beforeAll(async () => {
  site = await startSite();
  ada = await emailPerson(site, 'ada-vacation@example.com', 'Ada Lovelace');
  bob = await emailPerson(site, 'bob-vacation@example.com', 'Bob Byron');
});
afterAll(async () => {
  await site?.close();
});

async function api(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return res.json();
}

describe('vacation', () => {
  it('Bob goes on vacation from the settings page; Ada’s match page says he is away and the clock is paused; he comes back early', async () => {
    const match = await api('POST', '/v1/matches', bob.token, { gameId: 'ruin-runner', players: 2, timeControl: { perMoveDays: 2 }, onTimeout: 'skip' });
    await api('POST', `/v1/matches/${match.id}/join`, ada.token, {});
    const year = new Date().getUTCFullYear();

    // Ada watches the match: what Bob does next reaches her page live (the match gets a new version).
    const opponent = await site.person();
    await signInByCode(site, opponent.page, ada.email);
    await opponent.page.goto(`/matches/${match.id}`);
    await opponent.page.locator('.players').waitFor();
    const notice = opponent.page.locator('.away-notice');
    expect(await notice.count()).toBe(0);

    const traveller = await site.person();
    await signInByCode(site, traveller.page, bob.email);
    await traveller.page.goto('/settings');
    const section = traveller.page.locator('section', { has: traveller.page.getByRole('heading', { name: 'Vacation' }) });
    await section.getByText(`30 vacation days left in ${year} (of 30).`).waitFor();
    await section.getByLabel('Days away, from now').fill('5');
    await section.getByRole('button', { name: 'Start my vacation' }).click();
    await section.getByText(/Have a good time: your clocks are paused until/).waitFor();
    await section.getByText(/You are on vacation until/).waitFor();
    await section.getByText(`25 vacation days left in ${year} (of 30).`).waitFor();
    expect(await axeViolations(traveller.page)).toEqual([]);

    await notice.getByText(/^Bob Byron is away until .+: the clock is paused\.$/).waitFor();
    expect(await axeViolations(opponent.page)).toEqual([]);

    // Back after a moment: one day counted, four given back; the notice goes.
    await section.getByRole('button', { name: 'End my vacation now' }).click();
    await section.getByText('Welcome back: your clocks count again.').waitFor();
    await section.getByText(`29 vacation days left in ${year} (of 30).`).waitFor();
    await notice.waitFor({ state: 'detached' });
    await opponent.page.reload();
    await opponent.page.locator('.players').waitFor();
    expect(await notice.count()).toBe(0);
    await traveller.context.close();
    await opponent.context.close();
  });
});
