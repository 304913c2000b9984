import { createApp, type ReliquaryApp } from './api/app.js';
import { appConfig, type ReliquaryEnv } from './config.js';
import { openNeon } from './db/neon.js';
import { games } from './games/index.js';
import { runWebhooks } from './webhooks/dispatch.js';

export interface WorkerEnv extends ReliquaryEnv {
  DATABASE_URL: string;
  /** Local development only: see scripts/ws-bridge.ts. */
  NEON_WS_PROXY?: string;
}

let app: ReliquaryApp | undefined;

function appFor(env: WorkerEnv): ReliquaryApp {
  app ??= createApp({
    config: appConfig(env, { allowSeededMatches: false }),
    games,
    openDb: async (c) => {
      if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set for this Worker.');
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
  /** Every minute: queue webhook deliveries for new events and send those that are due. */
  async scheduled(_controller, env, ctx) {
    const database = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
    try {
      await runWebhooks(database.db, { allowPrivate: appConfig(env, { allowSeededMatches: false }).webhooksAllowPrivate ?? false });
    } finally {
      ctx.waitUntil(database.close());
    }
  },
} satisfies ExportedHandler<WorkerEnv>;
