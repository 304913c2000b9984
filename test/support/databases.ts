import { sql } from 'drizzle-orm';
import pg from 'pg';
import ws from 'ws';
import { neonConfig } from '@neondatabase/serverless';
import type { Database } from '../../src/db/client.js';
import { openNeon } from '../../src/db/neon.js';
import { openNodeDatabase } from '../../src/db/node.js';
import { startWsBridge } from '../../scripts/ws-bridge.js';

export type DriverName = Database['driver'];

/** PGlite always; node-postgres and Neon too when TEST_DATABASE_URL names a real server. */
export const testDrivers: DriverName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres', 'neon'] : ['pglite'];

/** An empty database on the server of `serverUrl`, named at random; `drop` removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reliquary_test_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * In-memory PGlite databases this test worker keeps between test files (the node project runs
 * its files with `isolate: false`, so modules live on from file to file). Starting a PGlite
 * costs seconds of CPU; emptying one costs milliseconds. A file gets an empty, migrated
 * database either way.
 */
const idlePglites: Database[] = [];

async function emptyPglite(database: Database): Promise<void> {
  await database.db.execute(sql`
    do $$ declare tables text;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables from pg_tables where schemaname = 'public';
      if tables is not null then execute 'truncate ' || tables || ' restart identity cascade'; end if;
    end $$`);
}

async function openPglite(): Promise<Database> {
  const database = idlePglites.pop() ?? (await openNodeDatabase({ url: 'memory://' }));
  const listening = new Set<() => Promise<void>>();
  return {
    ...database,
    ...(database.listen
      ? {
          listen: async (channels, handlers) => {
            const stop = await database.listen!(channels, handlers);
            const once = async () => (listening.delete(once), await stop());
            listening.add(once);
            return once;
          },
        }
      : {}),
    // Handed back empty, with nothing left listening, for the next file of this worker.
    close: async () => {
      await Promise.all([...listening].map((stop) => stop()));
      await emptyPglite(database);
      idlePglites.push(database);
    },
  };
}

/** A fresh, migrated database for one test file; `close` throws it away (or empties it for reuse). */
export async function openTestDatabase(driver: DriverName): Promise<Database> {
  if (driver === 'pglite') return openPglite();
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const scratch = await createScratchDatabase(serverUrl);
  const migrated = await openNodeDatabase({ url: scratch.url });
  if (driver === 'postgres') {
    return { ...migrated, close: async () => (await migrated.close(), await scratch.drop()) };
  }
  await migrated.close();
  const bridge = await startWsBridge();
  neonConfig.webSocketConstructor = ws;
  const neon = openNeon(scratch.url, { wsProxy: `127.0.0.1:${bridge.port}` });
  return {
    ...neon,
    close: async () => {
      await neon.close();
      await bridge.close();
      await scratch.drop();
    },
  };
}
