import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commitMove } from '../../src/db/queries.js';
import { runDispatcher, type DispatcherDeps } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { twoSteps } from '../support/fixture-turns.js';
import { expectLinksForPeople, expectReadable, fakeClock, minutes, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const notify = { publicUrl: 'https://api.reliquary.test', webUrl: 'https://play.reliquary.test/m/{matchId}', from: 'Reliquary <play@reliquary.test>' };
const games = [raceToTen, twoSteps, ...catalog];

/** The bulleted "since your last turn" list of an email's plain text (lines end CRLF over SMTP). */
function listed(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));
}

function unescapeHtml(html: string): string {
  return html.replace(/&(quot|#39|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[e]!);
}

/** The same list as the HTML part shows it. */
function listedHtml(html: string): string[] {
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => unescapeHtml(m[1]!));
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

  it('sends the player whose turn it becomes exactly one email: a button to the match page, threading, unsubscribe headers, and what happened in words as their own log reads it', async () => {
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
    // What happened, in words, exactly as Bob's own match log reads it: Ada's move, not her secret.
    const bobsLog = (await m.bob.client.get(`/v1/matches/${m.id}/events`)).body.events as { text: string }[];
    expect(bobsLog.map((e) => e.text)).toEqual([`ada${n} added 1 point to the counter.`]);
    expect(mail.text).toContain('So far:');
    expect(listed(mail.text)).toEqual(bobsLog.map((e) => e.text));
    expect(listedHtml(mail.html!)).toEqual(bobsLog.map((e) => e.text));
    const adasLog = (await m.ada.client.get(`/v1/matches/${m.id}/events`)).body.events as { text: string }[];
    expect(adasLog.map((e) => e.text)).toContain(`ada${n} was reminded of their secret number, ${adaSecret}.`);
    expect(listed(mail.text).join(' ')).not.toContain(String(adaSecret));
    // One button to the match page made for people, and no data dump.
    expect(mail.html).toContain(`<a href="https://play.reliquary.test/m/${m.id}" style=`);
    expect(mail.html).toContain('>Play your turn</a>');
    expect(mail.text).toContain(`Play your turn: https://play.reliquary.test/m/${m.id}`);
    expect(mail.text).not.toContain('/v1/matches/');
    expectReadable(mail);
  });

  it.each(['ruin-runner', 'relic-runners'])(
    '%s: the turn email lists in words what the seat may know of the moves since its last turn, nothing of other seats’ secrets',
    async (gameId) => {
      const m = await pair(gameId);
      const players = [m.ada, m.bob];
      const emailOf = (seat: number) => (seat === 0 ? m.adaEmail : m.bobEmail);
      await dispatch();
      // Play a few turns of first legal moves, whoever is active, mailing after every move.
      let version = m.version;
      for (let i = 0; i < 8; i++) {
        const match = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
        const seat = match.activeSeats[0] as number;
        const legal = (await players[seat]!.client.get(`/v1/matches/${m.id}/legal-moves`)).body;
        const res = await players[seat]!.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: version, move: legal.moves[0] });
        expect(res.status).toBe(200);
        version = res.body.version;
        clock.advance(minutes(5));
        await dispatch();
      }
      const logs = await Promise.all(
        players.map(async (p) => (await p.client.get(`/v1/matches/${m.id}/events`)).body.events as { seq: number; seat: number; text: string }[]),
      );
      const match = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
      const seat = match.activeSeats[0] as number;
      const mail = turnMails(emailOf(seat)).at(-1)!;
      expect(mail.headers['message-id']).toContain(`${m.id}.${version}.`);
      // Expected: the seat's own log after its own last move, in the same words.
      const mine = logs[seat]!;
      const lastOwn = Math.max(0, ...mine.filter((e) => e.seat === seat).map((e) => e.seq));
      const expected = mine.filter((e) => e.seq > lastOwn).map((e) => e.text);
      expect(expected.length).toBeGreaterThan(0);
      expect(listed(mail.text)).toEqual(expected);
      expect(listedHtml(mail.html)).toEqual(expected);
      expect(mail.text).toContain(lastOwn > 0 ? 'Since your last turn:' : 'So far:');
      // The other seat's private events (the tile it drew, the blue tile's value) never appear.
      const theirs = logs[1 - seat]!.map((e) => e.text).filter((t) => !mine.some((e) => e.text === t));
      if (gameId === 'ruin-runner') expect(theirs.some((t) => / drew (path|gate|teleport)/.test(t))).toBe(true);
      for (const secret of theirs) expect(mail.text).not.toContain(secret);
      expectReadable(mail);
    },
  );

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

  it('holds turn emails while the player is on vacation, and sends them as soon as the vacation ends early', async () => {
    const m = await pair();
    await dispatch(); // Ada's first turn email
    expect((await m.bob.client.post('/v1/me/vacation', { days: 3 })).status).toBe(201);
    const version = (await m.ada.client.get(`/v1/matches/${m.id}`)).body.version as number;
    const moved = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } });
    expect(moved.body.activeSeats).toEqual([1]);
    clock.advance(minutes(5));
    expect((await dispatch()).deferred).toBe(1);
    clock.advance(24 * 60 * minutes(1));
    await dispatch();
    expect(turnMails(m.bobEmail)).toHaveLength(0);
    // Back a day early: the email that waited goes out on the next pass, once.
    expect((await m.bob.client.request('DELETE', '/v1/me/vacation')).status).toBe(200);
    clock.advance(1000);
    await dispatch();
    await dispatch();
    expect(turnMails(m.bobEmail)).toHaveLength(1);
    expect(turnMails(m.bobEmail)[0]!.headers['message-id']).toContain(`${m.id}.${moved.body.version}.${m.bob.user.id}.turn`);
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
      ratingMinMoves: 0,
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

  it('words every email sent here for people: no JSON dumps, links only to pages made for people', () => {
    expect(smtp.messages.filter((m) => m.subject.startsWith('Your turn')).length).toBeGreaterThan(5);
    for (const mail of smtp.messages) {
      expectReadable(mail);
      expectLinksForPeople(mail);
    }
  });
});
