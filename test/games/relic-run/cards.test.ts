import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { CARDS, HEROES, type HeroCardId } from '../../../src/games/relic-run/data.js';
import { act, allCards, apply, edit, endAll, enemy, started, withHands, type State } from './helpers.js';

const FRONT = 'playerFrontline' as const;
const BACK = 'playerBackline' as const;
const FLANK = 'playerFlank' as const;

/** Barbarian (seat 0) in the Frontline, Archer (seat 1) in the Backline, against the Crypt Gate line-up. */
function duo(hands: HeroCardId[][], change?: (s: State) => void): State {
  const s = withHands(started(['barbarian', 'archer'], [FRONT, BACK]), hands);
  return change ? edit(s, change) : s;
}

describe('starting decks', () => {
  it('Barbarian and Archer decks hold exactly the 10 listed cards', () => {
    const count = (cls: 'barbarian' | 'archer') => HEROES[cls].deck.reduce((n, c) => n + c.count, 0);
    expect(count('barbarian')).toBe(10);
    expect(count('archer')).toBe(10);
    const s = started(['barbarian', 'archer'], [FRONT, BACK]);
    expect(allCards(s, 0)).toEqual(['boldSwing', 'boldSwing', 'brace', 'brace', 'brace', 'cleave', 'devastatingBlow', 'hunkerDown', 'rampage', 'ultimate']);
    expect(allCards(s, 1)).toEqual(['aimedShot', 'bullsEye', 'dodge', 'dodge', 'druwhnishAim', 'longshot', 'quickShot', 'quickShot', 'skilledShot', 'skilledShot']);
  });

  it('heroes: Barbarian HP 10, sword 2 dmg reach 1, armor 2; Archer HP 5, bow 2 dmg reach 2, armor 1', () => {
    const s = started(['barbarian', 'archer'], [FRONT, BACK]);
    expect([s.heroes[0]!.hp, s.heroes[0]!.maxHp, s.heroes[1]!.hp, s.heroes[1]!.maxHp]).toEqual([10, 10, 5, 5]);
    expect(HEROES.barbarian.weapon).toMatchObject({ damage: 2, reach: 1 });
    expect(HEROES.archer.weapon).toMatchObject({ damage: 2, reach: 2 });
    expect([HEROES.barbarian.armor.value, HEROES.archer.armor.value]).toEqual([2, 1]);
  });

  it('round 1: every hero draws 5 and has 2 AP', () => {
    const s = started(['barbarian', 'archer'], [FRONT, BACK]);
    for (const h of s.heroes) {
      expect(h.hand).toHaveLength(5);
      expect(h.deck).toHaveLength(5);
      expect(h.ap).toBe(2);
    }
  });
});

describe('action points', () => {
  it('"AP Economy Example (Barbarian)": round 1 discards worth 4 AP, round 2 discards worth 2 AP', () => {
    // Round 1 (2 AP): Play Devastating Blow (1 AP, burns — 4 crit!) + Brace (1 AP).
    let s = duo(
      [
        ['devastatingBlow', 'brace', 'hunkerDown', 'boldSwing', 'brace'],
        [],
      ],
      (c) => {
        c.enemies = [enemy(0, 'zombie', 7)];
        c.revealed = [{ kind: 'zombie', value: 1 }];
      },
    );
    s = apply(s, 0, { type: 'play', card: 'devastatingBlow', target: 0 });
    expect(s.enemies[0]!.hp).toBe(3);
    expect(s.heroes[0]!.burned).toEqual(['devastatingBlow']);
    s = apply(s, 0, { type: 'play', card: 'brace', onto: 0 });
    expect(s.heroes[0]!.ap).toBe(0);
    // Discard 3 cards: Hunker Down +2, Bold Swing +1, Brace +1. -> Next round AP = 4.
    s = apply(s, 0, { type: 'end-phase' });
    expect(s.heroes[0]!.nextAp).toBe(4);
    s = endAll(s).state;
    while (s.prompts.length > 0) s = apply(s, s.prompts[0]!.seat, relicRun.legalMoves(s, s.prompts[0]!.seat)[0]!);
    expect(s.round).toBe(2);
    expect(s.heroes[0]!.ap).toBe(4);
    // Round 2 (4 AP): Play Hunker Down (2 AP) + Bold Swing (1 AP) + Rampage (0 AP, free!).
    s = withHands(s, [['hunkerDown', 'boldSwing', 'rampage', 'brace', 'ultimate'], []]);
    s = edit(s, (c) => {
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'zombie', 7)];
    });
    s = apply(s, 0, { type: 'play', card: 'hunkerDown', onto: 0 });
    s = apply(s, 0, { type: 'play', card: 'boldSwing', target: 0 });
    s = apply(s, 0, { type: 'play', card: 'rampage', target: 1 });
    expect(s.enemies.map((e) => e.hp)).toEqual([4, 3]);
    expect(s.heroes[0]!.ap).toBe(1);
    // Discard 2 cards: Brace +1, Ultimate +1. -> Next round AP = 2.
    s = apply(s, 0, { type: 'end-phase' });
    expect(s.heroes[0]!.nextAp).toBe(2);
  });

  it('a card costing more AP than the hero has cannot be played', () => {
    const s = duo([['hunkerDown', 'brace'], []], (c) => {
      c.heroes[0]!.ap = 1;
    });
    expect(relicRun.legalMoves(s, 0)).not.toContainEqual({ type: 'play', card: 'hunkerDown', onto: 0 });
    expect(() => relicRun.apply(s, 0, { type: 'play', card: 'hunkerDown', onto: 0 })).toThrow(expect.objectContaining({ code: 'not-enough-ap' }));
  });

  it('"Unspent AP is lost at end of round": next AP comes only from discards', () => {
    let s = duo([['brace'], []], (c) => {
      c.heroes[0]!.ap = 2;
      c.enemies = [enemy(0, 'zombie', 7)];
      c.revealed = [{ kind: 'zombie', value: 5 }];
    });
    s = endAll(s).state;
    expect(s.round).toBe(2);
    expect(s.heroes[0]!.ap).toBe(1);
    expect(s.heroes[1]!.ap).toBe(0);
  });
});

describe('play effects', () => {
  it('Bulwark on a 2x attack: "damage per hit = max(0, (weapon + bonuses) - bulwark)", per hit', () => {
    // Archer in the Frontline, Enemy Frontline empty: Bull's Eye (Attack 2x) on the Skeletal Archer (Enemy Backline: +1 Bulwark).
    const s = duo([[], ['bullsEye']], (c) => {
      c.heroes[1]!.zone = FRONT;
      c.enemies = [enemy(0, 'skeletalArcher', 5)];
    });
    const out = act(s, 1, { type: 'play', card: 'bullsEye', target: 0 });
    expect(out.state.enemies[0]!.hp).toBe(5 - 2 * Math.max(0, 2 - 1));
    expect(out.events.filter((e) => e.type === 'enemy-hit').map((e) => e.data?.damage)).toEqual([1, 1]);
  });

  it('Crit bypasses Bulwark: Druwhnish Aim then Aimed Shot (2x) deals 2+2 to the Skeletal Archer', () => {
    let s = duo([[], ['druwhnishAim', 'aimedShot']], (c) => {
      c.heroes[0]!.zone = BACK; // empty Frontline so the Archer's 3 -> 2
      c.enemies = [enemy(0, 'skeletalArcher', 5)];
    });
    s = apply(s, 1, { type: 'play', card: 'druwhnishAim' });
    expect(s.heroes[1]!.critBuff).toBe(true);
    expect(s.heroes[1]!.burned).toEqual(['druwhnishAim']);
    s = apply(s, 1, { type: 'play', card: 'aimedShot', target: 0 });
    expect(s.enemies[0]!.hp).toBe(1);
    expect(s.heroes[1]!.critBuff).toBe(false);
  });

  it('Bold Swing: Attack 1x + 1 Crit (Frontline)', () => {
    const s = duo([['boldSwing'], []], (c) => {
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    expect(apply(s, 0, { type: 'play', card: 'boldSwing', target: 0 }).enemies[0]!.hp).toBe(7 - 2 - 1);
  });

  it('Cleave: "Hit ALL enemies in weapon reach. Each takes weapon damage individually."', () => {
    const s = duo([['cleave'], []], (c) => {
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'zombie', 7), enemy(2, 'skeletalArcher', 5)];
    });
    const after = apply(s, 0, { type: 'play', card: 'cleave' });
    expect(after.enemies.map((e) => e.hp)).toEqual([5, 5, 5]);
  });

  it('Devastating Blow: 4 Crit, burns when played', () => {
    const s = duo([['devastatingBlow'], []], (c) => {
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    const after = apply(s, 0, { type: 'play', card: 'devastatingBlow', target: 0 });
    expect(after.enemies[0]!.hp).toBe(3);
    expect(after.heroes[0]!.burned).toEqual(['devastatingBlow']);
    expect(after.heroes[0]!.played).toEqual([]);
  });

  it('Rampage (0 AP): damage = current Armor, Armor kept, reduced by Bulwark', () => {
    const s = duo([['rampage'], []], (c) => {
      c.heroes[0]!.armor = 4;
      c.enemies = [enemy(0, 'skeletalArcher', 5)];
    });
    const after = apply(s, 0, { type: 'play', card: 'rampage', target: 0 });
    expect(after.enemies[0]!.hp).toBe(5 - (4 - 1));
    expect(after.heroes[0]!.armor).toBe(4);
    expect(after.heroes[0]!.ap).toBe(2);
  });

  it('Ultimate: Attack 2x against the same target', () => {
    const s = duo([['ultimate'], []], (c) => {
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    expect(apply(s, 0, { type: 'play', card: 'ultimate', target: 0 }).enemies[0]!.hp).toBe(3);
  });

  it('Brace: Block 1x = armor value 2 onto yourself or a same-zone ally; not onto an ally elsewhere', () => {
    const s = duo([['brace'], []]);
    expect(apply(s, 0, { type: 'play', card: 'brace', onto: 0 }).heroes[0]!.armor).toBe(2);
    expect(relicRun.legalMoves(s, 0)).not.toContainEqual({ type: 'play', card: 'brace', onto: 1 });
    expect(() => relicRun.apply(s, 0, { type: 'play', card: 'brace', onto: 1 })).toThrow(expect.objectContaining({ code: 'bad-block-target' }));
    const together = edit(s, (c) => {
      c.heroes[1]!.zone = FRONT;
    });
    expect(apply(together, 0, { type: 'play', card: 'brace', onto: 1 }).heroes[1]!.armor).toBe(together.heroes[1]!.armor + 2);
  });

  it('Hunker Down: Block 2x (Frontline) doubles the armor value', () => {
    const s = duo([['hunkerDown'], []]);
    expect(apply(s, 0, { type: 'play', card: 'hunkerDown', onto: 0 }).heroes[0]!.armor).toBe(4);
  });

  it('Dodge: +3 Armor flat, ignoring equipment', () => {
    const s = duo([[], ['dodge']]);
    const before = s.heroes[1]!.armor;
    expect(apply(s, 1, { type: 'play', card: 'dodge' }).heroes[1]!.armor).toBe(before + 3);
  });

  it('Quick Shot: Attack 1x + free move, which moves without a card', () => {
    let s = duo([[], ['quickShot']], (c) => {
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    s = apply(s, 1, { type: 'play', card: 'quickShot', target: 0 });
    expect(s.enemies[0]!.hp).toBe(5);
    expect(s.heroes[1]!.freeMoves).toBe(1);
    s = apply(s, 1, { type: 'move', to: FLANK, card: null });
    expect(s.heroes[1]!.zone).toBe(FLANK);
    expect(s.heroes[1]!.freeMoves).toBe(0);
    expect(s.heroes[1]!.played).toEqual(['quickShot']);
  });

  it('Longshot from the Player Flank: +1 Dmg per attack (zone), through the Flank Bridge', () => {
    // Player Flank -> Enemy Backline is 2 by the bridge; each hit 2 + 1 (flank) - 1 (bulwark) = 2.
    const s = duo([[], ['longshot']], (c) => {
      c.heroes[1]!.zone = FLANK;
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'skeletalArcher', 5)];
    });
    const after = apply(s, 1, { type: 'play', card: 'longshot', target: 1 });
    expect(after.enemies.find((e) => e.id === 1)!.hp).toBe(1);
    expect(after.heroes[1]!.freeMoves).toBe(1);
    expect(after.heroes[1]!.ap).toBe(0);
  });

  it('Skilled Shot: Attack 1x +1 Damage', () => {
    const s = duo([[], ['skilledShot']], (c) => {
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    expect(apply(s, 1, { type: 'play', card: 'skilledShot', target: 0 }).enemies[0]!.hp).toBe(4);
  });

  it('zone locks: Aimed Shot is Backline only, Bull\'s Eye Frontline only, Longshot Flank only', () => {
    const s = duo([[], ['aimedShot', 'bullsEye', 'longshot']], (c) => {
      c.enemies = [enemy(0, 'zombie', 7)];
    });
    const plays = relicRun.legalMoves(s, 1).filter((m) => m.type === 'play');
    expect(plays).toEqual([{ type: 'play', card: 'aimedShot', target: 0 }]);
    expect(() => relicRun.apply(s, 1, { type: 'play', card: 'bullsEye', target: 0 })).toThrow(expect.objectContaining({ code: 'wrong-zone' }));
    expect(CARDS.longshot.zones).toEqual([FLANK]);
  });

  it('an attack needs a face-up enemy within reach', () => {
    const s = duo([['ultimate'], []], (c) => {
      c.enemies = [enemy(0, 'skeletalArcher', 5), enemy(1, 'zombie', 3)];
      c.enemies[1]!.faceDown = true;
    });
    // Face-down zombie: not a target and does not occupy the Enemy Frontline, so the skeleton is at 1.
    expect(relicRun.legalMoves(s, 0).filter((m) => m.type === 'play')).toEqual([{ type: 'play', card: 'ultimate', target: 0 }]);
    expect(() => relicRun.apply(s, 0, { type: 'play', card: 'ultimate', target: 1 })).toThrow(expect.objectContaining({ code: 'target-out-of-reach' }));
  });
});

describe('discard effects', () => {
  it('+N AP goes to the next round; +N Armor is instant; Heal is capped at max HP', () => {
    let s = duo([['boldSwing', 'ultimate'], ['bullsEye']], (c) => {
      c.heroes[0]!.hp = 10;
      c.heroes[1]!.hp = 3;
    });
    const armor = s.heroes[0]!.armor;
    s = apply(s, 0, { type: 'discard', card: 'boldSwing' });
    expect(s.heroes[0]!.armor).toBe(armor + 1);
    expect(s.heroes[0]!.nextAp).toBe(1);
    s = apply(s, 0, { type: 'discard', card: 'ultimate' });
    expect(s.heroes[0]!.hp).toBe(10);
    expect(s.heroes[0]!.nextAp).toBe(2);
    s = apply(s, 1, { type: 'discard', card: 'bullsEye' });
    expect(s.heroes[1]!.hp).toBe(4);
    expect(s.heroes[1]!.nextAp).toBe(0);
    expect(s.heroes[0]!.discard).toEqual(['boldSwing', 'ultimate']);
  });

  it('Quick Shot discard: Free Move 1, +1 AP', () => {
    let s = duo([[], ['quickShot']]);
    s = apply(s, 1, { type: 'discard', card: 'quickShot' });
    expect([s.heroes[1]!.freeMoves, s.heroes[1]!.nextAp]).toEqual([1, 1]);
    s = apply(s, 1, { type: 'move', to: FRONT, card: null });
    expect(s.heroes[1]!.zone).toBe(FRONT);
  });

  it('Purge (Rampage discard): destroys 1 Wound from the discard pile, back to the supply', () => {
    let s = duo([['rampage'], []], (c) => {
      c.heroes[0]!.discard = ['wound', 'wound'];
      c.woundSupply = 8;
    });
    s = apply(s, 0, { type: 'discard', card: 'rampage' });
    expect(s.heroes[0]!.discard).toEqual(['wound', 'rampage']);
    expect(s.woundSupply).toBe(9);
  });

  it('Druwhnish Aim discard +2 AP, Dodge discard +1 Armor +1 AP', () => {
    let s = duo([[], ['druwhnishAim', 'dodge']]);
    const armor = s.heroes[1]!.armor;
    s = apply(s, 1, { type: 'end-phase' });
    expect(s.heroes[1]!.nextAp).toBe(3);
    expect(s.heroes[1]!.armor).toBe(armor + 1);
    expect(s.heroes[1]!.done).toBe(true);
    expect(relicRun.activeSeats(s)).toEqual([0]);
  });
});

describe('movement and potion', () => {
  it('movement costs 1 card per boundary (the card goes to the Played Area); Frontline -> Flank is two moves', () => {
    let s = duo([['brace', 'cleave'], []]);
    expect(relicRun.legalMoves(s, 0).filter((m) => m.type === 'move')).toEqual([
      { type: 'move', to: BACK, card: 'brace' },
      { type: 'move', to: BACK, card: 'cleave' },
    ]);
    expect(() => relicRun.apply(s, 0, { type: 'move', to: FLANK, card: 'brace' })).toThrow(expect.objectContaining({ code: 'not-adjacent' }));
    expect(() => relicRun.apply(s, 0, { type: 'move', to: BACK, card: null })).toThrow(expect.objectContaining({ code: 'no-free-move' }));
    s = apply(s, 0, { type: 'move', to: BACK, card: 'brace' });
    s = apply(s, 0, { type: 'move', to: FLANK, card: 'cleave' });
    expect(s.heroes[0]!.zone).toBe(FLANK);
    expect(s.heroes[0]!.played).toEqual(['brace', 'cleave']);
    expect(s.heroes[0]!.ap).toBe(2);
    expect(s.heroes[0]!.nextAp).toBe(0);
  });

  it('"Moving does not clear Armor"', () => {
    const s = duo([['brace'], []], (c) => {
      c.heroes[0]!.armor = 3;
    });
    expect(apply(s, 0, { type: 'move', to: BACK, card: 'brace' }).heroes[0]!.armor).toBe(3);
  });

  it('Healing Potion: heal 2, one use, capped at max HP', () => {
    let s = duo([[], []], (c) => {
      c.heroes[1]!.hp = 4;
    });
    expect(relicRun.legalMoves(s, 0)).not.toContainEqual({ type: 'potion' });
    s = apply(s, 1, { type: 'potion' });
    expect(s.heroes[1]!.hp).toBe(5);
    expect(s.heroes[1]!.potion).toBe(false);
    s = edit(s, (c) => {
      c.heroes[1]!.hp = 2;
    });
    expect(() => relicRun.apply(s, 1, { type: 'potion' })).toThrow(expect.objectContaining({ code: 'potion-used' }));
  });
});
