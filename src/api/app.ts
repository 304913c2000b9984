import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { identify } from './auth.js';
import { nowOf } from './sessions.js';
import { describeGame } from './game-body.js';
import { registerDocs } from './docs.js';
import { gameComponentPrefix, referenceGameSchemas } from './openapi-games.js';
import type { AppDeps, AppEnv } from './context.js';
import { withDatabase } from './database-lease.js';
import { idempotency } from './idempotency.js';
import { KeptAnswer } from './request-checks.js';
import { defaultAnonymousRateLimit, defaultRateLimit, rateLimit, RateLimiter } from './rate-limit.js';
import { defaultStreamsPerClient, StreamSlots } from './stream-limits.js';
import { ApiError, problemResponse } from './problem.js';
import { apiCors } from './cors.js';
import { defaultMaxBodyBytes, limitBodies, noFraming, rejectNulBytes } from './request-guards.js';
import { registerHealthz } from './routes/healthz.js';
import { registerAuthGuest } from './routes/v1-auth-guest.js';
import { registerGamesGet } from './routes/v1-games-get.js';
import { registerGamesList } from './routes/v1-games-list.js';
import { registerMatchesCreate } from './routes/v1-matches-create.js';
import { registerMatchesEvents } from './routes/v1-matches-events.js';
import { registerMatchesGet } from './routes/v1-matches-get.js';
import { registerMatchesJoin } from './routes/v1-matches-join.js';
import { registerMatchesComputer } from './routes/v1-matches-computer.js';
import { registerMatchesLegalMoves } from './routes/v1-matches-legal-moves.js';
import { registerMatchesMoves } from './routes/v1-matches-moves.js';
import { registerMatchesStream } from './routes/v1-matches-stream.js';
import { registerMatchesReplay } from './routes/v1-matches-replay.js';
import { lobbyDbPaths, registerLobby } from './lobby.js';
import { peopleDbPaths, registerPeople } from './people.js';
import { registerMeVacationEnd } from './routes/v1-me-vacation-end.js';
import { registerMeVacationGet } from './routes/v1-me-vacation-get.js';
import { registerMeVacationStart } from './routes/v1-me-vacation-start.js';
import { registerMeTurns } from './routes/v1-me-turns.js';
import { playByWebDbPaths, registerPlayByWeb } from './play-by-web.js';
import { registerMeEvents } from './routes/v1-me-events.js';
import { registerMeEventsStream } from './routes/v1-me-events-stream.js';
import { registerBotsCreate } from './routes/v1-bots-create.js';
import { registerBotsDelete } from './routes/v1-bots-delete.js';
import { registerBotsList } from './routes/v1-bots-list.js';
import { registerBotsRotate } from './routes/v1-bots-rotate.js';
import { registerTokensCreate } from './routes/v1-tokens-create.js';
import { registerTokensDelete } from './routes/v1-tokens-delete.js';
import { registerTokensList } from './routes/v1-tokens-list.js';
import { registerTokensSelf } from './routes/v1-tokens-self.js';
import { registerWebhooksCreate } from './routes/v1-webhooks-create.js';
import { registerWebhooksDeliveries } from './routes/v1-webhooks-deliveries.js';
import { registerWebhooksDelete } from './routes/v1-webhooks-delete.js';
import { registerWebhooksEnable } from './routes/v1-webhooks-enable.js';
import { registerWebhooksList } from './routes/v1-webhooks-list.js';
import { registerWebhooksTest } from './routes/v1-webhooks-test.js';
import { registerPushKey } from './routes/v1-push-key.js';
import { registerMePushSubscriptionsCreate } from './routes/v1-me-push-subscriptions-create.js';
import { registerMePushSubscriptionsDelete } from './routes/v1-me-push-subscriptions-delete.js';
import { registerAdminMetrics } from './routes/v1-admin-metrics.js';
import { requestLog } from './request-log.js';
import { logLine, processCounters } from './log.js';

export const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Reliquary API',
    version: '1.0.0',
    description:
      'A turn-based server for five relic-hunting board games. Every response shows only what the caller may know; errors are RFC 9457 problem documents with a stable `code`.',
    contact: { name: 'Reliquary maintainers' },
    // No licence is granted (package.json: "UNLICENSED"); LICENSE says so.
    license: { name: 'Proprietary (UNLICENSED): all rights reserved', identifier: 'LicenseRef-Proprietary' },
  },
  // Relative: the API is wherever this document is served from.
  servers: [{ url: '/', description: 'The server this document comes from.' }],
  // Every operation's tag must be listed here (npm run lint:openapi says which one is missing).
  tags: [
    { name: 'meta', description: 'Health of the server.' },
    { name: 'auth', description: 'Guest accounts, email sign-in and session refresh.' },
    { name: 'games', description: 'The catalog: players, options and move schemas of each game.' },
    { name: 'matches', description: 'Create, join and play matches; invitations and the match log.' },
    { name: 'me', description: 'Your account, your turns, your inbox of events and email preferences.' },
    { name: 'dev', description: 'Local development helpers (the dev mailbox).' },
    { name: 'bots', description: 'Bot accounts you manage and their tokens.' },
    { name: 'tokens', description: 'Personal access tokens and what a token may do.' },
    { name: 'webhooks', description: 'Signed HTTP deliveries of your inbox events.' },
    { name: 'push', description: 'Web Push: the server key and the browsers told when it is your turn.' },
    { name: 'seeks', description: 'Open requests for an opponent, paired into matches.' },
    { name: 'ratings', description: 'Glicko-2 ratings of rated matches, leaderboards and player profiles.' },
    { name: 'chat', description: 'Table chat of a match and the players you mute.' },
    { name: 'players', description: 'Finding players by name, and the players you follow (friends) with their matches in play.' },
  ],
};

/** A JSON Schema document as an OpenAPI 3.1 component, which takes the document's dialect. */
function withoutDialect(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}


/**
 * A POST with an empty body reads as `{}`, so an optional body may be left out even by a client
 * that always sends `Content-Type: application/json`, and a required one gets the schema's
 * list of missing fields rather than "malformed JSON".
 */
const emptyBodyAsObject: MiddlewareHandler = async (c, next) => {
  const isJson = /^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header('Content-Type') ?? '');
  if (c.req.method === 'POST' && isJson && (await c.req.text()).trim() === '') {
    // Hono keeps the pending body read here; its type says string.
    c.req.bodyCache.text = Promise.resolve('{}') as unknown as string;
  }
  await next();
};

/** How long a client is asked to wait when the database is unreachable (a restart takes seconds). */
const databaseRetryAfterSeconds = 5;

/**
 * One line for the log: a failed query names its SQL but never its parameters, which hold
 * what clients sent (names, hashed tokens, text) and have no place in logs.
 */
function describeError(err: unknown): string {
  if (err instanceof DrizzleQueryError) {
    const cause = (err.cause as { message?: unknown } | undefined)?.message ?? String(err.cause ?? '');
    return `query failed (${cause}): ${err.query}`;
  }
  return err instanceof Error ? err.message : String(err);
}

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const errors = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = errors[0];
      return problemResponse(c, 'invalid-request', first ? `${first.path || 'body'}: ${first.message}` : 'Invalid request.', { errors });
    },
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return problemResponse(c, err.code, err.detail, err.extra);
    if (err instanceof KeptAnswer) return err.response;
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 401 ? 'unauthorized' : err.status === 415 ? 'unsupported-media-type' : 'invalid-request';
      return problemResponse(c, code, err.message || 'Bad request.');
    }
    const where = { requestId: c.get('requestId'), method: c.req.method, path: new URL(c.req.url).pathname };
    if (isDatabaseUnavailable(err)) {
      processCounters.databaseErrors++;
      logLine('error', 'database unavailable', { ...where, error: describeError(err) });
      c.header('Retry-After', String(databaseRetryAfterSeconds));
      return problemResponse(c, 'database-unavailable', 'The database cannot be reached just now; nothing was changed. Retry after Retry-After seconds.');
    }
    processCounters.internalErrors++;
    const cause = err instanceof DrizzleQueryError ? err.cause : err;
    logLine('error', 'request failed', { ...where, error: describeError(err), ...(cause instanceof Error && cause.stack ? { stack: cause.stack } : {}) });
    return problemResponse(c, 'internal', 'Something went wrong on our side; nothing was changed.');
  });
  app.notFound((c) => problemResponse(c, 'not-found', `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`));

  const streams = new StreamSlots(deps.config.streamsPerClient ?? defaultStreamsPerClient);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('streams', streams);
    await next();
  });
  app.use('*', requestLog);
  app.use('*', noFraming);
  // Preflights are answered here, before any credential check or database.
  app.use('*', apiCors(deps.config.corsOrigins ?? '*'));
  // Before anything reads a body or opens the database.
  app.use('*', limitBodies(deps.config.maxBodyBytes ?? defaultMaxBodyBytes), rejectNulBytes);
  // The catalog, the contract and the docs need no database; everything else does. The lease
  // comes before `identify`, which looks personal and bot tokens up in it.
  const botPaths = ['/v1/bots', '/v1/bots/*', '/v1/tokens', '/v1/tokens/*', '/v1/webhooks', '/v1/webhooks/*'];
  for (const path of ['/healthz', '/v1/admin/*', '/v1/auth/*', '/v1/matches', '/v1/matches/*', '/v1/me/*', ...playByWebDbPaths, ...botPaths, ...lobbyDbPaths, ...peopleDbPaths]) {
    app.use(path, withDatabase);
  }
  const clock = () => nowOf(deps).getTime();
  const limiter = deps.limiter ?? ((_name, policy) => new RateLimiter(policy, clock));
  const perToken = limiter('per-token', deps.config.rateLimit ?? defaultRateLimit);
  const perAddress = limiter('per-address', deps.config.anonymousRateLimit ?? defaultAnonymousRateLimit);
  app.use('/v1/*', identify, rateLimit(perToken, perAddress), emptyBodyAsObject);
  // Not the routes that mint tokens (/v1/auth/*, /v1/tokens, /v1/bots): a kept response would hold the token in clear.
  // Each checks the scope its POSTs need before replaying anything.
  for (const path of ['/v1/matches', '/v1/matches/*']) app.use(path, idempotency('matches:play'));
  app.use('/v1/webhooks/*', idempotency('webhooks:manage'));

  registerHealthz(app);
  registerAdminMetrics(app);
  registerAuthGuest(app);
  registerGamesList(app);
  registerGamesGet(app);
  registerMatchesCreate(app);
  registerMatchesJoin(app);
  registerMatchesComputer(app);
  registerMatchesGet(app);
  registerMatchesLegalMoves(app);
  registerMatchesEvents(app);
  registerMatchesReplay(app);
  registerMatchesMoves(app);
  registerMatchesStream(app);
  registerMeTurns(app);
  registerPlayByWeb(app);
  registerMeEvents(app);
  registerMeEventsStream(app);
  registerBotsCreate(app);
  registerBotsList(app);
  registerBotsRotate(app);
  registerBotsDelete(app);
  registerTokensCreate(app);
  registerTokensList(app);
  registerTokensSelf(app);
  registerTokensDelete(app);
  registerWebhooksCreate(app);
  registerWebhooksList(app);
  registerWebhooksDelete(app);
  registerWebhooksEnable(app);
  registerWebhooksDeliveries(app);
  registerWebhooksTest(app);
  registerPushKey(app);
  registerMePushSubscriptionsCreate(app);
  registerMePushSubscriptionsDelete(app);
  registerLobby(app);
  registerPeople(app);
  registerMeVacationGet(app);
  registerMeVacationStart(app);
  registerMeVacationEnd(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session JWT from POST /v1/auth/guest (may do everything its user may), or an opaque personal or bot token (`rlq_…`, from POST /v1/tokens or POST /v1/bots) limited to its scopes.',
  });
  for (const game of deps.games) {
    const { moveSchema, optionsSchema } = describeGame(game);
    app.openAPIRegistry.registerComponent('schemas', `${gameComponentPrefix(game.id)}Move`, withoutDialect(moveSchema));
    app.openAPIRegistry.registerComponent('schemas', `${gameComponentPrefix(game.id)}Options`, withoutDialect(optionsSchema));
  }
  app.get('/openapi.json', (c) => c.json(referenceGameSchemas(app.getOpenAPI31Document(openApiInfo), deps.games)));
  registerDocs(app);
  return app;
}

export type ReliquaryApp = ReturnType<typeof createApp>;
