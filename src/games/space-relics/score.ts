import { ARTIFACTS } from './data.js';
import type { Player, ScoreLine, SpaceRelicsResult, SpaceRelicsState } from './state.js';

/** Artifact values plus 1 per held item card (the dealt blaster/shield never scores). */
export function scoreLine(p: Player, seat: number): ScoreLine {
  const artifacts = p.artifacts.reduce((sum, a) => sum + ARTIFACTS[a]!.value, 0);
  const items = p.hand.length;
  const total = p.status === 'escaped' ? artifacts + items : 0;
  return { seat, status: p.status, artifacts, items, total, escapeRank: p.escapeRank };
}

/**
 * Captured players score nothing. The winner made it out with the most treasure; a tie goes to
 * the first player out among the tied ones. Nobody out: no winner.
 */
export function scoreGame(s: SpaceRelicsState): SpaceRelicsResult {
  const lines = s.players.map(scoreLine);
  const out = lines.filter((l) => l.status === 'escaped');
  const best = Math.max(-1, ...out.map((l) => l.total));
  const tied = out.filter((l) => l.total === best).sort((a, b) => (a.escapeRank ?? 0) - (b.escapeRank ?? 0));
  const winners = tied.length > 0 ? [(tied[0] as ScoreLine).seat] : [];
  return { winners, scores: lines.map((l) => l.total), details: { lines } };
}
