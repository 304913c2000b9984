/**
 * Engine benchmark: random playouts per second, microseconds per `apply` (p50/p99), per
 * `determinize` of seat 0's view (p50, what a search pays per sample) and state size, for every
 * game and player count. `npm run bench [-- --seconds 2 --game ruin-runner]`
 */
import { games } from '../src/games/index.js';
import { pick, playMove, randomInt, seedRng, type AnyGame } from '../src/engine/index.js';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '2' }, game: { type: 'string' } } });
const budgetMs = Number(values.seconds) * 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

type Timings = { apply: number[]; determinize: number[] };

function playOne(game: AnyGame, players: number, seed: string, timings: Timings | null) {
  let state = game.setup({ players, options: game.options.parse({}), seed });
  const chooser = seedRng(`bench:${seed}`);
  let maxBytes = 0;
  let moves = 0;
  while (game.result(state) === null) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(chooser, active.length)] as number;
    const move = pick(chooser, game.legalMoves(state, seat));
    if (timings) {
      const t0 = process.hrtime.bigint();
      state = playMove(game, state, seat, move).state;
      timings.apply.push(Number(process.hrtime.bigint() - t0) / 1000);
      if (moves % 16 === 0) {
        const view = game.view(state, 0);
        const t1 = process.hrtime.bigint();
        game.determinize(view, 0, chooser);
        timings.determinize.push(Number(process.hrtime.bigint() - t1) / 1000);
      }
    } else {
      state = playMove(game, state, seat, move).state;
    }
    if (moves++ % 16 === 0) maxBytes = Math.max(maxBytes, JSON.stringify(state).length);
  }
  return { moves, maxBytes };
}

console.log(`node ${process.version}, ${budgetMs / 1000} s per row`);
console.log('| game | players | playouts/s | moves/game | apply p50 µs | apply p99 µs | determinize p50 µs | max state bytes |');
console.log('|---|---|---|---|---|---|---|---|');
for (const game of games.filter((g) => !values.game || g.id === values.game)) {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    // Throughput without timers, then a separate pass timing each apply.
    let playouts = 0;
    let totalMoves = 0;
    let maxBytes = 0;
    const start = performance.now();
    while (performance.now() - start < budgetMs) {
      const r = playOne(game, players, `${game.id}-${players}-${playouts}`, null);
      playouts++;
      totalMoves += r.moves;
      maxBytes = Math.max(maxBytes, r.maxBytes);
    }
    const perSecond = playouts / ((performance.now() - start) / 1000);
    const timings: Timings = { apply: [], determinize: [] };
    for (let i = 0; timings.apply.length < 20_000 && i < 2_000; i++) playOne(game, players, `timed-${game.id}-${players}-${i}`, timings);
    const times = timings.apply.sort((a, b) => a - b);
    const samples = timings.determinize.sort((a, b) => a - b);
    console.log(
      `| ${game.id} | ${players} | ${perSecond.toFixed(0)} | ${(totalMoves / playouts).toFixed(0)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${percentile(samples, 50).toFixed(1)} | ${maxBytes} |`,
    );
  }
}
