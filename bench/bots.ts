/**
 * Bot benchmark: ISMCTS iterations per second for every game, then a line-up of bots over many
 * matches played in-process through the Game contract, with self-play statistics.
 *
 *   npm run bench:bots -- [--game id] [--matches 100] [--first 0] [--players 2] [--think-ms 1000]
 *                         [--iterations N] [--bots ismcts,random] [--jobs 2] [--calibrate-ms 3000]
 *                         [--rate N] [--no-clock] [--max-moves N] [--jsonl file]
 *
 * Bots: `random`, `greedy` (the game's heuristic bot, src/bots/playbooks.ts), `planner` (its
 * bot that looks a turn further, where the game has one), `ismcts` (with the
 * game's playout heuristics, if any) and `ismcts-plain` (uniform random playouts). An ISMCTS
 * bot may carry its own time, `ismcts@100`, else it thinks for `--think-ms`. Each decision
 * thinks at most that long and at most the iterations the calibration found fit in it (or
 * `--iterations`); the search stops early when the rest of its budget could not change its
 * choice. `--rate N` (iterations per second, from a calibration) gives every ISMCTS bot the cap
 * N × its own think time and a clock of ten times that time, so that the cap, not the clock,
 * ends its searches even on a loaded machine (`ismcts@1000,ismcts@100` then search 10:1);
 * `--no-clock` drops that clock, so only the cap ends a search, however loaded the machine.
 * `--max-moves N` reports a match still unfinished after N moves as "no result" (a loss for the
 * subject) instead of stopping the run. The first bot of the line-up is the subject: a match is
 * won when one of its seats is among the winners. Seats rotate through the line-up with the match number. Matches are spread
 * over `--jobs` child processes; a match is reproducible from its seed when the iteration cap,
 * not the clock, ends every search. `--jsonl` appends one line per match (scores, winners,
 * moves per seat, end condition, the playbook's statistics).
 */
import { runJobs } from './jobs.js';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appendFileSync } from 'node:fs';
import { ismctsStrategy, type SearchStats } from '../src/bots/ismcts.js';
import { playbooks, searchHeuristics } from '../src/bots/playbooks.js';
import { greedyStrategy, plannerStrategy, playLocalMatch, randomStrategy, type Strategy } from '../src/bots/strategy.js';
import { pick, randomInt, seedRng, type AnyGame, type Seat } from '../src/engine/index.js';
import { games } from '../src/games/index.js';

interface MatchJob {
  gameId: string;
  match: number;
  players: number;
  bots: string[];
  /** Per bot of the line-up: its iteration cap and thinking time (ISMCTS bots only). */
  budgets: { iterations: number; thinkMs?: number }[];
  /** A match still unfinished after this many moves is reported as `no result` (default: an error). */
  maxMoves?: number;
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
  lineup: string[];
  winners: number[];
  scores: number[];
  movesBySeat: number[];
  end?: string;
  statistics?: Record<string, number>;
}

/** `ismcts@100` → kind `ismcts`, 100 ms. */
function parseBot(token: string): { kind: string; thinkMs?: number } {
  const [kind, ms] = token.split('@') as [string, string | undefined];
  if (!['random', 'greedy', 'planner', 'ismcts', 'ismcts-plain'].includes(kind)) throw new Error(`unknown bot "${token}"`);
  return ms === undefined ? { kind } : { kind, thinkMs: Number(ms) };
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
  // Only the subject's searches are counted, so the figures describe the bot under test.
  const make = (index: number, seat: number): Strategy => {
    const { kind } = parseBot(job.bots[index] as string);
    const seed = `${kind}:${job.gameId}:${job.match}:${seat}`;
    const budget = job.budgets[index] as MatchJob['budgets'][number];
    if (kind === 'greedy') return greedyStrategy(seed);
    if (kind === 'planner') return plannerStrategy(seed);
    if (kind === 'random') return randomStrategy(seed);
    return ismctsStrategy({
      ...budget,
      seed,
      heuristics: kind === 'ismcts' ? searchHeuristics : {},
      ...(index === 0 ? { onSearch } : {}),
    });
  };
  // Seats rotate with the match number, so the first strategy moves first in some matches.
  const lineupIndex = Array.from({ length: job.players }, (_, seat) => (seat + job.match) % job.bots.length);
  const subjectSeats = lineupIndex.flatMap((index, seat) => (job.bots[index] === job.bots[0] ? [seat] : []));
  let played;
  try {
    played = await playLocalMatch(game, {
      players: job.players,
      seed: `bench-bots:${job.gameId}:${job.match}`,
      strategies: lineupIndex.map(make),
      ...(job.maxMoves ? { maxMoves: job.maxMoves } : {}),
    });
  } catch (error) {
    if (!job.maxMoves || !/no result after/.test(String(error))) throw error;
    const lineup = lineupIndex.map((i) => job.bots[i] as string);
    return { match: job.match, won: false, tie: false, moves: job.maxMoves, ...stats, lineup, winners: [], scores: [], movesBySeat: [], end: 'no result' };
  }
  const { result, moves, movesBySeat, state } = played;
  const playbook = playbooks[job.gameId];
  return {
    match: job.match,
    won: subjectSeats.some((s) => result.winners.includes(s)),
    tie: result.winners.length > 1,
    moves,
    ...stats,
    lineup: lineupIndex.map((i) => job.bots[i] as string),
    winners: result.winners,
    scores: result.scores,
    movesBySeat,
    ...(playbook?.endCondition ? { end: playbook.endCondition(state) } : {}),
    ...(playbook?.statistics ? { statistics: playbook.statistics(state) } : {}),
  };
}

/** Iterations per second of an unbounded search, over positions met along a random game. */
function calibrate(game: AnyGame, totalMs: number, withHeuristics: boolean): number {
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
  const search = ismctsStrategy({
    thinkMs: totalMs / sample.length,
    seed: `calibrate:${game.id}`,
    heuristics: withHeuristics ? searchHeuristics : {},
    onSearch: (s) => ((iterations += s.iterations), (ms += s.ms)),
  });
  for (const { seat, state: s } of sample) {
    search.decide({ gameId: game.id, seat, view: game.view(s, seat), legalMoves: game.legalMoves(s, seat) });
  }
  return (iterations / ms) * 1000;
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
      players: { type: 'string', default: '2' },
      'think-ms': { type: 'string', default: '1000' },
      iterations: { type: 'string' },
      bots: { type: 'string', default: 'ismcts,random' },
      jobs: { type: 'string', default: '2' },
      'calibrate-ms': { type: 'string', default: '3000' },
      /**
       * Iterations per second measured once (`--matches 0`, under nice): skips the calibration;
       * each ISMCTS bot's cap is this rate times its own think time, and its clock gets ten times
       * that time, so the cap, not the machine's load, ends every search.
       */
      rate: { type: 'string' },
      /** With `--rate`: no clock at all, the iteration cap alone ends every search. */
      'no-clock': { type: 'boolean', default: false },
      'max-moves': { type: 'string' },
      jsonl: { type: 'string' },
    },
  });
  const bots = (values.bots as string).split(',').map((b) => b.trim());
  const parsed = bots.map(parseBot);
  const thinkMs = Number(values['think-ms']);
  const players = Number(values.players);
  console.log(`node ${process.version}, ${values.matches} ${players}-player matches per game, line-up ${bots.join(' vs ')} (seats rotate), ${thinkMs} ms per ISMCTS decision unless the bot says, ${values.jobs} jobs`);
  console.log('| game | subject iterations/s | iteration cap per move | matches | wins | ties | win rate | subject decisions/match | search s/decision | wall s |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const summaries: string[] = [];
  for (const game of games.filter((g) => !values.game || g.id === values.game)) {
    const perSecond = new Map<string, number>();
    for (const { kind } of parsed) {
      if (kind.startsWith('ismcts') && !perSecond.has(kind) && !values.rate) perSecond.set(kind, calibrate(game, Number(values['calibrate-ms']), kind === 'ismcts'));
    }
    const budgets = parsed.map(({ kind, thinkMs: own }) => {
      const ms = own ?? thinkMs;
      if (values.rate) {
        const iterations = Math.max(1, Math.round((Number(values.rate) * ms) / 1000));
        return values['no-clock'] ? { iterations } : { thinkMs: 10 * ms, iterations };
      }
      const rate = perSecond.get(kind) ?? 0;
      return { thinkMs: ms, iterations: values.iterations ? Number(values.iterations) : Math.max(1, Math.round((rate * ms) / 1000)) };
    });
    const first = Number(values.first);
    const jobs = Array.from({ length: Number(values.matches) }, (_, i) => ({ gameId: game.id, match: first + i, players, bots, budgets, ...(values['max-moves'] ? { maxMoves: Number(values['max-moves']) } : {}) }));
    const outcomes: MatchOutcome[] = [];
    const started = performance.now();
    await runJobs<MatchJob, MatchOutcome>(fileURLToPath(import.meta.url), jobs, Number(values.jobs), (job) => `match ${job.match}`, (o) => {
      outcomes.push(o);
      if (values.jsonl) appendFileSync(values.jsonl, `${JSON.stringify({ game: game.id, ...o })}\n`);
      process.stderr.write(`${game.id} match ${o.match}: ${o.won ? 'won' : 'lost'}${o.tie ? ' (tie)' : ''}, ${o.moves} moves, scores ${o.scores.join('/')}${o.end ? `, ${o.end}` : ''}, ${(o.searchMs / 1000).toFixed(0)} s searching\n`);
    });
    const wall = (performance.now() - started) / 1000;
    const subjectRate = perSecond.get(parsed[0]!.kind);
    const cap = parsed[0]!.kind.startsWith('ismcts') ? String(budgets[0]!.iterations) : '';
    if (outcomes.length === 0) {
      console.log(`| ${game.id} | ${subjectRate?.toFixed(0) ?? ''} | ${cap} | 0 | | | | | | |`);
      continue;
    }
    const wins = outcomes.filter((o) => o.won).length;
    const ties = outcomes.filter((o) => o.tie).length;
    const decisions = outcomes.reduce((n, o) => n + o.decisions, 0);
    const searchMs = outcomes.reduce((n, o) => n + o.searchMs, 0);
    console.log(
      `| ${game.id} | ${subjectRate?.toFixed(0) ?? ''} | ${cap} | ${outcomes.length} | ${wins} | ${ties} | ${((100 * wins) / outcomes.length).toFixed(0)}% | ${(decisions / outcomes.length).toFixed(1)} | ${decisions ? (searchMs / 1000 / decisions).toFixed(2) : ''} | ${wall.toFixed(0)} |`,
    );
    summaries.push(summarize(game.id, outcomes));
  }
  console.log(`\nSelf-play statistics (median [min-max] over matches)\n\n${summaries.join('\n\n')}`);
}

/** Median and range over matches, as "median [min-max]". */
function spread(values: number[]): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  const f = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return `${f(mid)} [${f(sorted[0]!)}-${f(sorted[sorted.length - 1]!)}]`;
}

function summarize(gameId: string, outcomes: MatchOutcome[]): string {
  const rows: [string, string][] = [
    ['moves per match', spread(outcomes.map((o) => o.moves))],
    ['moves per seat', spread(outcomes.flatMap((o) => o.movesBySeat))],
    ['winning score', spread(outcomes.flatMap((o) => o.winners.map((w) => o.scores[w]!)))],
    ['every score', spread(outcomes.flatMap((o) => o.scores))],
  ];
  const ends = new Map<string, number>();
  for (const o of outcomes) if (o.end) ends.set(o.end, (ends.get(o.end) ?? 0) + 1);
  if (ends.size > 0) rows.push(['end condition', [...ends].map(([end, n]) => `${end} ${n}`).join(', ')]);
  const keys = [...new Set(outcomes.flatMap((o) => Object.keys(o.statistics ?? {})))];
  for (const key of keys) rows.push([key, spread(outcomes.flatMap((o) => (o.statistics?.[key] === undefined ? [] : [o.statistics[key]!])))]);
  return [`${gameId}:`, '| measure | value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
