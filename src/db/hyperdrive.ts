import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Db } from './client.js';
import { coalescePoolClientWrites } from './coalesce-writes.js';
import { schema } from './schema.js';

/**
 * The Workers driver in production: node-postgres over a Hyperdrive binding. Hyperdrive keeps
 * warm connections beside the database and answers the connection set-up from the Worker's own
 * location, so a request pays only its statements' round trips to the database. A Worker may
 * not reuse a socket across requests: each request gets a pool of one connection, opened by its
 * first statement (a request that reads nothing opens none) and ended with the response.
 */
export function openHyperdrive(connectionString: string, connections = 1): Database {
  // More than one only for background work that overlaps its rows (the delivery queue's consumer).
  const pool = new Pool({ connectionString, max: connections });
  let closing = false;
  // A connection dropped by the server is not a failure of any request; nor is the socket's own
  // end once the response is done ("Stream was cancelled").
  pool.on('error', (err: Error) => {
    if (!closing) console.warn(`database connection closed: ${err.message}`);
  });
  pool.on('connect', coalescePoolClientWrites);
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    driver: 'postgres',
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
