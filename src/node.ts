import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress } from './api/client-address.js';
import { forwardedClient, forwardedProto, parseTrustedProxies, type TrustedProxies } from './api/trusted-proxy.js';
import { createApp } from './api/app.js';
import { abandonedWaitingDays, appConfig, devMailboxMode, positive } from './config.js';
import { HARD_THINK_MS } from './bots/levels.js';
import { openNodeDatabase } from './db/node.js';
import { nodeDocsScript } from './docs-script-node.js';
import { games } from './games/index.js';
import { startLiveHub } from './live/node.js';
import { startDispatcherLoop } from './notify/loop.js';
import { localVapidKeys } from './notify/push/vapid-node.js';
import { nodeMailer } from './notify/transports/node.js';
import { runWebhooks } from './webhooks/dispatch.js';
import { publicOnlyFetch } from './webhooks/public-fetch.js';
import { compressResponse } from './compress-node.js';
import { setLogSink } from './api/log.js';
import { bufferedLogSink } from './log-node.js';
import { isApiPath, webAppHandler } from './web-app-node.js';
import { pendingComputerTurns } from './bots/computer.js';
import { ComputerPlayers } from './bots/computer-players.js';
import { startThinkPool } from './bots/think-pool-node.js';

/** On a laptop the session key is made once and kept beside the embedded database. */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The socket's peer address; undefined for requests that did not come over a socket (tests). */
export function nodeClientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Behind a trusted TLS-terminating proxy (TRUST_PROXY) the app sees the request with the scheme
 * its client used, so cookies are `Secure` and same-origin checks compare like with like.
 */
function withClientScheme(request: Request, peer: string | undefined, proxies: TrustedProxies): Request {
  const proto = forwardedProto(peer, request.headers.get('X-Forwarded-Proto') ?? undefined, proxies);
  if (!proto) return request;
  const url = new URL(request.url);
  if (url.protocol === `${proto}:`) return request;
  url.protocol = proto;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal, ...(hasBody ? { body: request.body, duplex: 'half' } : {}) } as RequestInit);
}

const socketPeer = (bindings: unknown) => (bindings as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;

export async function startNodeServer(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = env.DATA_DIR || './.data';
  const port = Number(env.PORT || 8787);
  const database = await openNodeDatabase({ url: env.DATABASE_URL, dataDir, poolMax: env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : undefined });
  const host = env.HOST || '127.0.0.1';
  const trustedProxies = parseTrustedProxies(env.TRUST_PROXY);
  const config = {
    ...appConfig(env, {
      allowSeededMatches: true,
      publicUrl: `http://${host}:${port}`,
      ...(env.JWT_SECRET ? {} : { jwtSecret: localJwtSecret(dataDir) }),
      // Web Push's VAPID pair, made on first start beside the session key (unless given in the environment).
      ...(env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY ? {} : { vapid: localVapidKeys(dataDir) }),
    }),
    devMailbox: devMailboxMode(env, host === 'localhost' || isLoopbackAddress(host)),
  };
  const mailer = nodeMailer(env);
  // Webhook targets are judged by what their names resolve to as well (development lifts it).
  const webhooks = { allowPrivate: config.webhooksAllowPrivate ?? false, fetch: config.webhooksAllowPrivate ? undefined : publicOnlyFetch() };
  // One LISTEN for the whole process: streams and long polls wait on its hub, not the database.
  const live = await startLiveHub(database);
  // Computer players think in worker threads and play through the app itself (created just below).
  const pool = startThinkPool();
  const computers = new ComputerPlayers({
    fetch: (request) => Promise.resolve(app.fetch(request)),
    secret: config.jwtSecret,
    think: pool.think,
    thinkMs: positive(env.COMPUTER_THINK_MS, HARD_THINK_MS, 'COMPUTER_THINK_MS'),
    log: (line) => console.error(line),
  });
  const app = createApp({
    computers,
    config,
    games,
    mailer,
    clientAddress: (c) => forwardedClient(nodeClientAddress(c), c.req.header('X-Forwarded-For'), trustedProxies),
    webhookFetch: webhooks.fetch,
    docsScript: nodeDocsScript(),
    ...(live ? { live: live.hub } : {}),
    // After each commit the dispatcher delivers what it queued, and sets its timer by the match clocks.
    deliveries: { wake: () => dispatcher?.wake() },
    clocks: { set: (entries) => dispatcher?.clocks(entries) },
    openDb: async () => ({ db: database.db, release: () => {} }),
  });
  // NOTIFY_INTERVAL_MS: how often the dispatcher delivers the outbox and sweeps deadlines; 0 turns it off.
  const intervalMs = Number(env.NOTIFY_INTERVAL_MS ?? 10_000);
  if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new Error('NOTIFY_INTERVAL_MS must be a number of milliseconds.');
  const dispatcher =
    intervalMs > 0
      ? startDispatcherLoop(
          {
            db: database.db,
            games,
            mailer,
            secret: config.jwtSecret,
            notify: config.notify,
            // Push services are public: like webhooks, a name resolving to an internal address is refused (development lifts it).
            push: config.push && { ...config.push, fetch: config.push.allowPrivate ? undefined : publicOnlyFetch() },
            announce: (change) => computers.wake(change.matches.map((m) => m.matchId)),
            abandonedWaitingDays: abandonedWaitingDays(env),
          },
          intervalMs,
        )
      : undefined;
  // Computer turns a restart interrupted, then every 15 s any whose wake was lost.
  const wakeComputers = () =>
    pendingComputerTurns(database.db, games.map((g) => g.id))
      .then((ids) => computers.wake(ids))
      .catch((err: unknown) => console.error(`computer players: ${err instanceof Error ? err.message : String(err)}`));
  void wakeComputers();
  const computerTimer = setInterval(wakeComputers, 15_000);
  computerTimer.unref();
  // The web app shares the origin (its session cookie and CSRF check need that); the API keeps its paths.
  const web = webAppHandler();
  if (!web) console.warn('The web app is not built (npm run build:web); serving the API only.');
  // The API gets the server's bindings too: they carry the socket its client address comes from.
  // Answers leave compressed when the client takes it (the app's files were compressed when built).
  const fetch: typeof app.fetch = async (request, bindings, ...rest) => {
    const seen = withClientScheme(request, socketPeer(bindings), trustedProxies);
    return compressResponse(seen, await (!web || isApiPath(new URL(seen.url).pathname) ? app.fetch(seen, bindings, ...rest) : web(seen)));
  };
  const server = serve({ fetch, port, hostname: host });
  // Webhook deliveries and retries: one pass every WEBHOOK_INTERVAL_MS, never two at once.
  let dispatching = false;
  const webhookTimer = setInterval(() => {
    if (dispatching) return;
    dispatching = true;
    runWebhooks(database.db, webhooks)
      .catch((err) => console.error('webhook dispatch failed:', err))
      .finally(() => (dispatching = false));
  }, Number(env.WEBHOOK_INTERVAL_MS || 2000));
  // Said once the socket is bound: whoever waits for this line (tests, tools) can connect at once.
  if (!server.listening) await once(server, 'listening');
  const { port: boundPort } = server.address() as AddressInfo;
  const where = database.driver === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL';
  console.log(`Reliquary listening on http://${host}:${boundPort} (${where}); docs at /docs; email: ${mailer.name}`);
  if (mailer.name === 'dev') console.log(`Sign-in codes are printed here; GET /v1/dev/mailbox answers ${config.devMailbox === 'on' ? 'anyone' : config.devMailbox === 'loopback' ? 'this machine only' : 'nobody'} (DEV_MAILBOX).`);
  const stop = async () => {
    clearInterval(webhookTimer);
    clearInterval(computerTimer);
    await computers.stop();
    await pool.stop();
    server.close();
    await dispatcher?.stop();
    await live?.stop();
    await database.close();
  };
  return { app, server, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setLogSink(bufferedLogSink());
  const { stop } = await startNodeServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
}
