import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { useApi } from '../support/setup.js';
import { person } from '../support/api.js';

/** Finding people (issue 31): search by name, friends and their matches in play, rating history, richer profiles. */
describe.each(testDrivers)('finding players and following them (%s)', (driver) => {
  const api = useApi(driver);
  const personNamed = (name: string) => person(api.client, api.database.db, name);

  it('finds people and bots by part of their name, names starting with it first, a page at a time', async () => {
    const me = await personNamed('Searcher');
    const [lovelace, adaB, adalbert] = [await personNamed('Lovelace Ada'), await personNamed('ada byron'), await personNamed('Adalbert')];
    // A bot its owner named, and a guest: the guest is not listed.
    const bot = (await me.client.post('/v1/bots', { name: 'Adabot' })).body.bot;
    await api.client.guest('Ada the guest');
    const first = await me.client.get('/v1/users?search=%20ADA%20&limit=2');
    expect(first.status).toBe(200);
    // Names starting with "ada" (case-insensitive) first, alphabetically, then those that only contain it.
    expect(first.body.users).toEqual([
      { id: adaB.user.id, name: 'ada byron', kind: 'person', friend: false },
      { id: bot.id, name: 'Adabot', kind: 'bot', friend: false },
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await me.client.get(`/v1/users?search=ada&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.users.map((u: { id: string }) => u.id)).toEqual([adalbert.user.id, lovelace.user.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('pages through names in any script', async () => {
    const me = await personNamed('Script reader');
    const names = ['Ōtani 大谷', 'Ōtani 🎲', 'Ōtani Ω'];
    for (const n of names) await personNamed(n);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: any } = await me.client.get(`/v1/users?search=${encodeURIComponent('ōtani')}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.users.map((u: { name: string }) => u.name));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...names].sort());
  });

  it('takes % and _ literally', async () => {
    const me = await personNamed('Literal');
    const percent = await personNamed('100% Zed');
    await personNamed('100 Zed');
    const res = await me.client.get(`/v1/users?search=${encodeURIComponent('0%')}`);
    expect(res.body.users.map((u: { id: string }) => u.id)).toEqual([percent.user.id]);
    expect((await me.client.get('/v1/users?search=__')).body.users).toEqual([]);
  });

  it('follows and unfollows, idempotently, and lists friends by name with their matches in play', async () => {
    const me = await personNamed('Follower');
    const zoe = await personNamed('Zoe Friend');
    const amy = await personNamed('amy Friend');
    const other = await personNamed('Opponent');
    expect((await me.client.request('PUT', `/v1/me/friends/${zoe.user.id}`)).status).toBe(204);
    expect((await me.client.request('PUT', `/v1/me/friends/${zoe.user.id}`)).status).toBe(204);
    expect((await me.client.request('PUT', `/v1/me/friends/${amy.user.id}`)).status).toBe(204);
    // Zoe plays a public match with someone; a waiting one of Amy's shows too.
    const played = (await zoe.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    await other.client.post(`/v1/matches/${played.id}/join`);
    const waiting = (await amy.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    const list = await me.client.get('/v1/me/friends');
    expect(list.status).toBe(200);
    expect(list.body.friends.map((f: { user: { name: string } }) => f.user.name)).toEqual(['amy Friend', 'Zoe Friend']);
    const [amyEntry, zoeEntry] = list.body.friends;
    expect(amyEntry.user).toEqual({ id: amy.user.id, name: 'amy Friend', kind: 'person' });
    expect(amyEntry.matchesInPlay.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([[waiting.id, 'waiting']]);
    expect(zoeEntry.matchesInPlay.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([[played.id, 'active']]);
    expect(zoeEntry.matchesInPlay[0].seats.map((s: { name: string }) => s.name)).toEqual(['Zoe Friend', 'Opponent']);
    // Search says who is a friend.
    expect((await me.client.get('/v1/users?search=friend')).body.users.map((u: { friend: boolean }) => u.friend)).toEqual([true, true]);

    expect((await me.client.request('DELETE', `/v1/me/friends/${amy.user.id}`)).status).toBe(204);
    expect((await me.client.request('DELETE', `/v1/me/friends/${amy.user.id}`)).status).toBe(204);
    expect((await me.client.get('/v1/me/friends')).body.friends.map((f: { user: { id: string } }) => f.user.id)).toEqual([zoe.user.id]);
    // Following is one way: Zoe follows nobody.
    expect((await zoe.client.get('/v1/me/friends')).body.friends).toEqual([]);
  });

  it('may follow a guest met at a table (guests are only left out of search)', async () => {
    const me = await personNamed('Guest follower');
    const guest = await api.client.guest('Passing guest');
    expect((await me.client.request('PUT', `/v1/me/friends/${guest.user.id}`)).status).toBe(204);
    expect((await me.client.get('/v1/me/friends')).body.friends.map((f: { user: { kind: string } }) => f.user.kind)).toEqual(['guest']);
  });

  it('shows a rating history per game, and recent results with the table, the scores and how each match ended', async () => {
    const players = [await personNamed('Hist A'), await personNamed('Hist B')];
    const rated = async () => {
      const m = (await players[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, rated: true, options: { target: 5 } })).body;
      await players[1]!.client.post(`/v1/matches/${m.id}/join`);
      return m.id as string;
    };
    const one = await rated();
    const final = await playRaceOut(players.map((p) => p.client), one);
    const two = await rated();
    await playRaceOut(players.map((p) => p.client), two);
    const a = players[0]!.user.id;
    const history = await api.client.get(`/v1/users/${a}/ratings/race-to-ten`);
    expect(history.status).toBe(200);
    expect(history.body.gameId).toBe('race-to-ten');
    expect(history.body.rating).toMatchObject({ gameId: 'race-to-ten', games: 2, provisional: true });
    expect(history.body.history.map((p: { matchId: string }) => p.matchId)).toEqual([one, two]);
    expect(history.body.history[0]).toEqual({ at: expect.any(String), matchId: one, ratingBefore: 1500, rating: expect.any(Number), rd: expect.any(Number) });
    expect(history.body.history[1].ratingBefore).toBe(history.body.history[0].rating);
    expect(history.body.history[1].rating).toBe(history.body.rating.rating);
    expect((await api.client.get(`/v1/users/${a}/ratings/race-to-ten?limit=1`)).body.history.map((p: { matchId: string }) => p.matchId)).toEqual([two]);
    // A game never played: no rating, no history.
    expect((await api.client.get(`/v1/users/${a}/ratings/ruin-runner`)).body).toEqual({ gameId: 'ruin-runner', rating: null, history: [] });

    const profile = (await api.client.get(`/v1/users/${a}`)).body;
    const first = profile.recentResults.find((r: { matchId: string }) => r.matchId === one);
    expect(first).toMatchObject({
      players: [
        { seat: 0, userId: a, name: 'Hist A' },
        { seat: 1, userId: players[1]!.user.id, name: 'Hist B' },
      ],
      winners: final.result.winners,
      scores: final.result.scores,
      ending: { how: 'score', seats: [] },
    });
  });

  it('says a match ended by resignation in the profile', async () => {
    const a = await api.client.guest('Quitter');
    const b = await api.client.guest('Stayer');
    const m = (await a.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    await b.client.post(`/v1/matches/${m.id}/join`);
    await a.client.post(`/v1/matches/${m.id}/resign`);
    const [result] = (await api.client.get(`/v1/users/${b.user.id}`)).body.recentResults;
    expect(result).toMatchObject({ matchId: m.id, outcome: 'win', winners: [1], scores: [0, 0], ending: { how: 'resign', seats: [0] } });
  });
});
