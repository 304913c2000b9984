/**
 * Computer players and everyone else (issue 29, item 3): the move latency of people playing each
 * other, with the computers idle and with N matches against hard computers thinking at once,
 * side by side in one run (quiet, loaded, quiet again, loaded again). `npm start` runs as its own
 * process on the embedded database, with its worker-thread pool as in production.
 *
 *   npm run bench:computers -- [--matches 20] [--moves 300] [--game reliques-co] [--level hard]
 *
 * In the loaded phases a driver per computer match plays the human seat's first legal move
 * whenever it is its turn and otherwise waits for its turn on a long poll of its inbox, as a
 * page would, so that the computers are asked to think all the time. When the phase's moves are
 * measured, each driver waits for its computer's pending move and resigns: no thinking spills into
 * the quiet phase after. The measured pair plays Ruin Runner against each other through POST
 * …/moves only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '20' },
    moves: { type: 'string', default: '300' },
    game: { type: 'string', default: 'reliques-co' },
    level: { type: 'string', default: 'hard' },
  },
});
const computerMatches = Number(values.matches);
const movesPerPhase = Number(values.moves);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'reliquary-bench-computers-'));
const server = spawn(process.execPath, ['node_modules/.bin/tsx', 'src/node.ts'], {
  env: { ...process.env, DATABASE_URL: 'memory://', DATA_DIR: dataDir, PORT: String(port), NOTIFY_INTERVAL_MS: '0', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0', LIMIT_GUESTS_PER_HOUR: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
await new Promise<void>((resolve) => server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve()));

async function call(path: string, token?: string, body?: unknown): Promise<any> {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json();
}
const guest = async (name: string) => (await call('/v1/auth/guest', undefined, { name })).token as string;

/** One human-vs-human Ruin Runner match at a time; the time of each POST …/moves, in ms. */
async function measuredMoves(count: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < count) {
    const players = [await guest('A'), await guest('B')];
    const match = await call('/v1/matches', players[0], { gameId: 'ruin-runner', players: 2 });
    await call(`/v1/matches/${match.id}/join`, players[1], {});
    for (let state = await call(`/v1/matches/${match.id}`); state.status === 'active' && times.length < count; ) {
      const token = players[state.activeSeats[0]]!;
      const legal = await call(`/v1/matches/${match.id}/legal-moves`, token);
      const started = performance.now();
      state = await call(`/v1/matches/${match.id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] });
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** Keeps `computerMatches` computers thinking until `stop` says so; counts the computers' moves. */
function computerLoad(stop: { done: boolean }): Promise<number> {
  return Promise.all(
    Array.from({ length: computerMatches }, async (_, i) => {
      const token = await guest(`Human ${i}`);
      let moves = 0;
      let cursor = 0;
      while (!stop.done) {
        const match = await call('/v1/matches', token, { gameId: values.game, players: 2, computer: [{ seat: 1, level: values.level }] });
        let state = match;
        while (state.status === 'active') {
          if (stop.done && state.activeSeats.includes(0)) {
            // The phase is over: the computer has played its pending turn, and the person resigns,
            // so no think is left running into the next (quiet) phase.
            await call(`/v1/matches/${match.id}/resign`, token, {});
            break;
          }
          if (state.activeSeats.includes(0)) {
            const legal = await call(`/v1/matches/${match.id}/legal-moves`, token);
            state = await call(`/v1/matches/${match.id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] });
          } else {
            // As a person's page would: wait for the turn to come back (a long poll costs the server nothing meanwhile).
            const page = await call(`/v1/me/events?after=${cursor}&wait=5`, token);
            cursor = page.next;
            const next = await call(`/v1/matches/${match.id}`);
            moves += next.version - state.version;
            state = next;
          }
        }
      }
      return moves;
    }),
  ).then((counts) => counts.reduce((a, b) => a + b, 0));
}

/**
 * How soon a computer answers: `count` times, a person's move that hands the turn to a computer of
 * `level` is posted, and the time is taken from its response (the commit) to the match stream's
 * push of the computer's first move. The easy level decides in well under a millisecond, so its
 * reply time is what passes before a computer starts its turn (wake, reads, the think pool) plus
 * its move's own commit and push.
 */
async function replyTimes(level: string, count: number): Promise<number[]> {
  const token = await guest(`Reply ${level}`);
  const times: number[] = [];
  while (times.length < count) {
    const match = await call('/v1/matches', token, { gameId: values.game, players: 2, computer: [{ seat: 1, level }] });
    const stream = await fetch(`${base}/v1/matches/${match.id}/stream?seat=0`, { headers: { Authorization: `Bearer ${token}` } });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    /** The next push of the match, parsed from the event stream. */
    const nextPush = async (): Promise<any> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the match stream ended');
        buffer += value;
      }
    };
    let push = await nextPush();
    while (push.status === 'active' && times.length < count) {
      if (!push.legalMoves) {
        push = await nextPush();
        continue;
      }
      const posted = await call(`/v1/matches/${match.id}/moves`, token, { expectedVersion: push.version, move: push.legalMoves.moves[0] });
      const committed = performance.now();
      const computerToAct = posted.activeSeats.includes(1);
      // The computer's move is a push past the person's; the person's own push will do otherwise.
      do push = await nextPush();
      while (computerToAct ? push.version <= posted.version : push.version < posted.version);
      if (computerToAct) times.push(performance.now() - committed);
    }
    await reader.cancel();
  }
  return times;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const rows: string[] = [];
try {
  await measuredMoves(50); // warm-up, untimed
  const replies = await replyTimes('easy', 100);
  console.log(`easy computer's reply, idle: p50 ${quantile(replies, 0.5).toFixed(1)} ms, p90 ${quantile(replies, 0.9).toFixed(1)} ms, max ${Math.max(...replies).toFixed(1)} ms (${replies.length} replies)`);
  for (const phase of ['quiet', 'loaded', 'quiet', 'loaded'] as const) {
    const stop = { done: false };
    const load = phase === 'loaded' ? computerLoad(stop) : Promise.resolve(0);
    if (phase === 'loaded') await new Promise((resolve) => setTimeout(resolve, 3000)); // the computers are thinking
    const started = Date.now();
    const times = await measuredMoves(movesPerPhase);
    const seconds = (Date.now() - started) / 1000;
    // Then, the computers still thinking, how soon an easy computer answers (not during the
    // measured moves: its own match's moves would load the server too).
    const loadedReplies = phase === 'loaded' ? await replyTimes('easy', 50) : [];
    if (loadedReplies.length > 0) console.log(`easy computer's reply, loaded: p50 ${quantile(loadedReplies, 0.5).toFixed(1)} ms, p90 ${quantile(loadedReplies, 0.9).toFixed(1)} ms, max ${Math.max(...loadedReplies).toFixed(1)} ms (${loadedReplies.length} replies)`);
    stop.done = true;
    const computerMoves = await load;
    rows.push(`| ${phase} | ${times.length} | ${quantile(times, 0.5).toFixed(2)} | ${quantile(times, 0.9).toFixed(2)} | ${quantile(times, 0.99).toFixed(2)} | ${phase === 'loaded' ? computerMoves : '-'} | ${seconds.toFixed(1)} |`);
    console.log(rows.at(-1));
  }
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${computerMatches} matches against ${values.level} computers (${values.game}); people's moves in ms\n`);
console.log('| phase | moves | p50 | p90 | p99 | versions the computer matches moved meanwhile | seconds |\n|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exit(0);
