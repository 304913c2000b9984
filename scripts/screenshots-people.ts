/**
 * Screenshots of the pages of issue 31 at desktop and phone widths into docs/screenshots/: a
 * leaderboard, the players page (search and friends), a player's page, the new-match form's
 * invitation by name, and a finished match with its result in words and a rematch offered.
 * `npm run build:web && tsx scripts/screenshots-people.ts` (a throw-away server, like the browser tests).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { desktop, phone, signInByCode, startSite } from '../test/e2e/support.js';
import { emailPerson, playRatedMatch } from '../test/e2e/people-support.js';

const out = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const only = process.argv[2];

async function shoot(name: string, path: string, page: Page, ready: (p: Page) => Promise<unknown>) {
  if (only && !name.startsWith(only)) return;
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}${name}-${size}.png`, fullPage: true });
    console.log(`${name}-${size}.png`);
  }
}

const site = await startSite();
try {
  const [ada, bob, cy, dee] = [
    await emailPerson(site, 'ada@example.com', 'Ada Lovelace'),
    await emailPerson(site, 'bob@example.com', 'Bob Byron'),
    await emailPerson(site, 'cy@example.com', 'Cyrus'),
    await emailPerson(site, 'dee@example.com', 'Deirdre'),
  ];
  // Enough rated Ruin Runner between four people for established ratings; a resignation; some Space Relics.
  const pairs = [[ada, bob], [cy, dee], [ada, cy], [bob, dee], [ada, dee], [bob, cy]] as const;
  for (let round = 0; round < 4; round++) for (const [x, y] of pairs) await playRatedMatch(site, 'ruin-runner', round % 2 ? [y, x] : [x, y]);
  await playRatedMatch(site, 'ruin-runner', [bob, ada], 24);
  for (const [x, y] of [[ada, bob], [bob, ada], [ada, cy]] as const) await playRatedMatch(site, 'space-relics', [x, y]);
  const finished = await playRatedMatch(site, 'ruin-runner', [ada, bob]);

  const me = await site.person();
  await signInByCode(site, me.page, ada.email);
  const board = (await (await fetch(`${site.url}/v1/games/ruin-runner/leaderboard?provisional=true`)).json()) as { entries: { user: { name: string }; rating: { rd: number } }[] };
  console.log(board.entries.map((e) => `${e.user.name} rd ${e.rating.rd}`).join(', '));
  await shoot('leaderboard', '/leaderboard/ruin-runner', me.page, async (p) => {
    await p.getByLabel('Include provisional players').check();
    await p.locator('table.ranking tbody tr').first().waitFor();
  });
  // Ada follows Bob and Cyrus from their pages; Cyrus has a match waiting.
  for (const who of [bob, cy]) {
    await me.page.goto(`/players/${who.id}`);
    await me.page.getByRole('button', { name: 'Follow' }).click();
    await me.page.getByRole('button', { name: 'Following' }).waitFor();
  }
  await fetch(`${site.url}/v1/matches`, { method: 'POST', headers: { Authorization: `Bearer ${cy.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ gameId: 'reliques-co', players: 3 }) });
  await shoot('players', '/players', me.page, async (p) => {
    await p.locator('.friends li').first().waitFor();
    await p.getByLabel('Name').fill('de');
    await p.getByRole('button', { name: 'Search' }).click();
    await p.locator('.people li').first().waitFor();
  });
  await shoot('player', `/players/${bob.id}`, me.page, (p) => p.locator('.sparkline').first().waitFor());
  await shoot('new-match-invite', '/new/ruin-runner', me.page, async (p) => {
    await p.getByLabel('Seat 2: a friend').selectOption({ label: 'Bob Byron' });
    await p.getByLabel('Players').fill('3');
    await p.getByLabel('Seat 3: or someone else, by name or email address').fill('dei');
    await p.getByRole('button', { name: 'Deirdre' }).waitFor();
  });
  // Bob offers a rematch: Ada's finished-match page shows it.
  await fetch(`${site.url}/v1/matches/${finished}/rematch`, { method: 'POST', headers: { Authorization: `Bearer ${bob.token}` } });
  await shoot('match-rematch', `/matches/${finished}`, me.page, (p) => p.getByRole('button', { name: 'Accept the rematch' }).waitFor());
  await shoot('replay-result', `/matches/${finished}/replay`, me.page, async (p) => {
    await p.getByRole('button', { name: 'Last »' }).click();
    await p.locator('.match-result').waitFor();
  });
} finally {
  await site.close();
}
