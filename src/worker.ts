import { createApp, type ReliquaryApp } from './api/app.js';
import { appConfig, type ReliquaryEnv } from './config.js';
import type { Db } from './db/client.js';
import { openNeon } from './db/neon.js';
import { games } from './games/index.js';
import { runDispatcher } from './notify/dispatcher.js';
import type { Mailer } from './notify/mail.js';
import { workerMailer } from './notify/transports/worker-select.js';
import { runWebhooks } from './webhooks/dispatch.js';

export interface WorkerEnv extends ReliquaryEnv {
  DATABASE_URL: string;
  /** Local development only: see scripts/ws-bridge.ts. */
  NEON_WS_PROXY?: string;
  /** The send_email binding, for EMAIL_TRANSPORT=cloudflare. */
  EMAIL?: SendEmail;
}

/** Stands in for the database when DATABASE_URL is missing: any use fails with that reason. */
const unconfiguredDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('DATABASE_URL is not set for this Worker.');
  },
});

let app: ReliquaryApp | undefined;
let mailer: Mailer | undefined;

function mailerFor(env: WorkerEnv): Mailer {
  mailer ??= workerMailer(env);
  return mailer;
}

function appFor(env: WorkerEnv): ReliquaryApp {
  app ??= createApp({
    // The dev mailbox shows sign-in codes: on Workers it is listed only when asked for by name.
    config: { ...appConfig(env, { allowSeededMatches: false }), devMailbox: env.EMAIL_TRANSPORT === 'dev' },
    games,
    mailer: mailerFor(env),
    openDb: async (c) => {
      // Without a database the catalog, the contract and credential checks still answer.
      if (!env.DATABASE_URL) return { db: unconfiguredDatabase, release: () => {} };
      const database = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
      return { db: database.db, release: () => c.executionCtx.waitUntil(database.close()) };
    },
  });
  return app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },
  /**
   * The cron (wrangler.toml): deliver the outbox, send reminders and digests, apply missed
   * deadlines; queue webhook deliveries for new events and send those that are due.
   */
  async scheduled(_controller, env, ctx) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set for this Worker.');
    const config = appConfig(env, { allowSeededMatches: false });
    const database = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
    try {
      const report = await runDispatcher({ db: database.db, games, mailer: mailerFor(env), secret: config.jwtSecret, notify: config.notify });
      if (report.sent + report.timeouts + report.failed > 0) console.log('dispatcher', JSON.stringify(report));
      await runWebhooks(database.db, { allowPrivate: config.webhooksAllowPrivate ?? false });
    } finally {
      ctx.waitUntil(database.close());
    }
  },
} satisfies ExportedHandler<WorkerEnv>;
