import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import type { Database, Db } from './client.js';
import { schema } from './schema.js';

export interface NeonOptions {
  /**
   * `host:port` of a plain WebSocket-to-TCP bridge, to reach a local Postgres from `wrangler dev`
   * or tests (scripts/ws-bridge.ts). Unset in production, where Neon's own proxy is used.
   */
  wsProxy?: string | undefined;
}

/**
 * The Workers driver: Neon's serverless Pool over WebSocket. A Worker may not reuse a socket
 * across requests, so each request opens its own pool and closes it when the response is done.
 */
export function openNeon(url: string, options: NeonOptions = {}): Database {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    // Must be off with SCRAM authentication, which a local Postgres may use.
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString: url });
  // An idle connection dropped by the server is not a failure of any request.
  pool.on('error', (err: Error) => console.warn(`database connection closed: ${err.message}`));
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    driver: 'neon',
    close: () => pool.end(),
  };
}
