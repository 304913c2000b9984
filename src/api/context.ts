import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AnyGame } from '../engine/index.js';
import type { Db } from '../db/client.js';

export interface AppConfig {
  /** HMAC key for session JWTs. */
  jwtSecret: Uint8Array;
  /** Whether `POST /v1/matches` may take a caller-chosen seed (tests, local play). */
  allowSeededMatches: boolean;
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
  /** Event inbox timing (tests shorten them): how often a waiting reader polls, and the SSE heartbeat. */
  inbox?: { pollMs?: number; heartbeatMs?: number };
  /** The clock of the rate limiter (tests move it instead of waiting). */
  now?: () => number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    caller: Caller | undefined;
  };
}

export type App = OpenAPIHono<AppEnv>;
