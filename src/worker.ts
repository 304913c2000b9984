import { createApp, type ReliquaryApp } from './api/app.js';
import { problemBody } from './api/problem.js';
import { appConfig, devMailboxMode, jwtSecretProblem, loopbackOrigin, type ReliquaryEnv } from './config.js';
import type { Db } from './db/client.js';
import { openNeon } from './db/neon.js';
import { games } from './games/index.js';
import { durableLiveObjects, tellLiveObjects } from './live/objects-client.js';
import { runDispatcher } from './notify/dispatcher.js';
import type { Mailer } from './notify/mail.js';
import { workerMailer } from './notify/transports/worker-select.js';
import { runWebhooks } from './webhooks/dispatch.js';

export interface WorkerEnv extends ReliquaryEnv {
  DATABASE_URL: string;
  /** Local development only: see scripts/ws-bridge.ts. */
  NEON_WS_PROXY?: string;
  /** Static assets (wrangler.toml [assets]): /docs/scalar.js. */
  ASSETS?: Fetcher;
  /** The send_email binding, for EMAIL_TRANSPORT=cloudflare. */
  EMAIL?: SendEmail;
  /** The push objects (src/live/objects.ts): one per user inbox, one per match. */
  LIVE?: DurableObjectNamespace;
}

export { LiveChannel } from './live/objects.js';

/** Stands in for the database when DATABASE_URL is missing: any use fails with that reason. */
const unconfiguredDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('DATABASE_URL is not set for this Worker.');
  },
});

let app: ReliquaryApp | undefined;
let mailer: Mailer | undefined;
/** Without PUBLIC_URL, the loopback origin `wrangler dev` was reached at (any port), for links. */
let localOrigin: string | undefined;

function rememberLocalOrigin(env: WorkerEnv, request: Request): void {
  if (!env.PUBLIC_URL) localOrigin ??= loopbackOrigin(request.url);
}

function configFor(env: WorkerEnv) {
  return appConfig(env, { allowSeededMatches: false, ...(localOrigin ? { publicUrl: localOrigin } : {}) });
}

function mailerFor(env: WorkerEnv): Mailer {
  mailer ??= workerMailer(env);
  return mailer;
}

function appFor(env: WorkerEnv): ReliquaryApp {
  app ??= createApp({
    // The dev mailbox shows sign-in codes: on Workers it answers only when DEV_MAILBOX=true.
    config: { ...configFor(env), devMailbox: devMailboxMode(env, false) },
    games,
    mailer: mailerFor(env),
    clientAddress: (c) => c.req.header('CF-Connecting-IP'),
    ...(env.LIVE ? { liveObjects: durableLiveObjects(env.LIVE) } : {}),
    // Normally the assets answer /docs/scalar.js before the Worker runs; this covers run_worker_first.
    docsScript: async (c) => {
      const res = await env.ASSETS?.fetch(new URL('/docs/scalar.js', c.req.url));
      return res?.ok ? res : undefined;
    },
    openDb: async (c) => {
      // Without a database the catalog, the contract and credential checks still answer.
      if (!env.DATABASE_URL) return { db: unconfiguredDatabase, release: () => {} };
      const database = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
      return { db: database.db, release: () => c.executionCtx.waitUntil(database.close()) };
    },
  });
  return app;
}

/**
 * A Worker missing configuration (JWT_SECRET) answers every request with a problem document and
 * says in the log what is missing; the body names nothing and carries no stack trace.
 */
function misconfigured(request: Request, err: unknown): Response {
  console.error(`Reliquary is not configured: ${err instanceof Error ? err.message : String(err)} Set it with \`wrangler secret put\`.`);
  const body = problemBody('server-misconfigured', 'The server is missing part of its configuration; its operator can see what in the log.', new URL(request.url).pathname);
  return new Response(JSON.stringify(body), { status: body.status, headers: { 'Content-Type': 'application/problem+json' } });
}

export default {
  fetch(request, env, ctx) {
    rememberLocalOrigin(env, request);
    // Checked on every request: an isolate may have built its app before the secret was removed.
    const missing = jwtSecretProblem(env.JWT_SECRET);
    if (missing) return misconfigured(request, new Error(missing));
    let configured: ReliquaryApp;
    try {
      configured = appFor(env);
    } catch (err) {
      return misconfigured(request, err);
    }
    return configured.fetch(request, env, ctx);
  },
  /**
   * The cron (wrangler.toml): deliver the outbox, send reminders and digests, apply missed
   * deadlines; queue webhook deliveries for new events and send those that are due.
   */
  async scheduled(_controller, env, ctx) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set for this Worker.');
    const config = configFor(env);
    const database = openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
    try {
      const live = env.LIVE;
      const report = await runDispatcher({
        db: database.db,
        games,
        mailer: mailerFor(env),
        secret: config.jwtSecret,
        notify: config.notify,
        // Node hears the timeouts' commits through NOTIFY; here the objects are told.
        ...(live ? { announce: (change) => ctx.waitUntil(tellLiveObjects(live, change)) } : {}),
      });
      if (report.sent + report.timeouts + report.failed > 0) console.log('dispatcher', JSON.stringify(report));
      await runWebhooks(database.db, { allowPrivate: config.webhooksAllowPrivate ?? false });
    } finally {
      ctx.waitUntil(database.close());
    }
  },
} satisfies ExportedHandler<WorkerEnv>;
