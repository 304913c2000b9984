import { desc, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { devMail } from './schema.js';

export async function listDevMail(db: Db, filter: { to?: string | undefined; limit: number }) {
  const q = db.select().from(devMail);
  return (filter.to ? q.where(eq(devMail.to, filter.to)) : q).orderBy(desc(devMail.id)).limit(filter.limit);
}
