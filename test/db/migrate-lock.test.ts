import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationLockName, pooledUrlProblem, skippedMigrations } from '../../src/db/migrate.js';
import { migrationsFolder } from '../../src/db/node.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries;

/** `npm run db:migrate` as its own process; resolves with its exit code and output once it ends. */
function migrateProcess(url: string, onOutput?: (text: string) => void): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(output);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** An empty database on the server of TEST_DATABASE_URL; `drop` removes it. */
async function createScratchDatabase(server: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reliquary_test_${crypto.randomUUID().replaceAll('-', '')}`;
  await query(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await query(server, `drop database if exists ${name} with (force)`)) };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('what a migrator refuses before it starts', () => {
  it('finds a migration whose journal time is older than one already applied (drizzle would skip it for good)', () => {
    const entries = [
      { tag: '0001_a', when: 100 },
      { tag: '0002_b', when: 300 },
      { tag: '0003_c', when: 200 },
      { tag: '0004_d', when: 400 },
    ];
    expect(skippedMigrations(entries, new Set())).toEqual([]);
    expect(skippedMigrations(entries, new Set([100, 200]))).toEqual([]);
    expect(skippedMigrations(entries, new Set([100, 300]))).toEqual(['0003_c']);
    expect(skippedMigrations(entries, new Set([100, 200, 300, 400]))).toEqual([]);
  });

  it('every migration in this checkout is later than the one before it', () => {
    for (let i = 1; i < journal.length; i++) expect(journal[i]!.when, journal[i]!.tag).toBeGreaterThan(journal[i - 1]!.when);
  });

  it('refuses Neon’s pooled host, which cannot hold a session’s advisory lock', () => {
    expect(pooledUrlProblem('postgres://u:p@ep-cool-name-123456-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require')).toMatch(/direct host/);
    expect(pooledUrlProblem('postgres://u:p@ep-cool-name-123456.eu-central-1.aws.neon.tech/neondb?sslmode=require')).toBeUndefined();
    expect(pooledUrlProblem('postgres://postgres@127.0.0.1:5432/reliquary')).toBeUndefined();
  });
});

describe.runIf(serverUrl)('migrations from two processes at once (issue 28, item 5)', () => {
  const scratches: { url: string; drop(): Promise<void> }[] = [];
  const fresh = async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    scratches.push(scratch);
    return scratch.url;
  };
  afterAll(async () => {
    for (const s of scratches) await s.drop();
  });

  it('both succeed against a fresh database, and the schema is applied once', async () => {
    const url = await fresh();
    const [a, b] = await Promise.all([migrateProcess(url), migrateProcess(url)]);
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);
    // One of them applied everything; the other found nothing left to do.
    const outputs = [a.output, b.output];
    expect(outputs.filter((o) => o.includes(`Applied ${journal.length} migration(s)`))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('No pending migrations'))).toHaveLength(1);
    const recorded = await query<{ created_at: string }>(url, 'select created_at from drizzle.__drizzle_migrations order by id');
    expect(recorded.map((r) => Number(r.created_at))).toEqual(journal.map((e) => e.when));
    const tables = await query<{ n: number }>(url, `select count(*)::integer as n from pg_tables where schemaname = 'public' and tablename in ('users', 'matches', 'moves')`);
    expect(tables[0]!.n).toBe(3);
  });

  it('a migrator that finds the lock taken waits for it, then applies what is pending', async () => {
    const url = await fresh();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock(hashtext($1))', [migrationLockName]);
    let sawWaiting!: () => void;
    const waiting = new Promise<void>((resolve) => (sawWaiting = resolve));
    const run = migrateProcess(url, (text) => text.includes('waiting for it') && sawWaiting());
    await waiting;
    // While it waits nothing is applied: drizzle's bookkeeping table does not even exist yet.
    expect(await query(url, `select 1 from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
    await holder.query('select pg_advisory_unlock(hashtext($1))', [migrationLockName]);
    await holder.end();
    const done = await run;
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain(`Applied ${journal.length} migration(s)`);
  });
});
