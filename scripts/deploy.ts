/**
 * `npm run deploy [-- <wrangler deploy options>]`: applies pending migrations to DATABASE_URL under
 * the migrations' advisory lock (src/db/migrate.ts; two deploys at once apply each migration once),
 * then `wrangler deploy`. Migrations go first and the Worker second, so between the two the running
 * Worker meets the new schema: every migration must keep the previous release working
 * (expand, then contract a release later; README, Deploying). `--dry-run` applies nothing and
 * bundles without an account.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { migrateDatabaseUrl } from '../src/db/migrate.js';
import { migrationsFolder } from '../src/db/node.js';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');

if (dryRun) {
  console.log('Dry run: no migrations applied.');
} else {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      'Set DATABASE_URL to the production database (Neon: the direct connection string, not the -pooler one), e.g.\n' +
        "  DATABASE_URL='postgres://…@ep-….neon.tech/neondb?sslmode=require' npm run deploy",
    );
    process.exit(1);
  }
  try {
    await migrateDatabaseUrl(url, migrationsFolder, (line) => console.log(line));
  } catch (err) {
    console.error(`Not deployed: the migrations failed: ${(err as Error).message}`);
    process.exit(1);
  }
}

// wrangler from this checkout's node_modules (the version the Worker is tested with).
const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
const child = spawn(process.execPath, [wrangler, 'deploy', ...args], { stdio: 'inherit', env: { WRANGLER_SEND_METRICS: 'false', ...process.env } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
