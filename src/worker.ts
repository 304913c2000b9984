import { createApp, type ReliquaryApp } from './api/app.js';
import { problemBody } from './api/problem.js';
import { appConfig, devMailboxMode, jwtSecretProblem, loopbackOrigin, productionProblem, type ReliquaryEnv } from './config.js';
import type { Db } from './db/client.js';
import { hasWorkerDatabase, openWorkerDatabase } from './db/worker-database.js';
import { games } from './games/index.js';
import { durableLiveObjects, tellLiveObjects } from './live/objects-client.js';
import { runDispatcher } from './notify/dispatcher.js';
import type { Mailer } from './notify/mail.js';
import { workerMailer } from './notify/transports/worker-select.js';
import { runWebhooks } from './webhooks/dispatch.js';
import { pendingComputerTurns } from './bots/computer.js';
import { durableLimiter, durableStreamSlots, type RateLimitCounter } from './api/rate-limit-worker.js';
import { ComputerPlayers, thinkHere } from './bots/computer-players.js';

export interface WorkerEnv extends ReliquaryEnv {
  /** Production: the Hyperdrive binding in front of PostgreSQL (wrangler.toml); see src/db/worker-database.ts. */
  HYPERDRIVE?: Hyperdrive;
  DATABASE_URL: string;
  /** Local development only: see scripts/ws-bridge.ts. */
  NEON_WS_PROXY?: string;
  /** Static assets (wrangler.toml [assets]): /docs/scalar.js. */
  ASSETS?: Fetcher;
  /** The send_email binding, for EMAIL_TRANSPORT=cloudflare. */
  EMAIL?: SendEmail;
  /** The push objects (src/live/objects.ts): one per user inbox, one per match. */
  LIVE?: DurableObjectNamespace;
  /** Request counters shared by every isolate (src/api/rate-limit-worker.ts). */
  RATE_LIMITS?: DurableObjectNamespace<RateLimitCounter>;
  /** Matches where a computer seat must act (wrangler.toml [[queues]]): the consumer below plays them. */
  COMPUTER_TURNS?: Queue<ComputerTurn>;
}

interface ComputerTurn {
  matchId: string;
}

/**
 * Moves one consumer call plays before it hands the rest of the turn to a new message: the hard
 * level thinks up to a second a move, and a queue consumer may use 30 s of CPU.
 */
const computerMovesPerCall = 10;

function queueComputerTurns(queue: Queue<ComputerTurn>, matchIds: readonly string[]): Promise<unknown> {
  const batches: Promise<unknown>[] = [];
  // At most 100 messages a batch.
  for (let i = 0; i < matchIds.length; i += 100) batches.push(queue.sendBatch(matchIds.slice(i, i + 100).map((matchId) => ({ body: { matchId } }))));
  return Promise.all(batches);
}

export { LiveChannel } from './live/objects.js';
export { RateLimitCounter } from './api/rate-limit-worker.js';

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
    ...(env.RATE_LIMITS ? { limiter: (name, policy) => durableLimiter(env.RATE_LIMITS!, name, policy), sharedStreams: durableStreamSlots(env.RATE_LIMITS) } : {}),
    ...(env.COMPUTER_TURNS
      ? { computers: { wake: (matchIds, c) => c?.executionCtx.waitUntil(queueComputerTurns(env.COMPUTER_TURNS!, matchIds)) } }
      : {}),
    ...(env.LIVE ? { liveObjects: durableLiveObjects(env.LIVE) } : {}),
    // Normally the assets answer /docs/scalar.js before the Worker runs; this covers run_worker_first.
    docsScript: async (c) => {
      const res = await env.ASSETS?.fetch(new URL('/docs/scalar.js', c.req.url));
      return res?.ok ? res : undefined;
    },
    openDb: async (c) => {
      // Without a database the catalog, the contract and credential checks still answer.
      const database = openWorkerDatabase(env);
      if (!database) return { db: unconfiguredDatabase, release: () => {} };
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
    const missing = jwtSecretProblem(env.JWT_SECRET) ?? productionProblem(env);
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
    if (!hasWorkerDatabase(env)) throw new Error('Neither HYPERDRIVE nor DATABASE_URL is set for this Worker.');
    const unsafe = productionProblem(env);
    if (unsafe) throw new Error(`Reliquary is not configured: ${unsafe}`);
    const config = configFor(env);
    const database = openWorkerDatabase(env)!;
    try {
      const live = env.LIVE;
      const report = await runDispatcher({
        db: database.db,
        games,
        mailer: mailerFor(env),
        secret: config.jwtSecret,
        notify: config.notify,
        // Web Push with the VAPID keys from secrets (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); none, no push.
        push: config.push,
        // Node hears the timeouts' commits through NOTIFY; here the objects are told.
        ...(live ? { announce: (change) => ctx.waitUntil(tellLiveObjects(live, change)) } : {}),
      });
      if (report.sent + report.timeouts + report.failed > 0) console.log('dispatcher', JSON.stringify(report));
      // The safety net of the computer players: any turn whose message was lost is queued again.
      if (env.COMPUTER_TURNS) {
        const pending = await pendingComputerTurns(database.db, games.map((g) => g.id));
        if (pending.length > 0) ctx.waitUntil(queueComputerTurns(env.COMPUTER_TURNS, pending));
      }
      await runWebhooks(database.db, { allowPrivate: config.webhooksAllowPrivate ?? false });
    } finally {
      ctx.waitUntil(database.close());
    }
  },
  /**
   * The computer players (wrangler.toml [[queues.consumers]]): each message names a match where a
   * computer seat must act; its moves are played through the API itself, as on Node, deciding here
   * (the hard level's second a move fits the consumer's CPU limit). A failure is retried with
   * backoff, then goes to the dead-letter queue; the cron queues any turn still pending.
   */
  async queue(batch, env, ctx) {
    const configured = appFor(env);
    const players = new ComputerPlayers({
      fetch: async (request) => configured.fetch(request, env, ctx),
      secret: configFor(env).jwtSecret,
      think: thinkHere,
      maxMoves: computerMovesPerCall,
      log: (line) => console.error(line),
    });
    for (const message of batch.messages) {
      try {
        if ((await players.playTurns(message.body.matchId)) === 'more') await env.COMPUTER_TURNS?.send(message.body);
        message.ack();
      } catch (err) {
        console.error(`computer turn in ${message.body.matchId} failed (attempt ${message.attempts}): ${err instanceof Error ? err.message : String(err)}`);
        message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
      }
    }
  },
} satisfies ExportedHandler<WorkerEnv, ComputerTurn>;
