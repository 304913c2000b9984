import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { appendEvents } from './events.js';
import { chatMessages, chatMutes, users } from './schema.js';

export interface ChatMessageRow {
  id: number;
  matchId: string;
  userId: string;
  name: string;
  text: string;
  createdAt: Date;
}

export type PostOutcome = { ok: true; message: ChatMessageRow } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a message and delivers it as a `chat` event to every other player who has not muted
 * the sender, in one transaction. A sender's messages in one match are serialized by an advisory
 * lock, so the rate limit (`limit` per `windowSeconds`) holds under concurrent posts.
 */
export async function postChat(
  db: Db,
  input: { matchId: string; userId: string; name: string; text: string; recipients: string[]; limit: number; windowSeconds: number },
): Promise<PostOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reliquary-chat:${input.matchId}:${input.userId}`}))`);
    const recent = await tx
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.matchId, input.matchId), eq(chatMessages.userId, input.userId), sql`${chatMessages.createdAt} > now() - make_interval(secs => ${input.windowSeconds})`))
      .orderBy(asc(chatMessages.createdAt));
    if (recent.length >= input.limit) {
      const oldest = recent[recent.length - input.limit]!.createdAt.getTime();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + input.windowSeconds * 1000 - Date.now()) / 1000)) };
    }
    const [row] = await tx.insert(chatMessages).values({ matchId: input.matchId, userId: input.userId, text: input.text }).returning();
    const message = { ...row!, name: input.name };
    const muters = await tx.select({ userId: chatMutes.userId }).from(chatMutes).where(eq(chatMutes.mutedUserId, input.userId));
    const muted = new Set(muters.map((m) => m.userId));
    const to = [...new Set(input.recipients)].filter((u) => u !== input.userId && !muted.has(u));
    await appendEvents(
      tx,
      to.map((userId) => ({
        userId,
        type: 'chat' as const,
        matchId: input.matchId,
        payload: { matchId: input.matchId, messageId: String(message.id), userId: input.userId, name: input.name, text: input.text, createdAt: message.createdAt.toISOString() },
      })),
    );
    return { ok: true, message };
  });
}

/** A match's messages after `afterId`, oldest first, without those of users the reader muted. */
export async function chatAfter(db: Db, matchId: string, readerId: string, afterId: number, limit: number): Promise<ChatMessageRow[]> {
  return db
    .select({ id: chatMessages.id, matchId: chatMessages.matchId, userId: chatMessages.userId, name: users.name, text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(
        eq(chatMessages.matchId, matchId),
        gt(chatMessages.id, afterId),
        sql`not exists (select 1 from ${chatMutes} mu where mu.user_id = ${readerId} and mu.muted_user_id = ${chatMessages.userId})`,
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export async function mute(db: Db, userId: string, mutedUserId: string): Promise<void> {
  await db.insert(chatMutes).values({ userId, mutedUserId }).onConflictDoNothing();
}

export async function unmute(db: Db, userId: string, mutedUserId: string): Promise<void> {
  await db.delete(chatMutes).where(and(eq(chatMutes.userId, userId), eq(chatMutes.mutedUserId, mutedUserId)));
}

export async function mutesOf(db: Db, userId: string): Promise<{ userId: string; name: string }[]> {
  return db
    .select({ userId: chatMutes.mutedUserId, name: users.name })
    .from(chatMutes)
    .innerJoin(users, eq(users.id, chatMutes.mutedUserId))
    .where(eq(chatMutes.userId, userId))
    .orderBy(asc(chatMutes.createdAt));
}
