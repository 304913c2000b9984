/**
 * The Worker's size and cold start in workerd: `npm run bench:worker -- [--runs 5] [--bundle dist/worker.js]`.
 *
 * Bundles the Worker as `wrangler deploy --dry-run` does (unless --bundle names one already
 * built), reports its raw and gzipped size, then starts a fresh workerd (through Miniflare) with
 * that bundle `--runs` times and times, each run: workerd until ready (process start, script
 * upload, the module's top-level code; beside it the same for a one-line Worker, so the
 * difference is this Worker's own), the first request (GET /v1/games: the app is built on
 * first use, no database needed), a second one (warm), and GET /openapi.json (the contract,
 * built on first request). Everything stays on 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, bundle: { type: 'string' } } });
const runs = Number(values.runs);

let bundle = values.bundle;
if (!bundle) {
  const outdir = mkdtempSync(join(tmpdir(), 'reliquary-worker-'));
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], { stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  bundle = join(outdir, 'worker.js');
}
const code = readFileSync(bundle);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`bundle ${bundle}: ${kib(code.length)} raw, ${kib(gzipSync(code, { level: 9 }).length)} gzip`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** workerd with a Worker of one line (same flags and bindings): what starting workerd costs by itself, to subtract. */
async function baselineReady(): Promise<number> {
  const t0 = performance.now();
  const mf = new Miniflare({
    modules: true,
    script: 'export class LiveChannel {}\nexport default { fetch: () => new Response("ok") };',
    compatibilityDate: '2026-04-26',
    compatibilityFlags: ['nodejs_compat'],
    durableObjects: { LIVE: 'LiveChannel' },
    host: '127.0.0.1',
  });
  await mf.ready;
  const ready = performance.now() - t0;
  await mf.dispose();
  return ready;
}

const rows: { baseline: number; ready: number; first: number; second: number; contract: number }[] = [];
for (let run = 0; run < runs; run++) {
  const baseline = await baselineReady();
  const t0 = performance.now();
  const mf = new Miniflare({
    modules: true,
    scriptPath: bundle,
    modulesRoot: dirname(bundle),
    compatibilityDate: '2026-04-26',
    compatibilityFlags: ['nodejs_compat'],
    durableObjects: { LIVE: 'LiveChannel' },
    bindings: { ALLOW_SEEDED_MATCHES: 'false', DEV_DEFAULTS: 'true', JWT_SECRET: 'bench-secret-that-is-at-least-32-characters', DATABASE_URL: 'postgres://bench@127.0.0.1:1/none' },
    host: '127.0.0.1',
  });
  await mf.ready;
  const ready = performance.now() - t0;
  const timed = async (path: string) => {
    const t = performance.now();
    const res = await mf.dispatchFetch(`http://127.0.0.1${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t;
  };
  const first = await timed('/v1/games');
  const second = await timed('/v1/games');
  const contract = await timed('/openapi.json');
  await mf.dispose();
  rows.push({ baseline, ready, first, second, contract });
  console.log(`run ${run + 1}: one-line Worker ready ${baseline.toFixed(0)} ms, this Worker ready ${ready.toFixed(0)} ms, first GET /v1/games ${first.toFixed(1)} ms, second ${second.toFixed(1)} ms, first GET /openapi.json ${contract.toFixed(1)} ms`);
}
const m = (k: keyof (typeof rows)[number]) => median(rows.map((r) => r[k])).toFixed(1);
console.log(`median of ${runs}: one-line Worker ready ${m('baseline')} ms, this Worker ready ${m('ready')} ms, first request ${m('first')} ms, second ${m('second')} ms, /openapi.json ${m('contract')} ms`);
