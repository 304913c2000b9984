import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { UserRow } from './queries.js';
import { bucketUse, retryAfterSeconds } from './rate-limits.js';
import { emailLogins, rateLimits, refreshTokens, revokedSessions, users } from './schema.js';

export type EmailLoginRow = typeof emailLogins.$inferSelect;

export async function insertLogin(db: Db, login: typeof emailLogins.$inferInsert): Promise<void> {
  await db.insert(emailLogins).values(login);
}

/** Uses a link token once: a conditional update, so of two concurrent attempts exactly one gets the row. */
export async function consumeLoginToken(db: Db, tokenHash: string, now: Date): Promise<EmailLoginRow | undefined> {
  const [row] = await db
    .update(emailLogins)
    .set({ usedAt: now })
    .where(and(eq(emailLogins.tokenHash, tokenHash), isNull(emailLogins.usedAt), gt(emailLogins.expiresAt, now), lt(emailLogins.failedAttempts, maxCodeAttempts)))
    .returning();
  return row;
}

export const maxCodeAttempts = 5;

/**
 * Tries a code against every live login of the address in one statement: the login whose code
 * it is gets used, every other one counts a failed attempt. Row locks make concurrent guesses
 * take turns, and each re-checks the count it waited for, so no login ever compares more than
 * `maxCodeAttempts` codes, however many guesses arrive at once.
 */
export async function attemptLoginCode(db: Db, email: string, codeHash: string, now: Date): Promise<EmailLoginRow | undefined> {
  const isTheCode = sql`${emailLogins.codeHash} = ${codeHash}`;
  const rows = await db
    .update(emailLogins)
    .set({
      usedAt: sql`case when ${isTheCode} then ${now.toISOString()}::timestamptz else ${emailLogins.usedAt} end`,
      failedAttempts: sql`${emailLogins.failedAttempts} + case when ${isTheCode} then 0 else 1 end`,
    })
    .where(and(eq(emailLogins.email, email), isNull(emailLogins.usedAt), gt(emailLogins.expiresAt, now), lt(emailLogins.failedAttempts, maxCodeAttempts)))
    .returning();
  return rows.find((row) => row.codeHash === codeHash);
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

/**
 * A guest account and its session's first refresh token in one statement, counted against the
 * creation limit of its client address (`bucket`, the upsert of bucketUse) when there is one:
 * over it, nothing is written and the answer says when the window ends.
 */
export async function createGuest(
  db: Db,
  guest: { id: string; name: string },
  refresh: { id: string; hash: string; expiresAt: Date },
  bucket?: { key: string; limit: number; windowMs: number; now: Date },
): Promise<{ created: true } | { created: false; retryAfterSeconds: number }> {
  // drizzle puts an embedded query in parentheses.
  const counted = bucket ? sql`bucket as ${bucketUse(db, bucket.key, bucket.limit, bucket.windowMs, bucket.now)},` : sql``;
  const result = await db.execute(sql`
    with ${counted} created as (
      insert into ${users} (id, name, kind)
      select ${guest.id}, ${guest.name}, 'guest' where ${bucket ? sql`exists (select from bucket)` : sql`true`}
      returning id
    ), session as (
      insert into ${refreshTokens} (id, user_id, hash, family_id, expires_at)
      select ${refresh.id}, id, ${refresh.hash}, ${refresh.id}, ${refresh.expiresAt.toISOString()}::timestamptz from created
    )
    select (select count(*) from created)::int as created,
      ${bucket ? sql`(select (extract(epoch from window_start) * 1000)::float8 from ${rateLimits} where key = ${bucket.key})` : sql`null::float8`} as "windowStartMs"`);
  const row = (result as unknown as { rows: { created: number; windowStartMs: number | null }[] }).rows[0];
  if (row?.created === 1) return { created: true };
  return { created: false, retryAfterSeconds: retryAfterSeconds(row?.windowStartMs ?? undefined, bucket?.windowMs ?? 0, bucket?.now ?? new Date()) };
}

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Rotates a refresh token in one statement: the presented one is used (if it is live) and its
 * successor, in the same family, is stored. Of two concurrent uses exactly one gets a successor.
 */
export async function rotateRefreshToken(
  db: Db,
  presentedHash: string,
  next: { id: string; hash: string; expiresAt: Date },
  now: Date,
): Promise<{ userId: string; familyId: string } | undefined> {
  const result = await db.execute(sql`
    with used as (
      update ${refreshTokens} set used_at = ${now.toISOString()}::timestamptz
      where hash = ${presentedHash} and used_at is null and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz
      returning user_id, family_id
    )
    insert into ${refreshTokens} (id, user_id, hash, family_id, expires_at)
    select ${next.id}, user_id, ${next.hash}, family_id, ${next.expiresAt.toISOString()}::timestamptz from used
    returning user_id, family_id`);
  const row = (result as unknown as { rows: { user_id: string; family_id: string }[] }).rows[0];
  return row && { userId: row.user_id, familyId: row.family_id };
}

/**
 * Ends a session everywhere in one statement: every refresh token of the family is revoked, and
 * the family's session JWTs join the revocation list until `jwtsExpireBy` (when the last JWT
 * that could name it has expired). Rows that have outlived their JWTs go in the same statement,
 * so the list never holds more than the sign-outs of one session lifetime.
 */
async function revokeFamily(db: Db, familyId: string, now: Date, jwtsExpireBy: Date): Promise<void> {
  await db.execute(sql`
    with revoked as (
      update ${refreshTokens} set revoked_at = ${now.toISOString()}::timestamptz
      where family_id = ${familyId} and revoked_at is null
    ), pruned as (
      delete from ${revokedSessions} where expires_at <= ${now.toISOString()}::timestamptz and session_id <> ${familyId}
    )
    insert into ${revokedSessions} (session_id, expires_at) values (${familyId}, ${jwtsExpireBy.toISOString()}::timestamptz)
    on conflict (session_id) do update set expires_at = greatest(${revokedSessions.expiresAt}, excluded.expires_at)`);
}

/**
 * A used refresh token presented again (its holder or a thief replaying it): its whole family
 * and that family's sessions stop working. Answers whether the token was a used one.
 */
export async function revokeFamilyOf(db: Db, presentedHash: string, now: Date, jwtsExpireBy: Date): Promise<boolean> {
  const [presented] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.hash, presentedHash), isNotNull(refreshTokens.usedAt)));
  if (!presented) return false;
  await revokeFamily(db, presented.familyId, now, jwtsExpireBy);
  return true;
}

/** Signing out: the family of this refresh token (used or not) and its session JWTs stop working. */
export async function revokeFamilyOfToken(db: Db, hash: string, now: Date, jwtsExpireBy: Date): Promise<void> {
  const [token] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.hash, hash));
  if (token) await revokeFamily(db, token.familyId, now, jwtsExpireBy);
}

/** Whether a session (a refresh-token family) has been signed out or found stolen. */
export async function isSessionRevoked(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(and(eq(revokedSessions.sessionId, sessionId), gt(revokedSessions.expiresAt, now)));
  return row !== undefined;
}

export async function touchUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

export async function updateUser(db: Db, userId: string, set: Partial<Pick<UserRow, 'name' | 'prefs' | 'timeZone' | 'language'>>): Promise<UserRow | undefined> {
  if (Object.keys(set).length === 0) return undefined;
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row;
}

