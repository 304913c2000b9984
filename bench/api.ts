/**
 * API benchmark: 20 concurrent Ruin Runner matches played over real HTTP, measuring the latency
 * of POST …/moves and moves per second; then a raw-SQL baseline doing the same database work
 * per move (load the row, conditional update, append the move) with no server, on the same
 * database. `npm run bench:api -- --db pglite|postgres [--matches 20] [--seconds 10]`
 * (postgres uses DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/api/app.js';
import { openNodeDatabase } from '../src/db/node.js';
import { games } from '../src/games/index.js';
import { randomInt, seedRng } from '../src/engine/index.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    matches: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    /** Writes a CPU profile of the server process (postgres only) into this folder. */
    'server-profile': { type: 'string' },
  },
});
const concurrency = Number(values.matches);
const budgetMs = Number(values.seconds) * 1000;
const url = values.db === 'postgres' ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' : 'memory://';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const summary = (times: number[], ms: number) => {
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50).toFixed(2), p99: pct(times, 99).toFixed(2), perSecond: ((times.length / ms) * 1000).toFixed(0), n: times.length };
};

const database = await openNodeDatabase({ url });
const jwtSecret = 'bench-secret-bench-secret-bench-secret';
let base: string;
let stopServer: () => Promise<void>;
if (values.db === 'postgres') {
  // A separate server process, as in production: the 20 clients do not steal its CPU.
  const port = 8700 + Math.floor(Math.random() * 200);
  const profile = values['server-profile'] ? ['--cpu-prof', `--cpu-prof-dir=${values['server-profile']}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/node.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), JWT_SECRET: jwtSecret, ALLOW_SEEDED_MATCHES: 'true', RATE_LIMIT_PER_MINUTE: '0', NOTIFY_INTERVAL_MS: '0' },
    stdio: 'ignore',
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  stopServer = () => new Promise<void>((resolve) => (agent.destroy(), child.once('exit', () => resolve()), child.kill()));
} else {
  // The embedded database lives inside one process, so the server runs in this one.
  const app = createApp({
    config: { jwtSecret: new TextEncoder().encode(jwtSecret), allowSeededMatches: true, rateLimit: { limit: 0, windowSeconds: 60 } },
    games,
    openDb: async () => ({ db: database.db, release: () => {} }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stopServer = async () => {
    agent.destroy();
    server.close();
  };
}

// A plain keep-alive HTTP client: lighter than fetch, so the load generator takes less of the
// machine's CPU away from the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * 2 });
function call(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: any }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + path,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const guest = async (name: string) => (await call('POST', '/v1/auth/guest', undefined, { name })).body.token as string;

async function newMatch(i: number) {
  const tokens = [await guest(`A${i}`), await guest(`B${i}`)];
  const id = (await call('POST', '/v1/matches', tokens[0], { gameId: 'ruin-runner', players: 2 })).body.id as string;
  await call('POST', `/v1/matches/${id}/join`, tokens[1]);
  return { id, tokens };
}

// --- API over HTTP
const moveTimes: number[] = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    const chooser = seedRng(`bench-${worker}`);
    while (performance.now() - started < budgetMs) {
      const { id, tokens } = await newMatch(worker);
      let match = (await call('GET', `/v1/matches/${id}`, tokens[0])).body;
      while (match.status === 'active' && performance.now() - started < budgetMs) {
        const seat = match.activeSeats[0] as number;
        const legal = (await call('GET', `/v1/matches/${id}/legal-moves`, tokens[seat])).body;
        const move = legal.moves[randomInt(chooser, legal.moves.length)];
        const t0 = performance.now();
        const res = await call('POST', `/v1/matches/${id}/moves`, tokens[seat], { expectedVersion: legal.version, move });
        moveTimes.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`move failed: ${JSON.stringify(res.body)}`);
        match = res.body;
      }
    }
  }),
);
const api = summary(moveTimes, performance.now() - started);

// --- Raw SQL baseline: the same row and the same statements, no HTTP, no engine.
const db = database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const [sample] = await rows<{ id: string; state: unknown }>(sql`select id, state from matches limit 1`);
const stateJson = JSON.stringify(sample!.state);
const ids: string[] = [];
for (let i = 0; i < concurrency; i++) {
  const id = `bench_raw_${i}_${Date.now()}`;
  await db.execute(sql`insert into matches (id, game_id, options, players, status, state, seed, version, created_by)
    select ${id}, game_id, options, players, 'active', state, seed, 0, created_by from matches where id = ${sample!.id}`);
  ids.push(id);
}
const rawTimes: number[] = [];
const rawStart = performance.now();
await Promise.all(
  ids.map(async (id) => {
    let version = 0;
    while (performance.now() - rawStart < budgetMs) {
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select state, version from matches where id = ${id}`);
        const updated = (await tx.execute(
          sql`update matches set state = ${stateJson}::jsonb, version = ${version + 1}, updated_at = now() where id = ${id} and version = ${version} returning id`,
        )) as unknown as { rows: unknown[] };
        if (updated.rows.length !== 1) throw new Error('baseline lost its own race');
        await tx.execute(sql`insert into moves (match_id, seq, seat, move) values (${id}, ${version + 1}, 0, '{"type":"pass"}'::jsonb)`);
      });
      rawTimes.push(performance.now() - t0);
      version++;
    }
  }),
);
const raw = summary(rawTimes, performance.now() - rawStart);

console.log(`database: ${database.driver}, ${concurrency} concurrent matches, ${budgetMs / 1000} s each phase, node ${process.version}, server ${values.db === 'postgres' ? 'in its own process' : 'in the client process'}`);
console.log('| path | p50 ms | p99 ms | moves/s | samples |');
console.log('|---|---|---|---|---|');
console.log(`| API: POST /v1/matches/{id}/moves over HTTP | ${api.p50} | ${api.p99} | ${api.perSecond} | ${api.n} |`);
console.log(`| raw SQL: load + conditional update + insert move | ${raw.p50} | ${raw.p99} | ${raw.perSecond} | ${raw.n} |`);
console.log(`p50 ratio API / raw: ${(Number(api.p50) / Number(raw.p50)).toFixed(2)}`);

if (values.db === 'postgres') {
  await db.execute(sql`delete from matches where id like 'bench_raw_%'`);
}
await stopServer();
await database.close();
