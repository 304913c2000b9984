/**
 * The database path of the Worker, with PostgreSQL far away (issue #27): `npm run bench:worker-db`.
 *
 * A delaying TCP proxy (bench/delay-proxy.ts, 20 ms each way by default) stands for the distance
 * between the Worker's location and the database. Three set-ups play the same requests, side by
 * side in one run, each against its own proxy (which also counts the database round trips):
 *
 *   neon        Worker (wrangler dev, DATABASE_URL as a var: Neon's serverless driver, a new
 *               connection per request) → ws bridge (scripts/ws-bridge.ts) → delay → PostgreSQL.
 *   hyperdrive  Worker (wrangler dev, its HYPERDRIVE binding: node-postgres; wrangler's local
 *               Hyperdrive opens a session per request) → PgBouncer (local, no delay, a warm pool
 *               of server connections) → delay → PostgreSQL. As in production, where Hyperdrive
 *               answers the connection set-up near the Worker and pools connections near the database.
 *   node        `npm start`'s server (src/node.ts, a warm node-postgres pool) → delay → PostgreSQL.
 *
 * Per round and set-up: two guests, a match (Ruin Runner, two players), a join, then --moves
 * moves, each preceded by GET match and GET legal moves as a player would. Requests go one at a
 * time; after each, the bench waits until its proxy has been quiet for --quiet-ms, so what a
 * request costs after its response (a connection's end, PgBouncer's reset) is counted with it and
 * never delays the next one. Round 0 is a warm-up and is not counted; the set-ups take turns
 * first in each round.
 *
 *   npm run bench:worker-db -- [--rounds 30] [--moves 10] [--delay 20] [--pool-mode session|transaction]
 *                              [--setups neon,hyperdrive,node] [--quiet-ms 60] [--tree HEAD|<commit>|.]
 *
 * `npm run bench:worker-db` builds the web app first (wrangler.toml's [assets] serves web/dist);
 * `npx tsx bench/worker-db.ts` skips that when it is built. Needs PostgreSQL (BENCH_ADMIN_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops its own
 * database bench_worker_db) and `pgbouncer` on the PATH (Debian: apt-get install -y pgbouncer).
 * Rate limits stay on, set high, so the guest limit's database bucket is paid as in production.
 *
 * PgBouncer pools by session by default here: Debian 12's PgBouncer is 1.18, which in transaction
 * mode hands a client's named prepared statements (`reliquary_load_match`, the move's commit, …)
 * to whichever server connection is free, so a new session that prepares one on a connection
 * that already holds it fails ("prepared statement … already exists"). Hyperdrive (and PgBouncer
 * 1.21+ with max_prepared_statements) tracks them across pooled connections. With the Worker's
 * one session per request, session pooling costs the same round trips; `--pool-mode transaction`
 * shows the failure.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startWsBridge } from '../scripts/ws-bridge.js';
import { startDelayProxy, type DelayProxy, type ProxyCounts } from './delay-proxy.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    moves: { type: 'string', default: '10' },
    delay: { type: 'string', default: '20' },
    'pool-mode': { type: 'string', default: 'session' },
    setups: { type: 'string', default: 'neon,hyperdrive,node' },
    'quiet-ms': { type: 'string', default: '60' },
    /** The code to measure: a commit (checked out from git into a scratch folder), or `.` for a copy of the working tree as it is at the start. */
    tree: { type: 'string', default: 'HEAD' },
  },
});
const rounds = Number(values.rounds);
const movesPerRound = Number(values.moves);
const delayMs = Number(values.delay);
const poolMode = values['pool-mode']!;
if (!['session', 'transaction'].includes(poolMode)) throw new Error('--pool-mode is session or transaction');
const quietMs = Number(values['quiet-ms']);
const setupNames = values.setups!.split(',') as SetupName[];
type SetupName = 'neon' | 'hyperdrive' | 'node';

const adminUrl = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'bench_worker_db';
const admin = new URL(adminUrl);
const pgTarget = { host: admin.hostname, port: Number(admin.port || 5432) };
const jwtSecret = 'bench-secret-bench-secret-bench-secret';
const high = '1000000';
const limits = { RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_ANONYMOUS_PER_MINUTE: high, LIMIT_GUESTS_PER_HOUR: high };
const scratch = mkdtempSync(join(tmpdir(), 'bench-worker-db-'));
const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown> | void)[] = [];

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Its own process group: wrangler's workerd goes with it.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
      resolve();
    }, 5000).unref();
  });
}
process.once('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {}
  }
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * The code measured: `wrangler dev` rebuilds and restarts the Worker whenever a source file
 * changes, and others edit this working tree, so the bench measures a copy made at its start in
 * the scratch folder: a commit (default HEAD), or with `--tree .` the working tree as it is then,
 * uncommitted changes included (with this tree's node_modules and built web app beside it).
 */
const root = (() => {
  const dir = join(scratch, 'tree');
  mkdirSync(dir);
  if (values.tree === '.') {
    // The working tree as it is now (tracked and new files, uncommitted changes included), frozen for the run.
    execFileSync('sh', ['-c', 'git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -x -C "$0"', dir]);
  } else {
    execFileSync('sh', ['-c', `git archive --format=tar "$0" | tar -x -C "$1"`, values.tree!, dir]);
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
  const web = join(process.cwd(), 'web', 'dist');
  if (!existsSync(web)) throw new Error('web/dist is missing: npm run build:web (wrangler.toml serves it)');
  cpSync(web, join(dir, 'web', 'dist'), { recursive: true });
  return dir;
})();
const commit = execFileSync('git', ['rev-parse', '--short', values.tree === '.' ? 'HEAD' : values.tree!]).toString().trim();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts `command` in its own process group; resolves once its output says `ready` (or a health check passes). */
async function startProcess(name: string, command: string, args: string[], env: Record<string, string>, ready: RegExp | (() => Promise<boolean>)): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  errorsOf.set(name, () => output);
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal}) during the run; its last output:\n${output.slice(-3000)}`);
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    if (ready instanceof RegExp ? ready.test(output) : await ready()) break;
    if (performance.now() - started > 180_000) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}
const errorsOf = new Map<string, () => string>();
let stopping = false;

// --- The database -----------------------------------------------------------------------------
async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
await adminQuery(`drop database if exists ${dbName} with (force)`);
await adminQuery(`create database ${dbName}`);
cleanups.push(() => adminQuery(`drop database if exists ${dbName} with (force)`));
const directUrl = new URL(adminUrl);
directUrl.pathname = `/${dbName}`;
{
  const migrate = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: directUrl.toString() }, stdio: 'inherit' });
  const code = await new Promise((resolve) => migrate.once('exit', resolve));
  if (code !== 0) throw new Error('migration failed');
}
const urlThrough = (port: number, password?: string) => {
  const url = new URL(directUrl.toString());
  url.hostname = '127.0.0.1';
  url.port = String(port);
  if (password) url.password = password;
  return url.toString();
};

// --- The set-ups --------------------------------------------------------------------------------
interface Setup {
  name: SetupName;
  label: string;
  base: string;
  proxy: DelayProxy;
}
const setups: Setup[] = [];

async function startWrangler(name: string, vars: Record<string, string>, hyperdriveUrl: string): Promise<string> {
  const port = await freePort();
  const inspector = await freePort();
  const allVars = { JWT_SECRET: jwtSecret, DEV_DEFAULTS: 'true', ...limits, ...vars };
  const args = [
    'node_modules/wrangler/bin/wrangler.js',
    'dev',
    '--port',
    String(port),
    '--inspector-port',
    String(inspector),
    '--persist-to',
    join(scratch, `wrangler-${name}`),
    ...Object.entries(allVars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
  ];
  await startProcess(name, process.execPath, args, { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdriveUrl }, /Ready on/);
  return `http://127.0.0.1:${port}`;
}

const unusedHyperdrive = 'postgres://reliquary:unused@127.0.0.1:9/none';
for (const name of setupNames) {
  const proxy = await startDelayProxy(pgTarget, delayMs);
  cleanups.push(() => proxy.close());
  if (name === 'neon') {
    const bridge = await startWsBridge();
    cleanups.push(() => bridge.close());
    const base = await startWrangler('neon', { DATABASE_URL: urlThrough(proxy.port), NEON_WS_PROXY: `127.0.0.1:${bridge.port}` }, unusedHyperdrive);
    setups.push({ name, label: 'Worker, Neon driver (WebSocket)', base, proxy });
  } else if (name === 'hyperdrive') {
    const pgbPort = await freePort();
    const dir = join(scratch, 'pgbouncer');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    chmodSync(scratch, 0o755);
    chmodSync(dir, 0o777);
    const ini = join(dir, 'pgbouncer.ini');
    writeFileSync(
      ini,
      [
        '[databases]',
        `${dbName} = host=127.0.0.1 port=${proxy.port} dbname=${dbName} user=${directUrl.username || 'postgres'}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${pgbPort}`,
        'unix_socket_dir =',
        // The local stand-in for Hyperdrive's pool: no passwords here (the database trusts 127.0.0.1).
        'auth_type = any',
        `pool_mode = ${poolMode}`,
        'default_pool_size = 10',
        // A warm pool: server connections opened ahead of need, and no health check that would put an
        // extra round trip in front of a request after 30 s idle (Hyperdrive checks its own connections).
        'min_pool_size = 4',
        'server_check_delay = 3600',
        'server_lifetime = 86400',
        'server_idle_timeout = 86400',
        'ignore_startup_parameters = extra_float_digits,options',
        `logfile = ${join(dir, 'pgbouncer.log')}`,
        `pidfile = ${join(dir, 'pgbouncer.pid')}`,
        '',
      ].join('\n'),
    );
    chmodSync(ini, 0o644);
    // PgBouncer refuses to run as root.
    const asRoot = process.getuid?.() === 0;
    const [cmd, args] = asRoot ? ['runuser', ['-u', 'postgres', '--', 'pgbouncer', ini]] : ['pgbouncer', [ini]];
    await startProcess('pgbouncer', cmd, args as string[], {}, async () => {
      const client = new pg.Client({ connectionString: urlThrough(pgbPort, 'pw') });
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    });
    const base = await startWrangler('hyperdrive', {}, urlThrough(pgbPort, 'pw'));
    setups.push({ name, label: `Worker, Hyperdrive (local) → PgBouncer (${poolMode})`, base, proxy });
  } else if (name === 'node') {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await startProcess(
      'node',
      process.execPath,
      ['--import', 'tsx', 'src/node.ts'],
      { DATABASE_URL: urlThrough(proxy.port), PORT: String(port), JWT_SECRET: jwtSecret, DATA_DIR: join(scratch, 'node-data'), NOTIFY_INTERVAL_MS: '0', ...limits },
      () => fetch(`${base}/healthz`).then((r) => r.ok, () => false),
    );
    setups.push({ name, label: 'Node (npm start), node-postgres pool', base, proxy });
  } else throw new Error(`unknown set-up ${name}`);
}

// --- The requests -------------------------------------------------------------------------------
const ops = ['move', 'get match', 'legal moves', 'create guest', 'create match', 'join'] as const;
type Op = (typeof ops)[number];
interface Sample {
  ms: number;
  /** Query round trips before the response. */
  trips: number;
  /** Connection start-up turns before the response (a new connection per request). */
  setup: number;
  /** Query round trips answered after the response (work left running beside it). */
  after: number;
  /** Start-up turns after the response (a connection opened by that work). */
  afterSetup: number;
  /** PgBouncer's own reset after the client left. */
  pooler: number;
}
const samples = new Map<string, Sample[]>();
const errors = new Map<string, { count: number; first: string }>();
let counting = false;

class RequestFailed extends Error {}

function diff(a: ProxyCounts, b: ProxyCounts) {
  return { queries: b.queries - a.queries, setup: b.setup - a.setup, pooler: b.pooler - a.pooler };
}

async function call(setup: Setup, op: Op, method: string, path: string, token: string | undefined, body: unknown, expect: number): Promise<any> {
  await setup.proxy.quiet(quietMs);
  const before = setup.proxy.counts();
  const t0 = performance.now();
  const res = await fetch(setup.base + path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      // Where the Worker finds its client's address in production (the guest limit counts by it).
      'CF-Connecting-IP': '203.0.113.7',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const atResponse = setup.proxy.counts();
  await setup.proxy.quiet(quietMs);
  const settled = setup.proxy.counts();
  const key = `${setup.name}/${op}`;
  if (res.status !== expect) {
    const e = errors.get(key) ?? { count: 0, first: `${res.status} ${text.slice(0, 300)}` };
    e.count++;
    errors.set(key, e);
    throw new RequestFailed(`${key}: ${res.status} ${text.slice(0, 300)}`);
  }
  if (counting) {
    const onPath = diff(before, atResponse);
    const all = diff(before, settled);
    const list = samples.get(key) ?? [];
    list.push({ ms, trips: onPath.queries, setup: onPath.setup, after: all.queries - onPath.queries, afterSetup: all.setup - onPath.setup, pooler: all.pooler });
    samples.set(key, list);
  }
  return text ? JSON.parse(text) : null;
}

let guestNo = 0;
async function round(setup: Setup): Promise<void> {
  try {
    const players: { token: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const g = await call(setup, 'create guest', 'POST', '/v1/auth/guest', undefined, { name: `Bench ${++guestNo}` }, 201);
      players.push({ token: g.token });
    }
    const created = await call(setup, 'create match', 'POST', '/v1/matches', players[0]!.token, { gameId: 'ruin-runner', players: 2 }, 201);
    const id = created.id as string;
    let match = await call(setup, 'join', 'POST', `/v1/matches/${id}/join`, players[1]!.token, {}, 200);
    for (let m = 0; m < movesPerRound && match.status === 'active'; m++) {
      const seat = (match.activeSeats as number[])[0]!;
      const token = players[seat]!.token;
      match = await call(setup, 'get match', 'GET', `/v1/matches/${id}`, token, undefined, 200);
      const legal = await call(setup, 'legal moves', 'GET', `/v1/matches/${id}/legal-moves`, token, undefined, 200);
      match = await call(setup, 'move', 'POST', `/v1/matches/${id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] }, 200);
    }
  } catch (err) {
    if (!(err instanceof RequestFailed)) throw err;
    console.error(`  round ${counting ? '' : '(warm-up) '}abandoned: ${err.message.slice(0, 120)}`);
  }
}

const started = new Date();
const load0 = loadavg()[0]!;
console.log(`code: ${values.tree === '.' ? `a copy of the working tree (HEAD ${commit} and the uncommitted changes at ${new Date().toISOString().slice(11, 16)} UTC)` : `commit ${commit}`}`);
console.log(`${setups.length} set-ups, ${delayMs} ms each way to PostgreSQL, ${rounds} rounds of 2 guests, a match, a join and ${movesPerRound} moves; PgBouncer ${poolMode} pooling`);
let roundsDone = 0;
try {
  for (let r = 0; r <= rounds; r++) {
    counting = r > 0;
    for (let i = 0; i < setups.length; i++) {
      const setup = setups[(i + r) % setups.length]!;
      const t = performance.now();
      await round(setup);
      if (r === 0 || r % 5 === 0 || r === rounds) console.log(`round ${r}${r === 0 ? ' (warm-up)' : ''} ${setup.name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    roundsDone = r;
  }
} catch (err) {
  // A server gone (its exit is logged above): what was measured so far is still printed.
  console.error(`stopped in round ${roundsDone + 1}: ${err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err)}`);
}

// --- The table ------------------------------------------------------------------------------------
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? NaN;
const median = (xs: number[]) => pct([...xs].sort((a, b) => a - b), 50);
const spread = (xs: number[]) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? `${lo}` : `${median(xs)} (${lo}-${hi})`;
};
function cell(list: Sample[] | undefined): { time: string; trips: string } {
  if (!list?.length) return { time: '-', trips: '-' };
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  const setupTurns = list.map((s) => s.setup);
  const after = list.map((s) => s.after);
  const afterSetup = list.map((s) => s.afterSetup);
  const pooler = list.map((s) => s.pooler);
  let trips = spread(list.map((s) => s.trips));
  if (Math.max(...setupTurns) > 0) trips += ` + ${spread(setupTurns)} set-up`;
  const later: string[] = [];
  if (Math.max(...after) > 0) later.push(spread(after));
  if (Math.max(...afterSetup) > 0) later.push(`${spread(afterSetup)} set-up`);
  if (Math.max(...pooler) > 0) later.push(`${spread(pooler)} reset`);
  if (later.length) trips += `; after: ${later.join(' + ')}`;
  return { time: `${pct(ms, 50).toFixed(1)} / ${pct(ms, 99).toFixed(1)}`, trips };
}
const targets: Partial<Record<Op, number>> = { move: 60, join: 100, 'get match': 60 };
console.log(
  `\n${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}${values.tree === '.' ? ' + working tree' : ''}, ${cpus().length} cores, load ${load0.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end; ${delayMs} ms each way; ${roundsDone} rounds × ${movesPerRound} moves\n`,
);
console.log(`| request (p50 / p99 ms, n) | ${setups.map((s) => `${s.name}: p50 / p99 | round trips`).join(' | ')} | target p50 |`);
console.log(`|---|${setups.map(() => '--:|---').join('|')}|--:|`);
for (const op of ops) {
  const n = samples.get(`${setups[0]!.name}/${op}`)?.length ?? 0;
  const cells = setups.map((s) => cell(samples.get(`${s.name}/${op}`)));
  console.log(`| ${op} (${n}) | ${cells.map((c) => `${c.time} | ${c.trips}`).join(' | ')} | ${targets[op] ?? ''} |`);
}
console.log(`\nround trips: median (min-max) query round trips answered before the response, "+ set-up": a new connection's start-up turns; "after:" what was answered after the response (work left running beside it, e.g. the match's live object reading the new version), "reset": PgBouncer's DISCARD ALL once the Worker's session ended. Each round trip costs ${2 * delayMs} ms here.`);
for (const s of setups) console.log(`${s.name}: ${s.label}`);
if (errors.size) {
  console.log('\nerrors:');
  for (const [key, e] of errors) console.log(`  ${key}: ${e.count}, first: ${e.first}`);
  // What the servers said about them (their own words, once each).
  for (const s of setups) {
    const lines = (errorsOf.get(s.name)?.() ?? '').split('\n').filter((l) => /error|exception|uncaught/i.test(l));
    const unique = [...new Set(lines.map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim()))].slice(0, 8);
    if (unique.length) console.log(`${s.name} logged:\n${unique.map((l) => `  ${l.slice(0, 240)}`).join('\n')}`);
    const refused = [...(errorsOf.get(s.name)?.() ?? '').matchAll(/(prepared statement \\?"[^"\\]+\\?" (?:already exists|does not exist))/g)].map((m) => m[1]!.replace(/\\/g, ''));
    if (refused.length) console.log(`${s.name}: ${refused.length} statements refused: ${[...new Set(refused)].join('; ')}`);
  }
}

stopping = true;
for (const child of children.reverse()) await stopChild(child);
for (const close of cleanups.reverse()) await close();
rmSync(scratch, { recursive: true, force: true });
process.exit(0);
