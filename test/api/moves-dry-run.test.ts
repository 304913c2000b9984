import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('moves with ?dryRun=true (%s)', (driver) => {
  const api = useApi(driver);

  it('validates a legal move, shows its outcome and stores nothing', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const before = (await p0.get(`/v1/matches/${id}`)).body;
    const inboxBefore = (await p1.get('/v1/me/events')).body.next;
    const dry = await p0.post(`/v1/matches/${id}/moves?dryRun=true`, { expectedVersion: before.version, move: { type: 'add', amount: 2 } }, { 'Idempotency-Key': 'dry-1' });
    expect(dry.status).toBe(200);
    expect(dry.headers.get('Dry-Run')).toBe('true');
    // Adding to the counter hides nothing: the effect is known and shown.
    expect(dry.headers.get('Dry-Run-Outcome')).toBe('known');
    expect(dry.body.view.counter).toBe(2);
    expect(dry.body.version).toBe(before.version + 1);
    const after = (await p0.get(`/v1/matches/${id}`)).body;
    expect(after.version).toBe(before.version);
    expect(after.view.counter).toBe(0);
    expect((await p1.get(`/v1/me/events?after=${inboxBefore}`)).body.events).toEqual([]);
    // The key was not used up by the dry run: the real move with it is applied.
    const real = await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: before.version, move: { type: 'add', amount: 2 } }, { 'Idempotency-Key': 'dry-1' });
    expect(real.status).toBe(200);
    expect(real.headers.get('Idempotent-Replayed')).toBeNull();
    expect(real.headers.get('Dry-Run')).toBeNull();
    expect((await p0.get(`/v1/matches/${id}`)).body.version).toBe(before.version + 1);
  });

  it('refuses exactly as a real move would', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 3 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const v = (await p0.get(`/v1/matches/${id}`)).body.version;
    const notYours = await p1.post(`/v1/matches/${id}/moves?dryRun=true`, { expectedVersion: v, move: { type: 'add', amount: 1 } });
    expect(notYours.body.code).toBe('not-your-turn');
    expect((await p0.post(`/v1/matches/${id}/moves?dryRun=true`, { expectedVersion: v + 5, move: { type: 'add', amount: 1 } })).body.code).toBe('stale-version');
    expect((await p0.post(`/v1/matches/${id}/moves?dryRun=true`, { expectedVersion: v, move: { type: 'add', amount: 7 } })).status).toBe(400);
    expect((await p0.post(`/v1/matches/${id}/moves?dryRun=maybe`, { expectedVersion: v, move: { type: 'add', amount: 1 } })).status).toBe(400);
    const reader = p0.as((await p0.post('/v1/tokens', { name: 'r', scopes: ['matches:read'] })).body.secret);
    expect((await reader.post(`/v1/matches/${id}/moves?dryRun=true`, { expectedVersion: v, move: { type: 'add', amount: 1 } })).body.code).toBe('insufficient-scope');
  });
});
