import { describe, expect, it } from 'vitest';
import { runDispatcher } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { expectReadable, fakeClock, hours, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const games = [raceToTen, ...catalog];

describe.each(testDrivers)('daily digest (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock(new Date('2030-01-07T11:00:00Z')); // 06:00 in New York
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, games });
  const dispatch = () => runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, now: clock.now });

  it('sends those who chose it one digest a day from 08:00 in their time zone, and no per-turn emails', async () => {
    const dee = await signInByEmail(api.client, smtp, 'dee@example.com');
    const eve = await signInByEmail(api.client, smtp, 'eve@example.com');
    expect((await dee.client.request('PATCH', '/v1/me', { body: { preferences: { turn: 'digest' }, timeZone: 'America/New_York' } })).status).toBe(200);
    const a = await dee.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    await eve.client.post(`/v1/matches/${a.body.id}/join`);
    const b = await eve.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, timeControl: { perMoveDays: 3 } });
    const joined = await dee.client.post(`/v1/matches/${b.body.id}/join`);
    await eve.client.post(`/v1/matches/${b.body.id}/moves`, { expectedVersion: joined.body.version, move: { type: 'add', amount: 1 } });
    clock.advance(hours(1));
    await dispatch();
    const digests = () => smtp.to('dee@example.com').filter((m) => m.subject.includes('waiting for you'));
    expect(digests()).toHaveLength(0); // 07:00 in New York
    clock.advance(hours(1.5));
    await dispatch();
    await dispatch();
    expect(digests()).toHaveLength(1);
    const digest = digests()[0]!;
    expect(digest.subject).toBe('2 Reliquary matches are waiting for you');
    // Without WEB_URL, links land on the web app's match page: PUBLIC_URL/matches/{id}.
    expect(digest.text).toContain(`http://127.0.0.1:8787/matches/${a.body.id}`);
    expect(digest.text).toContain(`http://127.0.0.1:8787/matches/${b.body.id} (deadline`);
    expect(digest.text).not.toContain('/v1/matches/');
    expectReadable(digest);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(smtp.to('dee@example.com').filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(0);
    expect(smtp.to('eve@example.com').filter((m) => m.subject.includes('waiting for you'))).toHaveLength(0);
    clock.advance(hours(24));
    await dispatch();
    expect(digests()).toHaveLength(2);
  });
});
