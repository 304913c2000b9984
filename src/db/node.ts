import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Db } from './client.js';
import { coalescePoolClientWrites } from './coalesce-writes.js';
import { listenPostgres } from './listen.js';
import { migrateUnderLock } from './migrate.js';
import { schema } from './schema.js';

/** node-postgres connections per process (DATABASE_POOL_MAX); see README.md, Deployment. */
export const defaultPoolMax = 10;

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * The Node driver factory: a `postgres://` URL means node-postgres against that server;
 * no URL means an embedded PGlite in `dataDir` (or in memory for `memory://`). Migrations from
 * migrations/ are applied before the database is handed out (on PostgreSQL under an advisory
 * lock, src/db/migrate.ts).
 */
export async function openNodeDatabase(opts: { url?: string | undefined; dataDir?: string; poolMax?: number | undefined }): Promise<Database> {
  const url = opts.url?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: opts.poolMax ?? defaultPoolMax });
    // An idle connection closed by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => console.warn(`database connection closed: ${err.message}`));
    pool.on('connect', coalescePoolClientWrites);
    const db = drizzle(pool, { schema });
    // Under the advisory lock, so servers starting together (or a deploy) apply each migration once.
    await migrateUnderLock(pool, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      close: () => pool.end(),
      listen: (channels, handlers) => listenPostgres(url, channels, handlers),
    };
  }
  if (url && url !== 'memory://') throw new Error(`DATABASE_URL must start with postgres:// (got ${url.split(':')[0]}:)`);

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = url === 'memory://' ? undefined : (opts.dataDir ?? './.data');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(`${dir}/pglite`) : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    // In-process: notifications cannot be lost, so there is never a reconnect.
    listen: async (channels, handlers) => {
      const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handlers.onNotification(channel, payload))));
      return async () => {
        if (!client.closed) await Promise.all(stops.map((stop) => stop()));
      };
    },
  };
}
