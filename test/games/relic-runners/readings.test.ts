/** Readings of unclear text (RULES.md, issue 18) that no other test pins down. */
import { describe, expect, it } from 'vitest';
import { ivoryTile, act, fresh, has, movedTo } from './helpers.js';

describe('readings of unclear text', () => {
  it('Machete 1 ("Perform the Temple action of your location without spending a Ration") and a Ration exploration both happen in one turn', () => {
    // Seat 0 has moved onto the ivory temple N2 (site 2) with Machete 1 on its Chart.
    let s = movedTo(fresh(3), 2);
    s.stacks[2] = [ivoryTile(1, 'pointsPerIvory'), ivoryTile(2, 'replenish'), ivoryTile(3, 'campExtraRation')];
    Object.assign(s.players[0]!.chart, { reserve: 2, bottom: 0, machete: [1, 0, 0] });
    const rations = s.players[0]!.rations;
    s = act(s, { type: 'explore' });
    expect(s.players[0]!.rations).toBe(rations - 1);
    expect(has(s, { type: 'useToolbox', branch: 'machete', level: 1 })).toBe(true);
    s = act(s, { type: 'useToolbox', branch: 'machete', level: 1 });
    expect(s.players[0]!.rations).toBe(rations - 1); // no second Ration
    expect(s.stacks[2]).toHaveLength(1);
    expect(s.players[0]!.ivory.filter((t) => t !== null)).toHaveLength(2);
  });
});
