import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('GET /v1/matches: the lobby (%s)', (driver) => {
  const api = useApi(driver);

  it('lists matches newest first with their public facts, filtered by game, status, open seats and player', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const open = (await ada.client.post('/v1/matches', { gameId: 'ruin-runner', players: 3, options: {} })).body;
    const full = (await ada.client.post('/v1/matches', { gameId: 'ruin-runner', players: 2 })).body;
    expect((await bob.client.post(`/v1/matches/${full.id}/join`)).status).toBe(200);
    const reserved = (await bob.client.post('/v1/matches', { gameId: 'ruin-runner', players: 2, invite: [{ seat: 1, userId: ada.user.id }] })).body;
    const race = (await bob.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;

    const all = await api.client.as(undefined).get('/v1/matches?gameId=ruin-runner');
    expect(all.status).toBe(200);
    expect(all.body.matches.map((m: { id: string }) => m.id)).toEqual([reserved.id, full.id, open.id]);
    expect(all.body.nextCursor).toBeNull();
    const summary = all.body.matches.find((m: { id: string }) => m.id === open.id);
    expect(summary).toEqual({
      id: open.id,
      gameId: 'ruin-runner',
      status: 'waiting',
      version: 0,
      players: 3,
      options: open.options,
      seats: [
        { seat: 0, userId: ada.user.id, name: 'Ada', computer: false, level: null },
        { seat: 1, userId: null, name: null, computer: false, level: null },
        { seat: 2, userId: null, name: null, computer: false, level: null },
      ],
      openSeats: [1, 2],
      visibility: 'public',
      rated: false,
      timeControl: null,
      createdAt: open.createdAt,
      updatedAt: open.updatedAt,
    });
    // Reserved by an invitation: not open to anyone else.
    expect(all.body.matches.find((m: { id: string }) => m.id === reserved.id).openSeats).toEqual([]);

    const openOnes = (await api.client.get('/v1/matches?open=true')).body.matches.map((m: { id: string }) => m.id);
    expect(openOnes).toEqual([race.id, open.id]);
    const active = (await api.client.get('/v1/matches?status=active')).body.matches.map((m: { id: string; status: string }) => m.id);
    expect(active).toEqual([full.id]);
    const bobs = (await ada.client.get(`/v1/matches?player=${bob.user.id}`)).body.matches.map((m: { id: string }) => m.id);
    expect(bobs).toEqual([race.id, reserved.id, full.id]);
    const mine = (await bob.client.get('/v1/matches?player=me&gameId=race-to-ten')).body.matches.map((m: { id: string }) => m.id);
    expect(mine).toEqual([race.id]);
  });

  it('pages with a cursor, newest first, without repeating or skipping a match', async () => {
    const carol = await api.client.guest('Carol');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await carol.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { matches: { id: string }[]; nextCursor: string | null } } = await carol.client.get(
        `/v1/matches?player=me&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.matches.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.matches.map((m) => m.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('lists a private match to the players who sit at it', async () => {
    const dan = await api.client.guest('Dan');
    const eve = await api.client.guest('Eve');
    const hidden = (await dan.client.post('/v1/matches', { gameId: 'space-relics', players: 2, visibility: 'private' })).body;
    expect(hidden.visibility).toBe('private');
    expect((await eve.client.post(`/v1/matches/${hidden.id}/join`)).status).toBe(200);
    for (const who of [dan, eve]) {
      const listed = (await who.client.get('/v1/matches?gameId=space-relics')).body.matches;
      expect(listed.map((m: { id: string }) => m.id)).toEqual([hidden.id]);
    }
  });
});
