/**
 * Bot benchmark: ISMCTS iterations per second for every game, then ISMCTS against random over
 * many two-player matches played in-process through the Game contract.
 *
 *   npm run bench:bots -- [--game id] [--matches 100] [--first 0] [--think-ms 1000] [--iterations N]
 *                         [--bots ismcts,random] [--jobs 2] [--calibrate-ms 3000]
 *
 * Each decision may think for `--think-ms`, and at most `--iterations` iterations (default: what
 * the calibration found fits in that time). The search stops early when the rest of its budget
 * could not change its choice. Matches are spread over `--jobs` child processes; a match is
 * reproducible from its seed when the iteration cap, not the clock, ends every search.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ismctsStrategy, type SearchStats } from '../src/bots/ismcts.js';
import { playLocalMatch, randomStrategy, type Strategy } from '../src/bots/strategy.js';
import { pick, randomInt, seedRng, type AnyGame, type Seat } from '../src/engine/index.js';
import { games } from '../src/games/index.js';

interface MatchJob {
  gameId: string;
  match: number;
  bots: string[];
  iterations: number;
  thinkMs: number;
}

interface MatchOutcome {
  match: number;
  /** Whether a seat played by the first strategy of the line-up is among the winners. */
  won: boolean;
  tie: boolean;
  moves: number;
  decisions: number;
  searchMs: number;
  iterations: number;
}

const gameById = (id: string): AnyGame => {
  const game = games.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game ${id}`);
  return game;
};

async function playMatch(job: MatchJob): Promise<MatchOutcome> {
  const game = gameById(job.gameId);
  const stats = { decisions: 0, searchMs: 0, iterations: 0 };
  const onSearch = (s: SearchStats) => {
    stats.decisions += 1;
    stats.searchMs += s.ms;
    stats.iterations += s.iterations;
  };
  const make = (name: string, seat: number): Strategy =>
    name === 'ismcts'
      ? ismctsStrategy({ iterations: job.iterations, thinkMs: job.thinkMs, seed: `ismcts:${job.gameId}:${job.match}:${seat}`, onSearch })
      : randomStrategy(`random:${job.gameId}:${job.match}:${seat}`);
  // Seats rotate with the match number, so the first strategy moves first in half the matches.
  const lineup = [0, 1].map((seat) => job.bots[(seat + job.match) % job.bots.length] as string);
  const subjectSeats = lineup.flatMap((name, seat) => (name === job.bots[0] ? [seat] : []));
  const { result, moves } = await playLocalMatch(game, {
    players: 2,
    seed: `bench-bots:${job.gameId}:${job.match}`,
    strategies: lineup.map(make),
  });
  return {
    match: job.match,
    won: subjectSeats.some((s) => result.winners.includes(s)),
    tie: result.winners.length > 1,
    moves,
    ...stats,
  };
}

/** Iterations per second of an unbounded search, over positions met along a random game. */
function calibrate(game: AnyGame, totalMs: number): number {
  let state = game.setup({ players: 2, options: game.options.parse({}), seed: `calibrate:${game.id}` });
  const rng = seedRng(`calibrate:${game.id}`);
  const positions: { seat: Seat; state: unknown }[] = [];
  while (game.result(state) === null) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    const moves = game.legalMoves(state, seat);
    if (moves.length > 1) positions.push({ seat, state });
    state = game.apply(state, seat, pick(rng, moves)).state;
  }
  const sample = Array.from({ length: 5 }, (_, i) => positions[Math.floor((i * positions.length) / 5)]!);
  let iterations = 0;
  let ms = 0;
  const search = ismctsStrategy({ thinkMs: totalMs / sample.length, seed: `calibrate:${game.id}`, onSearch: (s) => ((iterations += s.iterations), (ms += s.ms)) });
  for (const { seat, state: s } of sample) {
    search.decide({ gameId: game.id, seat, view: game.view(s, seat), legalMoves: game.legalMoves(s, seat) });
  }
  return (iterations / ms) * 1000;
}

/** Runs jobs over `jobs` child processes, each playing one match at a time. */
async function runJobs(all: MatchJob[], jobs: number, onDone: (o: MatchOutcome) => void): Promise<void> {
  const queue = [...all];
  const self = fileURLToPath(import.meta.url);
  await Promise.all(
    Array.from({ length: Math.min(jobs, all.length) }, async () => {
      const child = fork(self, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const current = job;
          const outcome = await new Promise<MatchOutcome>((resolve, reject) => {
            child.once('message', (m) => resolve(m as MatchOutcome));
            child.once('exit', (code) => reject(new Error(`worker exited (${code}) during match ${current.match}`)));
            child.send(current);
          });
          child.removeAllListeners('exit');
          onDone(outcome);
        }
      } finally {
        child.kill();
      }
    }),
  );
}

if (process.argv.includes('--worker')) {
  process.on('message', (job: MatchJob) => {
    void playMatch(job).then((o) => process.send?.(o));
  });
} else {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      matches: { type: 'string', default: '100' },
      /** Index of the first match: runs of one game with their own ranges add up (seeds follow the index). */
      first: { type: 'string', default: '0' },
      'think-ms': { type: 'string', default: '1000' },
      iterations: { type: 'string' },
      bots: { type: 'string', default: 'ismcts,random' },
      jobs: { type: 'string', default: '2' },
      'calibrate-ms': { type: 'string', default: '3000' },
    },
  });
  const bots = (values.bots as string).split(',').map((b) => b.trim());
  const thinkMs = Number(values['think-ms']);
  console.log(`node ${process.version}, ${values.matches} two-player matches per game, line-up ${bots.join(' vs ')} (seats alternate), at most ${thinkMs} ms per decision, ${values.jobs} jobs`);
  console.log('| game | ISMCTS iterations/s | iteration cap per move | matches | wins | ties | win rate | decisions/match | search s/decision | wall s |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const game of games.filter((g) => !values.game || g.id === values.game)) {
    const perSecond = calibrate(game, Number(values['calibrate-ms']));
    const iterations = values.iterations ? Number(values.iterations) : Math.max(1, Math.round((perSecond * thinkMs) / 1000));
    const first = Number(values.first);
    const jobs = Array.from({ length: Number(values.matches) }, (_, i) => ({ gameId: game.id, match: first + i, bots, iterations, thinkMs }));
    const outcomes: MatchOutcome[] = [];
    const started = performance.now();
    await runJobs(jobs, Number(values.jobs), (o) => {
      outcomes.push(o);
      process.stderr.write(`${game.id} match ${o.match}: ${o.won ? 'won' : 'lost'}${o.tie ? ' (tie)' : ''}, ${o.moves} moves, ${(o.searchMs / 1000).toFixed(0)} s searching\n`);
    });
    const wall = (performance.now() - started) / 1000;
    if (outcomes.length === 0) {
      console.log(`| ${game.id} | ${perSecond.toFixed(0)} | ${iterations} | 0 | | | | | | |`);
      continue;
    }
    const wins = outcomes.filter((o) => o.won).length;
    const ties = outcomes.filter((o) => o.tie).length;
    const decisions = outcomes.reduce((n, o) => n + o.decisions, 0);
    const searchMs = outcomes.reduce((n, o) => n + o.searchMs, 0);
    console.log(
      `| ${game.id} | ${perSecond.toFixed(0)} | ${iterations} | ${outcomes.length} | ${wins} | ${ties} | ${((100 * wins) / outcomes.length).toFixed(0)}% | ${(decisions / outcomes.length).toFixed(1)} | ${(searchMs / 1000 / Math.max(1, decisions)).toFixed(2)} | ${wall.toFixed(0)} |`,
    );
  }
}
