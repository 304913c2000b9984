import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDispatcher } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';
import { rows } from '../support/lobby.js';

const games = [raceToTen, ...catalog];

// Issue 28, item 7: abandoned waiting matches go after a configurable time (ABANDONED_WAITING_DAYS).
describe.each(testDrivers)('abandoned waiting matches (%s)', (driver) => {
  const smtp = useSmtpSink();
  const api = useApi(driver, { mailer: smtp.mailer, games });
  const age = (id: string, days: number) => api.database.db.execute(sql`update matches set updated_at = now() - ${days} * interval '1 day' where id = ${id}`);
  const dispatch = (abandonedWaitingDays?: number) =>
    runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, ...(abandonedWaitingDays === undefined ? {} : { abandonedWaitingDays }) });

  it('aborts a waiting match left for 30 days, withdraws its invitations and tells whoever was seated or invited; nothing younger, nothing started', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const cy = await api.client.guest('Cy');
    const stale = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3, invite: [{ seat: 1, userId: bob.user.id }] })).body.id as string;
    const young = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    const started = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    expect((await cy.client.post(`/v1/matches/${started}/join`)).body.status).toBe('active');
    const staleVersion = (await ada.client.get(`/v1/matches/${stale}`)).body.version as number;
    await age(stale, 31);
    await age(young, 29);
    await age(started, 40);

    await dispatch();
    const after = (id: string) => ada.client.get(`/v1/matches/${id}`).then((r) => r.body);
    expect(await after(stale)).toMatchObject({ status: 'aborted', version: staleVersion + 1 });
    expect((await after(young)).status).toBe('waiting');
    expect((await after(started)).status).toBe('active');
    expect(await rows(api.database.db, sql`select status from invitations where match_id = ${stale}`)).toEqual([{ status: 'withdrawn' }]);
    for (const who of [ada, bob]) {
      const events = (await who.client.get('/v1/me/events?after=0')).body.events as { type: string; matchId?: string }[];
      expect(events.filter((e) => e.type === 'match.aborted' && e.matchId === stale)).toHaveLength(1);
    }
    // Run again: nothing more happens to it.
    await dispatch();
    expect((await after(stale)).version).toBe(staleVersion + 1);
  });

  it('keeps waiting matches for as long as configured, and for ever with 0', async () => {
    const ada = await api.client.guest('Ada');
    const id = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    await age(id, 100);
    await dispatch(0);
    expect((await ada.client.get(`/v1/matches/${id}`)).body.status).toBe('waiting');
    await dispatch(101);
    expect((await ada.client.get(`/v1/matches/${id}`)).body.status).toBe('waiting');
    await dispatch(99);
    expect((await ada.client.get(`/v1/matches/${id}`)).body.status).toBe('aborted');
  });
});
