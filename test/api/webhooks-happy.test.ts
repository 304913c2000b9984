import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runWebhooks } from '../../src/webhooks/dispatch.js';
import { testDrivers } from '../support/databases.js';
import { startHttpSink, type Received } from '../support/http-sink.js';
import { startedRace, useApi } from '../support/setup.js';

/** Standard Webhooks verification, written from the spec with node:crypto (not our signer). */
function verify(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`;
  const expected = createHmac('sha256', key).update(signed).digest('base64');
  return String(r.headers['webhook-signature']).split(' ').some((s) => s === `v1,${expected}`);
}

describe.each(testDrivers)('webhooks (%s)', (driver) => {
  const api = useApi(driver, { webhooksAllowPrivate: true });
  const sinks: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of sinks) await s.close();
  });

  it('delivers inbox events signed with the secret, and retries after a 500', async () => {
    const sink = await startHttpSink((n) => (n === 1 ? 500 : 204));
    sinks.push(sink);
    const { id, seated } = await startedRace(api.client, 2);
    const p1 = seated[1]!.client;
    const created = await p1.post('/v1/webhooks', { url: sink.url, events: ['turn', 'match.finished'] });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.body.webhook).toMatchObject({ url: sink.url, events: ['turn', 'match.finished'], status: 'enabled' });
    const hookId = created.body.webhook.id;

    const v = (await seated[0]!.client.get(`/v1/matches/${id}`)).body.version;
    await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 1 } });

    const t0 = new Date();
    const first = await runWebhooks(api.database.db, { allowPrivate: true, now: () => t0 });
    expect(first).toEqual([expect.objectContaining({ ok: false, statusCode: 500 })]);
    // Not due again before its backoff.
    expect(await runWebhooks(api.database.db, { allowPrivate: true, now: () => new Date(t0.getTime() + 1000) })).toEqual([]);
    const second = await runWebhooks(api.database.db, { allowPrivate: true, now: () => new Date(t0.getTime() + 6000) });
    expect(second).toEqual([expect.objectContaining({ ok: true, statusCode: 204 })]);

    expect(sink.received).toHaveLength(2);
    const [a, b] = sink.received as [Received, Received];
    expect(a.headers['webhook-id']).toBe(b.headers['webhook-id']);
    expect(a.body).toBe(b.body);
    expect(Number(b.headers['webhook-timestamp'])).toBe(Math.floor((t0.getTime() + 6000) / 1000));
    for (const r of sink.received) expect(verify(created.body.secret, r)).toBe(true);
    expect(verify(created.body.secret, { ...b, body: b.body.replace('"turn"', '"Turn"') })).toBe(false);
    const payload = JSON.parse(b.body);
    expect(payload).toMatchObject({ type: 'turn', data: { matchId: id, seat: 1, version: v + 1 } });
    expect(JSON.stringify(payload)).not.toMatch(/secret|view|state/i);

    const deliveries = (await p1.get(`/v1/webhooks/${hookId}/deliveries`)).body.deliveries;
    expect(deliveries).toEqual([
      expect.objectContaining({ id: a.headers['webhook-id'], type: 'turn', status: 'delivered', attempts: 2, lastStatusCode: 204, nextAttemptAt: null }),
    ]);
  });

  it('sends a test message on demand and disables a webhook that keeps failing', async () => {
    const sink = await startHttpSink(() => 503);
    sinks.push(sink);
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const hook = (await p1.post('/v1/webhooks', { url: sink.url, events: ['turn'] })).body;
    const test = await p1.post(`/v1/webhooks/${hook.webhook.id}/test`);
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 1, lastStatusCode: 503 });
    expect(verify(hook.secret, sink.received[0]!)).toBe(true);
    expect(JSON.parse(sink.received[0]!.body)).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.webhook.id } });

    let version = (await p0.get(`/v1/matches/${id}`)).body.version;
    for (let i = 0; i < 2; i++) {
      version = (await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } })).body.version;
      version = (await p1.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } })).body.version;
    }
    let t = Date.now();
    const opts = () => ({ allowPrivate: true, disableAfter: 3, now: () => new Date(t) });
    await runWebhooks(api.database.db, opts()); // two turn deliveries fail: 3 failures in a row with the test
    const listed = (await p1.get('/v1/webhooks')).body.webhooks[0];
    expect(listed).toMatchObject({ status: 'disabled', consecutiveFailures: 3 });
    expect(listed.disabledReason).toContain('3 failed attempts');
    const sent = sink.received.length;
    t += 3600_000;
    expect(await runWebhooks(api.database.db, opts())).toEqual([]);
    expect(sink.received.length).toBe(sent);

    const enabled = await p1.post(`/v1/webhooks/${hook.webhook.id}/enable`);
    expect(enabled.body).toMatchObject({ status: 'enabled', consecutiveFailures: 0 });
    expect((await runWebhooks(api.database.db, opts())).length).toBeGreaterThan(0);
  });
});
