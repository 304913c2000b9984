/**
 * API benchmark: the write path of a move, the server against an honest raw-SQL baseline, side by
 * side in one run, at several numbers of concurrent matches (issue #20).
 *
 * Every worker plays its own Ruin Runner matches to the end, POST …/moves only: the bench knows
 * each match's seed, so it replays the game locally and picks a legal move without asking the
 * server. The baseline replays the very same games (same seeds, same moves) and, per move,
 * writes in one statement the rows the server's `reliquary_commit_move` writes: the match
 * (the real next state, same size, not filler), the move with its events, the outbox row, and
 * the inbox events with their users' seq. It leaves out what the server does only now and then
 * (the last-activity write, once per player per 30 s) and the server's reads. Both use the same
 * database, the same tables and triggers, and the same pool size (DATABASE_POOL_MAX). With
 * --function, a third phase calls reliquary_commit_move directly: the database's share; with
 * --floor, another sends the baseline's statement through hono on node-server
 * (api-floor-server.ts): the fixed stack's floor. An untimed run 0 warms every process. With
 * --runs N, each level is played N times, the phases' order rotating, and the medians printed.
 * The server's CPU time per move comes from /proc (Linux).
 *
 *   npm run bench:api -- --db postgres [--levels 1,20,100] [--moves 4000] [--runs 1] [--function] [--floor]
 *   npm run bench:api -- --db postgres --turns 100,100000 [--runs 6]   # GET /v1/me/turns only
 *
 * postgres uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_api; never the
 * database `test`). pglite runs the server in this process and has no baseline.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/api/app.js';
import { defaultPoolMax, openNodeDatabase } from '../src/db/node.js';
import { finishedEvents, turnEvents, type InboxEvent } from '../src/db/events.js';
import { games } from '../src/games/index.js';
import { playMove, randomInt, seedRng, type AnyGame } from '../src/engine/index.js';
import { baselineText } from './api-baseline.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    levels: { type: 'string', default: '1,20,100' },
    /** Moves per level and phase, at least: every worker plays whole matches until its share is done. */
    moves: { type: 'string', default: '4000' },
    runs: { type: 'string', default: '1' },
    /** Also time reliquary_commit_move called directly with the server's argument (no server). */
    function: { type: 'boolean', default: false },
    /** Also time the stack's floor: hono on node-server, one POST that runs the baseline's statement. */
    floor: { type: 'boolean', default: false },
    /** GET /v1/me/turns with these numbers of active matches in the database (instead of moves). */
    turns: { type: 'string' },
    /** Writes a CPU profile of the server process (postgres only) into this folder. */
    'server-profile': { type: 'string' },
  },
});
const levels = values.levels!.split(',').map(Number);
const movesPerLevel = Number(values.moves);
const runs = Number(values.runs);
const phases = ['server', 'baseline', ...(values.function ? ['function'] : []), ...(values.floor ? ['floor'] : [])];
const postgres = values.db === 'postgres';
const url = postgres ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_api' : 'memory://';
if (postgres && /\/test(\?|$)/.test(url)) throw new Error('the database `test` belongs to CI: bench in your own (createdb bench_api)');
const maxLevel = Math.max(...levels, 1);
const game = games.find((g) => g.id === 'ruin-runner') as AnyGame;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
interface Summary {
  p50: number;
  p99: number;
  perSecond: number;
  n: number;
  /** Server and floor phases: that process's CPU time per move (ms), from /proc. */
  cpuPerMove?: number;
}
const summary = (times: number[], ms: number): Summary => {
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), perSecond: (times.length / ms) * 1000, n: times.length };
};

const poolMaxNumber = process.env.DATABASE_POOL_MAX ? Number(process.env.DATABASE_POOL_MAX) : defaultPoolMax;
const database = await openNodeDatabase({ url, poolMax: poolMaxNumber });
const db = database.db;
const jwtSecret = 'bench-secret-bench-secret-bench-secret';
let base: string;
let stopServer: () => Promise<void>;
/** The server process's CPU time so far (user + system, ms), when it runs apart and /proc says. */
let serverCpuMs: () => number | undefined = () => undefined;
/** The floor's process's CPU time so far, likewise (with --floor). */
let floorCpuMs: () => number | undefined = () => undefined;
// A plain keep-alive HTTP client: lighter than fetch, so the load generator takes less of the
// machine's CPU away from the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: maxLevel * 2 });
interface ServerProcess {
  base: string;
  stop(): Promise<void>;
  /** Its CPU time so far (user + system, ms), from /proc; undefined where /proc does not say. */
  cpuMs(): number | undefined;
}

/** The Node server in its own process, as in production (the clients do not steal its CPU). */
async function startServer(databaseUrl: string, script = 'src/node.ts'): Promise<ServerProcess> {
  const port = 8700 + Math.floor(Math.random() * 200);
  const profile = values['server-profile'] ? ['--cpu-prof', `--cpu-prof-dir=${values['server-profile']}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: jwtSecret, ALLOW_SEEDED_MATCHES: 'true', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0', LIMIT_STREAMS_PER_CLIENT: '0', LIMIT_GUESTS_PER_HOUR: '0', NOTIFY_INTERVAL_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A crashed bench must not leave its server running.
  process.once('exit', () => child.kill());
  const at = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${at}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  return {
    base: at,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill())),
    cpuMs: () => {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime in ticks.
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
      } catch {
        return undefined;
      }
    },
  };
}

let floorBase: string | undefined;
if (postgres) {
  const server = await startServer(url);
  const floor = values.floor ? await startServer(url, 'bench/api-floor-server.ts') : undefined;
  base = server.base;
  floorBase = floor?.base;
  stopServer = async () => (agent.destroy(), await server.stop(), await floor?.stop());
  serverCpuMs = server.cpuMs;
  if (floor) floorCpuMs = floor.cpuMs;
} else {
  // The embedded database lives inside one process, so the server runs in this one.
  const app = createApp({
    config: { jwtSecret: new TextEncoder().encode(jwtSecret), allowSeededMatches: true, rateLimit: { limit: 0, windowSeconds: 60 }, creationLimits: { guestsPerHour: 0, signInEmailsPerHour: 0, invitationsPerHour: 0 } },
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

/**
 * One request. A kept-alive socket the server closed as idle fails with ECONNRESET before the
 * server reads anything: that request is sent again on a new socket (Node's documented pattern).
 */
async function call(method: string, path: string, token: string | undefined, body?: unknown, at = base): Promise<{ status: number; body: any }> {
  for (;;) {
    try {
      return await callOnce(method, path, token, body, at);
    } catch (err) {
      if (!(err as { reusedSocket?: boolean }).reusedSocket || (err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
    }
  }
}

function callOnce(method: string, path: string, token: string | undefined, body: unknown, at: string): Promise<{ status: number; body: any }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      at + path,
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
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}

const guest = async (name: string, at = base) => {
  const res = await call('POST', '/v1/auth/guest', undefined, { name }, at);
  return { token: res.body.token as string, id: res.body.user.id as string };
};

/** One move of a pre-played game, with everything both phases send. */
interface Step {
  seat: number;
  move: unknown;
  stateJson: string;
  eventsJson: string;
  activeSeats: number[];
  status: 'active' | 'finished';
  resultJson: string | null;
}

/** A whole Ruin Runner game from a seed, its moves chosen by a seeded random player. */
function playGame(seed: string): Step[] {
  const options = game.options.parse({});
  let state = game.setup({ players: 2, options, seed });
  const chooser = seedRng(`chooser-${seed}`);
  const steps: Step[] = [];
  while (!game.result(state)) {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const move = game.move.parse(legal[randomInt(chooser, legal.length)]);
    const outcome = playMove(game, state, seat, move);
    state = outcome.state;
    const result = game.result(state);
    steps.push({
      seat,
      move,
      stateJson: JSON.stringify(state),
      eventsJson: JSON.stringify(outcome.events),
      activeSeats: result ? [] : game.activeSeats(state),
      status: result ? 'finished' : 'active',
      resultJson: result ? JSON.stringify(result) : null,
    });
  }
  return steps;
}

interface Seated {
  id: string;
  version: number;
  activeSeats: number[];
  users: { token: string; id: string }[];
}

/** Matches created and joined over HTTP (untimed), each with its known seed. */
async function seatMatches(players: { token: string; id: string }[], seeds: string[], at = base): Promise<Seated[]> {
  const out: Seated[] = [];
  for (const seed of seeds) {
    const created = await call('POST', '/v1/matches', players[0]!.token, { gameId: 'ruin-runner', players: 2, seed }, at);
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
    const joined = await call('POST', `/v1/matches/${created.body.id}/join`, players[1]!.token, undefined, at);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
    out.push({ id: created.body.id, version: joined.body.version, activeSeats: joined.body.activeSeats, users: players });
  }
  return out;
}

/** Plays every step of every match of every worker through POST …/moves. */
async function serverPhase(work: { matches: Seated[]; games: Step[][] }[]): Promise<Summary> {
  const times: number[] = [];
  const cpuBefore = serverCpuMs();
  const started = performance.now();
  await Promise.all(
    work.map(async ({ matches, games: played }) => {
      for (let m = 0; m < matches.length; m++) {
        const match = matches[m]!;
        let version = match.version;
        for (const step of played[m]!) {
          const t0 = performance.now();
          const res = await call('POST', `/v1/matches/${match.id}/moves`, match.users[step.seat]!.token, { expectedVersion: version, move: step.move });
          times.push(performance.now() - t0);
          if (res.status !== 200) throw new Error(`move failed: ${JSON.stringify(res.body)}`);
          version = res.body.version;
        }
      }
    }),
  );
  const result = summary(times, performance.now() - started);
  const cpuAfter = serverCpuMs();
  if (cpuBefore !== undefined && cpuAfter !== undefined) result.cpuPerMove = (cpuAfter - cpuBefore) / result.n;
  return result;
}

const baselineValues = (a: { id: string; version: number; seq: number; step: Step; actorId: string; notifications: string; inbox: string }) => [
  a.step.stateJson, a.step.status, a.step.resultJson, `{${a.step.activeSeats.join(',')}}`, a.id, a.version,
  a.seq, a.step.seat, JSON.stringify(a.step.move), a.step.eventsJson, a.actorId, a.notifications, a.inbox,
];
/**
 * The baseline's own pool, as large as the server's: node-postgres with a named (prepared)
 * statement, so PostgreSQL plans it once per connection as it does the server's function.
 */
const rawPool = postgres ? new pg.Pool({ connectionString: url, max: poolMaxNumber }) : undefined;
async function baselineMove(a: Parameters<typeof baselineValues>[0]): Promise<number | undefined> {
  if (rawPool) return (await rawPool.query<{ applied: number }>({ name: 'bench_baseline_move', text: baselineText, values: baselineValues(a) })).rows[0]?.applied;
  const text = baselineText.replace(/\$(\d+)/g, (_, n: string) => `{${n}}`);
  const values = baselineValues(a);
  const parts = text.split(/\{(\d+)\}/);
  const query = sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)), sql.raw(''));
  return ((await db.execute(query)) as unknown as { rows: { applied: number }[] }).rows[0]?.applied;
}

/** The baseline's statement behind the stack's own HTTP (bench/api-floor-server.ts). */
async function floorMove(a: Parameters<typeof baselineValues>[0]): Promise<number | undefined> {
  if (!floorBase) throw new Error('--floor needs --db postgres');
  const res = await call('POST', '/floor', undefined, { values: baselineValues(a) }, floorBase);
  if (res.status !== 200) throw new Error(`floor failed: ${JSON.stringify(res.body)}`);
  return res.body.applied;
}

/** reliquary_commit_move as the server calls it (src/db/queries.ts commitMove): a named statement. */
const functionMove = db
  .select({ applied: sql<number>`reliquary_commit_move(${sql.placeholder('argument')}::jsonb)::integer` })
  .from(sql`(select) as once`)
  .prepare('bench_function_move');

/**
 * The same games as the server phase, written straight to the database: as one plain statement
 * (`baseline`), or (`function`) through the server's own reliquary_commit_move with the argument
 * src/db/queries.ts `commitMove` builds, which tells the database function's share of the gap
 * from the server process's.
 */
async function baselinePhase(work: { matches: Seated[]; games: Step[][] }[], mode: 'baseline' | 'function' | 'floor' = 'baseline'): Promise<Summary> {
  // The notifications and inbox events exactly as the route builds them; prepared untimed.
  const prepared = work.map(({ matches, games: played }) =>
    matches.map((match, m) => {
      const seats = match.users.map((u, seat) => ({ seat, userId: u.id }));
      let activeBefore = match.activeSeats;
      let version = match.version;
      return played[m]!.map((step) => {
        const after = { id: match.id, version: version + 1, deadlineAt: null };
        const notifications =
          step.status === 'finished'
            ? [...new Set(seats.map((s) => s.userId))].map((userId) => ({ kind: 'finished', userId, matchId: match.id, payload: { matchId: match.id, version: after.version }, dedupeKey: `${match.id}/${after.version}/${userId}/finished` }))
            : seats
                .filter((s) => step.activeSeats.includes(s.seat) && !activeBefore.includes(s.seat))
                .map((s) => ({ kind: 'turn', userId: s.userId, matchId: match.id, payload: { matchId: match.id, version: after.version, seat: s.seat }, dedupeKey: `${match.id}/${after.version}/${s.userId}/turn` }));
        const inbox: InboxEvent[] = step.status === 'finished' ? finishedEvents(after, seats) : turnEvents(after, seats, step.activeSeats);
        const args = { id: match.id, version, seq: 0, step, actorId: match.users[step.seat]!.id, notifications: JSON.stringify(notifications), inbox: JSON.stringify(inbox) };
        const commit = `{"matchId":${JSON.stringify(match.id)},"expectedVersion":${version},"seat":${step.seat},"move":${JSON.stringify(step.move)},"events":${step.eventsJson},"actorId":${JSON.stringify(args.actorId)},"state":${step.stateJson},"status":"${step.status}","activeSeats":${JSON.stringify(step.activeSeats)},"result":${step.resultJson},"updatedAt":"${new Date().toISOString()}","notifications":${args.notifications},"inbox":${args.inbox}}`;
        activeBefore = step.activeSeats;
        version++;
        return { ...args, commit };
      });
    }),
  );
  const times: number[] = [];
  const cpuBefore = mode === 'floor' ? floorCpuMs() : undefined;
  const started = performance.now();
  await Promise.all(
    prepared.map(async (matches) => {
      for (const steps of matches) {
        let seq = 0;
        for (const args of steps) {
          const t0 = performance.now();
          seq++;
          const applied =
            mode === 'baseline'
              ? await baselineMove({ ...args, seq })
              : mode === 'floor'
                ? await floorMove({ ...args, seq })
                : (await functionMove.execute({ argument: args.commit }))[0]?.applied;
          times.push(performance.now() - t0);
          if (applied !== 1) throw new Error(`${mode} lost its own race`);
        }
      }
    }),
  );
  const result = summary(times, performance.now() - started);
  const cpuAfter = mode === 'floor' ? floorCpuMs() : undefined;
  if (cpuBefore !== undefined && cpuAfter !== undefined) result.cpuPerMove = (cpuAfter - cpuBefore) / result.n;
  return result;
}

const fmt = (n: number) => n.toFixed(2);
const load = () => (import('node:os').then((os) => os.loadavg().map((l) => l.toFixed(2)).join(' ')));
const poolMax = process.env.DATABASE_POOL_MAX ?? `${defaultPoolMax} (default)`;

if (values.turns) {
  await turnsBench(values.turns.split(',').map(Number));
} else {
  await movesBench();
}
await stopServer();
await rawPool?.end();
await database.close();

async function movesBench() {
  console.log(`# bench:api moves: database ${database.driver}, levels ${levels.join('/')}, >= ${movesPerLevel} moves per level and phase, ${runs} run(s), pool max ${poolMax}, node ${process.version}, load ${await load()}`);
  const rows: string[] = [];
  const byLevel = new Map<number, Record<string, Summary>[]>();
  let matchNo = 0;
  // Run 0 warms every process (the server's JIT, the pools' prepared statements) and is not shown.
  for (let run = 0; run <= runs; run++) {
    for (const level of run === 0 ? [Math.min(4, maxLevel)] : levels) {
      // Each worker plays whole matches until its share of the moves is done (~40 moves a match).
      const perWorker = run === 0 ? 10 : Math.max(1, Math.ceil(movesPerLevel / level / 40));
      const seeds = Array.from({ length: level }, (_, w) => Array.from({ length: perWorker }, (_, k) => `bench-${run === 0 ? 'warm' : level}-${w}-${k}`));
      const played = seeds.map((list) => list.map(playGame));
      const players = await Promise.all(Array.from({ length: level }, async (_, w) => [await guest(`A${w}`), await guest(`B${w}`)]));
      const setUp = async () => Promise.all(seeds.map((list, w) => seatMatches(players[w]!, list)));
      const sets: Record<string, Seated[][]> = {};
      for (const phase of phases) sets[phase] = await setUp();
      matchNo += level * perWorker * phases.length;
      // Rotate which goes first, so none always meets another's leftovers (dirty pages, WAL).
      const order = phases.map((_, i) => phases[(i + run - 1 + phases.length) % phases.length]!);
      const results: Record<string, Summary> = {};
      for (const phase of order) {
        console.error(`run ${run}${run === 0 ? ' (warm-up)' : ''}, ${level} concurrent matches: ${phase} (${level * perWorker} matches)`);
        const work = sets[phase]!.map((matches, w) => ({ matches, games: played[w]! }));
        results[phase] = phase === 'server' ? await serverPhase(work) : await baselinePhase(work, phase as 'baseline' | 'function' | 'floor');
      }
      if (run === 0) continue;
      byLevel.set(level, [...(byLevel.get(level) ?? []), results]);
      rows.push(row(String(run), level, results));
      console.log(rows.at(-1));
    }
  }
  const fn = phases.includes('function');
  const floor = phases.includes('floor');
  const header = `| concurrent matches | server p50 ms | baseline p50 ms | p50 ratio | server moves/s | baseline moves/s | throughput ratio | server p99 | baseline p99 | server CPU ms/move |${fn ? ' function p50 ms | function moves/s |' : ''}${floor ? ' floor p50 ms | server / floor p50 | floor moves/s | server / floor throughput | floor CPU ms/move |' : ''} moves |`;
  const rule = `|---|---|---|---|---|---|---|---|---|---|${fn ? '---|---|' : ''}${floor ? '---|---|---|---|---|' : ''}---|`;
  console.log(`\n| run ${header}\n|---${rule}`);
  for (const r of rows) console.log(r);
  if (runs > 1) {
    // Each figure is the median over the runs; a ratio is the median of the runs' own ratios
    // (server and baseline of one run ran side by side, minutes apart from the next run).
    console.log(`\nMedians of ${runs} runs:\n\n${header}\n${rule}`);
    for (const [level, list] of byLevel) console.log(medianRow(level, list));
  }
  console.log(`load average after: ${await load()}; ${matchNo * 2} matches played`);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

type Figures = ReturnType<typeof figures>;

function cells(level: number, v: Figures): string {
  const f = v.fp50 === undefined ? '' : ` ${fmt(v.fp50)} | ${v.fps!.toFixed(0)} |`;
  const floor = v.lp50 === undefined ? '' : ` ${fmt(v.lp50)} | ${v.slp50r!.toFixed(2)}x | ${v.lps!.toFixed(0)} | ${v.sltr!.toFixed(2)}x | ${v.lcpu === undefined ? 'n/a' : v.lcpu.toFixed(3)} |`;
  return `${level} | ${fmt(v.sp50)} | ${fmt(v.bp50)} | ${v.p50r.toFixed(2)}x | ${v.sps.toFixed(0)} | ${v.bps.toFixed(0)} | ${v.tr.toFixed(2)}x | ${fmt(v.sp99)} | ${fmt(v.bp99)} | ${v.cpu === undefined ? 'n/a' : v.cpu.toFixed(3)} |${f}${floor} ${v.n} |`;
}

function figures(r: Record<string, Summary>) {
  const s = r.server!;
  const b = r.baseline!;
  const f = r.function;
  const l = r.floor;
  return {
    sp50: s.p50, bp50: b.p50, p50r: s.p50 / b.p50, sps: s.perSecond, bps: b.perSecond, tr: s.perSecond / b.perSecond, sp99: s.p99, bp99: b.p99, cpu: s.cpuPerMove,
    fp50: f?.p50, fps: f?.perSecond,
    lp50: l?.p50, slp50r: l && s.p50 / l.p50, lps: l?.perSecond, sltr: l && s.perSecond / l.perSecond, lcpu: l?.cpuPerMove,
    n: s.n,
  };
}

function row(run: string, level: number, r: Record<string, Summary>): string {
  return `| ${run} | ${cells(level, figures(r))}`;
}

function medianRow(level: number, list: Record<string, Summary>[]): string {
  const all = list.map(figures);
  const m = (k: keyof Figures) => (all.every((x) => x[k] !== undefined) ? median(all.map((x) => x[k] as number)) : undefined);
  const keys = Object.keys(all[0]!) as (keyof Figures)[];
  return `| ${cells(level, { ...Object.fromEntries(keys.map((k) => [k, m(k)])), n: all[0]!.n } as Figures)}`;
}

/**
 * GET /v1/me/turns for a player with 3 matches, one waiting for them, with `count` active
 * matches of other players in the database, seeded with SQL (real states). Each count has its
 * own database (`<database>_turns_<count>`, made and seeded on first use, kept for the next run)
 * and its own server process; the counts take turns, round after round, so each faces the same
 * machine.
 */
async function turnsBench(counts: number[]) {
  if (!postgres) throw new Error('--turns needs --db postgres');
  console.log(`# bench:api turns: database ${database.driver}, node ${process.version}, load ${await load()}`);
  const worlds: { count: number; active: number; server: ServerProcess; token: string; times: number[]; rounds: number[] }[] = [];
  for (const count of counts) {
    const worldUrl = await ensureDatabase(`turns_${count}`);
    const server = await startServer(worldUrl);
    const world = await openNodeDatabase({ url: worldUrl, poolMax: 2 });
    const me = await guest('Me', server.base);
    const other = await guest('Other', server.base);
    const mine = await seatMatches([me, other], ['turns-0', 'turns-1', 'turns-2'], server.base);
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await world.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ n: existing } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::integer as n from matches where status = 'active' and id like 'bench_turns_%'`);
    if (existing < count) {
      console.error(`seeding ${count - existing} active matches`);
      // Copies of one of my matches, seated by the other player on both seats: active, never mine.
      await world.db.execute(sql`
        with made as (
          insert into matches (id, game_id, rules_version, options, players, status, state, seed, version, active_seats, created_by, updated_at)
          select 'bench_turns_' || g, m.game_id, m.rules_version, m.options, m.players, 'active', m.state, m.seed, 1, m.active_seats, ${other.id}, now()
          from matches m, generate_series(${existing + 1}::integer, ${count}::integer) g where m.id = ${mine[0]!.id}
          returning id
        )
        insert into match_seats (match_id, seat, user_id) select id, s, ${other.id} from made, generate_series(0, 1) s`);
      await world.db.execute(sql`vacuum analyze matches`);
      await world.db.execute(sql`vacuum analyze match_seats`);
    }
    const [{ n: active }] = (await rows<{ n: number }>(sql`select count(*)::integer as n from matches where status = 'active'`)) as [{ n: number }];
    await world.close();
    for (let i = 0; i < 200; i++) await call('GET', '/v1/me/turns', me.token, undefined, server.base); // warm
    worlds.push({ count, active, server, token: me.token, times: [], rounds: [] });
  }
  const rounds = Math.max(3, runs);
  const perRound = Math.ceil(2000 / rounds);
  for (let round = 0; round < rounds; round++) {
    // Alternate which database goes first.
    const order = round % 2 ? [...worlds].reverse() : worlds;
    for (const w of order) {
      const times: number[] = [];
      for (let i = 0; i < perRound; i++) {
        const t0 = performance.now();
        const res = await call('GET', '/v1/me/turns', w.token, undefined, w.server.base);
        times.push(performance.now() - t0);
        if (res.status !== 200 || res.body.turns.length !== 1) throw new Error(`turns failed: ${JSON.stringify(res.body)}`);
      }
      w.times.push(...times);
      w.rounds.push(summary(times, 1).p50);
    }
  }
  console.log(`\n${rounds} rounds of ${perRound} requests per database, alternating; load after ${await load()}\n`);
  console.log('| active matches in the database | GET /v1/me/turns p50 ms | p99 ms | p50 of each round, ms |\n|---|---|---|---|');
  for (const w of worlds) {
    const s = summary(w.times, 1);
    console.log(`| ${w.active} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${w.rounds.map(fmt).join(', ')} |`);
    await w.server.stop();
  }
}

/** A database named after the bench's own plus `suffix` on the same server, created if missing. */
async function ensureDatabase(suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${decodeURIComponent(target.pathname.slice(1))}_${suffix}`;
  const found = ((await db.execute(sql`select 1 from pg_database where datname = ${name}`)) as unknown as { rows: unknown[] }).rows.length > 0;
  if (!found) await db.execute(sql.raw(`create database "${name.replace(/"/g, '""')}"`));
  target.pathname = `/${encodeURIComponent(name)}`;
  return target.toString();
}
