import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { apply, edit, started } from './helpers.js';

describe('setup and options', () => {
  it('options.parse({}) gives the default scenario and a default party from the player count', () => {
    const options = relicRun.options.parse({});
    expect(options.scenario).toBe('bone-yard');
    expect(relicRun.setup({ players: 3, options, seed: 'x' }).heroes.map((h) => h.cls)).toEqual(['barbarian', 'archer', 'barbarian']);
    expect(relicRun.setup({ players: 1, options, seed: 'x' }).heroes.map((h) => h.cls)).toEqual(['barbarian']);
    expect([relicRun.minPlayers, relicRun.maxPlayers]).toEqual([1, 4]);
  });

  it('the party option must list one hero per seat; a class may repeat', () => {
    const four = relicRun.options.parse({ party: ['archer', 'archer', 'archer', 'archer'] });
    expect(relicRun.setup({ players: 4, options: four, seed: 'x' }).heroes.map((h) => h.cls)).toEqual(['archer', 'archer', 'archer', 'archer']);
    expect(() => relicRun.setup({ players: 2, options: four, seed: 'x' })).toThrow(expect.objectContaining({ code: 'party-size-mismatch' }));
    expect(relicRun.options.safeParse({ party: [] }).success).toBe(false);
    expect(relicRun.options.safeParse({ party: ['wizard'] }).success).toBe(false);
    expect(relicRun.options.safeParse({ scenario: 'nowhere' }).success).toBe(false);
  });

  it('scenario line-ups follow the party size, every enemy at its printed HP ("HP3 (max 7)", "HP2 (max 5)"); the rulebook skirmish is the section-05 starting state', () => {
    const line = (scenario: string, players: number) =>
      relicRun.setup({ players, options: relicRun.options.parse({ scenario }), seed: 'x' }).enemies.map((e) => `${e.kind}@${e.zone}:${e.hp}`);
    const Z3 = 'zombie@enemyFrontline:3';
    const S2 = 'skeletalArcher@enemyBackline:2';
    expect(line('crypt-gate', 1)).toEqual([Z3, S2, S2]);
    expect(line('bone-yard', 2)).toEqual([Z3, Z3, S2, S2]);
    expect(line('lich-vault', 4)).toEqual([Z3, Z3, Z3, S2, S2, S2]);
    expect(line('rulebook-skirmish', 3)).toEqual([Z3, Z3, S2]);
  });

  it('Phase 0: every hero is placed (simultaneously), then round 1 starts', () => {
    let s = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'x' });
    expect(s.phase).toBe('placement');
    expect(relicRun.activeSeats(s)).toEqual([0, 1]);
    expect(relicRun.legalMoves(s, 1)).toHaveLength(3);
    expect(s.heroes[0]!.hand).toEqual([]);
    s = apply(s, 1, { type: 'place', zone: 'playerBackline' });
    expect(relicRun.activeSeats(s)).toEqual([0]);
    expect(() => relicRun.apply(s, 1, { type: 'place', zone: 'playerFlank' })).toThrow(expect.objectContaining({ code: 'already-placed' }));
    expect(() => relicRun.apply(s, 0, { type: 'end-phase' })).toThrow(expect.objectContaining({ code: 'placement-phase' }));
    s = apply(s, 0, { type: 'place', zone: 'playerFrontline' });
    expect(s.phase).toBe('player');
    expect(s.round).toBe(1);
  });

  it('round start: "Apply zone Armor to heroes (e.g., Player Backline +2)"', () => {
    const s = started(['archer', 'archer', 'archer'], ['playerFrontline', 'playerBackline', 'playerFlank']);
    expect(s.heroes.map((h) => h.armor)).toEqual([0, 2, 0]);
  });

  it('player phase: every hero that has not used DISCARD may act, in any order; it ends when all have', () => {
    let s = started(['barbarian', 'archer', 'archer'], ['playerFrontline', 'playerBackline', 'playerBackline']);
    expect(relicRun.activeSeats(s)).toEqual([0, 1, 2]);
    s = apply(s, 1, { type: 'end-phase' });
    expect(relicRun.activeSeats(s)).toEqual([0, 2]);
    expect(relicRun.legalMoves(s, 1)).toEqual([]);
    expect(() => relicRun.apply(s, 1, { type: 'potion' })).toThrow(expect.objectContaining({ code: 'not-in-player-phase' }));
    s = apply(s, 2, { type: 'end-phase' });
    s = apply(s, 0, { type: 'end-phase' });
    // The enemy phase ran by itself; either a decision waits or round 2 started.
    expect(s.round === 2 || s.prompts.length > 0 || s.outcome !== null).toBe(true);
  });

  it('round end: played cards go to the discard pile, armor resets, buffs and free moves expire', () => {
    let s = started(['archer'], ['playerBackline']);
    s = edit(s, (c) => {
      c.heroes[0]!.hand = ['druwhnishAim', 'dodge', 'quickShot', 'skilledShot', 'aimedShot'];
      c.heroes[0]!.deck = ['longshot', 'bullsEye', 'dodge', 'quickShot', 'skilledShot'];
      c.heroes[0]!.ap = 3;
      c.enemies = [{ id: 0, kind: 'zombie', zone: 'enemyFlank', hp: 7, faceDown: false, buff: null }];
      c.revealed = [{ kind: 'zombie', value: 1 }];
    });
    s = apply(s, 0, { type: 'play', card: 'druwhnishAim' });
    s = apply(s, 0, { type: 'play', card: 'dodge' });
    s = apply(s, 0, { type: 'discard', card: 'quickShot' });
    s = apply(s, 0, { type: 'end-phase' });
    const h = s.heroes[0]!;
    expect(s.round).toBe(2);
    expect(h.critBuff).toBe(false);
    expect(h.freeMoves).toBe(0);
    expect(h.armor).toBe(2); // reset to 0, then +2 Backline at the start of round 2
    expect(h.played).toEqual([]);
    expect(h.burned).toEqual(['druwhnishAim']);
    expect(h.ap).toBe(3); // Quick Shot +1, Skilled Shot +1, Aimed Shot +1
  });
});
