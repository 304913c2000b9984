import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema.js';

/** Any of our three drivers (PGlite, node-postgres, Neon): the routes see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres' | 'neon';
  close(): Promise<void>;
}
