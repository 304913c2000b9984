import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBot } from './runner.js';
import { strategyByName } from './strategy.js';

const usage = `npm run bot -- --url <base> --token <token> [--strategy random|ismcts] [--think-ms N] [--state <file>]

Plays every turn the token's account is given, until Ctrl-C. --state keeps the last handled
inbox seq in a file, so a restarted bot resumes where it stopped.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    strategy: { type: 'string', default: 'random' },
    'think-ms': { type: 'string', default: '1000' },
    state: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.url || !values.token) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const strategy = strategyByName(values.strategy as string, { thinkMs: Number(values['think-ms']) });
const stateFile = values.state;
const after = stateFile && existsSync(stateFile) ? Number(JSON.parse(readFileSync(stateFile, 'utf8')).after ?? 0) : 0;
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop.abort());

console.log(`${strategy.name} bot on ${values.url}, resuming after seq ${after}; Ctrl-C stops it.`);
const stats = await runBot({
  url: values.url,
  token: values.token,
  strategy,
  after,
  signal: stop.signal,
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  ...(stateFile ? { onCursor: (seq: number) => writeFileSync(stateFile, JSON.stringify({ after: seq })) } : {}),
});
console.log(`stopped: ${stats.moves} moves, ${stats.joined} matches joined, ${stats.finished} finished, ${stats.errors} errors retried`);
