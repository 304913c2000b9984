import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commitMove } from '../../src/db/queries.js';
import { runDispatcher, type DispatcherDeps } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { twoSteps } from '../support/fixture-turns.js';
import { fakeClock, minutes, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const notify = { publicUrl: 'https://api.reliquary.test', webUrl: 'https://play.reliquary.test/m/{matchId}', from: 'Reliquary <play@reliquary.test>' };
const games = [raceToTen, twoSteps, ...catalog];

/** The view of the match an email shows, parsed from the JSON block after its heading (lines end CRLF over SMTP). */
function shownView(body: string): Record<string, unknown> {
  const json = /Your view of the match \(seat \d+\):\r?\n(\{[\s\S]*?\n\})/.exec(body)?.[1];
  if (json === undefined) throw new Error(`no view block in: ${body}`);
  return JSON.parse(json) as Record<string, unknown>;
}

function unescapeHtml(html: string): string {
  return html.replace(/&(quot|#39|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[e]!);
}

describe.each(testDrivers)('turn emails through the dispatcher, over real SMTP (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock();
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, notify, games });
  const dispatch = (extra: Partial<DispatcherDeps> = {}) =>
    runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, notify, now: clock.now, ...extra });
  const turnMails = (email: string) => smtp.to(email).filter((m) => /^Your turn/.test(m.subject));
  let n = 0;
  async function pair(game = 'race-to-ten') {
    n++;
    const ada = await signInByEmail(api.client, smtp, `ada${n}@example.com`);
    const bob = await signInByEmail(api.client, smtp, `bob${n}@example.com`);
    const created = await ada.client.post('/v1/matches', { gameId: game, players: 2, seed: `seed-${n}` });
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body.status).toBe('active');
    return { id: created.body.id as string, ada, bob, adaEmail: `ada${n}@example.com`, bobEmail: `bob${n}@example.com`, version: joined.body.version as number };
  }
  async function secretsOf(id: string): Promise<number[]> {
    const res = await api.database.db.execute(sql`select state from matches where id = ${id}`);
    return ((res as unknown as { rows: { state: { secrets: number[] } }[] }).rows[0]!.state.secrets);
  }

  it('sends the player whose turn it becomes exactly one email: match link, threading, unsubscribe headers, only their own view', async () => {
    const m = await pair();
    await dispatch();
    expect(turnMails(m.adaEmail)).toHaveLength(1); // the match started on Ada's turn
    const moved = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 1 } });
    expect(moved.status).toBe(200);
    clock.advance(minutes(5));
    const report = await dispatch();
    expect(report.sent).toBe(1);
    await dispatch();
    const mails = turnMails(m.bobEmail);
    expect(mails).toHaveLength(1);
    expect(turnMails(m.adaEmail)).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Your turn in Race to Ten');
    expect(mail.text).toContain(`https://play.reliquary.test/m/${m.id}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/api\.reliquary\.test\/v1\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['message-id']).toBe(`<${m.id}.${m.version + 1}.${m.bob.user.id}.turn@reliquary.test>`);
    expect(mail.headers['in-reply-to']).toBe(`<match.${m.id}@reliquary.test>`);
    expect(mail.headers.references).toBe(`<match.${m.id}@reliquary.test>`);
    const [adaSecret, bobSecret] = await secretsOf(m.id);
    expect(adaSecret).not.toBe(bobSecret);
    // The view block is the only part of the mail drawn from game state; the rest is ids and
    // links, whose hex may contain any short number, so the block is compared as data.
    const bobsView = (await m.bob.client.get(`/v1/matches/${m.id}`)).body.view;
    expect(bobsView.mySecret).toBe(bobSecret);
    expect(shownView(mail.text)).toEqual(bobsView);
    expect(shownView(unescapeHtml(mail.html!))).toEqual(bobsView);
    expect(Object.values(bobsView)).not.toContain(adaSecret);
  });

  it('emails once per turn, not for every move inside it', async () => {
    const m = await pair('two-steps');
    await dispatch();
    let v = m.version;
    for (const type of ['step', 'step', 'step', 'end']) {
      const res = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: v, move: { type } });
      expect(res.status).toBe(200);
      v = res.body.version;
      clock.advance(minutes(3));
      await dispatch();
    }
    expect(turnMails(m.adaEmail)).toHaveLength(1);
    expect(turnMails(m.bobEmail)).toHaveLength(1);
  });

  it('holds a turn email while the player was active in the grace period, and drops it once they have played', async () => {
    const m = await pair();
    await dispatch(); // Ada's first turn email
    const play = async (who: typeof m.ada, version: number) =>
      (await who.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } })).body.version as number;
    let v = await play(m.ada, m.version); // Bob's turn; Bob has not played yet
    v = await play(m.bob, v); // Ada's turn; Bob active now
    clock.advance(10_000);
    v = await play(m.ada, v); // Bob's turn again: Bob was active 10 s ago
    clock.advance(10_000);
    const held = await dispatch();
    expect(held.deferred).toBeGreaterThanOrEqual(1);
    const bobBefore = turnMails(m.bobEmail).length;
    clock.advance(40_000);
    v = await play(m.bob, v); // Bob plays within the grace period: his email is never sent
    clock.advance(minutes(3)); // Ada last active 50 s + 3 min ago
    await dispatch();
    expect(turnMails(m.bobEmail)).toHaveLength(bobBefore);
    const adaTurn = turnMails(m.adaEmail);
    expect(adaTurn.at(-1)!.headers['message-id']).toContain(`${m.id}.${v}.${m.ada.user.id}.turn`);
  });

  it('queues nothing for a move rolled back by a version conflict', async () => {
    const m = await pair();
    await dispatch();
    const results = await Promise.all([
      m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 1 } }),
      m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 2 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // The same statement that would save a stale move would queue its notification: neither happens.
    const lost = await commitMove(api.database.db, {
      matchId: m.id,
      expectedVersion: m.version,
      seat: 0,
      move: { type: 'add', amount: 1 },
      events: [],
      actorId: m.ada.user.id,
      state: {},
      status: 'active',
      activeSeats: [1],
      result: null,
      updatedAt: clock.now(),
      notifications: [{ kind: 'turn', userId: m.bob.user.id, matchId: m.id, payload: {}, dedupeKey: `${m.id}/stale/${m.bob.user.id}/turn` }],
    });
    expect(lost).toBe(false);
    const rows = await api.database.db.execute(sql`select dedupe_key from outbox where match_id = ${m.id} order by id`);
    expect((rows as unknown as { rows: { dedupe_key: string }[] }).rows.map((r) => r.dedupe_key)).toEqual([
      `${m.id}/${m.version}/${m.ada.user.id}/turn`,
      `${m.id}/${m.version + 1}/${m.bob.user.id}/turn`,
    ]);
    clock.advance(minutes(5));
    await dispatch();
    expect(turnMails(m.bobEmail)).toHaveLength(1);
  });

  it('stops a category after a one-click unsubscribe POST, and only that category', async () => {
    const m = await pair();
    await dispatch();
    const unsubscribe = turnMails(m.adaEmail)[0]!.headers['list-unsubscribe']!.slice(1, -1).replace('https://api.reliquary.test', '');
    const page = await api.client.get(unsubscribe);
    expect(page.status).toBe(200);
    expect(page.body).toContain('List-Unsubscribe');
    expect((await m.ada.client.get('/v1/me')).body.preferences.turn).toBe('immediate'); // showing the page changed nothing
    const res = await api.client.request('POST', unsubscribe, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: 'turn', unsubscribed: true });
    expect((await m.ada.client.get('/v1/me')).body.preferences).toMatchObject({ turn: 'off', results: true });
    const before = turnMails(m.adaEmail).length;
    let v = (await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 2 } })).body.version;
    v = (await m.bob.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 2 } })).body.version;
    clock.advance(minutes(5));
    const report = await dispatch();
    expect(report.skipped).toBeGreaterThanOrEqual(1);
    expect(turnMails(m.adaEmail)).toHaveLength(before);
    const tampered = unsubscribe.replace(/token=[^.]+/, `token=${m.bob.user.id}`);
    expect((await api.client.request('POST', tampered, { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(400);
    expect((await m.bob.client.get('/v1/me')).body.preferences.turn).toBe('immediate');
  });
});
