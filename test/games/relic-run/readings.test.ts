/**
 * Readings of unclear text (RULES.md "Readings of unclear text", issue 18) that no other test
 * pinned. Each test fails if the engine switches to the alternative reading.
 */
import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { act, apply, edit, enemy, started, withHands } from './helpers.js';

describe('readings of unclear text (issue 18)', () => {
  it('DISCARD one card is an action of its own: "+N Armor — Instantly grants N Armor", so Bold Swing discarded for +1 Armor, then Rampage ("Deal damage = current Armor") deals it', () => {
    // Rulebook starting state and zone effects: the Enemy Frontline has no Bulwark.
    let s = withHands(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']), [['boldSwing', 'brace', 'rampage'], []]);
    s = edit(s, (c) => {
      c.heroes[0]!.armor = 0;
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    s = apply(s, 0, { type: 'discard', card: 'boldSwing' });
    expect(s.heroes[0]!.armor).toBe(1); // instant
    expect(s.heroes[0]!.nextAp).toBe(1);
    expect(s.heroes[0]!.done).toBe(false); // the hero's player phase goes on
    expect(relicRun.activeSeats(s)).toEqual([0, 1]);
    const out = act(s, 0, { type: 'play', card: 'rampage', target: 0 });
    s = out.state;
    expect(s.enemies[0]!.hp).toBe(6);
    expect(s.heroes[0]!.armor).toBe(1); // "keeps Armor"
    // end-phase is the DISCARD that ends the phase: the rest of the hand, each with its effect.
    s = apply(s, 0, { type: 'end-phase' });
    expect(s.heroes[0]!.hand).toEqual([]);
    expect(s.heroes[0]!.discard).toEqual(['boldSwing', 'brace']);
    expect(s.heroes[0]!.nextAp).toBe(2);
    expect(s.heroes[0]!.done).toBe(true);
    expect(relicRun.legalMoves(s, 0)).toEqual([]);
  });
});
