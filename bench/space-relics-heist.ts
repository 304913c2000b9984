/**
 * Space Relics: does the heist happen? Plays seeded games between strategies and counts what
 * the box is about: artifacts taken, the Heart of Sol taken, the Last Defense fired, how the
 * game ended, scores, game length (rounds, decisions).
 *
 *   npx tsx bench/space-relics-heist.ts -- [--bots greedy,random] [--games 100] [--players 2]
 *       [--iterations 200] [--think-ms 0] [--seed heist] [--rules 3] [--draw]
 *
 * `--bots` is cycled over the seats and rotated by one seat per game, so no strategy always
 * moves first; with `--draw` each seat's strategy is drawn from the list instead (seeded: a
 * table of players of every kind listed). Strategies: random, greedy
 * (src/bots/greedy-space-relics.ts), greedy@S (the same heister planning its trips with S times
 * the AP it can count on instead of 0.7: how far a player pushes its luck), daring (the same
 * heister with the hard computer level's tuning as of 6f97ee9: dares a longer trip, races for the
 * Heart), planner (the hard computer level's rollout planner, src/bots/planner-space-relics.ts,
 * with its deterministic bench budget `HARD_BENCH_SAMPLES`), ismcts (random playouts;
 * `--iterations` per decision, or `--think-ms`).
 * `--rules` plays an earlier rules version (its museum: RULES.md, "Rules versions"); the bots are
 * the same. Every game is reproducible from its seed (with an iteration budget).
 */
import { parseArgs } from 'node:util';
import { pick, seedRng, underRulesOf } from '../src/engine/index.js';
import { randomStrategy, type Strategy } from '../src/bots/strategy.js';
import { ismctsStrategy } from '../src/bots/ismcts.js';
import { GREEDY_TUNING, spaceRelicsGreedyStrategy, type SpaceRelicsTuning } from '../src/bots/greedy-space-relics.js';
import { spaceRelics, type SpaceRelicsMove, type SpaceRelicsState } from '../src/games/space-relics/index.js';
import { spaceRelicsPlannerStrategy } from '../src/bots/planner-space-relics.js';
import { HARD_BENCH_SAMPLES } from '../src/bots/levels.js';
import { HEART_OF_SOL, LAST_ROUND } from '../src/games/space-relics/data.js';

export interface HeistGame {
  seed: string;
  /** Strategy name per seat. */
  seats: string[];
  artifacts: number;
  /** Round in which the Heart of Sol was taken (0: never). */
  heartRound: number;
  artifactsBySeat: number[];
  heartTaken: boolean;
  lastDefense: boolean;
  /** How it ended: everyone out, the Last Defense's last turns, or the air ran out. */
  end: 'allOut' | 'lastDefense' | 'outOfAir';
  rounds: number;
  /** Platforms still on the board when the game ended (16 at the start; the Last Defense removes them). */
  platformsLeft: number;
  /** Moves played per seat (every atomic move), and those with more than one legal choice. */
  moves: number[];
  decisions: number[];
  scores: number[];
  escaped: boolean[];
  winners: number[];
}

/** The hard computer level's tuning of the heister as of 2026-11-27 (`SPACE_RELICS_HARD_TUNING`, commit 6f97ee9): a longer trip dared, the Heart raced for. */
const DARING: SpaceRelicsTuning = { heartBonus: 16, safety: 0.85 };

export function makeStrategy(name: string, seed: string, opts: { iterations?: number; thinkMs?: number }): Strategy {
  if (name === 'random') return randomStrategy(seed);
  if (name === 'greedy') return spaceRelicsGreedyStrategy(seed);
  if (name === 'daring') return spaceRelicsGreedyStrategy(seed, DARING);
  const dares = /^greedy@(\d+(?:\.\d+)?)$/.exec(name);
  if (dares) return spaceRelicsGreedyStrategy(seed, { ...GREEDY_TUNING, safety: Number(dares[1]) });
  if (name === 'planner') return spaceRelicsPlannerStrategy({ seed, samples: HARD_BENCH_SAMPLES['space-relics']! });
  if (name === 'ismcts') {
    return ismctsStrategy({ seed, ...(opts.thinkMs ? { thinkMs: opts.thinkMs } : {}), ...(opts.iterations ? { iterations: opts.iterations } : {}) });
  }
  throw new Error(`unknown strategy ${name}`);
}

export async function playHeistGame(seed: string, seats: string[], opts: { iterations?: number; thinkMs?: number; rules?: number } = {}): Promise<HeistGame> {
  const players = seats.length;
  const game = opts.rules === undefined || opts.rules === spaceRelics.rulesVersion ? spaceRelics : spaceRelics.earlierVersions?.[opts.rules];
  if (!game) throw new Error(`no rules version ${opts.rules}`);
  let s: SpaceRelicsState = game.setup({ players, options: {}, seed });
  const strategies = seats.map((name, seat) => makeStrategy(name, `${seed}:${seat}:${name}`, opts));
  const moves = seats.map(() => 0);
  const decisions = seats.map(() => 0);
  let heartTaken = false;
  let lastDefense = false;
  let lastTurns = false;
  let outOfAir = false;
  let heartRound = 0;
  for (let n = 0; s.result === null; n++) {
    if (n > 50_000) throw new Error(`no end after ${n} moves (seed ${seed})`);
    const seat = game.activeSeats(s)[0]!;
    const legal = game.legalMoves(s, seat);
    // The bots read the museum of the match's rules version (its board), as the server's computers do.
    const decision = { gameId: spaceRelics.id, rulesVersion: game.rulesVersion, seat, view: game.view(s, seat), legalMoves: legal };
    const move = (await underRulesOf(game, () => strategies[seat]!.decide(decision))) as SpaceRelicsMove;
    moves[seat]! += 1;
    if (legal.length > 1) decisions[seat]! += 1;
    const out = game.apply(s, seat, move);
    for (const e of out.events) {
      if (e.type === 'lastDefense') lastDefense = true;
      if (e.type === 'lastTurns') lastTurns = true;
      if (e.type === 'outOfAir') outOfAir = true;
    }
    s = out.state;
    if (s.heartTaker !== null && !heartTaken) heartRound = s.round;
    if (s.heartTaker !== null) heartTaken = true;
  }
  const result = s.result;
  const artifactsBySeat = s.players.map((p) => p.artifacts.length);
  return {
    seed,
    seats,
    artifacts: artifactsBySeat.reduce((a, b) => a + b, 0),
    heartRound,
    artifactsBySeat,
    heartTaken: heartTaken || s.players.some((p) => p.artifacts.includes(HEART_OF_SOL)),
    lastDefense,
    end: outOfAir ? 'outOfAir' : lastTurns ? 'lastDefense' : 'allOut',
    rounds: Math.min(s.round, LAST_ROUND),
    platformsLeft: s.platforms.length,
    moves,
    decisions,
    scores: result.scores,
    escaped: s.players.map((p) => p.status === 'escaped'),
    winners: result.winners,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
};
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(0)}%`;

export function summarize(games: HeistGame[]): string[] {
  const lines: string[] = [];
  const n = games.length;
  lines.push(`games ${n}`);
  lines.push(`artifacts taken per game: mean ${mean(games.map((g) => g.artifacts)).toFixed(2)}, median ${median(games.map((g) => g.artifacts))}, max ${Math.max(...games.map((g) => g.artifacts))}`);
  lines.push(`Heart of Sol taken: ${pct(games.filter((g) => g.heartTaken).length, n)}; Last Defense fired: ${pct(games.filter((g) => g.lastDefense).length, n)}`);
  const ends = ['allOut', 'lastDefense', 'outOfAir'] as const;
  lines.push(`end: ${ends.map((e) => `${e} ${pct(games.filter((g) => g.end === e).length, n)}`).join(', ')}`);
  const defended = games.filter((g) => g.lastDefense);
  lines.push(`platforms left on the board at the end of a game the Last Defense fired in (of 16): median ${median(defended.map((g) => g.platformsLeft))}, min ${Math.min(...defended.map((g) => g.platformsLeft))}`);
  lines.push(`rounds: median ${median(games.map((g) => g.rounds))}, mean ${mean(games.map((g) => g.rounds)).toFixed(1)}; Heart taken in round: median ${median(games.filter((g) => g.heartTaken).map((g) => g.heartRound))}`);
  const seats = games.flatMap((g) => g.escaped);
  lines.push(
    `tension: museum cleared (8-9 of 9 taken) ${pct(games.filter((g) => g.artifacts >= 8).length, n)}; someone caught ${pct(games.filter((g) => g.escaped.some((e) => !e)).length, n)} ` +
      `(seats caught ${pct(seats.filter((e) => !e).length, seats.length)}); the Last Defense or the air ended it ${pct(games.filter((g) => g.end !== 'allOut').length, n)}`,
  );
  const names = [...new Set(games.flatMap((g) => g.seats))];
  for (const name of names) {
    const rows = games.flatMap((g) => g.seats.flatMap((s, seat) => (s === name ? [{ g, seat }] : [])));
    const scores = rows.map(({ g, seat }) => g.scores[seat]!);
    lines.push(
      `${name}: seats ${rows.length}, wins ${pct(rows.filter(({ g, seat }) => g.winners.includes(seat)).length, rows.length)}, ` +
        `escaped ${pct(rows.filter(({ g, seat }) => g.escaped[seat]).length, rows.length)}, ` +
        `artifacts/seat ${mean(rows.map(({ g, seat }) => g.artifactsBySeat[seat]!)).toFixed(2)}, ` +
        `score mean ${mean(scores).toFixed(1)} (median ${median(scores)}, range ${Math.min(...scores)}-${Math.max(...scores)}), ` +
        `decisions/seat median ${median(rows.map(({ g, seat }) => g.decisions[seat]!))}, moves/seat median ${median(rows.map(({ g, seat }) => g.moves[seat]!))}`,
    );
  }
  return lines;
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      bots: { type: 'string', default: 'greedy,random' },
      games: { type: 'string', default: '100' },
      players: { type: 'string', default: '2' },
      iterations: { type: 'string', default: '200' },
      'think-ms': { type: 'string', default: '0' },
      seed: { type: 'string', default: 'heist' },
      rules: { type: 'string', default: String(spaceRelics.rulesVersion) },
      verbose: { type: 'boolean', default: false },
      draw: { type: 'boolean', default: false },
    },
  });
  const bots = values.bots.split(',');
  const players = Number(values.players);
  const opts = { iterations: Number(values.iterations), thinkMs: Number(values['think-ms']), rules: Number(values.rules) };
  const games: HeistGame[] = [];
  const started = performance.now();
  const drawn = seedRng(`${values.seed}:draw`);
  for (let i = 0; i < Number(values.games); i++) {
    const seats = Array.from({ length: players }, (_, seat) => (values.draw ? pick(drawn, bots) : bots[(seat + i) % bots.length]!));
    const g = await playHeistGame(`${values.seed}:${i}`, seats, opts);
    games.push(g);
    if (values.verbose) console.log(JSON.stringify(g));
  }
  console.log(`bots ${bots.join(' vs ')}, ${players} players, rules version ${opts.rules}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const l of summarize(games)) console.log(l);
}

if (process.argv[1]?.endsWith('space-relics-heist.ts')) await main();
