import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import ws from 'ws';
import { neonConfig } from '@neondatabase/serverless';
import { createApp } from '../../src/api/app.js';
import type { Db } from '../../src/db/client.js';
import { openNeon } from '../../src/db/neon.js';
import { openNodeDatabase } from '../../src/db/node.js';
import { schema } from '../../src/db/schema.js';
import { isDatabaseUnavailable } from '../../src/db/unavailable.js';
import { games } from '../../src/games/index.js';
import { TestClient, testJwtSecret } from '../support/api.js';
import { testDrivers, type DriverName } from '../support/databases.js';

/** A database that cannot be reached: a closed PGlite, or a server address where nothing listens. */
async function unreachableDatabase(driver: DriverName): Promise<{ db: Db; close(): Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openNodeDatabase({ url: 'memory://' });
    await database.close();
    return { db: database.db, close: async () => {} };
  }
  const closedPort = 'postgres://postgres@127.0.0.1:1/test';
  if (driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: closedPort, connectionTimeoutMillis: 2000 });
    return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
  }
  neonConfig.webSocketConstructor = ws;
  const neon = openNeon(closedPort, { wsProxy: '127.0.0.1:1' });
  return { db: neon.db, close: () => neon.close().catch(() => {}) };
}

// Issue 16, item 6: a database restart answered 500 `internal` to every request.
describe.each(testDrivers)('a database outage is a 503 with Retry-After (%s)', (driver) => {
  let database: Awaited<ReturnType<typeof unreachableDatabase>>;
  let client: TestClient;
  beforeAll(async () => {
    database = await unreachableDatabase(driver);
    const app = createApp({
      config: { jwtSecret: testJwtSecret, allowSeededMatches: true },
      games,
      openDb: async () => ({ db: database.db, release: () => {} }),
    });
    client = new TestClient(app);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers database-unavailable, never internal, to reads and writes', async () => {
    for (const res of [await client.post('/v1/auth/guest', { name: 'Ada' }), await client.get('/v1/matches/m_1'), await client.get('/healthz')]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('Content-Type')).toContain('application/problem+json');
      expect(res.body.code).toBe('database-unavailable');
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(JSON.stringify(res.body)).not.toMatch(/select|insert|ECONNREFUSED|at .*\.ts/i);
    }
  });

  it('still serves what needs no database', async () => {
    expect((await client.get('/v1/games')).status).toBe(200);
  });
});

describe('what counts as the database being unavailable', () => {
  it('recognises a server shutting down or starting, refused and dropped connections, wrapped or not', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('leaves query errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});
