import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maxPushSubscriptionsPerUser } from '../../src/notify/push/send.js';
import { testDrivers } from '../support/databases.js';
import { startPushService, testVapidKeys } from '../support/push.js';
import { useApi } from '../support/setup.js';

const vapid = testVapidKeys();
const base = 'https://push.example.com/send/';
/** A browser subscription as PushManager.subscribe() gives it, on a public https push service. */
function subscription(id: string) {
  const { subscription: s } = fakeBrowsers.browser(id);
  return { ...s, endpoint: `${base}${id}` };
}
// Only its key making: nothing here is sent.
const fakeBrowsers = await startPushService();
await fakeBrowsers.close();

describe.each(testDrivers)('push subscriptions: happy paths (%s)', (driver) => {
  const api = useApi(driver, { config: { push: { vapid, allowPrivate: false } } });

  it('GET /v1/push/key answers the VAPID public key, to anyone', async () => {
    const res = await api.client.get('/v1/push/key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey, maxSubscriptions: maxPushSubscriptionsPerUser });
  });

  it('stores a subscription (201), stores it again as an update (200), and deletes it (204)', async () => {
    const ada = await api.client.guest('Ada');
    const sub = subscription('ada-phone');
    const created = await ada.client.post('/v1/me/push-subscriptions', sub);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^psh_/), endpointOrigin: 'https://push.example.com' });
    expect(JSON.stringify(created.body)).not.toContain(sub.keys.auth);
    const again = await ada.client.post('/v1/me/push-subscriptions', { ...sub, keys: subscription('ada-phone-2').keys });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    const rows = await api.database.db.execute(sql`select user_id, p256dh from push_subscriptions where id = ${created.body.id}`);
    expect((rows as unknown as { rows: { p256dh: string }[] }).rows[0]!.p256dh).not.toBe(sub.keys.p256dh);
    expect((await ada.client.request('DELETE', `/v1/me/push-subscriptions/${created.body.id}`)).status).toBe(204);
    expect((await ada.client.request('DELETE', `/v1/me/push-subscriptions/${created.body.id}`)).status).toBe(404);
  });

  it(`keeps at most ${maxPushSubscriptionsPerUser} per account: the least recently stored goes`, async () => {
    const bob = await api.client.guest('Bob');
    const ids: string[] = [];
    for (let i = 0; i <= maxPushSubscriptionsPerUser; i++) {
      const res = await bob.client.post('/v1/me/push-subscriptions', subscription(`bob-${i}`));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const rows = await api.database.db.execute(sql`select id from push_subscriptions where user_id = ${bob.user.id}`);
    const kept = (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    expect(kept).toHaveLength(maxPushSubscriptionsPerUser);
    expect(kept).not.toContain(ids[0]);
    expect(kept).toContain(ids[maxPushSubscriptionsPerUser]);
  });

  it('turns push off and on with PATCH /v1/me (preferences.push, on by default)', async () => {
    const cy = await api.client.guest('Cy');
    expect((await cy.client.get('/v1/me')).body.preferences.push).toBe(true);
    const off = await cy.client.request('PATCH', '/v1/me', { body: { preferences: { push: false } } });
    expect(off.status).toBe(200);
    expect(off.body.preferences).toMatchObject({ push: false, turn: 'immediate' });
  });
});

describe.each(testDrivers)('push subscriptions: errors (%s)', (driver) => {
  const api = useApi(driver, { config: { push: { vapid, allowPrivate: false } } });
  const unconfigured = useApi(driver);

  it('needs a caller: 401 without a token', async () => {
    const res = await api.client.post('/v1/me/push-subscriptions', subscription('x1'));
    expect(res.status).toBe(401);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.com/send/1' }, 'endpoint'],
    ['a loopback endpoint', { endpoint: 'https://127.0.0.1/send/1' }, 'endpoint'],
    ['a private endpoint', { endpoint: 'https://10.0.0.8/send/1' }, 'endpoint'],
    ['a local name', { endpoint: 'https://push.internal/send/1' }, 'endpoint'],
    ['an endpoint with credentials', { endpoint: 'https://u:p@push.example.com/1' }, 'endpoint'],
    ['an over-long endpoint', { endpoint: `https://push.example.com/${'a'.repeat(1000)}` }, 'endpoint'],
    ['a p256dh that is no P-256 key', { keys: { p256dh: 'AAAA', auth: 'tBHItJI5svbpez7KI4CCXg' } }, 'keys.p256dh'],
    ['an auth secret of the wrong size', { keys: { p256dh: vapid.publicKey, auth: 'AAAA' } }, 'keys.auth'],
    ['keys that are not base64url', { keys: { p256dh: 'not base64!', auth: 'tBHItJI5svbpez7KI4CCXg' } }, 'keys.p256dh'],
  ])('refuses %s: 400 invalid-request naming the field', async (_, change, path) => {
    const dee = await api.client.guest('Dee');
    const res = await dee.client.post('/v1/me/push-subscriptions', { ...subscription(`dee-${path}`), ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses a body without keys', async () => {
    const dee = await api.client.guest('Dee');
    const res = await dee.client.post('/v1/me/push-subscriptions', { endpoint: `${base}nokeys` });
    expect(res.status).toBe(400);
  });

  it('answers 404 when the server has no VAPID keys', async () => {
    const bare = unconfigured.client;
    const eve = await bare.guest('Eve');
    expect((await bare.get('/v1/push/key')).body.publicKey).toBeNull();
    const res = await eve.client.post('/v1/me/push-subscriptions', subscription('eve'));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not-found');
  });
});

describe.each(testDrivers)('push subscriptions: security (%s)', (driver) => {
  const api = useApi(driver, { config: { push: { vapid, allowPrivate: false } } });

  it('one user cannot delete another’s subscription: 404, and it stays', async () => {
    const ada = await api.client.guest('Ada');
    const mallory = await api.client.guest('Mallory');
    const created = await ada.client.post('/v1/me/push-subscriptions', subscription('ada-laptop'));
    expect(created.status).toBe(201);
    const res = await mallory.client.request('DELETE', `/v1/me/push-subscriptions/${created.body.id}`);
    expect(res.status).toBe(404);
    const rows = await api.database.db.execute(sql`select user_id from push_subscriptions where id = ${created.body.id}`);
    expect((rows as unknown as { rows: { user_id: string }[] }).rows).toEqual([{ user_id: ada.user.id }]);
  });

  it('an endpoint stored again by another account becomes theirs: one browser never gets two accounts’ turns', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const shared = subscription('shared-browser');
    const first = await ada.client.post('/v1/me/push-subscriptions', shared);
    const second = await bob.client.post('/v1/me/push-subscriptions', shared);
    expect(second.status).toBe(200);
    const rows = await api.database.db.execute(sql`select user_id from push_subscriptions where endpoint = ${shared.endpoint}`);
    expect((rows as unknown as { rows: { user_id: string }[] }).rows).toEqual([{ user_id: bob.user.id }]);
    // Ada can no longer delete what is now Bob's.
    expect((await ada.client.request('DELETE', `/v1/me/push-subscriptions/${first.body.id}`)).status).toBe(404);
  });

  it('a personal token cannot store or delete subscriptions (403): they belong to the account, as its preferences do', async () => {
    const ada = await api.client.guest('Ada');
    const token = await ada.client.post('/v1/tokens', { name: 'script', scopes: ['matches:read', 'matches:play'] });
    expect(token.status).toBe(201);
    const scripted = api.client.as(token.body.secret);
    const res = await scripted.post('/v1/me/push-subscriptions', subscription('script'));
    expect(res.status).toBe(403);
    expect((await scripted.request('DELETE', '/v1/me/push-subscriptions/psh_x')).status).toBe(403);
  });
});
