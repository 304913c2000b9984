/**
 * Delivery through the match's Durable Object under wrangler dev (issue #27): N readers follow one
 * match by hibernating WebSocket (seats and spectators); each move's push reaches them. Measures
 * the time from the mover's response to each reader's message (p50, p99, max), and the database
 * transactions per move (pg_stat_database on a scratch database: the commit, the object's one
 * read, anything else), with N readers against none.
 *
 *   npm run bench:worker-live -- [--readers 1000] [--moves 20]
 * (DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created there, migrated, and dropped at the end.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';

const { values } = parseArgs({ options: { readers: { type: 'string', default: '1000' }, moves: { type: 'string', default: '20' } } });
const readerCount = Number(values.readers);
const moveCount = Number(values.moves);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_worker_live_${process.pid}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function admin<T>(run: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(server);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const transactions = () => admin(async (c) => Number((await c.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [name])).rows[0].n));
/** pg_stat_database is flushed at most once a second: wait for it before and after. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

let dev: ChildProcess | undefined;
const state = mkdtempSync(join(tmpdir(), 'bench-worker-live-'));
try {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString(), RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0', LIMIT_STREAMS_PER_CLIENT: String(readerCount + 10) };
  await new Promise<void>((resolve, reject) => spawn(process.execPath, ['node_modules/.bin/tsx', 'scripts/migrate.ts'], { env, stdio: 'ignore' }).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate: ${code}`)))));
  const port = await freePort();
  dev = spawn(process.execPath, ['node_modules/.bin/tsx', 'scripts/dev.ts', '--port', String(port), '--persist-to', state], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start: ${out}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready on')) (clearTimeout(timer), resolve());
    };
    dev!.stdout!.on('data', onData);
    dev!.stderr!.on('data', onData);
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, token?: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as any;
  };
  const a = await call('/v1/auth/guest', undefined, { name: 'Ada' });
  const b = await call('/v1/auth/guest', undefined, { name: 'Bob' });
  const tokens = [a.token as string, b.token as string];

  /** Plays `moves` moves in a fresh match with `readers` sockets following it; returns delivery delays and transactions per move. */
  async function run(readers: number) {
    const id = (await call('/v1/matches', tokens[0], { gameId: 'ruin-runner', players: 2 })).id as string;
    let match = await call(`/v1/matches/${id}/join`, tokens[1], {});
    const sockets: WebSocket[] = [];
    const waiting = new Map<number, { left: number; done: () => void }>();
    const arrivals: number[] = [];
    let movedAt = 0;
    for (let i = 0; i < readers; i++) {
      // Two of them are the seats (their own views); the rest are spectators.
      const headers = i < 2 ? { Authorization: `Bearer ${tokens[i]}` } : undefined;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/matches/${id}/stream`, headers ? { headers } : {});
      ws.on('message', (data) => {
        const push = JSON.parse(String(data)) as { version: number };
        const wait = waiting.get(push.version);
        if (!wait) return;
        arrivals.push(performance.now() - movedAt);
        if (--wait.left === 0) wait.done();
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      sockets.push(ws);
    }
    await settle();
    const before = await transactions();
    for (let m = 0; m < moveCount; m++) {
      const seat = match.activeSeats[0] as number;
      const legal = await call(`/v1/matches/${id}/legal-moves`, tokens[seat]);
      const next = legal.version + 1;
      const delivered = readers > 0 ? new Promise<void>((done) => waiting.set(next, { left: readers, done })) : Promise.resolve();
      // Timed from the mover's response, as a reader would see it arrive after the mover.
      const posting = call(`/v1/matches/${id}/moves`, tokens[seat], { expectedVersion: legal.version, move: legal.moves[0] });
      match = await posting;
      movedAt = performance.now();
      await delivered;
    }
    await settle();
    const after = await transactions();
    for (const ws of sockets) ws.close();
    // Each move also asks for its legal moves and the seat (two reads a move, the bench's own).
    return { arrivals: arrivals.filter((x) => x >= 0).sort((x, y) => x - y), transactionsPerMove: (after - before) / moveCount };
  }

  const quiet = await run(0);
  const loud = await run(readerCount);
  const line = (label: string, r: { arrivals: number[]; transactionsPerMove: number }) =>
    `| ${label} | ${r.arrivals.length} | ${quantile(r.arrivals, 0.5).toFixed(1)} | ${quantile(r.arrivals, 0.99).toFixed(1)} | ${(r.arrivals.at(-1) ?? NaN).toFixed(1)} | ${r.transactionsPerMove.toFixed(2)} |`;
  console.log(`readers ${readerCount}, moves ${moveCount} (each move: GET legal-moves + POST move by the bench)`);
  console.log('| readers | deliveries | p50 ms after the mover’s response | p99 ms | max ms | database transactions per move |');
  console.log('|---|---|---|---|---|---|');
  console.log(line('0', quiet));
  console.log(line(String(readerCount), loud));
} finally {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await admin((c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => {});
  rmSync(state, { recursive: true, force: true });
}
