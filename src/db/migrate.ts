import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool, PoolClient } from 'pg';

/**
 * The PostgreSQL advisory lock every migrator of this schema takes, as `pg_advisory_lock(hashtext(…))`
 * (visible in pg_locks as an advisory lock while a migration runs): `npm run db:migrate`,
 * `npm run deploy` and each Node server's start. Whoever comes second waits, then finds nothing
 * left to apply.
 */
export const migrationLockName = 'reliquary:migrations';

interface JournalEntry {
  tag: string;
  when: number;
}

function journalOf(migrationsFolder: string): JournalEntry[] {
  return (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The `created_at` (the journal's `when`) of every migration drizzle recorded, none before the first run. */
async function appliedStamps(client: PoolClient): Promise<Set<number>> {
  const exists = await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists.rows[0]?.t) return new Set();
  const rows = await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations');
  return new Set(rows.rows.map((r) => Number(r.created_at)));
}

/**
 * What drizzle's migrator would get wrong: it applies only the migrations whose `when` is later than
 * the last one recorded, so a migration merged with an earlier `when` than one already applied would
 * be skipped for good, silently. Refused here instead.
 */
export function skippedMigrations(journal: JournalEntry[], applied: Set<number>): string[] {
  const last = Math.max(-Infinity, ...applied);
  return journal.filter((e) => e.when <= last && !applied.has(e.when)).map((e) => e.tag);
}

export interface MigrationReport {
  /** Tags applied by this call, in order; empty when the schema was already current. */
  applied: string[];
  /** Whether another migrator held the lock when this one arrived (it waited for it). */
  waited: boolean;
  /** Migrations the database has that this checkout does not know (it is behind the database). */
  unknown: number;
}

/**
 * Applies pending migrations under the advisory lock, on one connection of `pool`: the lock is
 * session-level, so the URL must reach PostgreSQL directly or through a session pooler (Neon's
 * direct host, not its `-pooler` one). drizzle's migrator creates its bookkeeping table, reads
 * the last migration applied, then applies the rest in one transaction; two migrators at once
 * would both read the same last migration and both apply the next one (or fail creating the
 * table), which the lock prevents.
 */
export async function migrateUnderLock(pool: Pool, options: { migrationsFolder: string; log?: (line: string) => void }): Promise<MigrationReport> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const journal = journalOf(options.migrationsFolder);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const tried = await client.query<{ got: boolean }>('select pg_try_advisory_lock(hashtext($1)) as got', [migrationLockName]);
    const waited = !tried.rows[0]?.got;
    if (waited) {
      options.log?.('Another process is applying migrations; waiting for it to finish.');
      await client.query('select pg_advisory_lock(hashtext($1))', [migrationLockName]);
    }
    try {
      const before = await appliedStamps(client);
      const skipped = skippedMigrations(journal, before);
      if (skipped.length > 0) {
        throw new Error(
          `Migration(s) ${skipped.join(', ')} are older (their journal "when") than the last one this database has applied, so they would never run. Give each a "when" later than every applied migration's in migrations/meta/_journal.json.`,
        );
      }
      await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder });
      const after = await appliedStamps(client);
      const known = new Set(journal.map((e) => e.when));
      return {
        applied: journal.filter((e) => after.has(e.when) && !before.has(e.when)).map((e) => e.tag),
        waited,
        unknown: [...after].filter((when) => !known.has(when)).length,
      };
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [migrationLockName]);
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A connection that failed mid-way is closed rather than reused (closing also drops the lock).
    client.release(broken);
  }
}

/**
 * Neon's pooled hosts (`…-pooler.…`) run PgBouncer in transaction mode: a session-level advisory
 * lock would stay on whichever server connection took it. Migrations go to the direct host.
 */
export function pooledUrlProblem(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'DATABASE_URL is not a URL.';
  }
  return /-pooler\./.test(host)
    ? `${host} is Neon's pooled host (transaction pooling cannot hold the migrations' advisory lock): use the direct host, the same without "-pooler".`
    : undefined;
}

/**
 * `npm run db:migrate` and `npm run deploy`: applies pending migrations to `url` under the lock and
 * says what it did. Refuses Neon's pooled host, and a checkout whose journal would have a
 * migration skipped (see migrateUnderLock).
 */
export async function migrateDatabaseUrl(url: string, migrationsFolder: string, log: (line: string) => void): Promise<MigrationReport> {
  const problem = pooledUrlProblem(url);
  if (problem) throw new Error(problem);
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', (err) => log(`database connection closed: ${err.message}`));
  try {
    const report = await migrateUnderLock(pool, { migrationsFolder, log });
    log(report.applied.length > 0 ? `Applied ${report.applied.length} migration(s): ${report.applied.join(', ')}.` : 'No pending migrations: the schema is current.');
    if (report.unknown > 0) {
      log(`Warning: the database has ${report.unknown} migration(s) this checkout does not know: it is older than what was last deployed.`);
    }
    return report;
  } finally {
    await pool.end();
  }
}
