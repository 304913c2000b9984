import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

/** A database lease for the request (`c.get('db')`), released when the response is done. */
export const withDatabase: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lease = await c.get('deps').openDb(c);
  c.set('db', lease.db);
  try {
    await next();
  } finally {
    lease.release();
  }
};
