import type { Db } from '../db/client.js';
import { loadMatchSnapshot, type LoggedMove } from '../db/match-snapshot.js';
import type { MatchRecord } from '../db/queries.js';
import { findGame, type AnyGame, type Locale } from '../engine/index.js';
import type { MatchChange } from '../live/match.js';
import { legalMovesFor, type LegalMovesBody } from './legal-moves.js';
import { toMatchBody, type MatchBody } from './schemas.js';
import { readableLog, type ReadableEvent } from './words.js';

/**
 * What a match stream sends one reader at a version: the public facts every reader gets, and
 * what that reader would otherwise fetch (its match body, its legal moves, the latest move's
 * events in words), so that no reader refetches after a push.
 */
export interface MatchPush extends MatchChange {
  /** GET /v1/matches/{matchId} as this reader sees it at this version. */
  match: MatchBody;
  /** GET legal-moves for the reader's seat when it must act now; otherwise null (spectators: always). */
  legalMoves: LegalMovesBody | null;
  /** The latest move's events this reader may read, in words; null before the first move. */
  lastMove: { seq: number; seat: number; events: ReadableEvent[] } | null;
}

export const changeOf = (match: Pick<MatchRecord, 'id' | 'version' | 'status' | 'activeSeats'>): MatchChange => ({
  matchId: match.id,
  version: match.version,
  status: match.status,
  activeSeats: match.activeSeats,
});

/**
 * One version of a match, rendered once per seat (and once for all spectators) and language
 * however many readers follow it. Holds the whole state: it never leaves the server except through `pushFor`.
 */
export class MatchSnapshot {
  private readonly rendered = new Map<string, string>();

  constructor(
    private readonly game: AnyGame,
    readonly record: MatchRecord,
    private readonly lastMove: LoggedMove | null,
  ) {}

  get version(): number {
    return this.record.version;
  }

  get change(): MatchChange {
    return changeOf(this.record);
  }

  /** The push for a reader viewing `seat` (null: a spectator) in `locale`, as JSON text. */
  pushFor(seat: number | null, locale: Locale = 'en'): string {
    const key = `${seat}:${locale}`;
    let text = this.rendered.get(key);
    if (text === undefined) {
      const { game, record, lastMove } = this;
      const push: MatchPush = {
        ...this.change,
        match: toMatchBody(game, record, seat),
        legalMoves: seat !== null && record.status === 'active' && record.activeSeats.includes(seat) ? legalMovesFor(game, record, seat, locale) : null,
        lastMove: lastMove && { seq: lastMove.seq, seat: lastMove.seat, events: readableLog(game, record, seat, [lastMove], locale) },
      };
      this.rendered.set(key, (text = JSON.stringify(push)));
    }
    return text;
  }
}

/** Snapshots read from the database so far, process-wide (for tests and benchmarks). */
export const snapshotReads = { count: 0 };

/** Reads one match's snapshot: its game found in `games`, undefined when the match is gone. */
export async function readSnapshot(db: Db, games: readonly AnyGame[], matchId: string): Promise<MatchSnapshot | undefined> {
  snapshotReads.count++;
  const row = await loadMatchSnapshot(db, matchId);
  if (!row) return undefined;
  const game = findGame(games, row.record.gameId, row.record.rulesVersion);
  if (!game) throw new Error(`match ${matchId} is of unknown game ${row.record.gameId} or rules version ${row.record.rulesVersion}`);
  return new MatchSnapshot(game, row.record, row.lastMove);
}

/**
 * A process's newest snapshot of each followed match: however many of its readers hear of a
 * version, the match is read once. Bounded: the least recently used matches are dropped first.
 */
export class MatchSnapshots {
  private readonly entries = new Map<string, { version: number; snapshot: Promise<MatchSnapshot | undefined> }>();

  constructor(
    private readonly read: (matchId: string) => Promise<MatchSnapshot | undefined>,
    private readonly capacity = 2000,
  ) {}

  /** The match at `version` or newer; read from the database only if this process has nothing as new. */
  at(matchId: string, version: number): Promise<MatchSnapshot | undefined> {
    const entry = this.entries.get(matchId);
    if (entry && entry.version >= version) {
      this.touch(matchId, entry);
      return entry.snapshot;
    }
    const fresh = { version, snapshot: this.read(matchId) };
    this.touch(matchId, fresh);
    fresh.snapshot.then(
      (found) => {
        if (found) fresh.version = found.version;
        else if (this.entries.get(matchId) === fresh) this.entries.delete(matchId);
      },
      () => {
        if (this.entries.get(matchId) === fresh) this.entries.delete(matchId);
      },
    );
    return fresh.snapshot;
  }

  /** Reads the match again (a reader may have missed a version): the newest for every reader after it. */
  fresh(matchId: string): Promise<MatchSnapshot | undefined> {
    this.entries.delete(matchId);
    return this.at(matchId, Number.MAX_SAFE_INTEGER);
  }

  private touch(matchId: string, entry: { version: number; snapshot: Promise<MatchSnapshot | undefined> }): void {
    this.entries.delete(matchId);
    this.entries.set(matchId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
