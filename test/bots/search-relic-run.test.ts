import { describe, expect, it } from 'vitest';
import { relicRunGreedyStrategy } from '../../src/bots/greedy-relic-run.js';
import { playbooks } from '../../src/bots/playbooks.js';
import { relicRunTreeMoves } from '../../src/bots/search-relic-run.js';
import { relicRun, type RelicRunMove, type RelicRunState } from '../../src/games/relic-run/index.js';

/** Every decision of a greedy two-hero battle of the default scenario, with the seat deciding. */
function greedyBattle(seed: string): { s: RelicRunState; seat: number; move: RelicRunMove }[] {
  const bot = relicRunGreedyStrategy('t');
  let s: RelicRunState = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed });
  const seen: { s: RelicRunState; seat: number; move: RelicRunMove }[] = [];
  while (s.outcome === null) {
    const seat = relicRun.activeSeats(s)[0]!;
    const move = bot.decide({ gameId: relicRun.id, seat, view: relicRun.view(s, seat), legalMoves: relicRun.legalMoves(s, seat) }) as RelicRunMove;
    seen.push({ s, seat, move });
    s = relicRun.apply(s, seat, move).state;
  }
  return seen;
}

describe('Relic Run search tree moves', () => {
  const decisions = ['tree-a', 'tree-b', 'tree-c'].flatMap(greedyBattle);

  it('keeps the DISCARD (end of phase) and the greedy party\'s own choice among at most six player-phase moves', () => {
    const wide = decisions.filter(({ s, seat }) => s.phase === 'player' && s.prompts.length === 0 && relicRun.legalMoves(s, seat).length > 6);
    expect(wide.length).toBeGreaterThan(10);
    for (const { s, seat, move } of wide) {
      const kept = relicRunTreeMoves(s, seat, relicRun.legalMoves(s, seat));
      expect(kept.length).toBe(6);
      expect(kept).toContainEqual({ type: 'end-phase' });
      expect(kept).toContainEqual(move);
    }
  });

  it('keeps every answer to a prompt (guard, burn) and every placement', () => {
    const asked = decisions.filter(({ s }) => s.prompts.length > 0 || s.phase === 'placement');
    expect(asked.length).toBeGreaterThan(0);
    for (const { s, seat } of asked) {
      const legal = relicRun.legalMoves(s, seat);
      expect(relicRunTreeMoves(s, seat, legal)).toEqual(legal);
    }
  });

  it('is the playbook\'s search tree for Relic Run', () => {
    expect(playbooks['relic-run']?.search?.treeMoves).toBe(relicRunTreeMoves);
  });
});
