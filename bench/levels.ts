/**
 * Computer levels (src/bots/levels.ts) against each other, in-process through the Game contract.
 *
 *   npm run bench:levels -- [--game id,id] [--pairings hard-medium,medium-easy] [--games 100]
 *                           [--hard-games 40] [--battles 100] [--first 0] [--jobs 2] [--jsonl file]
 *                           [--hard-battles 40] [--steps N] [--samples N]
 *
 * Competitive games (two players): each pairing `a-b` plays matches with the seed
 * `levels:<game>:<i>`; `a` takes seat `i % 2`, so it moves first in half of them. A match is
 * `a`'s win when `a` alone is among the winners, a draw when both are, `b`'s win otherwise (a match
 * still unfinished after 5,000 moves counts as "no result", not a win). `--games` matches per
 * pairing, `--hard-games` for pairings with a hard level that searches (ISMCTS: up to a second a
 * decision).
 * Co-operative Relic Run: a party of two heroes (Barbarian, Archer, the default scenario), every
 * hero at one level, plays `--battles` battles (`--hard-battles` for the hard party) with the
 * seeds `levels:relic-run:<i>`, the same battles for every level, compared battle by battle.
 *
 * A searching hard level simulates a fixed number of moves a decision (`HARD_BENCH_STEPS`, or
 * `--steps`), a rollout planner a fixed number of samples (`HARD_BENCH_SAMPLES`, or `--samples`),
 * with no clock, so every match replays exactly from its seeds whatever the machine's load; only
 * the times depend on it. Matches run in `--jobs` child processes.
 */
import { runJobs } from './jobs.js';
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HARD_BENCH_SAMPLES, HARD_BENCH_STEPS, describeLevel, levelStrategy, type ComputerLevel } from '../src/bots/levels.js';
import { playLocalMatch, type Strategy } from '../src/bots/strategy.js';
import { games } from '../src/games/index.js';

const MAX_MOVES = 5000;

interface Job {
  gameId: string;
  /** Levels by line-up position: two for a pairing, one for a Relic Run party. */
  levels: ComputerLevel[];
  index: number;
  steps?: number;
  samples?: number;
}

interface Outcome {
  job: Job;
  /** Competitive: 'a' | 'b' | 'draw' | 'none'. Co-operative: 'won' | 'lost' | 'none'. */
  outcome: string;
  scores: number[];
  moves: number;
  /** Per line-up position: decisions with a choice, their total and longest CPU time (ms). */
  decisions: number[];
  decideMs: number[];
  maxDecideMs: number[];
  /** CPU time of the worker for the whole match (user + system, ms). */
  cpuMs: number;
}

const competitive = ['relic-runners', 'ruin-runner', 'reliques-co', 'space-relics'];

function timed(strategy: Strategy, position: number, o: Pick<Outcome, 'decisions' | 'decideMs' | 'maxDecideMs'>): Strategy {
  return {
    name: strategy.name,
    async decide(input) {
      if (input.legalMoves.length <= 1) return strategy.decide(input);
      // CPU time of this process (the worker plays one match at a time): on a shared machine the
      // wall time also counts the other processes' turns.
      const start = process.cpuUsage();
      const move = await strategy.decide(input);
      const used = process.cpuUsage(start);
      const ms = (used.user + used.system) / 1000;
      o.decisions[position]! += 1;
      o.decideMs[position]! += ms;
      o.maxDecideMs[position] = Math.max(o.maxDecideMs[position]!, ms);
      return move;
    },
  };
}

async function play(job: Job): Promise<Outcome> {
  const game = games.find((g) => g.id === job.gameId)!;
  const stats = { decisions: job.levels.map(() => 0), decideMs: job.levels.map(() => 0), maxDecideMs: job.levels.map(() => 0) };
  const make = (position: number, seat: number) =>
    timed(
      levelStrategy(job.gameId, job.levels[position]!, {
        seed: `levels:${job.gameId}:${job.index}:${seat}`,
        ...(job.levels[position] === 'hard' && HARD_BENCH_SAMPLES[job.gameId] !== undefined ? { samples: job.samples ?? HARD_BENCH_SAMPLES[job.gameId] } : {}),
        ...(job.levels[position] === 'hard' && HARD_BENCH_SAMPLES[job.gameId] === undefined ? { steps: job.steps ?? HARD_BENCH_STEPS[job.gameId] } : {}),
      }),
      position,
      stats,
    );
  const cpu = process.cpuUsage();
  const coop = job.levels.length === 1;
  // Position of the line-up at each seat: a pairing's first level sits at seat index % 2.
  const positions = coop ? [0, 0] : job.index % 2 === 0 ? [0, 1] : [1, 0];
  let outcome = 'none';
  let scores: number[] = [];
  let moves = MAX_MOVES;
  try {
    const played = await playLocalMatch(game, {
      players: 2,
      seed: `levels:${job.gameId}:${job.index}`,
      strategies: positions.map((p, seat) => make(p, seat)),
      maxMoves: MAX_MOVES,
    });
    const winners = played.result.winners;
    scores = played.result.scores;
    moves = played.moves;
    if (coop) outcome = winners.length > 0 ? 'won' : 'lost';
    else {
      const aWon = winners.includes(positions.indexOf(0));
      const bWon = winners.includes(positions.indexOf(1));
      outcome = aWon && bWon ? 'draw' : aWon ? 'a' : bWon ? 'b' : 'draw';
    }
  } catch (error) {
    if (!/no result after/.test(String(error))) throw error;
  }
  const used = process.cpuUsage(cpu);
  return { job, outcome, scores, moves, ...stats, cpuMs: (used.user + used.system) / 1000 };
}


/** Wilson 95% interval of k successes in n, in percent. */
function wilson(k: number, n: number): string {
  if (n === 0) return '-';
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${Math.round(100 * (centre - half))}-${Math.round(100 * (centre + half))}%`;
}

/** Exact two-sided sign test of k against m (the draws left out). */
function signTest(k: number, m: number): number {
  const n = k + m;
  if (n === 0) return 1;
  let tail = 0;
  const low = Math.min(k, m);
  let c = 1;
  for (let i = 0; i <= low; i++) {
    if (i > 0) c = (c * (n - i + 1)) / i;
    tail += c / 2 ** n;
  }
  return Math.min(1, 2 * tail);
}

const fmtP = (p: number) => (p < 0.001 ? p.toExponential(0) : p.toFixed(3));
const perDecision = (o: Outcome[], position: number) => {
  const n = o.reduce((s, x) => s + x.decisions[position]!, 0);
  const ms = o.reduce((s, x) => s + x.decideMs[position]!, 0);
  const max = Math.max(0, ...o.map((x) => x.maxDecideMs[position]!));
  return `${n ? (ms / n).toFixed(0) : '-'} / ${max.toFixed(0)}`;
};

if (process.argv.includes('--worker')) {
  process.on('message', (job: Job) => {
    void play(job).then((o) => process.send?.(o));
  });
} else {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: [...competitive, 'relic-run'].join(',') },
      pairings: { type: 'string', default: 'hard-medium,medium-easy' },
      games: { type: 'string', default: '100' },
      'hard-games': { type: 'string', default: '40' },
      battles: { type: 'string', default: '100' },
      first: { type: 'string', default: '0' },
      jobs: { type: 'string', default: '2' },
      steps: { type: 'string' },
      samples: { type: 'string' },
      'hard-battles': { type: 'string', default: '40' },
      jsonl: { type: 'string' },
    },
  });
  const gameIds = (values.game as string).split(',');
  const pairings = (values.pairings as string).split(',').map((p) => p.split('-') as [ComputerLevel, ComputerLevel]);
  const first = Number(values.first);
  const steps = values.steps ? Number(values.steps) : undefined;
  const samples = values.samples ? Number(values.samples) : undefined;
  const all: Job[] = [];
  for (const gameId of gameIds) {
    if (gameId === 'relic-run') {
      for (const level of ['hard', 'medium', 'easy'] as const) {
        for (let i = 0; i < Number(level === 'hard' ? values['hard-battles'] : values.battles); i++) all.push({ gameId, levels: [level], index: first + i, ...(steps ? { steps } : {}) });
      }
      continue;
    }
    for (const pairing of pairings) {
      // A searching hard level costs up to a second a decision: fewer matches. The others are cheap.
      const n = Number(pairing.includes('hard') && describeLevel(gameId, 'hard') === 'ismcts' ? values['hard-games'] : values.games);
      for (let i = 0; i < n; i++) all.push({ gameId, levels: pairing, index: first + i, ...(steps ? { steps } : {}), ...(samples ? { samples } : {}) });
    }
  }
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  const startedAt = new Date().toISOString();
  console.log(`node ${process.version}, ${startedAt}, load average ${load()}, ${values.jobs} jobs, matches from index ${first}`);
  console.log(`hard level's moves simulated per decision: ${gameIds.filter((g) => describeLevel(g, 'hard') === 'ismcts').map((g) => `${g} ${steps ?? HARD_BENCH_STEPS[g]}`).join(', ')}`);
  console.log(`hard level's samples per decision (rollout planner): ${gameIds.filter((g) => HARD_BENCH_SAMPLES[g] !== undefined).map((g) => `${g} ${samples ?? HARD_BENCH_SAMPLES[g]}`).join(', ') || 'none'}`);
  const outcomes: Outcome[] = [];
  const started = performance.now();
  await runJobs<Job, Outcome>(fileURLToPath(import.meta.url), all, Number(values.jobs), (job) => `${job.gameId} ${job.levels.join('-')} ${job.index}`, (o) => {
    outcomes.push(o);
    if (values.jsonl) appendFileSync(values.jsonl, `${JSON.stringify(o)}\n`);
    process.stderr.write(`${o.job.gameId} ${o.job.levels.join('-')} ${o.job.index}: ${o.outcome}, ${o.moves} moves, scores ${o.scores.join('/')}, ${(o.cpuMs / 1000).toFixed(1)} s CPU\n`);
  });
  const wall = (performance.now() - started) / 1000;
  const key = (j: Job) => `${j.gameId}:${j.levels.join('-')}`;
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) groups.set(key(o.job), [...(groups.get(key(o.job)) ?? []), o]);
  for (const g of groups.values()) g.sort((x, y) => x.job.index - y.job.index);

  console.log('\nCompetitive games, two players, seats alternating ("a" is the first level of the pairing)\n');
  console.log('| game | pairing (a vs b) | what they are | matches | a wins | draws | b wins | no result | a win rate (95% interval) | sign test p | CPU ms per decision, a: mean / max | CPU s per match |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const gameId of gameIds.filter((g) => g !== 'relic-run')) {
    for (const [a, b] of pairings) {
      const o = groups.get(`${gameId}:${a}-${b}`) ?? [];
      const count = (what: string) => o.filter((x) => x.outcome === what).length;
      const [wa, wb, d, none] = [count('a'), count('b'), count('draw'), count('none')];
      const cpu = o.reduce((s, x) => s + x.cpuMs, 0) / 1000 / Math.max(1, o.length);
      console.log(
        `| ${gameId} | ${a} vs ${b} | ${describeLevel(gameId, a)} vs ${describeLevel(gameId, b)} | ${o.length} | ${wa} | ${d} | ${wb} | ${none} | **${o.length ? ((100 * wa) / o.length).toFixed(0) : '-'}%** (${wilson(wa, o.length)}) | ${fmtP(signTest(wa, wb))} | ${perDecision(o, 0)} | ${cpu.toFixed(1)} |`,
      );
    }
  }
  if (gameIds.includes('relic-run')) {
    console.log('\nRelic Run (co-operative), a party of two heroes at one level, default scenario, the same battles for every level\n');
    console.log('| level | what it is | battles | won | win rate (95% interval) | paired with the level below: only this / only below | McNemar p | CPU ms per decision: mean / max | CPU s per battle |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const levels = ['hard', 'medium', 'easy'] as const;
    for (const [i, level] of levels.entries()) {
      const o = groups.get(`relic-run:${level}`) ?? [];
      const won = o.filter((x) => x.outcome === 'won').length;
      const below = levels[i + 1] ? (groups.get(`relic-run:${levels[i + 1]}`) ?? []) : [];
      const wonBelow = new Set(below.filter((x) => x.outcome === 'won').map((x) => x.job.index));
      const wonHere = new Set(o.filter((x) => x.outcome === 'won').map((x) => x.job.index));
      const both = new Set(below.map((x) => x.job.index));
      const onlyHere = [...wonHere].filter((k) => both.has(k) && !wonBelow.has(k)).length;
      const onlyBelow = [...wonBelow].filter((k) => !wonHere.has(k) && o.some((x) => x.job.index === k)).length;
      const cpu = o.reduce((s, x) => s + x.cpuMs, 0) / 1000 / Math.max(1, o.length);
      console.log(
        `| ${level} | ${describeLevel('relic-run', level)} | ${o.length} | ${won} | **${o.length ? ((100 * won) / o.length).toFixed(0) : '-'}%** (${wilson(won, o.length)}) | ${below.length ? `${onlyHere} / ${onlyBelow}` : ''} | ${below.length ? fmtP(signTest(onlyHere, onlyBelow)) : ''} | ${perDecision(o, 0)} | ${cpu.toFixed(1)} |`,
      );
    }
  }
  console.log(`\n${outcomes.length} matches in ${wall.toFixed(0)} s of wall time; load average at the end ${load()}`);
}
