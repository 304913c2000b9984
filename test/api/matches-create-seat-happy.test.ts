import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('POST /v1/matches: the creator chooses a seat or none (%s)', (driver) => {
  const api = useApi(driver);

  it('seats the creator where they ask, and the match starts when the rest are taken', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seat: 1 });
    expect(created.status).toBe(201);
    expect(created.body.seat).toBe(1);
    expect(created.body.seats).toEqual([
      { seat: 0, userId: null, name: null, computer: false, level: null, awayUntil: null },
      { seat: 1, userId: ada.user.id, name: 'Ada', computer: false, level: null, awayUntil: null },
    ]);
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body).toMatchObject({ seat: 0, status: 'active' });
  });

  it('with seat: null the creator only sets the match up: both seats go to the invited bots', async () => {
    const owner = await api.client.guest('Owner');
    const bots = [(await owner.client.post('/v1/bots', { name: 'A' })).body, (await owner.client.post('/v1/bots', { name: 'B' })).body];
    const created = await owner.client.post('/v1/matches', {
      gameId: 'race-to-ten',
      players: 2,
      seat: null,
      invite: bots.map((b, seat) => ({ seat, userId: b.bot.id })),
    });
    expect(created.status).toBe(201);
    expect(created.body.seat).toBeNull();
    expect(created.body.status).toBe('waiting');
    for (const [seat, b] of bots.entries()) {
      const joined = await api.client.as(b.token).post(`/v1/matches/${created.body.id}/join`);
      expect(joined.status).toBe(200);
      expect(joined.body.seat).toBe(seat);
    }
    const match = (await owner.client.get(`/v1/matches/${created.body.id}`)).body;
    expect(match.status).toBe('active');
    expect(match.seat).toBeNull();
    // The owner set it up but holds no seat: they cannot move for the bots.
    const move = await owner.client.post(`/v1/matches/${created.body.id}/moves`, { expectedVersion: match.version, move: { type: 'add', amount: 1 } });
    expect(move.status).toBe(403);
    expect(move.body.code).toBe('not-your-seat');
    // Listed to the owner, who created it, though they do not play in it.
    const mine = (await owner.client.get('/v1/matches?gameId=race-to-ten')).body.matches.map((m: { id: string }) => m.id);
    expect(mine).toContain(created.body.id);
  });

  it('leaves a one-seat match without its creator waiting for a player', async () => {
    const ada = await api.client.guest('Solo host');
    const created = await ada.client.post('/v1/matches', { gameId: 'relic-run', players: 1, seat: null });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('waiting');
  });
});
