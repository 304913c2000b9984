/**
 * Push against polling, on Node with PostgreSQL, in one run (bench/README.md records results).
 * For each path (`poll`: the app without its hub, each stream polling the database; `push`: the
 * hub fed by LISTEN/NOTIFY) a fresh server process (bench/live-server.ts) is measured for:
 * move latency with no subscribers; delivery latency from the mover's response to the next
 * player's SSE stream and to a waiting long poll; then, with many idle SSE subscribers
 * connected, the queries the server sends and the database's transactions per second while
 * idle, the server's memory per subscriber and the move latency again (and once more after they
 * have gone, to show the noise). Everything runs on loopback and every loop is bounded.
 *
 * npm run bench:live -- [--subscribers 10000] [--poll-subscribers 1000] [--samples 200] [--idle-seconds 10]
 *   [--rounds 3] [--only push|poll]
 * (DATABASE_URL names the server, default postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created there and dropped at the end).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    /** Rounds of (moves with the subscribers connected, moves with them gone), push path only. */
    rounds: { type: 'string', default: '3' },
    /** Measure one path only (`push` or `poll`). */
    only: { type: 'string' },
    subscribers: { type: 'string', default: '10000' },
    'poll-subscribers': { type: 'string', default: '1000' },
    samples: { type: 'string', default: '200' },
    'idle-seconds': { type: 'string', default: '10' },
    /** Each latency measure stops after this many seconds even with fewer samples (a starved server). */
    'budget-seconds': { type: 'string', default: '60' },
  },
});
const samples = Number(values.samples);
const idleSeconds = Number(values['idle-seconds']);
const budgetMs = Number(values['budget-seconds']) * 1000;
/** Runs `step` up to `samples` times, within the time budget. */
async function bounded(step: () => Promise<void>, count = samples): Promise<void> {
  const stopAt = performance.now() + budgetMs;
  for (let i = 0; i < count && performance.now() < stopAt; i++) await step();
}
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const jwtSecret = 'bench-live-secret-bench-live-secret-32';

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const ms = (v: number) => v.toFixed(2);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

// ---- the scratch database -------------------------------------------------------------------
const dbName = `reliquary_bench_live_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
async function transactions(): Promise<number> {
  const { rows } = await admin.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [dbName]);
  return Number(rows[0].n);
}

// ---- the server under test ------------------------------------------------------------------
interface Server {
  mode: 'push' | 'poll';
  base: string;
  child: ChildProcess;
  memory(): Promise<{ rss: number; heapUsed: number; external: number; listeners: number; queries: number }>;
  /** Hub listeners, long polls waiting on the hub, and every query the server has sent so far. */
  count(): Promise<{ listeners: number; waiting: number; queries: number }>;
}
async function startServer(mode: 'push' | 'poll'): Promise<Server> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/live-server.ts', mode], {
    env: { ...process.env, DATABASE_URL: dbUrl.toString(), JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /\{"port":(\d+)\}/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    mode,
    base: `http://127.0.0.1:${port}`,
    child,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as never));
        child.send('mem');
      }),
    count: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as never));
        child.send('count');
      }),
  };
}

// ---- a small HTTP client ----------------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let base = '';
function call(method: string, path: string, token?: string, body?: unknown, retried = false): Promise<{ status: number; body: any; at: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, agent, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(payload ? { 'Content-Type': 'application/json' } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, at: performance.now() }));
    });
    // A kept-alive socket the server closed as idle (its keep-alive timeout) while we reused it:
    // the request never reached it, so it is sent again, once (Node's documented pattern).
    req.on('error', (err: NodeJS.ErrnoException) => (req.reusedSocket && err.code === 'ECONNRESET' && !retried ? call(method, path, token, body, true).then(resolve, reject) : reject(err)));
    req.end(payload);
  });
}
const progress = (text: string) => process.stderr.write(`[bench:live ${new Date().toISOString().slice(11, 19)}] ${text}\n`);

/** An SSE stream on its own socket; `onEvent` gets each event's type and parsed data. */
function openStream(path: string, token: string | undefined, onEvent?: (type: string, data: any) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { agent: false, headers: token ? { Authorization: `Bearer ${token}` } : {} }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${path}: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!onEvent) return;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) onEvent(event, JSON.parse(data));
        }
      });
      res.on('error', () => {});
      resolve(req);
    });
    req.on('error', () => {});
    req.end();
  });
}

// ---- matches to move in ---------------------------------------------------------------------
async function guest(name: string): Promise<{ token: string; id: string }> {
  const res = await call('POST', '/v1/auth/guest', undefined, { name });
  return { token: res.body.token, id: res.body.user.id };
}

/** Two players in a Ruin Runner match; `move` plays the active seat's first legal move. */
async function table(players: { token: string; id: string }[]) {
  let id = '';
  let serial = 0;
  const open = async () => {
    id = (await call('POST', '/v1/matches', players[0]!.token, { gameId: 'ruin-runner', players: 2, seed: `bench-${serial++}` })).body.id;
    await call('POST', `/v1/matches/${id}/join`, players[1]!.token, {});
  };
  await open();
  return {
    get id() {
      return id;
    },
    /** The seat to move and its legal move, fetched untimed. */
    async prepare() {
      for (;;) {
        const match = (await call('GET', `/v1/matches/${id}`, players[0]!.token)).body;
        if (match.status !== 'active') {
          await open();
          continue;
        }
        const seat = match.activeSeats[0] as number;
        const legal = (await call('GET', `/v1/matches/${id}/legal-moves`, players[seat]!.token)).body;
        return { seat, version: legal.version as number, move: legal.moves[0], token: players[seat]!.token };
      }
    },
    async play(p: { version: number; move: unknown; token: string }) {
      const started = performance.now();
      const res = await call('POST', `/v1/matches/${id}/moves`, p.token, { expectedVersion: p.version, move: p.move });
      if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
      return { took: res.at - started, at: res.at, version: res.body.version as number, next: res.body.activeSeats as number[], status: res.body.status as string };
    },
  };
}

async function moveLatencies(t: Table, count = samples): Promise<number[]> {
  const took: number[] = [];
  await bounded(async () => void took.push((await t.play(await t.prepare())).took), count);
  return took;
}

type Player = { token: string; id: string };
type Table = Awaited<ReturnType<typeof table>>;

/** The last seq of a fresh player's inbox (it holds fewer than a page). */
const lastSeq = async (p: Player) => (await call('GET', '/v1/me/events', p.token)).body.next as number;

/** Arrival times of `turn` events, by user, match and version; a waiter per expected key. */
class Arrivals {
  private readonly seen = new Map<string, number>();
  private readonly waiting = new Map<string, (at: number) => void>();
  note(key: string, at = performance.now()) {
    this.seen.set(key, at);
    this.waiting.get(key)?.(at);
  }
  wait(key: string, timeoutMs = 10_000): Promise<number> {
    const at = this.seen.get(key);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event ${key} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(key, (t) => (clearTimeout(timer), this.waiting.delete(key), resolve(t)));
    });
  }
}

/** From the mover's response to the `turn` event on the next player's SSE stream. */
async function sseDelivery(players: Player[], t: Table): Promise<number[]> {
  const arrivals = new Arrivals();
  const streams = await Promise.all(
    players.map(async (p) =>
      openStream(`/v1/me/events/stream?after=${await lastSeq(p)}`, p.token, (type, e) => {
        if (type === 'turn') arrivals.note(`${p.id}@${e.data.matchId}@${e.data.version}`);
      }),
    ),
  );
  const delays: number[] = [];
  try {
    await bounded(async () => {
      const moved = await t.play(await t.prepare());
      if (moved.status !== 'active') return;
      const next = players[moved.next[0] as number] as Player;
      delays.push((await arrivals.wait(`${next.id}@${t.id}@${moved.version}`)) - moved.at);
    });
  } finally {
    for (const s of streams) s.destroy();
  }
  return delays;
}

/** A long poll that can be given up (its socket closed). */
function longPoll(p: Player, after: number): { answer: Promise<{ body: any; at: number }>; cancel(): void } {
  let req: http.ClientRequest | undefined;
  const answer = new Promise<{ body: any; at: number }>((resolve, reject) => {
    req = http.request(`${base}/v1/me/events?after=${after}&wait=30`, { agent: false, headers: { Authorization: `Bearer ${p.token}` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ body: JSON.parse(text), at: performance.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  answer.catch(() => {});
  return { answer, cancel: () => req?.destroy() };
}

/**
 * From the mover's response to the answer of a waiting long poll: both players wait (the
 * mover too, since a move may leave the same seat to act again, which gives it the `turn`);
 * the one the move wakes is measured, the other is given up.
 */
async function longPollDelivery(server: Server, players: Player[], t: Table): Promise<number[]> {
  const delays: number[] = [];
  const cursors = new Map(await Promise.all(players.map(async (p) => [p.id, await lastSeq(p)] as const)));
  await bounded(async () => {
    const prepared = await t.prepare();
    // Untimed: whatever reached an inbox since (turns, a new match) is skipped.
    for (const p of players) {
      for (;;) {
        const pending = (await call('GET', `/v1/me/events?after=${cursors.get(p.id)}`, p.token)).body;
        if (pending.events.length === 0) break;
        cursors.set(p.id, pending.next);
      }
    }
    const { queries } = await server.count();
    const polls = players.map((p) => longPoll(p, cursors.get(p.id) as number));
    // Until both polls wait: on the hub (push), or past their first read of the inbox (poll).
    // A poll that is still being answered when the move lands is not a wake-up.
    const waitingBy = performance.now() + 5000;
    for (;;) {
      const now = await server.count();
      if (server.mode === 'push' ? now.waiting >= players.length : now.queries >= queries + players.length) break;
      if (performance.now() > waitingBy) throw new Error('the long polls never started waiting');
      await sleep(1);
    }
    const moved = await t.play(prepared);
    const woken = await Promise.race(polls.map((poll, i) => poll.answer.then((a) => ({ ...a, i }))));
    for (const poll of polls) poll.cancel();
    const hit = woken.body.events.some((e: { data: { version?: number } }) => e.data.version === moved.version);
    if (hit) delays.push(woken.at - moved.at);
  });
  return delays;
}

/** Opens `count` idle SSE subscribers: inbox streams of 500 other users, `batch` at a time. */
async function idleSubscribers(count: number, users: Player[]): Promise<http.ClientRequest[]> {
  const streams: http.ClientRequest[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, (_, j) => openStream('/v1/me/events/stream', (users[(i + j) % users.length] as Player).token));
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

interface Report {
  mode: string;
  subscribers: number;
  moveNone: number[];
  sse: number[];
  longPoll: number[];
  idleTps: number;
  baselineTps: number;
  idleQps: number;
  baselineQps: number;
  moveAfter: number[];
  roundP50s: string[];
  memPerSubscriber: { rss: number; heap: number };
  moveWith: number[];
  hubListeners: number;
}

async function measure(mode: 'push' | 'poll', subscribers: number): Promise<Report> {
  const server = await startServer(mode);
  base = server.base;
  try {
    const players = [await guest('Mover A'), await guest('Mover B')];
    const t = await table(players);
    for (let i = 0; i < 20; i++) await t.play(await t.prepare()); // warm up
    progress(`${mode}: moves with nobody listening`);
    const moveNone = await moveLatencies(t);
    progress(`${mode}: delivery to SSE streams`);
    const sse = await sseDelivery(players, t);
    progress(`${mode}: delivery to long polls`);
    const longPoll = await longPollDelivery(server, players, t);

    /**
     * Idle cost over `idleSeconds`: the server's own query count (every query it sends), and
     * PostgreSQL's transactions on the scratch database. First until the server has sent no
     * query for 2 s (the streams' first reads are done), then 11 s more: PostgreSQL 15 reports
     * an idle backend's transactions up to 10 s late.
     */
    const quiet = async () => {
      const settleBy = performance.now() + 30_000;
      for (let last = (await server.count()).queries; performance.now() < settleBy; ) {
        await sleep(2000);
        const now = (await server.count()).queries;
        if (now === last) break;
        last = now;
      }
      await sleep(11_000);
      const before = { tx: await transactions(), queries: (await server.count()).queries };
      await sleep(idleSeconds * 1000);
      return { tps: ((await transactions()) - before.tx) / idleSeconds, qps: ((await server.count()).queries - before.queries) / idleSeconds };
    };
    progress(`${mode}: idle, nobody connected`);
    const baseline = await quiet();
    const memBefore = await server.memory();
    progress(`${mode}: connecting ${subscribers} idle subscribers`);
    const users = await Promise.all(Array.from({ length: Math.min(500, subscribers) }, (_, i) => guest(`Idle ${i}`)));
    let streams = await idleSubscribers(subscribers, users);
    progress(`${mode}: idle, ${subscribers} connected`);
    const idle = await quiet();
    const memAfter = await server.memory();
    // Moves with them and without them, in alternating rounds: the machine's load drifts, and
    // interleaving spreads that drift over both sides alike.
    const rounds = mode === 'push' ? Number(values.rounds) : 1;
    const perRound = Math.ceil(samples / rounds);
    const moveWith: number[] = [];
    const moveAfter: number[] = [];
    const roundP50s: string[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round > 0) streams = await idleSubscribers(subscribers, users);
      await sleep(2000);
      progress(`${mode}: moves with ${subscribers} connected (round ${round + 1} of ${rounds})`);
      const withThem = await moveLatencies(t, perRound);
      for (const s of streams) s.destroy();
      await sleep(2000);
      progress(`${mode}: moves with them gone (round ${round + 1} of ${rounds})`);
      const without = await moveLatencies(t, perRound);
      moveWith.push(...withThem);
      moveAfter.push(...without);
      roundP50s.push(`${ms(pct(withThem, 50))} / ${ms(pct(without, 50))}`);
    }
    return {
      mode,
      subscribers,
      moveNone,
      sse,
      longPoll,
      idleTps: idle.tps,
      baselineTps: baseline.tps,
      idleQps: idle.qps,
      baselineQps: baseline.qps,
      moveAfter,
      roundP50s,
      memPerSubscriber: { rss: (memAfter.rss - memBefore.rss) / subscribers, heap: (memAfter.heapUsed + memAfter.external - memBefore.heapUsed - memBefore.external) / subscribers },
      moveWith,
      hubListeners: memAfter.listeners,
    };
  } finally {
    agent.destroy();
    await new Promise<void>((resolve) => {
      server.child.once('exit', () => resolve());
      server.child.kill();
    });
  }
}

const reports: Report[] = [];
try {
  if (values.only !== 'poll') reports.push(await measure('push', Number(values.subscribers)));
  if (values.only !== 'push') reports.push(await measure('poll', Number(values['poll-subscribers'])));
} finally {
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

const kb = (b: number) => (b / 1024).toFixed(1);
console.log(`samples per measure: ${samples} (or what ${budgetMs / 1000} s allowed); idle window: ${idleSeconds} s; load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| path | delivery SSE p50 / p99 (ms) | long poll p50 / p99 (ms) | idle subscribers | server queries/s idle (none → with them) | DB transactions/s idle (none → with them) | memory per subscriber (RSS / heap+external KB) | move p50 (ms): first, none connected | move p50 with them → with them gone, rounds pooled (ms) | ratio | p50 per round, with / gone (ms) |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of reports) {
  const withThem = pct(r.moveWith, 50);
  const gone = pct(r.moveAfter, 50);
  console.log(
    `| ${r.mode} | ${ms(pct(r.sse, 50))} / ${ms(pct(r.sse, 99))} (n=${r.sse.length}) | ${ms(pct(r.longPoll, 50))} / ${ms(pct(r.longPoll, 99))} (n=${r.longPoll.length}) | ${r.subscribers} | ${r.baselineQps.toFixed(1)} → ${r.idleQps.toFixed(1)} | ${r.baselineTps.toFixed(1)} → ${r.idleTps.toFixed(1)} | ${kb(r.memPerSubscriber.rss)} / ${kb(r.memPerSubscriber.heap)} | ${ms(pct(r.moveNone, 50))} (p99 ${ms(pct(r.moveNone, 99))}, n=${r.moveNone.length}) | ${ms(withThem)} → ${ms(gone)} (p99 ${ms(pct(r.moveWith, 99))} → ${ms(pct(r.moveAfter, 99))}, n=${r.moveWith.length}, ${r.moveAfter.length}) | ${(withThem / gone).toFixed(2)}x | ${r.roundP50s.join('; ')} |`,
  );
}
