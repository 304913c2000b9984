import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

// Issue 28, item 6: a request id on every response, one JSON log line per request, and the
// operator's metrics behind METRICS_TOKEN.
const metricsToken = 'metrics-token-that-is-at-least-32-characters';

describe.each(testDrivers)('observability (%s)', (driver) => {
  const api = useApi(driver, { config: { metricsToken } });
  const logged = vi.spyOn(console, 'log');
  afterEach(() => logged.mockClear());
  const requestLines = () =>
    logged.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.message === 'request');

  it('answers X-Request-Id on every response, the client’s own when it is plain, and logs one JSON line per request', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    logged.mockClear();
    const own = await api.client.app.request(`/v1/matches/${id}?seat=0`, { headers: { Authorization: `Bearer ${seated[0]!.client.token}`, 'X-Request-Id': 'trace-42.a:b' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('X-Request-Id')).toBe('trace-42.a:b');
    const made = await api.client.app.request('/v1/games', { headers: { 'X-Request-Id': 'no spaces <script>' } });
    expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await api.client.app.request('/v1/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);

    const lines = requestLines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 'info', requestId: 'trace-42.a:b', method: 'GET', route: '/v1/matches/:matchId', status: 200, caller: 'guest', durationMs: expect.any(Number) });
    expect(lines[1]).toMatchObject({ requestId: made.headers.get('X-Request-Id'), route: '/v1/games', status: 200, caller: 'anonymous' });
    expect(lines[2]).toMatchObject({ status: 404 });
    // Nothing the client sent beyond the method: no match id, no token, no query.
    const text = JSON.stringify(lines);
    expect(text).not.toContain(id);
    expect(text).not.toContain(seated[0]!.client.token!);
    expect(text).not.toContain('seat=0');
  });

  it('serves the operator’s metrics in Prometheus text only with METRICS_TOKEN', async () => {
    expect((await api.client.app.request('/v1/admin/metrics')).status).toBe(401);
    expect((await api.client.app.request('/v1/admin/metrics', { headers: { Authorization: `Bearer ${metricsToken}x` } })).status).toBe(401);
    // An account's own token is no metrics token.
    const { seated, id } = await startedRace(api.client, 2);
    expect((await api.client.app.request('/v1/admin/metrics', { headers: { Authorization: `Bearer ${seated[0]!.client.token}` } })).status).toBe(401);

    const read = async () => {
      const res = await api.client.app.request('/v1/admin/metrics', { headers: { Authorization: `Bearer ${metricsToken}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/plain; version=0.0.4');
      const text = await res.text();
      return (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    const before = await read();
    for (const name of ['reliquary_outbox_backlog', 'reliquary_outbox_oldest_age_seconds', 'reliquary_webhook_backlog', 'reliquary_database_errors_total']) expect(before(name)).toBeGreaterThanOrEqual(0);
    // A match past its deadline shows as overdue, with how late it is.
    await api.database.db.execute(sql`update matches set deadline_at = now() - interval '90 seconds' where id = ${id}`);
    const after = await read();
    expect(after('reliquary_deadlines_overdue')).toBe(before('reliquary_deadlines_overdue') + 1);
    expect(after('reliquary_deadline_lateness_seconds')).toBeGreaterThanOrEqual(89);
    await api.database.db.execute(sql`update matches set deadline_at = null where id = ${id}`);
  });
});

describe('without METRICS_TOKEN', () => {
  const api = useApi('pglite');
  it('has no metrics route at all (404, as for any unknown path)', async () => {
    const res = await api.client.app.request('/v1/admin/metrics', { headers: { Authorization: 'Bearer anything-at-all-anything-at-all-anything' } });
    expect(res.status).toBe(404);
  });
});
