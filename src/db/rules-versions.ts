/**
 * Relabels the matches stored before rules versions existed (README, "Rules versions"):
 * migration 0017 gave every one its game's latest version; a match that was stored, and never
 * continued, under an earlier version (a finished one, or one left waiting) replays only under
 * that one. This finds, for each match whose recorded version does not rebuild its stored state
 * from its seed and move log, the newest version that does, and records it. A match no version
 * rebuilds (one continued across a change) keeps its label: it plays on as it did.
 *
 * Run once after migrating, with the servers stopped (scripts/rules-versions-relabel.ts): a
 * relabelled row keeps its `version`, so no server may remember the row as it was.
 */
import { asc, eq, inArray, and } from 'drizzle-orm';
import { gameAtVersion, publishedVersions, replay, type AnyGame } from '../engine/index.js';
import type { Db } from './client.js';
import { loadMoveLog } from './queries.js';
import { matches } from './schema.js';

/** JSON as jsonb compares it: keys unordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));

export interface Relabelled {
  matchId: string;
  gameId: string;
  from: number;
  /** The version that rebuilds the stored state, or null when none does (left as it was). */
  to: number | null;
}

/** Checks every match of a game with earlier versions; relabels (unless `dryRun`) and reports those whose label did not rebuild them. */
export async function relabelRulesVersions(db: Db, games: readonly AnyGame[], opts: { dryRun?: boolean } = {}): Promise<Relabelled[]> {
  const versioned = games.filter((g) => publishedVersions(g).length > 1);
  if (versioned.length === 0) return [];
  const rows = await db
    .select({ id: matches.id, gameId: matches.gameId, rulesVersion: matches.rulesVersion, players: matches.players, options: matches.options, seed: matches.seed, state: matches.state })
    .from(matches)
    .where(inArray(matches.gameId, versioned.map((g) => g.id)))
    .orderBy(asc(matches.id));
  const out: Relabelled[] = [];
  for (const row of rows) {
    const latest = versioned.find((g) => g.id === row.gameId)!;
    const log = await loadMoveLog(db, row.id);
    const stored = canonical(row.state);
    const rebuilds = (version: number): boolean => {
      const game = gameAtVersion(latest, version);
      if (!game) return false;
      try {
        return canonical(replay(game, { players: row.players, options: row.options, seed: row.seed }, log)) === stored;
      } catch {
        return false; // a logged move is illegal under that version
      }
    };
    if (rebuilds(row.rulesVersion)) continue;
    const to = publishedVersions(latest).filter((v) => v !== row.rulesVersion && rebuilds(v)).at(-1) ?? null;
    out.push({ matchId: row.id, gameId: row.gameId, from: row.rulesVersion, to });
    if (to !== null && !opts.dryRun) {
      await db.update(matches).set({ rulesVersion: to }).where(and(eq(matches.id, row.id), eq(matches.rulesVersion, row.rulesVersion)));
    }
  }
  return out;
}
