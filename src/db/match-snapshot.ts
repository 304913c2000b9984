import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { seatsColumn, type MatchRecord } from './queries.js';
import { matches, moves } from './schema.js';

/** A logged move's events, as stored (each with its audience): filtered per reader before it leaves. */
export interface LoggedMove {
  seq: number;
  seat: number;
  events: unknown;
}

/** A match as it is now, with its latest move: what every reader of a new version is sent. */
export interface MatchSnapshotRow {
  record: MatchRecord;
  lastMove: LoggedMove | null;
}

const lastMoveColumn = sql<LoggedMove | null>`(
    select json_build_object('seq', m.seq, 'seat', m.seat, 'events', m.events)
    from ${moves} m where m.match_id = "matches"."id" order by m.seq desc limit 1)`;

const prepareLoadSnapshot = (db: Db) =>
  db
    .select({ ...getTableColumns(matches), seats: seatsColumn, lastMove: lastMoveColumn })
    .from(matches)
    .where(eq(matches.id, sql.placeholder('id')))
    .prepare('reliquary_load_match_snapshot');
const snapshotStatements = new WeakMap<Db, ReturnType<typeof prepareLoadSnapshot>>();

/** The match, its seat holders and its latest move, in one statement. */
export async function loadMatchSnapshot(db: Db, id: string): Promise<MatchSnapshotRow | undefined> {
  let statement = snapshotStatements.get(db);
  if (!statement) snapshotStatements.set(db, (statement = prepareLoadSnapshot(db)));
  const [row] = await statement.execute({ id });
  if (!row) return undefined;
  const { lastMove, ...record } = row;
  return { record, lastMove: lastMove ?? null };
}
