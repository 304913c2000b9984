import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { roomWithinQuota } from './quotas.js';
import { tokens, users } from './schema.js';

export type TokenRow = typeof tokens.$inferSelect;
export type BotRow = typeof users.$inferSelect;

export interface TokenOwner {
  tokenId: string;
  scopes: string[];
  lastUsedAt: Date | null;
  user: { id: string; name: string; kind: string };
}

/** The live (not revoked, owner not deleted) token with this SHA-256, with its user. */
export async function findTokenByHash(db: Db, hash: string): Promise<TokenOwner | undefined> {
  const [row] = await db
    .select({
      tokenId: tokens.id,
      scopes: tokens.scopes,
      lastUsedAt: tokens.lastUsedAt,
      userId: users.id,
      name: users.name,
      kind: users.kind,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.hash, hash), isNull(tokens.revokedAt), isNull(users.deletedAt)));
  if (!row) return undefined;
  return { tokenId: row.tokenId, scopes: row.scopes, lastUsedAt: row.lastUsedAt, user: { id: row.userId, name: row.name, kind: row.kind } };
}

/** Records use at most once a minute, so a busy bot does not write on every request. */
export async function touchToken(db: Db, tokenId: string): Promise<void> {
  await db
    .update(tokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(tokens.id, tokenId), sql`(${tokens.lastUsedAt} is null or ${tokens.lastUsedAt} < now() - interval '1 minute')`));
}

/**
 * A personal access token. With `quota`, only while the user holds fewer live tokens: undefined
 * otherwise (nothing is stored). Concurrent requests count one after another (roomWithinQuota).
 */
export async function insertToken(db: Db, token: { id: string; userId: string; name: string; hash: string; scopes: string[] }, quota?: number): Promise<TokenRow | undefined> {
  if (quota === undefined) {
    const [row] = await db.insert(tokens).values(token).returning();
    return row as TokenRow;
  }
  return db.transaction(async (tx) => {
    if (!(await roomWithinQuota(tx, token.userId, quota, sql`select 1 from ${tokens} where ${tokens.userId} = ${token.userId} and ${tokens.revokedAt} is null`))) return undefined;
    const [row] = await tx.insert(tokens).values(token).returning();
    return row as TokenRow;
  });
}

export async function listTokens(db: Db, userId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(tokens)
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
    .orderBy(asc(tokens.createdAt), asc(tokens.id));
}

export async function revokeToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(tokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokens.id, tokenId), eq(tokens.userId, userId), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return rows.length === 1;
}

/**
 * A bot with its token. With `quota`, only while the owner manages fewer bots (deleted ones do
 * not count): undefined otherwise, and nothing is stored.
 */
export async function insertBot(
  db: Db,
  bot: { id: string; name: string; ownerId: string; maxConcurrentMatches: number | null },
  token: { id: string; name: string; hash: string; scopes: string[] },
  quota?: number,
): Promise<BotRow | undefined> {
  return db.transaction(async (tx) => {
    if (!(await roomWithinQuota(tx, bot.ownerId, quota, sql`select 1 from ${users} where ${users.ownerId} = ${bot.ownerId} and ${users.kind} = 'bot' and ${users.deletedAt} is null`))) return undefined;
    const [row] = await tx.insert(users).values({ ...bot, kind: 'bot' }).returning();
    await tx.insert(tokens).values({ ...token, userId: bot.id });
    return row as BotRow;
  });
}

export async function listBots(db: Db, ownerId: string): Promise<BotRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.ownerId, ownerId), eq(users.kind, 'bot'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function findOwnedBot(db: Db, ownerId: string, botId: string): Promise<BotRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, botId), eq(users.ownerId, ownerId), eq(users.kind, 'bot'), isNull(users.deletedAt)));
  return row;
}

/** Revokes every live token of the bot and issues the given one, atomically. */
export async function rotateBotToken(db: Db, botId: string, token: { id: string; name: string; hash: string; scopes: string[] }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(tokens).set({ revokedAt: sql`now()` }).where(and(eq(tokens.userId, botId), isNull(tokens.revokedAt)));
    await tx.insert(tokens).values({ ...token, userId: botId });
  });
}

/** A deleted bot keeps its row for history; its tokens stop working at once. */
export async function deleteBot(db: Db, botId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, botId));
    await tx.update(tokens).set({ revokedAt: sql`now()` }).where(and(eq(tokens.userId, botId), isNull(tokens.revokedAt)));
  });
}
