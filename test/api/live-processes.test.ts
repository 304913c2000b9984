import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseReader } from '../support/sse.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start` as a child process (src/node.ts) on its own port; resolves once it listens. */
async function startProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Reliquary listening')) (clearTimeout(timer), resolve());
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`exited with ${code}: ${output}`))));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

describe.runIf(serverUrl)('two Node processes on one PostgreSQL', () => {
  const name = `reliquary_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const processes: { url: string; child: ChildProcess }[] = [];
  const readers: SseReader[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'two-processes-share-this-secret-of-32-chars',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'reliquary-live-')),
      NOTIFY_INTERVAL_MS: '0',
      WEBHOOK_INTERVAL_MS: '600000',
    };
    // One after the other: both apply migrations at start.
    processes.push(await startProcess(env));
    processes.push(await startProcess(env));
  });

  afterAll(async () => {
    await Promise.all(readers.map((r) => r.close()));
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => new Promise((resolve) => (p.child.exitCode !== null ? resolve(null) : p.child.once('exit', resolve)))));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const call = async (base: string, method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const open = async (base: string, path: string, token?: string) => {
    const res = await fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    readers.push(reader);
    return reader;
  };

  it('each process sees every event, whichever process committed it', async () => {
    const [a, b] = processes.map((p) => p.url) as [string, string];
    const alice = (await call(a, 'POST', '/v1/auth/guest', undefined, { name: 'Alice' })).body.token as string;
    const bob = (await call(b, 'POST', '/v1/auth/guest', undefined, { name: 'Bob' })).body.token as string;
    const id = (await call(a, 'POST', '/v1/matches', alice, { gameId: 'ruin-runner', players: 2 })).body.id as string;

    const bobInboxes = [await open(a, '/v1/me/events/stream', bob), await open(b, '/v1/me/events/stream', bob)];
    const matchStreams = [await open(a, `/v1/matches/${id}/stream`), await open(b, `/v1/matches/${id}/stream`)];
    for (const s of matchStreams) expect(JSON.parse((await s.next())!.data!)).toMatchObject({ matchId: id, version: 0, status: 'waiting' });

    // Bob joins through B: both processes hear the start.
    expect((await call(b, 'POST', `/v1/matches/${id}/join`, bob)).status).toBe(200);
    for (const s of matchStreams) expect(JSON.parse((await s.next())!.data!)).toMatchObject({ version: 1, status: 'active' });
    for (const s of bobInboxes) expect((await s.next())!.event).toBe('match.started');
    // The seed decides who acts first: when it is Bob, his inboxes also hear his first turn.
    const started = (await call(a, 'GET', `/v1/matches/${id}`, alice)).body;
    if (started.activeSeats.includes(1)) {
      for (const s of bobInboxes) {
        expect(JSON.parse((await s.next())!.data!)).toMatchObject({ type: 'turn', data: { matchId: id, seat: 1, version: 1 } });
      }
    }

    // Moves through alternating processes, whoever must act; every stream hears every version.
    const tokens = [alice, bob];
    for (let i = 0; i < 6; i++) {
      const via = i % 2 === 0 ? a : b;
      const match = (await call(via, 'GET', `/v1/matches/${id}`, alice)).body;
      if (match.status !== 'active') break;
      const seat = match.activeSeats[0] as number;
      const legal = (await call(via, 'GET', `/v1/matches/${id}/legal-moves`, tokens[seat])).body;
      const moved = await call(via, 'POST', `/v1/matches/${id}/moves`, tokens[seat], { expectedVersion: legal.version, move: legal.moves[0] });
      expect(moved.status).toBe(200);
      for (const s of matchStreams) {
        const change = JSON.parse((await s.next())!.data!);
        expect(change).toMatchObject({ matchId: id, version: moved.body.version });
      }
      if (moved.body.activeSeats.includes(1)) {
        for (const s of bobInboxes) {
          const turn = JSON.parse((await s.next())!.data!);
          expect(turn).toMatchObject({ type: 'turn', data: { matchId: id, seat: 1, version: moved.body.version } });
        }
      }
    }
  });
});
