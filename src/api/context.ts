import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ClientAddress } from './client-address.js';
import type { CreationLimits } from './creation-limits.js';
import type { AccountQuotas } from './quotas.js';
import type { StreamSlots, StreamTicket } from './stream-limits.js';
import type { Limiter, RateLimitPolicy } from './rate-limit.js';
import type { AnyGame } from '../engine/index.js';
import type { Db } from '../db/client.js';
import type { LiveHub } from '../live/hub.js';
import type { LiveObjects } from '../live/objects-client.js';
import type { Mailer } from '../notify/mail.js';
import type { ClockEntry } from '../notify/deadlines.js';
import type { NotifySettings } from '../notify/settings.js';
import type { VapidKeys } from '../notify/push/vapid.js';

export interface AppConfig {
  /** HMAC key for session JWTs. */
  jwtSecret: Uint8Array;
  /** Whether `POST /v1/matches` may take a caller-chosen seed (tests, local play). */
  allowSeededMatches: boolean;
  /** Links and sender of emails; defaults in src/notify/settings.ts. */
  notify?: Partial<NotifySettings>;
  /**
   * Who GET /v1/dev/mailbox (the dev transport's messages, sign-in codes included) answers:
   * nobody, loopback clients only (the default), or anyone (DEV_MAILBOX=true).
   */
  devMailbox?: DevMailboxMode;
  /** Requests per window and token; the default when absent (see rate-limit.ts). */
  rateLimit?: { limit: number; windowSeconds: number };
  /** Requests per window and client address of anonymous callers (RATE_LIMIT_ANONYMOUS_PER_MINUTE). */
  anonymousRateLimit?: { limit: number; windowSeconds: number };
  /** Event streams open at once per account or anonymous client address (LIMIT_STREAMS_PER_CLIENT); 0 = no limit. */
  streamsPerClient?: number;
  /** Development only: webhooks may target http and private or loopback addresses. */
  webhooksAllowPrivate?: boolean;
  /** Guests and sign-in emails per client address, invitations per account, per hour (creation-limits.ts). */
  creationLimits?: CreationLimits;
  /** What one account may hold at once: tokens, webhooks, bots, waiting matches (quotas.ts); the defaults when absent. */
  quotas?: AccountQuotas;
  /** Player searches (GET /v1/users) per account per minute (LIMIT_SEARCHES_PER_MINUTE); 30 when absent, 0 = no limit. */
  searchesPerMinute?: number;
  /** Vacation days each account may take per calendar year, UTC (VACATION_DAYS_PER_YEAR); 30 when absent, 0 = no vacations. */
  vacationDaysPerYear?: number;
  /** Origins whose scripts may call the API with a bearer token (CORS_ORIGINS); any (`*`) when absent. */
  corsOrigins?: '*' | readonly string[];
  /** Largest request body accepted (MAX_BODY_BYTES); 64 KiB when absent. */
  maxBodyBytes?: number;
  /** Lifetime of a session JWT (SESSION_TTL_SECONDS); 3600 when absent. */
  sessionTtlSeconds?: number;
  /** The bearer of GET /v1/admin/metrics (METRICS_TOKEN); unset, that route answers 404. */
  metricsToken?: string;
  /**
   * Web Push (src/notify/push/): the VAPID keys (Node: generated into DATA_DIR; Workers: secrets)
   * and whether endpoints may be http or private addresses (development). No push when absent.
   */
  push?: { vapid: VapidKeys; allowPrivate: boolean } | undefined;
}

export type DevMailboxMode = 'off' | 'loopback' | 'on';

export interface Caller {
  id: string;
  name: string;
  kind: string;
  /** Set for a personal or bot token: what it may do. Undefined for a session, which may do anything. */
  scopes?: readonly string[];
  /** Set for a personal or bot token. */
  tokenId?: string;
  /** Set for a session JWT: the sign-in it belongs to, which signing out revokes. */
  sessionId?: string;
}

/** A database for the length of one request; `release` runs once the response is built. */
export interface DbLease {
  db: Db;
  release(): void;
}

export interface AppDeps {
  config: AppConfig;
  games: readonly AnyGame[];
  openDb(c: Context): Promise<DbLease>;
  /** How email leaves (EMAIL_TRANSPORT); the dev mailbox when unset. */
  mailer?: Mailer;
  /** The clock, injectable for deadline and rate-limit tests. */
  now?: () => Date;
  /** Event inbox timing (tests shorten them): how often a waiting reader polls, and the SSE heartbeat. */
  inbox?: { pollMs?: number; heartbeatMs?: number };
  /**
   * The process's live hub (src/live/): streams and long polls wait on it instead of polling.
   * Absent when the database cannot LISTEN (and on Workers, where Durable Objects push).
   */
  live?: LiveHub;
  /** The client's address (Node: the socket; Workers: CF-Connecting-IP), for limits per client and the dev mailbox. */
  clientAddress?: ClientAddress;
  /** Workers: the Durable Objects that push (streams are handed to them; commits announce to them). */
  liveObjects?: LiveObjects;
  /** Scalar's browser script for /docs (src/api/docs.ts); /docs/scalar.js is a 404 without it. */
  docsScript?: (c: Context) => Promise<Response | undefined>;
  /**
   * Where request counters live (Workers: Durable Objects shared by every isolate); in this
   * process's memory when absent (Node).
   */
  limiter?: (name: 'per-token' | 'per-address', policy: RateLimitPolicy) => Limiter;
  /** Workers: open streams counted per client in Durable Objects shared by every isolate (Node counts in memory). */
  sharedStreams?: { take(key: string, max: number): Promise<StreamTicket | null> };
  /** The platform's computer players: woken after every commit, they play the computer seats that must act. */
  computers?: { wake(matchIds: readonly string[], c?: Context): void };
  /**
   * After every commit, which may have queued notifications or inbox events: the delivery queue
   * scans for them (Workers), the dispatcher delivers them (Node). Absent: they wait for the next pass.
   */
  deliveries?: { wake(scope: { matches: string[]; users: string[] }, c?: Context): void };
  /** After a commit that may have moved matches' deadlines: each one's alarm (Workers) or the dispatcher's timer (Node). */
  clocks?: { set(entries: readonly ClockEntry[], c?: Context): void };
  /** How webhook deliveries are sent: on Node, a fetch that refuses names resolving to internal addresses. */
  webhookFetch?: typeof fetch;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    caller: Caller | undefined;
    /** The event streams this app holds open, per client (stream-limits.ts). */
    streams: StreamSlots;
    /** This request's id (request-log.ts): in the X-Request-Id response header and every log line. */
    requestId: string;
  };
}

export type App = OpenAPIHono<AppEnv>;
