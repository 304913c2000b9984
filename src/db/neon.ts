import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import type { Database, Db } from './client.js';
import { schema } from './schema.js';

/**
 * The Workers driver: Neon's serverless Pool over WebSocket. A Worker may not reuse a socket
 * across requests, so each request opens its own pool and closes it when the response is done.
 */
export function openNeon(url: string): Database {
  const pool = new Pool({ connectionString: url });
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    driver: 'neon',
    close: () => pool.end(),
  };
}
