import type { GameResult } from '../../engine/index.js';
import type { State } from './state.js';

/** Co-op: every seat wins together or nobody does; each seat scores the party's XP. */
export function result(s: State): GameResult | null {
  if (s.outcome === null) return null;
  const seats = s.heroes.map((_, i) => i);
  return {
    winners: s.outcome.won ? seats : [],
    scores: seats.map(() => s.xp),
    details: { won: s.outcome.won, reason: s.outcome.reason, rounds: s.round, xp: s.xp, scenario: s.scenario },
  };
}
