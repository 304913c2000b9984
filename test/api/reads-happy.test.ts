import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

/** Plays `count` moves of race-to-30 (target 30, so no one wins early), alternating seats. */
async function playMoves(seated: Awaited<ReturnType<typeof startedRace>>['seated'], id: string, count: number) {
  let { version, activeSeats } = (await seated[0]!.client.get(`/v1/matches/${id}`)).body;
  for (let i = 0; i < count; i++) {
    const seat = activeSeats[0] as number;
    const res = await seated[seat]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    ({ version, activeSeats } = res.body);
  }
}

describe.each(testDrivers)('reads that do not grow with the database (%s)', (driver) => {
  const api = useApi(driver);

  it('the match log pages by move: forwards with after, backwards from the end with before', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    await playMoves(seated, id, 7);
    const reader = seated[0]!.client;
    const pageSeqs = (body: { events: { seq: number }[] }) => [...new Set(body.events.map((e) => e.seq))];

    const first = (await reader.get(`/v1/matches/${id}/events?limit=3`)).body;
    expect(pageSeqs(first)).toEqual([1, 2, 3]);
    expect(first.next).toBe(3);
    const second = (await reader.get(`/v1/matches/${id}/events?limit=3&after=${first.next}`)).body;
    expect(pageSeqs(second)).toEqual([4, 5, 6]);
    const last = (await reader.get(`/v1/matches/${id}/events?limit=3&after=${second.next}`)).body;
    expect(pageSeqs(last)).toEqual([7]);
    expect(last.next).toBeNull();

    const { version } = (await reader.get(`/v1/matches/${id}`)).body;
    const latest = (await reader.get(`/v1/matches/${id}/events?limit=3&before=${version + 1}`)).body;
    expect(pageSeqs(latest)).toEqual([5, 6, 7]);
    expect(latest.next).toBe(5);
    const earlier = (await reader.get(`/v1/matches/${id}/events?limit=3&before=${latest.next}`)).body;
    expect(pageSeqs(earlier)).toEqual([2, 3, 4]);
    const earliest = (await reader.get(`/v1/matches/${id}/events?limit=3&before=${earlier.next}`)).body;
    expect(pageSeqs(earliest)).toEqual([1]);
    expect(earliest.next).toBeNull();

    // Paging keeps the audience rules: seat 0 reads its own secret reminders only.
    const all = [...first.events, ...second.events, ...last.events];
    expect(all.filter((e: { type: string }) => e.type === 'secret-reminder').map((e: { seq: number }) => e.seq)).toEqual([1, 3, 5, 7]);
    const spectator = (await api.client.as(undefined).get(`/v1/matches/${id}/events?limit=500`)).body;
    expect(spectator.events.map((e: { type: string }) => e.type)).not.toContain('secret-reminder');
    expect(pageSeqs(spectator)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('turns list only the caller’s seats that must act, whatever else is active', async () => {
    const mine = await startedRace(api.client, 2, { target: 30 });
    // Other people's active matches, some with the same player count and game.
    for (let i = 0; i < 5; i++) await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = mine.seated;
    const turns0 = (await p0!.client.get('/v1/me/turns')).body.turns;
    expect(turns0).toEqual([expect.objectContaining({ matchId: mine.id, gameId: 'race-to-ten', version: 1, seats: [0], deadlineAt: null })]);
    expect((await p1!.client.get('/v1/me/turns')).body.turns).toEqual([]);
    await playMoves(mine.seated, mine.id, 1);
    expect((await p0!.client.get('/v1/me/turns')).body.turns).toEqual([]);
    expect((await p1!.client.get('/v1/me/turns')).body.turns).toEqual([expect.objectContaining({ matchId: mine.id, version: 2, seats: [1] })]);
  });

  it('a 304 is decided from the version alone: it holds even when the stored state cannot be read as a game state', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const reader = seated[1]!.client;
    const first = await reader.get(`/v1/matches/${id}`);
    const etag = first.headers.get('ETag') as string;
    expect(etag).toBe(`W/"${id}.1.1"`);
    // Replace the state with something no game could read: only a read of the state would fail.
    await api.database.db.execute(sql`update matches set state = '"unreadable"'::jsonb where id = ${id}`);
    const again = await reader.get(`/v1/matches/${id}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    // Another seat's tag, or a stale one, still gets a body (here: the failure to read it).
    expect((await seated[0]!.client.get(`/v1/matches/${id}`, { 'If-None-Match': etag })).status).not.toBe(304);
  });
});
