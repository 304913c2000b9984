import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// wrangler.toml serves the built web app as Workers assets and refuses a missing directory; the
// Worker's tests do not need the app itself, so an empty directory does when it is not built.
mkdirSync(new URL('./web/dist', import.meta.url), { recursive: true });

// wrangler.toml's Hyperdrive binding needs a local connection string to be read at all. The
// workers project reaches PostgreSQL through DATABASE_URL (Neon's driver over the WebSocket bridge,
// which takes precedence): node-postgres does not load in the test pool. `npm run dev` exercises Hyperdrive.
process.env.CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE ??= 'postgres://reliquary:unused@127.0.0.1:9/none';

export default defineConfig({
  // src/db/hyperdrive.ts imports node-postgres: inside the workers pool its helpers' ESM entries fail
  // to load, their CommonJS ones work (the workers tests reach PostgreSQL through DATABASE_URL and
  // Neon's driver; the pool resolves modules with the root config, so the aliases live here).
  resolve: {
    alias: {
      'pg-protocol': fileURLToPath(new URL('./node_modules/pg-protocol/dist/index.js', import.meta.url)),
      'pg-pool': fileURLToPath(new URL('./node_modules/pg-pool/index.js', import.meta.url)),
      'pg-connection-string': fileURLToPath(new URL('./node_modules/pg-connection-string/index.js', import.meta.url)),
      'pg-cloudflare': fileURLToPath(new URL('./node_modules/pg-cloudflare/dist/index.js', import.meta.url)),
    },
  },
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    // One worker per core (vitest's default leaves one core idle): most files wait on the
    // database or a socket part of the time, so the second core is not wasted.
    maxWorkers: availableParallelism(),
    // Logs (server start lines, mailer chatter) are shown only for tests that fail.
    silent: 'passed-only',
    projects: [
      {
        // The web app's boards are rendered in some node tests (test/web/): JSX is Preact's.
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'node',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/worker/**'],
          environment: 'node',
          // Files share their worker's modules and in-memory databases (test/support/databases.ts):
          // importing the app and starting PGlite once per worker, not once per file, is most of
          // the suite's time. No test file mocks modules or changes globals that others read.
          isolate: false,
          testTimeout: 120_000,
          // Opening a migrated database for a file is slow on a loaded 2-core machine.
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                DATABASE_URL: inject('workerDatabaseUrl'),
                NEON_WS_PROXY: inject('workerWsProxy'),
                JWT_SECRET: 'workerd-test-secret-at-least-32-characters',
                // No PUBLIC_URL: links follow the loopback origin, as under `npm run dev`.
                DEV_DEFAULTS: 'true',
                EMAIL_TRANSPORT: 'smtp',
                SMTP_URL: inject('workerSmtpUrl'),
                INBOX_URL: inject('workerInboxUrl'),
                PUSH_SUBSCRIPTION: inject('workerPushSubscription'),
                PUSH_INBOX_URL: inject('workerPushInboxUrl'),
                DNS_RESOLVER_URL: inject('workerDnsResolverUrl'),
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['test/worker/**/*.test.ts'],
          globalSetup: ['test/worker/global-setup.ts'],
          testTimeout: 60_000,
          // A Durable Object or waitUntil task may log after its file's last test (a stream's reader
          // gone, a background job's line): relayed to vitest, such a line can outlive the worker's
          // RPC channel and fail a green run (vitest's "Closing rpc while onUserConsoleLog was
          // pending"). Console output goes straight to the process instead.
          disableConsoleIntercept: true,
        },
      },
    ],
  },
});
