import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { invitations, matchSeats, matches, outbox } from './schema.js';

export type InvitationRow = typeof invitations.$inferSelect;

export type InviteOutcome = { ok: true; invitation: InvitationRow } | { ok: false; reason: 'not-found' | 'not-waiting' | 'no-such-seat' | 'seat-taken' | 'seat-reserved' };

/**
 * Reserves a free seat for an invitee and queues the invitation email, in one transaction with
 * the match row locked (as joins are), so a seat is never both joined and reserved.
 */
export async function createInvitation(
  db: Db,
  input: { id: string; matchId: string; seat: number; email: string | null; userId: string | null; invitedBy: string; createdAt: Date },
): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for('update');
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
    const [invitation] = await tx.insert(invitations).values(input).returning();
    await tx.insert(outbox).values({
      kind: 'invitation',
      userId: input.userId,
      matchId: match.id,
      payload: { matchId: match.id, invitationId: input.id },
      dedupeKey: `${match.id}/${input.id}/${input.userId ?? input.email}/invitation`,
    });
    return { ok: true, invitation: invitation as InvitationRow };
  });
}

export async function findInvitationById(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** Frees the seat: only a pending invitation can be declined (conditional update). */
export async function declineInvitation(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status: 'declined', decidedAt: sql`now()` })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
