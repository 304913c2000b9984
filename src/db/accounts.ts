import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { UserRow } from './queries.js';
import { emailLogins, refreshTokens, users } from './schema.js';

export type EmailLoginRow = typeof emailLogins.$inferSelect;

export async function countRecentLogins(db: Db, email: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: sql<string | null>`min(${emailLogins.createdAt})` })
    .from(emailLogins)
    .where(and(eq(emailLogins.email, email), gt(emailLogins.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertLogin(db: Db, login: typeof emailLogins.$inferInsert): Promise<void> {
  await db.insert(emailLogins).values(login);
}

/**
 * Uses a code or link token once: a conditional update, so of two concurrent attempts exactly
 * one gets the row. A login that saw too many wrong codes is burnt.
 */
export async function consumeLogin(db: Db, where: { email: string; codeHash: string } | { tokenHash: string }, now: Date): Promise<EmailLoginRow | undefined> {
  const match = 'tokenHash' in where ? eq(emailLogins.tokenHash, where.tokenHash) : and(eq(emailLogins.email, where.email), eq(emailLogins.codeHash, where.codeHash));
  const [row] = await db
    .update(emailLogins)
    .set({ usedAt: now })
    .where(and(match, isNull(emailLogins.usedAt), gt(emailLogins.expiresAt, now), lt(emailLogins.failedAttempts, maxCodeAttempts)))
    .returning();
  return row;
}

export const maxCodeAttempts = 5;

/** A wrong code counts against every live login of that address. */
export async function countFailedCode(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(emailLogins)
    .set({ failedAttempts: sql`${emailLogins.failedAttempts} + 1` })
    .where(and(eq(emailLogins.email, email), isNull(emailLogins.usedAt), gt(emailLogins.expiresAt, now)));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/**
 * The account a verified address signs into: the one with that address; else the guest that
 * asked to attach it (it becomes a person); else a new person.
 */
export async function userForVerifiedEmail(db: Db, email: string, attachTo: string | null, newId: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (existing) return existing;
  if (attachTo) {
    const [attached] = await db
      .update(users)
      .set({ email, kind: sql`case when ${users.kind} = 'guest' then 'person' else ${users.kind} end` })
      .where(and(eq(users.id, attachTo), isNull(users.email)))
      .returning();
    if (attached) return attached;
    // The account already has another address: changing it.
    const [changed] = await db.update(users).set({ email }).where(eq(users.id, attachTo)).returning();
    if (changed) return changed;
  }
  const [created] = await db
    .insert(users)
    .values({ id: newId, name: email.split('@')[0]!.slice(0, 40) || 'Player', kind: 'person', email })
    .onConflictDoNothing()
    .returning();
  return created ?? ((await findUserByEmail(db, email)) as UserRow);
}

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Rotates a refresh token: it is used once (conditional update); the caller issues the next. */
export async function consumeRefreshToken(db: Db, hash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.hash, hash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ userId: refreshTokens.userId });
  return row?.userId;
}

export async function touchUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

export async function updateUser(db: Db, userId: string, set: Partial<Pick<UserRow, 'name' | 'prefs' | 'timeZone'>>): Promise<UserRow | undefined> {
  if (Object.keys(set).length === 0) return undefined;
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row;
}
