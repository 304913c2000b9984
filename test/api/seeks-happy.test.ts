import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDrivers } from '../support/databases.js';
import { inboxTypes, rows } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('quick match: POST, GET and DELETE /v1/seeks (%s)', (driver) => {
  const api = useApi(driver);

  it('waits until enough compatible seeks exist, then seats everyone in a started match and tells them', async () => {
    const [ada, bob, cy] = await Promise.all(['Ada', 'Bob', 'Cy'].map((n) => api.client.guest(n)));
    const first = await ada!.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 3, options: { target: 12 } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ gameId: 'race-to-ten', players: 3, options: { target: 12 }, timeControl: null, rated: false, status: 'open', matchId: null });
    // Other options, another pool: not matched with Ada.
    const other = await bob!.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 3, options: { target: 13 } });
    expect(other.body.status).toBe('open');
    const second = await bob!.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 3, options: { target: 12 } });
    expect(second.body.status).toBe('open');
    const third = await cy!.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 3, options: { target: 12 } });
    expect(third.status).toBe(201);
    expect(third.body.status).toBe('matched');
    const matchId = third.body.matchId as string;

    const match = (await ada!.client.get(`/v1/matches/${matchId}`)).body;
    expect(match.status).toBe('active');
    expect(match.options).toEqual({ target: 12 });
    expect(new Set(match.seats.map((s: { userId: string }) => s.userId))).toEqual(new Set([ada!.user.id, bob!.user.id, cy!.user.id]));
    const mine = (await ada!.client.get('/v1/seeks')).body.seeks;
    expect(mine).toEqual([{ ...first.body, status: 'matched', matchId }]);
    for (const p of [ada!, bob!, cy!]) expect((await inboxTypes(p.client, matchId))[0]).toBe('match.started');
    const emails = await rows<{ user_id: string }>(api.database.db, sql`select user_id from outbox where match_id = ${matchId} and kind = 'matched' order by user_id`);
    expect(emails.map((e) => e.user_id)).toEqual([ada!.user.id, bob!.user.id, cy!.user.id].sort());
    // Bob's other seek is still waiting.
    expect((await bob!.client.get('/v1/seeks')).body.seeks.map((s: { status: string }) => s.status)).toEqual(['matched', 'open']);
  });

  it('DELETE takes an open seek out of the queue', async () => {
    const dan = await api.client.guest('Dan');
    const eve = await api.client.guest('Eve');
    const seek = (await dan.client.post('/v1/seeks', { gameId: 'ruin-runner', players: 2 })).body;
    const removed = await dan.client.request('DELETE', `/v1/seeks/${seek.id}`);
    expect(removed.status).toBe(204);
    expect((await dan.client.get('/v1/seeks')).body.seeks[0].status).toBe('cancelled');
    expect((await eve.client.post('/v1/seeks', { gameId: 'ruin-runner', players: 2 })).body.status).toBe('open');
  });

  it('lets a bot seek within its maxConcurrentMatches', async () => {
    const owner = await api.client.guest('Bot owner');
    const bot = (await owner.client.post('/v1/bots', { name: 'Seeker', maxConcurrentMatches: 1 })).body;
    const botClient = api.client.as(bot.token);
    const opponent = await api.client.guest('Opponent');
    expect((await botClient.post('/v1/seeks', { gameId: 'space-relics', players: 2 })).body.status).toBe('open');
    // A second open seek would take it beyond one match.
    const more = await botClient.post('/v1/seeks', { gameId: 'reliques-co', players: 2 });
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('too-many-matches');
    const matched = await opponent.client.post('/v1/seeks', { gameId: 'space-relics', players: 2 });
    expect(matched.body.status).toBe('matched');
    expect((await botClient.post('/v1/seeks', { gameId: 'reliques-co', players: 2 })).body.code).toBe('too-many-matches');
  });
});

describe.each(testDrivers)('the seek race (%s)', (driver) => {
  const api = useApi(driver);

  it('50 users seeking at once: only full matches are created and nobody is seated twice', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => api.client.guest(`Racer ${i}`)));
    const answers = await Promise.all(users.map((u) => u.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 3, options: { target: 20 } })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const seats = await rows<{ match_id: string; seat: number; user_id: string }>(
      api.database.db,
      sql`select s.match_id, s.seat, s.user_id from match_seats s join matches m on m.id = s.match_id where m.game_id = 'race-to-ten' and m.options->>'target' = '20'`,
    );
    const byMatch = new Map<string, number[]>();
    for (const s of seats) byMatch.set(s.match_id, [...(byMatch.get(s.match_id) ?? []), s.seat]);
    // 50 = 16 full matches of 3 and 2 still waiting.
    expect(byMatch.size).toBe(16);
    for (const seatList of byMatch.values()) expect(seatList.sort()).toEqual([0, 1, 2]);
    const seatedUsers = seats.map((s) => s.user_id);
    expect(new Set(seatedUsers).size).toBe(48);
    const seeks = await rows<{ status: string; n: number }>(api.database.db, sql`select status, count(*)::int as n from seeks where pool in (select pool from seeks where options->>'target' = '20') group by status order by status`);
    expect(seeks).toEqual([
      { status: 'matched', n: 48 },
      { status: 'open', n: 2 },
    ]);
    // Each answer agrees with the database: a matched seek names the match its user sits at.
    for (const [i, a] of answers.entries()) {
      if (a.body.status === 'matched') expect(seats.some((s) => s.match_id === a.body.matchId && s.user_id === users[i]!.user.id)).toBe(true);
    }
    const active = await rows<{ status: string; n: number }>(api.database.db, sql`select status, count(*)::int as n from matches where options->>'target' = '20' group by status`);
    expect(active).toEqual([{ status: 'active', n: 16 }]);
  });
});
