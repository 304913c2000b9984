import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NotificationHandlers, StopListening } from './listen.js';
import type { schema } from './schema.js';

/** Any of our three drivers (PGlite, node-postgres, Neon): the routes see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres' | 'neon';
  close(): Promise<void>;
  /** LISTEN for notifications (Node drivers only: PGlite in-process, node-postgres on its own connection). */
  listen?(channels: readonly string[], handlers: NotificationHandlers): Promise<StopListening>;
}
