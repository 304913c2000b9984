import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { moves } from './schema.js';

/** Entries `afterSeq` < seq <= `throughSeq` of a match's log with their events, and the log's last seq (0: none yet). */
export async function loadMoveRange(
  db: Db,
  matchId: string,
  afterSeq: number,
  throughSeq: number,
): Promise<{ last: number; entries: { seq: number; seat: number; move: unknown; events: unknown }[] }> {
  const [tail] = await db.select({ last: sql<number | null>`max(${moves.seq})` }).from(moves).where(eq(moves.matchId, matchId));
  const entries = await db
    .select({ seq: moves.seq, seat: moves.seat, move: moves.move, events: moves.events })
    .from(moves)
    .where(and(eq(moves.matchId, matchId), gt(moves.seq, afterSeq), lte(moves.seq, throughSeq)))
    .orderBy(asc(moves.seq));
  return { last: Number(tail?.last ?? 0), entries };
}
