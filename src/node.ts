import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './api/app.js';
import { appConfig } from './config.js';
import { openNodeDatabase } from './db/node.js';
import { games } from './games/index.js';
import { startDispatcherLoop } from './notify/loop.js';
import { nodeMailer } from './notify/transports/node.js';
import { runWebhooks } from './webhooks/dispatch.js';
import { publicOnlyFetch } from './webhooks/public-fetch.js';

/** On a laptop the session key is made once and kept beside the embedded database. */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function startNodeServer(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = env.DATA_DIR || './.data';
  const port = Number(env.PORT || 8787);
  const database = await openNodeDatabase({ url: env.DATABASE_URL, dataDir });
  const config = appConfig(env, {
    allowSeededMatches: true,
    publicUrl: `http://${env.HOST || '127.0.0.1'}:${port}`,
    ...(env.JWT_SECRET ? {} : { jwtSecret: localJwtSecret(dataDir) }),
  });
  const mailer = nodeMailer(env);
  // Webhook targets are judged by what their names resolve to as well (development lifts it).
  const webhooks = { allowPrivate: config.webhooksAllowPrivate ?? false, fetch: config.webhooksAllowPrivate ? undefined : publicOnlyFetch() };
  const app = createApp({ config, games, mailer, webhookFetch: webhooks.fetch, openDb: async () => ({ db: database.db, release: () => {} }) });
  // NOTIFY_INTERVAL_MS: how often the dispatcher delivers the outbox and sweeps deadlines; 0 turns it off.
  const intervalMs = Number(env.NOTIFY_INTERVAL_MS ?? 10_000);
  if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new Error('NOTIFY_INTERVAL_MS must be a number of milliseconds.');
  const dispatcher =
    intervalMs > 0 ? startDispatcherLoop({ db: database.db, games, mailer, secret: config.jwtSecret, notify: config.notify }, intervalMs) : undefined;
  const server = serve({ fetch: app.fetch, port, hostname: env.HOST || '127.0.0.1' });
  // Webhook deliveries and retries: one pass every WEBHOOK_INTERVAL_MS, never two at once.
  let dispatching = false;
  const webhookTimer = setInterval(() => {
    if (dispatching) return;
    dispatching = true;
    runWebhooks(database.db, webhooks)
      .catch((err) => console.error('webhook dispatch failed:', err))
      .finally(() => (dispatching = false));
  }, Number(env.WEBHOOK_INTERVAL_MS || 2000));
  const where = database.driver === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL';
  console.log(`Reliquary listening on http://${env.HOST || '127.0.0.1'}:${port} (${where}); docs at /docs; email: ${mailer.name}`);
  const stop = async () => {
    clearInterval(webhookTimer);
    server.close();
    await dispatcher?.stop();
    await database.close();
  };
  return { app, server, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stop } = await startNodeServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
}
