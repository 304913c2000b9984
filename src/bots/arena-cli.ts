import { parseArgs } from 'node:util';
import { runArena } from './arena.js';

const usage = 'npm run arena -- --game <id> --players N --matches M --bots a,b [--think-ms N] [--url http://127.0.0.1:8787] [--verbose]';
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8787' },
    game: { type: 'string' },
    players: { type: 'string', default: '2' },
    matches: { type: 'string', default: '10' },
    bots: { type: 'string', default: 'random,random' },
    'think-ms': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
if (!values.game) {
  console.log(usage);
  process.exit(2);
}
const results = await runArena({
  url: values.url as string,
  gameId: values.game,
  players: Number(values.players),
  matches: Number(values.matches),
  bots: (values.bots as string).split(',').map((b) => b.trim()),
  ...(values['think-ms'] ? { thinkMs: Number(values['think-ms']) } : {}),
  log: values.verbose ? (l) => console.log(l) : (l) => (l.startsWith('match ') ? console.log(l) : undefined),
});
console.log('\nstrategy  seats  wins  win rate');
for (const r of results) console.log(`${r.strategy.padEnd(9)} ${String(r.seats).padStart(5)} ${String(r.wins).padStart(5)}  ${(r.winRate * 100).toFixed(1)}%`);
