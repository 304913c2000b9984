import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBot } from './runner.js';
import { strategyByName } from './strategy.js';

const usage = `RELIQUARY_TOKEN=<token> npm run bot -- --url <base> [--strategy random|greedy|planner|ismcts] [--think-ms N] [--state <file>]
npm run bot -- --url <base> --token-file <file> ...

Plays every turn the token's account is given, until Ctrl-C. The token comes from the
RELIQUARY_TOKEN environment variable or from --token-file (never the command line, which npm
echoes and process lists show). --state keeps the last handled inbox seq in a file, so a
restarted bot resumes where it stopped.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'token-file': { type: 'string' },
    strategy: { type: 'string', default: 'random' },
    'think-ms': { type: 'string', default: '1000' },
    state: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const tokenFile = values['token-file'];
const token = (tokenFile ? readFileSync(tokenFile, 'utf8') : (process.env.RELIQUARY_TOKEN ?? '')).trim();
if (values.help || !values.url || !token) {
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
  token,
  strategy,
  after,
  signal: stop.signal,
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  ...(stateFile ? { onCursor: (seq: number) => writeFileSync(stateFile, JSON.stringify({ after: seq })) } : {}),
});
console.log(`stopped: ${stats.moves} moves, ${stats.joined} matches joined, ${stats.finished} finished, ${stats.errors} errors retried`);
