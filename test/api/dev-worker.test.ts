import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseReader } from '../support/sse.js';

// `DATABASE_URL=… npm run dev`: the Worker under wrangler dev reaches PostgreSQL through its
// Hyperdrive binding (node-postgres, the production path; the workers test project uses the Neon
// driver instead). A match is played through it from guest to a pushed move, on a scratch database
// prepared by `npm run db:migrate`.

const base = process.env.TEST_DATABASE_URL;
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

describe.runIf(base)('npm run dev: the Worker through Hyperdrive', () => {
  const name = `reliquary_dev_${process.pid}`;
  const admin = () => new pg.Client({ connectionString: base });
  let dev: ChildProcess | undefined;
  let output = '';
  let url = '';
  const state = mkdtempSync(join(tmpdir(), 'reliquary-dev-state-'));

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
    await client.end();
    const databaseUrl = new URL(base!);
    databaseUrl.pathname = `/${name}`;
    const migrate = run(process.execPath, ['node_modules/.bin/tsx', 'scripts/migrate.ts'], { DATABASE_URL: databaseUrl.toString() });
    expect(await new Promise((resolve) => migrate.once('exit', resolve))).toBe(0);
    const port = await freePort();
    // Its own local state (Durable Objects' counters among it), so no earlier run's limits apply.
    dev = run(process.execPath, ['node_modules/.bin/tsx', 'scripts/dev.ts', '--port', String(port), '--persist-to', state], { DATABASE_URL: databaseUrl.toString() });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`wrangler dev did not start: ${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready on')) (clearTimeout(timer), resolve());
      };
      dev!.stdout!.on('data', onData);
      dev!.stderr!.on('data', onData);
    });
    url = `http://127.0.0.1:${port}`;
  }, 180_000);

  afterAll(async () => {
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(state, { recursive: true, force: true });
  });

  const call = async (path: string, token?: string, body?: unknown) => {
    const res = await fetch(url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('creates guests and a match, joins, plays, and pushes each move to a spectator’s stream', async () => {
    expect((await call('/healthz')).status).toBe(200);
    const a = (await call('/v1/auth/guest', undefined, { name: 'Ada' })).body;
    const b = (await call('/v1/auth/guest', undefined, { name: 'Bob' })).body;
    const created = await call('/v1/matches', a.token, { gameId: 'ruin-runner', players: 2 });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const joined = await call(`/v1/matches/${id}/join`, b.token, {});
    expect(joined.body).toMatchObject({ status: 'active' });
    const stream = await fetch(`${url}/v1/matches/${id}/stream`);
    expect(stream.status).toBe(200);
    const reader = new SseReader(stream);
    expect((await reader.next())!.id).toBe(String(joined.body.version));
    const tokens = [a.token, b.token];
    let version = joined.body.version as number;
    for (let i = 0; i < 4; i++) {
      const seat = (await call(`/v1/matches/${id}`)).body.activeSeats[0] as number;
      const legal = (await call(`/v1/matches/${id}/legal-moves`, tokens[seat])).body;
      const moved = await call(`/v1/matches/${id}/moves`, tokens[seat], { expectedVersion: legal.version, move: legal.moves[0] });
      expect(moved.status).toBe(200);
      version = moved.body.version;
      const pushed = JSON.parse((await reader.next())!.data!);
      expect(pushed).toMatchObject({ matchId: id, version, legalMoves: null, match: { seat: null, version } });
    }
    await reader.close();
    expect(output).not.toMatch(/Uncaught|Stream was cancelled|✘/);
  }, 120_000);
});
