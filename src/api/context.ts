import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AnyGame } from '../engine/index.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../notify/mail.js';
import type { NotifySettings } from '../notify/settings.js';

export interface AppConfig {
  /** HMAC key for session JWTs. */
  jwtSecret: Uint8Array;
  /** Whether `POST /v1/matches` may take a caller-chosen seed (tests, local play). */
  allowSeededMatches: boolean;
  /** Links and sender of emails; defaults in src/notify/settings.ts. */
  notify?: Partial<NotifySettings>;
  /** Whether GET /v1/dev/mailbox lists the dev transport's messages (off on Workers unless EMAIL_TRANSPORT=dev). */
  devMailbox?: boolean;
  /** Requests per window and token; the default when absent (see rate-limit.ts). */
  rateLimit?: { limit: number; windowSeconds: number };
  /** Development only: webhooks may target http and private or loopback addresses. */
  webhooksAllowPrivate?: boolean;
}

export interface Caller {
  id: string;
  name: string;
  kind: string;
  /** Set for a personal or bot token: what it may do. Undefined for a session, which may do anything. */
  scopes?: readonly string[];
  /** Set for a personal or bot token. */
  tokenId?: string;
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
  /** How webhook deliveries are sent: on Node, a fetch that refuses names resolving to internal addresses. */
  webhookFetch?: typeof fetch;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    caller: Caller | undefined;
  };
}

export type App = OpenAPIHono<AppEnv>;
