import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { SeatHolder } from './queries.js';

/** The rematch of a finished match as its players see it from the old table (issue 31). */
export interface RematchRow {
  id: string;
  status: string;
  players: number;
  createdBy: { id: string; name: string; kind: string };
  seats: SeatHolder[];
  /** Pending invitations: the seat and, for one by user id, who it waits for. */
  pending: { id: string; seat: number; userId: string | null; name: string | null }[];
}

/** The rematch opened for `matchId`, with its seats and pending invitations; undefined when none. One statement. */
export async function rematchOf(db: Db, matchId: string): Promise<RematchRow | undefined> {
  const result = await db.execute(sql`
    select m.id, m.status, m.players,
      json_build_object('id', c.id, 'name', c.name, 'kind', c.kind) as "createdBy",
      coalesce((select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name) order by s.seat)
        from match_seats s join users u on u.id = s.user_id where s.match_id = m.id), '[]'::json) as seats,
      coalesce((select json_agg(json_build_object('id', i.id, 'seat', i.seat, 'userId', i.user_id, 'name', u.name) order by i.seat)
        from invitations i left join users u on u.id = i.user_id where i.match_id = m.id and i.status = 'pending'), '[]'::json) as pending
    from matches m join users c on c.id = m.created_by
    where m.rematch_of = ${matchId}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return undefined;
  const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    id: row.id as string,
    status: row.status as string,
    players: Number(row.players),
    createdBy: json(row.createdBy),
    seats: json(row.seats),
    pending: json(row.pending),
  };
}
