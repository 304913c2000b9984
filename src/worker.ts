import { createApp, type ReliquaryApp } from './api/app.js';
import { problemBody } from './api/problem.js';
import { logLine } from './api/log.js';
import { abandonedWaitingDays, appConfig, devMailboxMode, jwtSecretProblem, loopbackOrigin, productionProblem, type ReliquaryEnv } from './config.js';
import type { Db } from './db/client.js';
import { hasWorkerDatabase, openWorkerDatabase } from './db/worker-database.js';
import { games } from './games/index.js';
import { durableLiveObjects, tellLiveObjects } from './live/objects-client.js';
import { runDispatcher, type DispatcherDeps } from './notify/dispatcher.js';
import { dnsCheckedFetch } from './webhooks/dns-checked-fetch.js';
import { consumeDeadLetters, consumeDeliveries, scanDeliveries, type DeliveryMessage, type DeliveryScope } from './notify/delivery-queue.js';
import { durableClocks, type MatchClock } from './notify/match-clock.js';
import type { Mailer } from './notify/mail.js';
import { workerMailer } from './notify/transports/worker-select.js';
import { runWebhooks } from './webhooks/dispatch.js';
import { pendingComputerTurns } from './bots/computer.js';
import { durableLimiter, durableStreamSlots, type RateLimitCounter } from './api/rate-limit-worker.js';
import { afterResponse } from './api/after-response.js';
import { ComputerPlayers, thinkByWork } from './bots/computer-players.js';

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
  /** Notifications and webhook deliveries (wrangler.toml [[queues]], src/notify/delivery-queue.ts); its dead-letter queue. */
  DELIVERIES?: Queue<DeliveryMessage>;
  DELIVERIES_DLQ?: Queue<DeliveryMessage>;
  /** One alarm per match with a clock, at its reminder and its deadline (src/notify/match-clock.ts). */
  MATCH_CLOCKS?: DurableObjectNamespace<MatchClock>;
  /** The DNS-over-HTTPS resolver (JSON API) that webhook and push targets are checked with (src/webhooks/dns-checked-fetch.ts). */
  DNS_RESOLVER_URL?: string;
}

/** The queues the `queue` handler consumes (wrangler.toml). */
const deliveriesQueue = 'reliquary-deliveries';
const deadLettersQueue = 'reliquary-deliveries-dlq';
/**
 * Rows one delivery consumer call works on at once, each with a database connection of its own
 * (a Worker may hold six connections open: these, and the SMTP ones).
 */
const deliveryConcurrency = 4;
/** With the delivery queue, the cron delivers only what it left due for longer than this. */
const reconcileAfterMs = 60_000;

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
export { MatchClock } from './notify/match-clock.js';

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

/**
 * Workers cannot resolve names, so webhook and push targets are checked through a DNS-over-HTTPS
 * resolver before each request: a name with an internal address, or one that cannot be
 * resolved, is refused (README, "Webhooks"). Not when development allows private targets.
 */
function targetFetch(env: WorkerEnv, allowPrivate: boolean): typeof fetch | undefined {
  return allowPrivate ? undefined : dnsCheckedFetch(env.DNS_RESOLVER_URL ? { resolverUrl: env.DNS_RESOLVER_URL } : {});
}

function webhookOptions(env: WorkerEnv) {
  const allowPrivate = configFor(env).webhooksAllowPrivate ?? false;
  const fetch = targetFetch(env, allowPrivate);
  return { allowPrivate, ...(fetch ? { fetch } : {}) };
}

function appFor(env: WorkerEnv): ReliquaryApp {
  app ??= createApp({
    // The dev mailbox shows sign-in codes: on Workers it answers only when DEV_MAILBOX=true.
    config: { ...configFor(env), devMailbox: devMailboxMode(env, false) },
    games,
    mailer: mailerFor(env),
    clientAddress: (c) => c.req.header('CF-Connecting-IP'),
    webhookFetch: webhookOptions(env).fetch,
    ...(env.RATE_LIMITS ? { limiter: (name, policy) => durableLimiter(env.RATE_LIMITS!, name, policy), sharedStreams: durableStreamSlots(env.RATE_LIMITS) } : {}),
    ...(env.COMPUTER_TURNS
      ? { computers: { wake: (matchIds, c) => c && afterResponse(c, () => queueComputerTurns(env.COMPUTER_TURNS!, matchIds)) } }
      : {}),
    ...(env.LIVE ? { liveObjects: durableLiveObjects(env.LIVE) } : {}),
    // After each commit: a scan of the delivery queue, and the alarms of matches whose clock moved.
    ...(env.DELIVERIES ? { deliveries: { wake: (scope, c) => c && afterResponse(c, () => wakeDeliveries(env.DELIVERIES!, scope)) } } : {}),
    ...(env.MATCH_CLOCKS ? { clocks: { set: (entries, c) => c && afterResponse(c, () => durableClocks(env.MATCH_CLOCKS!).set(entries)) } } : {}),
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

const wakeDeliveries = (queue: Queue<DeliveryMessage>, scope: DeliveryScope) =>
  queue.send({ kind: 'scan', ...scope }).catch((err: unknown) => logLine('warn', 'delivery scan not queued (the cron will deliver)', { error: err instanceof Error ? err.message : String(err) }));

/** What the dispatcher needs, for the cron and the delivery queue's consumers. */
function dispatcherDeps(env: WorkerEnv, db: Db, ctx: ExecutionContext): DispatcherDeps {
  const config = configFor(env);
  const live = env.LIVE;
  return {
    db,
    games,
    mailer: mailerFor(env),
    secret: config.jwtSecret,
    notify: config.notify,
    // Web Push with the VAPID keys from secrets (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); none, no push.
    push: config.push && { ...config.push, fetch: targetFetch(env, config.push.allowPrivate) },
    abandonedWaitingDays: abandonedWaitingDays(env),
    // Node hears the timeouts' commits through NOTIFY; here the objects are told.
    ...(live ? { announce: (change) => ctx.waitUntil(tellLiveObjects(live, change)) } : {}),
  };
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
      const deps = dispatcherDeps(env, database.db, ctx);
      // With the delivery queue the cron only reconciles: it delivers what was left due for more
      // than a minute, then hands what it queued (reminders, digests, timeouts) to the queue.
      const queue = env.DELIVERIES;
      const queued: DeliveryScope = { matches: [], users: [] };
      const report = await runDispatcher({
        ...deps,
        ...(queue ? { stuckMs: reconcileAfterMs, queued: (scope) => (queued.matches.push(...scope.matches), queued.users.push(...scope.users)) } : {}),
      });
      if (report.sent + report.timeouts + report.failed > 0) logLine('info', 'dispatcher', { ...report });
      // The safety net of the computer players: any turn whose message was lost is queued again.
      if (env.COMPUTER_TURNS) {
        const pending = await pendingComputerTurns(database.db, games.map((g) => g.id));
        if (pending.length > 0) ctx.waitUntil(queueComputerTurns(env.COMPUTER_TURNS, pending));
      }
      const webhooks = webhookOptions(env);
      await runWebhooks(database.db, { ...webhooks, ...(queue ? { stuckMs: reconcileAfterMs } : {}) });
      if (queue && queued.matches.length + queued.users.length > 0) {
        const scanned = await scanDeliveries({ dispatcher: deps, webhooks, queue }, queued);
        if (scanned.outbox + scanned.webhooks > 0) logLine('info', 'deliveries queued by the cron', { ...scanned });
      }
    } finally {
      ctx.waitUntil(database.close());
    }
  },
  /**
   * The computer players (wrangler.toml [[queues.consumers]]): each message names a match where a
   * computer seat must act; its moves are played through the API itself, as on Node, deciding here
   * with a budget counted in work (`thinkByWork`: the clock stands still while code runs), about a
   * second of CPU a hard move, inside the consumer's limit. A failure is retried with
   * backoff, then goes to the dead-letter queue; the cron queues any turn still pending.
   */
  async queue(batch, env, ctx) {
    if (batch.queue === deliveriesQueue || batch.queue === deadLettersQueue) {
      // The consumer delivers a few rows at a time (deliveryConcurrency), each on its own connection.
      const database = openWorkerDatabase(env, deliveryConcurrency);
      if (!database) throw new Error('Neither HYPERDRIVE nor DATABASE_URL is set for this Worker.');
      try {
        const deps = dispatcherDeps(env, database.db, ctx);
        const deliveries = batch as MessageBatch<DeliveryMessage>;
        if (batch.queue === deadLettersQueue) await consumeDeadLetters(deliveries, { dispatcher: deps });
        else if (env.DELIVERIES) {
          const webhooks = webhookOptions(env);
          const report = await consumeDeliveries(deliveries, { dispatcher: deps, webhooks, queue: env.DELIVERIES, deadLetters: env.DELIVERIES_DLQ, concurrency: deliveryConcurrency });
          if (report.sent + report.failed + report.retried + report.webhooksDelivered > 0) logLine('info', 'deliveries', { ...report });
        }
      } finally {
        ctx.waitUntil(database.close());
      }
      return;
    }
    const turns = batch as MessageBatch<ComputerTurn>;
    const configured = appFor(env);
    const players = new ComputerPlayers({
      fetch: async (request) => configured.fetch(request, env, ctx),
      secret: configFor(env).jwtSecret,
      think: thinkByWork,
      maxMoves: computerMovesPerCall,
      log: (line) => console.error(line),
    });
    for (const message of turns.messages) {
      try {
        if ((await players.playTurns(message.body.matchId)) === 'more') await env.COMPUTER_TURNS?.send(message.body);
        message.ack();
      } catch (err) {
        logLine('error', 'computer turn failed', { matchId: message.body.matchId, attempt: message.attempts, error: err instanceof Error ? err.message : String(err) });
        message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
      }
    }
  },
} satisfies ExportedHandler<WorkerEnv, ComputerTurn | DeliveryMessage>;
