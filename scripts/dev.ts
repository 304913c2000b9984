/**
 * `npm run dev`: the Worker under `wrangler dev`, with nothing to set by hand but DATABASE_URL.
 * - DATABASE_URL (a plain PostgreSQL, as on a laptop or in CI): the Worker's Hyperdrive binding points
 *   at it (wrangler's local Hyperdrive, node-postgres straight to the database), the production path.
 * - JWT_SECRET: the environment's, else one made once for development into .wrangler/dev-jwt-secret.
 * - DEV_DEFAULTS=true: without PUBLIC_URL and a mail transport the Worker uses the loopback origin
 *   and the dev transport, which production refuses.
 * - /__scheduled runs the cron (`--test-scheduled`).
 * Arguments after `--` go to wrangler: `DATABASE_URL=postgres://… npm run dev -- --port 8788`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

function devJwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = '.wrangler/dev-jwt-secret';
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync('.wrangler', { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

// DEV_DEFAULTS: links to the loopback origin and the dev mail transport are fine here (never in production).
const vars: Record<string, string> = { JWT_SECRET: devJwtSecret(), DEV_DEFAULTS: 'true' };
// Wrangler's local Hyperdrive wants a password in the URL (trust auth ignores it); without a
// database it still needs one to start: a port where nothing answers.
const hyperdriveUrl = (() => {
  const given = process.env.DATABASE_URL;
  if (!given) return 'postgres://reliquary:unused@127.0.0.1:9/none';
  const url = new URL(given);
  if (!url.password) url.password = 'unused';
  return url.toString();
})();
if (!process.env.DATABASE_URL) console.warn('DATABASE_URL is not set: the catalog and the contract answer, everything else is 503 until it is.');
for (const name of ['EMAIL_TRANSPORT', 'SMTP_URL', 'PUBLIC_URL', 'DEV_MAILBOX', 'ALLOW_SEEDED_MATCHES', 'METRICS_TOKEN', 'RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_ANONYMOUS_PER_MINUTE', 'LIMIT_STREAMS_PER_CLIENT', 'LIMIT_GUESTS_PER_HOUR', 'NOTIFY_ACTIVE_GRACE_S']) {
  const value = process.env[name];
  if (value) vars[name] = value;
}

const args = ['dev', '--test-scheduled', ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]), ...process.argv.slice(2)];
const wrangler = spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', ...args], {
  stdio: 'inherit',
  // DATABASE_URL stays out of the Worker's vars: set there, it would choose the Neon driver instead.
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdriveUrl },
});
const stop = (signal: NodeJS.Signals) => wrangler.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
