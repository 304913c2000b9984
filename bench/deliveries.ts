/**
 * Background work that keeps up (issue #28, items 1 and 2), on the Worker under `wrangler dev`
 * (local queues and Durable Object alarms; `npm run dev`) or on Node (`npm start`), both on a
 * scratch PostgreSQL database, with the dev mail transport:
 *
 * - notifications: `--moves` moves (GET legal-moves + POST move) in `--matches` Ruin Runner matches
 *   between guests with addresses, `--concurrency` at a time; every turn and end-of-match email
 *   is counted from the outbox (sent once, attempts 1), from the dev mailbox (one message per key)
 *   and from the server's log (one "[dev mail]" line per send: none doubled), and timed from its
 *   commit to its delivery;
 * - deadlines: `--deadlines` matches started in a burst with a clock of `--clock` seconds
 *   (onTimeout resign); each one's lateness is the time from its deadline to its `$timeout` commit.
 *
 *   npx tsx bench/deliveries.ts --target worker|node [--matches 1000] [--moves 10000] [--deadlines 1000] [--clock 120]
 * (DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created there, migrated, and dropped at the end.) The Worker reaches it through
 * PgBouncer (`pgbouncer` on the PATH; `--pooler false` to go straight): wrangler's local Hyperdrive
 * opens a PostgreSQL session per connection, so a thousand alarms at once would meet
 * max_connections, where Hyperdrive in production pools them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'worker' },
    matches: { type: 'string', default: '1000' },
    moves: { type: 'string', default: '10000' },
    deadlines: { type: 'string', default: '1000' },
    clock: { type: 'string', default: '120' },
    concurrency: { type: 'string', default: '16' },
    /** Where the server's output is copied (for a look at what it did). */
    log: { type: 'string' },
    pooler: { type: 'string', default: 'true' },
  },
});
const target = values.target as 'worker' | 'node';
const matchCount = Number(values.matches);
const moveCount = Number(values.moves);
const deadlineCount = Number(values.deadlines);
const clockSeconds = Number(values.clock);
const concurrency = Number(values.concurrency);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_deliveries_${process.pid}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${quantile(s, 0.5).toFixed(0)} ms, p99 ${quantile(s, 0.99).toFixed(0)} ms, max ${(s.at(-1) ?? NaN).toFixed(0)} ms`;
};

async function forEachLimit<T>(items: readonly T[], limit: number, each: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await each(items[i]!, i);
    }
  }));
}

const url = new URL(server);
url.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists ${name}`);
await admin.query(`create database ${name}`);
const db = new pg.Client({ connectionString: url.toString() });

let proc: ChildProcess | undefined;
let pooler: ChildProcess | undefined;
const state = mkdtempSync(join(tmpdir(), 'bench-deliveries-'));
/** "[dev mail]" lines the server printed, by subject: each is one send. */
const sends = new Map<string, number>();
try {
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    EMAIL_TRANSPORT: 'dev',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    LIMIT_GUESTS_PER_HOUR: '1000000',
    LIMIT_WAITING_MATCHES_PER_ACCOUNT: '1000000',
    // Turn emails wait while their player was active in the last two minutes (and every bench
    // player just moved): measured without that wait, which is policy, not throughput.
    NOTIFY_ACTIVE_GRACE_S: process.env.NOTIFY_ACTIVE_GRACE_S ?? '0',
  };
  await new Promise<void>((resolve, reject) => spawn(process.execPath, ['node_modules/.bin/tsx', 'scripts/migrate.ts'], { env, stdio: 'ignore' }).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate: ${code}`)))));
  await db.connect();
  let workerDatabaseUrl = url.toString();
  if (target === 'worker' && values.pooler !== 'false') {
    // PgBouncer in session mode, a pool of 20 server connections for any number of clients: the
    // local stand-in for Hyperdrive's pool (as in bench/worker-db.ts).
    const pgbPort = await freePort();
    const dir = join(state, 'pgbouncer');
    mkdirSync(dir, { recursive: true });
    chmodSync(state, 0o755);
    chmodSync(dir, 0o777);
    const ini = join(dir, 'pgbouncer.ini');
    writeFileSync(
      ini,
      [
        '[databases]',
        `${name} = host=${url.hostname} port=${url.port || 5432} dbname=${name} user=${url.username || 'postgres'}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${pgbPort}`,
        'unix_socket_dir =',
        'auth_type = any',
        'pool_mode = session',
        'default_pool_size = 20',
        'max_client_conn = 5000',
        'ignore_startup_parameters = extra_float_digits,options',
        `logfile = ${join(dir, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
    );
    chmodSync(ini, 0o644);
    // PgBouncer refuses to run as root.
    pooler = process.getuid?.() === 0 ? spawn('runuser', ['-u', 'postgres', '--', 'pgbouncer', ini], { stdio: 'ignore' }) : spawn('pgbouncer', [ini], { stdio: 'ignore' });
    for (let i = 0; ; i++) {
      const probe = new pg.Client({ connectionString: `postgres://postgres:pw@127.0.0.1:${pgbPort}/${name}` });
      try {
        await probe.connect();
        await probe.end();
        break;
      } catch (err) {
        if (i > 50) throw err;
        await sleep(100);
      }
    }
    workerDatabaseUrl = `postgres://postgres:pw@127.0.0.1:${pgbPort}/${name}`;
  }
  const port = await freePort();
  proc =
    target === 'worker'
      ? spawn(process.execPath, ['node_modules/.bin/tsx', 'scripts/dev.ts', '--port', String(port), '--persist-to', state], { env: { ...env, DATABASE_URL: workerDatabaseUrl }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      : spawn(process.execPath, ['node_modules/.bin/tsx', 'src/node.ts'], { env: { ...env, PORT: String(port), DATA_DIR: state }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  proc.once('exit', (code, signal) => console.error(`the server exited (code ${code}, signal ${signal})`));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 180_000);
    let started = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (values.log) appendFileSync(values.log, text);
      for (const m of text.matchAll(/\[dev mail\] to \S+: ([^\n]+)/g)) sends.set(m[1]!, (sends.get(m[1]!) ?? 0) + 1);
      if (started) return;
      out += text;
      if (out.includes('Ready on') || out.includes('Reliquary listening')) (started = true, clearTimeout(timer), resolve());
    };
    proc!.stdout!.on('data', onData);
    proc!.stderr!.on('data', onData);
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, token?: string, body?: unknown): Promise<any> => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as any;
      if (res.status < 500 || attempt >= 3) return json;
      await sleep(200);
    }
  };
  const guests = async (n: number) => {
    const made: { token: string; id: string }[] = [];
    await forEachLimit(Array.from({ length: n }), concurrency, async () => {
      const g = await call('/v1/auth/guest', undefined, { name: 'Bench' });
      made.push({ token: g.token, id: g.user.id });
    });
    // People with addresses: their turns are emailed.
    await db.query(`update users set email = id || '@bench.test' where kind = 'guest' and email is null`);
    return made;
  };
  console.log(`target ${target}, ${new Date().toISOString()}`);

  // 1. Notifications.
  if (moveCount > 0) {
    const players = await guests(matchCount * 2);
    const matches: { id: string; tokens: string[] }[] = [];
    await forEachLimit(Array.from({ length: matchCount }, (_, i) => i), concurrency, async (i) => {
      const tokens = [players[2 * i]!.token, players[2 * i + 1]!.token];
      const created = await call('/v1/matches', tokens[0], { gameId: 'ruin-runner', players: 2 });
      await call(`/v1/matches/${created.id}/join`, tokens[1], {});
      matches.push({ id: created.id, tokens });
    });
    const startedAt = Date.now();
    let played = 0;
    let refused = 0;
    // Round robin: move r of every match before move r + 1 of any.
    const perMatch = Math.ceil(moveCount / matchCount);
    const queue = Array.from({ length: perMatch }, () => matches).flat().slice(0, moveCount);
    const busy = new Set<string>();
    await forEachLimit(queue, concurrency, async (m) => {
      while (busy.has(m.id)) await sleep(5);
      busy.add(m.id);
      try {
        const match = await call(`/v1/matches/${m.id}`);
        if (match.status !== 'active') return void refused++;
        const token = m.tokens[match.activeSeats[0]]!;
        const legal = await call(`/v1/matches/${m.id}/legal-moves`, token);
        const moved = await call(`/v1/matches/${m.id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] });
        if (moved.version) played++;
        else refused++;
      } finally {
        busy.delete(m.id);
      }
    });
    const movesDoneAt = Date.now();
    console.log(`${played} moves (${refused} refused) in ${((movesDoneAt - startedAt) / 1000).toFixed(1)} s`);
    const pendingSql = `select count(*)::int as n from outbox where status in ('pending', 'sending')`;
    let pending = Infinity;
    const until = Date.now() + 15 * 60_000;
    while (pending > 0 && Date.now() < until) {
      pending = (await db.query(pendingSql)).rows[0].n;
      if (pending > 0) await sleep(250);
    }
    const doneAt = Date.now();
    const rows = (
      await db.query(
        `select o.kind, o.status, o.attempts, extract(epoch from (d.created_at - o.created_at)) * 1000 as delay_ms, (select count(*) from dev_mail x where x.key = o.dedupe_key)::int as copies
         from outbox o left join dev_mail d on d.key = o.dedupe_key where o.kind in ('turn', 'finished')`,
      )
    ).rows as { kind: string; status: string; attempts: number; delay_ms: number | null; copies: number }[];
    const byStatus = rows.reduce<Record<string, number>>((acc, r) => ((acc[r.status] = (acc[r.status] ?? 0) + 1), acc), {});
    const sent = rows.filter((r) => r.status === 'sent');
    const logged = [...sends].filter(([subject]) => subject.startsWith('Your turn')).reduce((n, [, c]) => n + c, 0);
    console.log(`notifications (turn, finished; the first turns included): ${rows.length}; by status ${JSON.stringify(byStatus)}; still pending after the wait: ${pending}`);
    console.log(`sent with more than one attempt: ${sent.filter((r) => r.attempts !== 1).length}; dev mailbox copies other than one: ${sent.filter((r) => r.copies !== 1).length}; turn emails in the log: ${logged} (turn rows sent: ${sent.filter((r) => r.kind === 'turn').length})`);
    console.log(`delivered ${((doneAt - movesDoneAt) / 1000).toFixed(1)} s after the last move, ${((doneAt - startedAt) / 1000).toFixed(1)} s after the first`);
    console.log(`commit to delivery: ${summary(sent.map((r) => Number(r.delay_ms)))}`);
  }

  // 2. Deadlines.
  if (deadlineCount > 0) {
    const players = await guests(deadlineCount * 2);
    const deadlines = new Map<string, number>();
    const created: { id: string; token: string }[] = [];
    await forEachLimit(Array.from({ length: deadlineCount }, (_, i) => i), concurrency, async (i) => {
      const m = await call('/v1/matches', players[2 * i]!.token, { gameId: 'ruin-runner', players: 2, timeControl: { perMoveSeconds: clockSeconds }, onTimeout: 'resign' });
      created.push({ id: m.id, token: players[2 * i + 1]!.token });
    });
    // The clocks start at the joins: a burst.
    const burstStart = Date.now();
    await forEachLimit(created, concurrency, async (m) => {
      const joined = await call(`/v1/matches/${m.id}/join`, m.token, {});
      deadlines.set(m.id, Date.parse(joined.deadlineAt));
    });
    const times = [...deadlines.values()].sort((a, b) => a - b);
    console.log(`${deadlines.size} clocks started in ${((Date.now() - burstStart) / 1000).toFixed(1)} s; deadlines from ${new Date(times[0]!).toISOString()} to ${new Date(times.at(-1)!).toISOString()}`);
    const last = times.at(-1)!;
    const until = last + 5 * 60_000;
    let applied: { match_id: string; at: Date }[] = [];
    await sleep(Math.max(0, last - Date.now()));
    while (Date.now() < until) {
      applied = (await db.query(`select match_id, created_at as at from moves where move->>'type' = '$timeout'`)).rows;
      if (applied.length >= deadlines.size) break;
      await sleep(500);
    }
    const lateness = applied.filter((r) => deadlines.has(r.match_id)).map((r) => r.at.getTime() - deadlines.get(r.match_id)!);
    console.log(`timeouts applied: ${lateness.length} of ${deadlines.size}; lateness after the deadline: ${summary(lateness)}`);
    const reminders = (await db.query(`select count(*)::int as n from outbox where kind = 'reminder'`)).rows[0].n;
    console.log(`reminders queued: ${reminders}`);
  }
} finally {
  // The server may be gone already (its exit is then the error being reported).
  if (proc?.pid) {
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {}
  }
  await sleep(1000);
  pooler?.kill('SIGTERM');
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  rmSync(state, { recursive: true, force: true });
}
