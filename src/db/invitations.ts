import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { appendEvents, type InboxEvent } from './events.js';
import type { OutboxItem } from './queries.js';
import { invitations, matchSeats, matches, outbox } from './schema.js';

export type InvitationRow = typeof invitations.$inferSelect;

/** A seat to reserve: for a known user (bot or person), or for an address not yet signed up. */
export interface NewInvitation {
  id: string;
  seat: number;
  email: string | null;
  userId: string | null;
  invitedBy: string;
  createdAt: Date;
}

export type InviteOutcome = { ok: true; invitation: InvitationRow } | { ok: false; reason: 'not-found' | 'not-waiting' | 'no-such-seat' | 'seat-taken' | 'seat-reserved' };

/**
 * What inviting writes besides the invitation rows: each invitation's email (an outbox row) and,
 * for a known user, an `invitation` event in the inbox (so bots and webhooks hear of it).
 */
export function invitationWrites(match: { id: string; gameId: string }, list: NewInvitation[]): { notifications: (Omit<OutboxItem, 'userId'> & { userId: string | null })[]; events: InboxEvent[] } {
  return {
    notifications: list.map((i) => ({
      kind: 'invitation',
      userId: i.userId,
      matchId: match.id,
      payload: { matchId: match.id, invitationId: i.id },
      dedupeKey: `${match.id}/${i.id}/${i.userId ?? i.email}/invitation`,
    })),
    events: list.flatMap((i) =>
      i.userId
        ? [{ userId: i.userId, type: 'invitation' as const, matchId: match.id, payload: { matchId: match.id, gameId: match.gameId, seat: i.seat, invitedBy: i.invitedBy, invitationId: i.id } }]
        : [],
    ),
  };
}

/**
 * Writes invitations inside the caller's transaction, which holds the match row: the rows that
 * reserve the seats and what invitationWrites says. A new match's invitations are written by
 * createMatch's statement instead (src/db/queries.ts).
 */
export async function insertInvitations(tx: Db, match: { id: string; gameId: string }, list: NewInvitation[]): Promise<InvitationRow[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(invitations)
    .values(list.map((i) => ({ ...i, matchId: match.id })))
    .returning();
  const { notifications, events } = invitationWrites(match, list);
  await tx.insert(outbox).values(notifications);
  await appendEvents(tx, events);
  return rows;
}

/**
 * Reserves a free seat of a waiting match, in one transaction with the match row locked (as
 * joins are), so a seat is never both joined and reserved, nor reserved twice.
 */
export async function createInvitation(db: Db, matchId: string, input: NewInvitation): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
    if (!match) return { ok: false, reason: 'not-found' };
    if (match.status !== 'waiting') return { ok: false, reason: 'not-waiting' };
    if (input.seat < 0 || input.seat >= match.players) return { ok: false, reason: 'no-such-seat' };
    const [taken] = await tx.select().from(matchSeats).where(and(eq(matchSeats.matchId, match.id), eq(matchSeats.seat, input.seat)));
    if (taken) return { ok: false, reason: 'seat-taken' };
    const [reserved] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.matchId, match.id), eq(invitations.seat, input.seat), eq(invitations.status, 'pending')));
    if (reserved) return { ok: false, reason: 'seat-reserved' };
    const [invitation] = await insertInvitations(tx, match, [input]);
    return { ok: true, invitation: invitation as InvitationRow };
  });
}

export async function findInvitationById(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/**
 * Frees the seat: `declined` by the invitee, `withdrawn` by a player. Only a pending invitation
 * can be closed (a conditional update, so it never races an accept into a double answer).
 */
export async function closeInvitation(db: Db, id: string, status: 'declined' | 'withdrawn'): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ status, decidedAt: sql`now()` })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning();
  return row;
}
