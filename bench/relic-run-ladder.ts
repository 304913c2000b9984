/**
 * Relic Run scenario ladder: how a sensible party (the greedy heuristic bot,
 * src/bots/greedy-relic-run.ts) fares in each scenario at each party size.
 *
 *   npm run bench:relic-run -- [--battles 400] [--scenarios id,id] [--sizes 1,2,3,4] [--seed ladder] [--party archer,barbarian]
 *
 * For every scenario and party size (the default party: Barbarian, Archer, Barbarian, Archer cut
 * to the size; `--party` gives the classes instead, cycled to the size) it plays `--battles` seeded battles and prints, per cell: the win rate with its 95%
 * Wilson interval, the share of battles in which the enemies acted at least once (attack, spawn,
 * heal or buff), the median and 10th-90th percentile of rounds played, the share of battles that
 * ended in round 1, and why battles were lost. Every battle is reproducible from its seed.
 */
import { parseArgs } from 'node:util';
import type { GameEvent } from '../src/engine/index.js';
import { relicRunGreedyStrategy } from '../src/bots/greedy-relic-run.js';
import { SCENARIO_IDS, type HeroClass, type ScenarioId } from '../src/games/relic-run/data.js';
import { relicRun, type RelicRunState } from '../src/games/relic-run/index.js';

const ENEMY_ACTIONS = new Set(['enemy-attack', 'enemy-spawned', 'enemy-healed', 'enemy-buffed']);

interface Battle {
  won: boolean;
  reason: string;
  rounds: number;
  enemyActions: number;
}

export function playBattle(scenario: ScenarioId, players: number, seed: string, classes?: readonly HeroClass[]): Battle {
  const party = classes === undefined ? undefined : Array.from({ length: players }, (_, i) => classes[i % classes.length]!);
  const options = relicRun.options.parse({ scenario, party });
  let s: RelicRunState = relicRun.setup({ players, options, seed });
  const bot = relicRunGreedyStrategy(`greedy:${seed}`);
  let enemyActions = 0;
  for (let steps = 0; s.outcome === null; steps++) {
    if (steps > 20_000) throw new Error(`no end after ${steps} moves (${scenario}, ${players}, ${seed})`);
    const seat = relicRun.activeSeats(s)[0]!;
    const move = bot.decide({ gameId: relicRun.id, seat, view: relicRun.view(s, seat), legalMoves: relicRun.legalMoves(s, seat) });
    const out = relicRun.apply(s, seat, move as Parameters<typeof relicRun.apply>[2]);
    enemyActions += out.events.filter((e: GameEvent) => ENEMY_ACTIONS.has(e.type)).length;
    s = out.state;
  }
  return { won: s.outcome.won, reason: s.outcome.reason, rounds: s.round, enemyActions };
}

/** 95% Wilson score interval of a proportion. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export interface Cell {
  scenario: ScenarioId;
  players: number;
  battles: number;
  wins: number;
  interval: [number, number];
  enemiesActed: number;
  medianRounds: number;
  rounds10: number;
  rounds90: number;
  endedRound1: number;
  losses: Record<string, number>;
}

export function measure(scenario: ScenarioId, players: number, battles: number, seed: string, classes?: readonly HeroClass[]): Cell {
  const results = Array.from({ length: battles }, (_, i) => playBattle(scenario, players, `${seed}:${scenario}:${players}:${i}`, classes));
  const wins = results.filter((b) => b.won).length;
  const rounds = results.map((b) => b.rounds).sort((a, b) => a - b);
  const losses: Record<string, number> = {};
  for (const b of results) if (!b.won) losses[b.reason] = (losses[b.reason] ?? 0) + 1;
  return {
    scenario,
    players,
    battles,
    wins,
    interval: wilson(wins, battles),
    enemiesActed: results.filter((b) => b.enemyActions > 0).length / battles,
    medianRounds: percentile(rounds, 0.5),
    rounds10: percentile(rounds, 0.1),
    rounds90: percentile(rounds, 0.9),
    endedRound1: results.filter((b) => b.rounds === 1).length / battles,
    losses,
  };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      battles: { type: 'string', default: '400' },
      scenarios: { type: 'string', default: SCENARIO_IDS.join(',') },
      sizes: { type: 'string', default: '1,2,3,4' },
      seed: { type: 'string', default: 'ladder' },
      party: { type: 'string' },
    },
  });
  const battles = Number(values.battles);
  const scenarios = values.scenarios.split(',') as ScenarioId[];
  const sizes = values.sizes.split(',').map(Number);
  const classes = values.party === undefined ? undefined : (values.party.split(',') as HeroClass[]);
  console.log('| scenario | heroes | battles | wins | win rate (95% CI) | enemies acted | rounds median (p10-p90) | ended in round 1 | losses |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const scenario of scenarios) {
    for (const players of sizes) {
      const c = measure(scenario, players, battles, values.seed, classes);
      const losses = Object.entries(c.losses).map(([k, n]) => `${k} ${n}`).join(', ') || '-';
      console.log(
        `| ${scenario} | ${players} | ${battles} | ${c.wins} | ${pct(c.wins / battles)} (${pct(c.interval[0])}-${pct(c.interval[1])}) | ${pct(c.enemiesActed)} | ${c.medianRounds} (${c.rounds10}-${c.rounds90}) | ${pct(c.endedRound1)} | ${losses} |`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
