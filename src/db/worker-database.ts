import type { Database } from './client.js';
import { openHyperdrive } from './hyperdrive.js';
import { openNeon } from './neon.js';

/** Where a Worker (its requests, cron, queue consumers and Durable Objects) finds PostgreSQL. */
export interface WorkerDatabaseEnv {
  /** Production: Hyperdrive in front of PostgreSQL (wrangler.toml `[[hyperdrive]]`). */
  HYPERDRIVE?: Hyperdrive;
  /**
   * Neon's serverless driver over WebSocket to this URL instead (a connection per request): set it
   * only where Hyperdrive is not available. When set it is used, binding or not.
   */
  DATABASE_URL?: string;
  /** Local development only: see scripts/ws-bridge.ts. */
  NEON_WS_PROXY?: string;
}

export const hasWorkerDatabase = (env: WorkerDatabaseEnv): boolean => !!(env.HYPERDRIVE || env.DATABASE_URL);

/**
 * One connection's worth of database for one request or task (`connections`: up to that many, for
 * a task that overlaps its work); undefined when none is configured.
 */
export function openWorkerDatabase(env: WorkerDatabaseEnv, connections = 1): Database | undefined {
  if (env.DATABASE_URL) return openNeon(env.DATABASE_URL, { wsProxy: env.NEON_WS_PROXY });
  if (env.HYPERDRIVE) return openHyperdrive(env.HYPERDRIVE.connectionString, connections);
  return undefined;
}
