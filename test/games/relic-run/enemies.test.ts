import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { ACTIVATION_DECK, ENEMIES, SCENARIOS, WOUND_SUPPLY } from '../../../src/games/relic-run/data.js';
import { fallback } from '../../../src/games/relic-run/enemy.js';
import type { Ctx } from '../../../src/games/relic-run/context.js';
import { act, allCards, apply, edit, endAll, enemy, started, withHands, type State } from './helpers.js';

const FRONT = 'playerFrontline' as const;
const BACK = 'playerBackline' as const;
const FLANK = 'playerFlank' as const;

/** Barbarian (0) Frontline, Archer (1) Backline; empty hands and no armor, then `change`. */
function battle(change: (s: State) => void, zones: [typeof FRONT | typeof BACK | typeof FLANK, typeof FRONT | typeof BACK | typeof FLANK] = [FRONT, BACK]): State {
  const s = withHands(started(['barbarian', 'archer'], zones), [[], []]);
  return edit(s, (c) => {
    for (const h of c.heroes) h.armor = 0;
    change(c);
  });
}

describe('activation deck', () => {
  it('8 cards: two 1s, two 2s, one each of 3-6', () => {
    expect([...ACTIVATION_DECK].sort()).toEqual([1, 1, 2, 2, 3, 4, 5, 6]);
  });

  it('"1 card is drawn per living enemy type (not per individual)", revealed to all', () => {
    const s = started(['barbarian', 'archer'], [FRONT, BACK]);
    expect(s.revealed.map((r) => r.kind)).toEqual(['skeletalArcher', 'zombie']);
    expect(s.activationDeck).toHaveLength(6);
    expect(relicRun.view(s, null).activation.revealed).toEqual(s.revealed);
  });

  it('"All four low-value cards (1s and 2s) permanently burn after use, thinning the deck from 8 -> 4"', () => {
    let s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 7, 'enemyFlank'), enemy(1, 'skeletalArcher', 5)];
      c.heroes[0]!.hp = 10;
      c.activationDeck = [3, 4, 5, 6, 1, 2];
      c.revealed = [
        { kind: 'skeletalArcher', value: 1 },
        { kind: 'zombie', value: 2 },
      ];
    });
    s = endAll(s).state;
    while (s.prompts.length > 0) s = apply(s, s.prompts[0]!.seat, relicRun.legalMoves(s, s.prompts[0]!.seat)[0]!);
    expect(s.activationBurned).toEqual([1, 2]);
    expect(s.activationDeck.length + s.revealed.length).toBe(6);
    s = withHands(
      edit(s, (c) => {
        c.activationDeck = [3, 4, 5, 6];
        c.revealed = [
          { kind: 'skeletalArcher', value: 1 },
          { kind: 'zombie', value: 2 },
        ];
        for (const h of c.heroes) h.hp = h.maxHp;
      }),
      [[], []],
    );
    s = endAll(s).state;
    while (s.prompts.length > 0) s = apply(s, s.prompts[0]!.seat, relicRun.legalMoves(s, s.prompts[0]!.seat)[0]!);
    expect(s.activationBurned).toEqual([1, 2, 1, 2]);
    expect([...s.activationDeck, ...s.revealed.map((r) => r.value)].sort()).toEqual([3, 4, 5, 6]);
  });

  it('non-burning cards return to the deck; the deck never runs dry with two enemy types', () => {
    let s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 7, 'enemyFlank'), enemy(1, 'skeletalArcher', 5)];
      c.activationDeck = [1, 1, 2, 2, 3, 6];
      c.revealed = [
        { kind: 'skeletalArcher', value: 4 },
        { kind: 'zombie', value: 5 },
      ];
    });
    s = endAll(s).state;
    while (s.prompts.length > 0) s = apply(s, s.prompts[0]!.seat, relicRun.legalMoves(s, s.prompts[0]!.seat)[0]!);
    expect(s.activationBurned).toEqual([]);
    expect(s.activationDeck.length + s.revealed.length).toBe(8);
  });
});

describe('zombie', () => {
  it('"Zombie HP 3 (max 7), Initiative 7, Enemy Frontline"; Skeletal Archer HP 2 (max 5), Initiative 3, Enemy Backline', () => {
    expect(ENEMIES.zombie).toMatchObject({ hp: 3, maxHp: 7, initiative: 7, zone: 'enemyFrontline', xp: 1 });
    expect(ENEMIES.skeletalArcher).toMatchObject({ hp: 2, maxHp: 5, initiative: 3, zone: 'enemyBackline', xp: 1 });
  });

  it('1-3: "Deal 2 Damage, Reach 1. Target: lowest HP hero" (+1 in the Player Frontline), then card burn', () => {
    const s = battle((c) => {
      c.heroes[1]!.zone = FRONT;
      c.enemies = [enemy(0, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 2 }];
    });
    const { state, events } = endAll(s);
    const attack = events.find((e) => e.type === 'enemy-attack')!;
    expect(attack.data).toMatchObject({ target: 1, damage: 3 });
    expect(state.heroes[1]!.hp).toBe(2);
    expect(state.heroes[1]!.burned).toHaveLength(1);
    expect(allCards(state, 1)).toHaveLength(10);
  });

  it('4: "On HP damage: place 1 Wound" from the shared supply into the discard pile', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 4 }];
    });
    const { events } = endAll(s);
    expect(events.map((e) => e.type)).toContain('wound-placed');
    const placed = events.findIndex((e) => e.type === 'wound-placed');
    expect(events.findIndex((e) => e.type === 'card-burned')).toBeLessThan(placed);
  });

  it('4: no Wound when the armor absorbs everything', () => {
    const s = battle((c) => {
      c.heroes[0]!.armor = 5;
      c.enemies = [enemy(0, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 4 }];
    });
    const { state, events } = endAll(s);
    expect(events.map((e) => e.type)).not.toContain('wound-placed');
    expect(state.heroes[0]!.hp).toBe(10);
    expect(state.woundSupply).toBe(WOUND_SUPPLY);
  });

  it('5-6: "Spawn a new Zombie (face-down)": it does not act, is no target, and turns face up next round', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 5 }];
    });
    const { state, events } = endAll(s);
    const spawned = events.find((e) => e.type === 'enemy-spawned')!;
    expect(spawned.data).toMatchObject({ by: 0, kind: 'zombie', zone: 'enemyFrontline' });
    const flippedAt = events.findIndex((e) => e.type === 'enemy-flipped');
    expect(flippedAt).toBeGreaterThan(events.findIndex((e) => e.type === 'round-started'));
    expect(state.enemies).toHaveLength(2);
    expect(state.enemies.every((e) => !e.faceDown)).toBe(true);
    expect(state.enemies[1]!.hp).toBe(3);
  });

  it('a face-down zombie cannot be attacked', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 3), { ...enemy(1, 'zombie', 3), faceDown: true }];
    });
    const hand = withHands(s, [['ultimate'], []]);
    expect(relicRun.legalMoves(hand, 0).filter((m) => m.type === 'play')).toEqual([{ type: 'play', card: 'ultimate', target: 0 }]);
  });

  it('5-6 "If blocked: Heal 2 HP instead" (blocked = the scenario\'s spawn limit reached)', () => {
    const limit = SCENARIOS['rulebook-skirmish'].spawnLimit;
    const s = battle((c) => {
      c.enemies = Array.from({ length: limit }, (_, i) => enemy(i, 'zombie', 4));
      c.heroes[0]!.hp = 10;
      c.revealed = [{ kind: 'zombie', value: 6 }];
    });
    const { state, events } = endAll(s);
    expect(events.filter((e) => e.type === 'enemy-spawned')).toHaveLength(0);
    expect(state.enemies.map((e) => e.hp)).toEqual(Array(limit).fill(6));
  });

  it('"Fallback: Heal 2 HP (capped at max)" when no hero is in reach', () => {
    // A zombie in the Enemy Flank: 2 from the Frontline and from the Backline, out of Reach 1.
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 1), enemy(1, 'skeletalArcher', 5), enemy(2, 'zombie', 6, 'enemyFlank')];
      c.revealed = [{ kind: 'zombie', value: 1 }];
    });
    const { state, events } = endAll(s);
    expect(events.filter((e) => e.type === 'enemy-attack').map((e) => e.data?.enemy)).toEqual([0]);
    expect(state.enemies.find((e) => e.id === 2)!.hp).toBe(7);
  });

  it('"Death Trigger: Deal 1 Crit damage (unblockable) to all heroes within Reach 1. Grants 1 XP."', () => {
    let s = battle((c) => {
      c.heroes[0]!.armor = 3;
      c.heroes[0]!.discard = ['brace'];
      c.enemies = [enemy(0, 'zombie', 2), enemy(1, 'zombie', 3), enemy(2, 'skeletalArcher', 2)];
    });
    s = withHands(s, [['ultimate'], []]);
    const out = act(s, 0, { type: 'play', card: 'ultimate', target: 0 });
    const after = out.state;
    // The Barbarian (distance 1) takes 1 Crit through its 3 Armor; the Archer (distance 2) does not.
    expect(after.heroes[0]!.hp).toBe(9);
    expect(after.heroes[0]!.armor).toBe(3);
    expect(after.heroes[1]!.hp).toBe(5);
    expect(after.xp).toBe(1);
    expect(after.heroes[0]!.burned).toEqual(['brace']);
  });

  it('the death trigger reaches the Backline when the Player Frontline is empty', () => {
    let s = battle(
      (c) => {
        c.enemies = [enemy(0, 'zombie', 2), enemy(1, 'skeletalArcher', 5, 'enemyFlank')];
      },
      [BACK, BACK],
    );
    s = withHands(s, [[], ['skilledShot']]);
    const after = apply(s, 1, { type: 'play', card: 'skilledShot', target: 0 });
    expect(after.heroes.map((h) => h.hp)).toEqual([9, 4]);
  });
});

describe('skeletal archer', () => {
  it('1-3: "Deal 3 Damage, Reach 2 (+1 zone). Target: highest HP hero"', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 7, 'enemyFlank'), enemy(1, 'skeletalArcher', 5)];
      c.revealed = [{ kind: 'skeletalArcher', value: 3 }];
    });
    const { events } = endAll(s);
    expect(events.find((e) => e.type === 'enemy-attack')!.data).toMatchObject({ enemy: 1, target: 0, damage: 4 });
  });

  it('initiative: the Skeletal Archer (3) acts before the Zombie (7)', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'skeletalArcher', 5)];
      c.revealed = [
        { kind: 'skeletalArcher', value: 3 },
        { kind: 'zombie', value: 3 },
      ];
    });
    const { events } = endAll(s);
    expect(events.filter((e) => e.type === 'enemy-attack').map((e) => e.data?.enemy)).toEqual([1, 0]);
  });

  it('"Targets recalculate between groups": the Zombies aim at whoever is lowest after the Skeletal Archer shot', () => {
    const s = battle(
      (c) => {
        c.heroes[0]!.hp = 6;
        c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'skeletalArcher', 5)];
        c.revealed = [
          { kind: 'skeletalArcher', value: 1 },
          { kind: 'zombie', value: 1 },
        ];
      },
      [FRONT, FRONT],
    );
    const { events } = endAll(s);
    // Highest HP first: Barbarian 6 -> 2; then lowest HP: the Barbarian (2), no longer the Archer (5).
    expect(events.filter((e) => e.type === 'enemy-attack').map((e) => [e.data?.enemy, e.data?.target])).toEqual([
      [1, 0],
      [0, 0],
    ]);
  });

  it('within one group, targets are fixed when the group starts (decided)', () => {
    const s = battle(
      (c) => {
        c.heroes[0]!.hp = 6;
        c.enemies = [enemy(0, 'zombie', 7, 'enemyFlank'), enemy(1, 'skeletalArcher', 5), enemy(2, 'skeletalArcher', 5)];
        c.revealed = [{ kind: 'skeletalArcher', value: 1 }];
      },
      [FRONT, FRONT],
    );
    const { state, events } = endAll(s);
    expect(events.filter((e) => e.type === 'enemy-attack').map((e) => e.data?.target)).toEqual([0, 0]);
    expect(state.outcome).toEqual({ won: false, reason: 'hero-fell' });
  });

  it('a Zombie spawned this round does not act this round', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 3), enemy(1, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 6 }];
    });
    const { state, events } = endAll(s);
    expect(events.filter((e) => e.type === 'enemy-spawned').map((e) => e.data?.by)).toEqual([0, 1]);
    expect(events.filter((e) => e.type === 'enemy-attack' || e.type === 'enemy-healed')).toEqual([]);
    expect(state.enemies).toHaveLength(4);
  });

  it('5: "Target: lowest Armor. Bypasses Guard."', () => {
    const s = battle((c) => {
      c.heroes[0]!.armor = 2;
      c.heroes[1]!.armor = 1;
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'skeletalArcher', 5)];
      c.revealed = [{ kind: 'skeletalArcher', value: 5 }];
    });
    const { state, events } = endAll(s);
    expect(events.find((e) => e.type === 'enemy-attack')!.data).toMatchObject({ target: 1, damage: 3, bypassGuard: true });
    expect(state.prompts).toEqual([]);
    expect(state.heroes[1]!.hp).toBe(3);
    expect(state.heroes[0]!.armor).toBe(0);
  });

  it('6: "Deal 4 Damage ... Target: lowest Armor. If HP damage: place 1 Wound."', () => {
    const s = battle((c) => {
      c.heroes[1]!.armor = 3;
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'skeletalArcher', 5)];
      c.revealed = [{ kind: 'skeletalArcher', value: 6 }];
    });
    const { state, events } = endAll(s);
    expect(events.find((e) => e.type === 'enemy-attack')!.data).toMatchObject({ target: 0, damage: 5, wound: true });
    expect(state.heroes[0]!.hp).toBe(5);
    expect(state.woundSupply).toBe(WOUND_SUPPLY - 1);
  });

  it('tie-breakers: equal HP and equal weapon damage -> a seeded random choice', () => {
    const targets = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const base = withHands(started(['archer', 'archer'], [FRONT, FRONT], { seed: `tie-${i}` }), [[], []]);
      const s = edit(base, (c) => {
        c.enemies = [enemy(0, 'skeletalArcher', 5)];
        c.revealed = [{ kind: 'skeletalArcher', value: 1 }];
      });
      const first = endAll(s).events.find((e) => e.type === 'enemy-attack')!.data!.target as number;
      expect(endAll(s).events.find((e) => e.type === 'enemy-attack')!.data!.target).toBe(first);
      targets.add(first);
    }
    expect([...targets].sort()).toEqual([0, 1]);
  });

  it('"Fallback: Gain +1 Damage and +1 Reach for next round only"', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'skeletalArcher', 5)];
    });
    const ctx: Ctx = { s: edit(s, () => {}), events: [] };
    fallback(ctx, ctx.s.enemies[0]!);
    expect(ctx.s.enemies[0]!.buff).toEqual({ damage: 1, reach: 1, round: 2 });
    // Still round 1: the buff does not apply yet.
    let state = edit(ctx.s, (c) => {
      c.revealed = [{ kind: 'skeletalArcher', value: 1 }];
    });
    let out = endAll(state);
    expect(out.events.find((e) => e.type === 'enemy-attack')!.data).toMatchObject({ damage: 4 });
    // Round 2: +1 damage; the buff expires at the end of round 2.
    state = withHands(
      edit(out.state, (c) => {
        c.revealed = [{ kind: 'skeletalArcher', value: 1 }];
        for (const h of c.heroes) h.armor = 0;
      }),
      [[], []],
    );
    out = endAll(state);
    expect(out.events.find((e) => e.type === 'enemy-attack')!.data).toMatchObject({ damage: 5 });
    expect(out.state.enemies[0]!.buff).toBeNull();
  });
});

describe('guard, crit and burn', () => {
  function guarded(change: (c: State) => void = () => {}): State {
    return battle((c) => {
      c.heroes[0]!.hp = 4; // the Archer (5) is now the highest HP
      c.heroes[0]!.armor = 4;
      c.enemies = [enemy(0, 'zombie', 7), enemy(1, 'skeletalArcher', 5)];
      c.revealed = [{ kind: 'skeletalArcher', value: 1 }];
      change(c);
    });
  }

  it('Guard: the Frontline hero decides how much Armor intercepts a hit on a Backline ally (0 to max)', () => {
    const { state } = endAll(guarded());
    expect(relicRun.activeSeats(state)).toEqual([0]);
    expect(relicRun.legalMoves(state, 0)).toEqual([0, 1, 2, 3].map((armor) => ({ type: 'guard', armor })));
    expect(relicRun.legalMoves(state, 1)).toEqual([]);
    expect(relicRun.view(state, 1).prompt).toMatchObject({ kind: 'guard', seat: 0, target: 1, damage: 3, max: 3 });
    expect(() => relicRun.apply(state, 0, { type: 'guard', armor: 4 })).toThrow(expect.objectContaining({ code: 'guard-too-much' }));
    const after = act(state, 0, { type: 'guard', armor: 2 });
    expect(after.events[0]).toMatchObject({ type: 'guarded', data: { seat: 0, target: 1, armor: 2 } });
    expect(after.events[1]).toMatchObject({ type: 'hero-hit', data: { seat: 1, absorbed: 0, hpDamage: 1 } });
    expect(after.state.heroes[1]!.hp).toBe(4);
  });

  it('Guard in full: no HP damage and no burn', () => {
    const { state } = endAll(guarded());
    const after = act(state, 0, { type: 'guard', armor: 3 });
    expect(after.state.heroes[1]!.hp).toBe(5);
    expect(after.events.map((e) => e.type)).not.toContain('card-burned');
  });

  it('"Guard only works for Backline targets — Flank heroes are NOT guarded"', () => {
    const { state } = endAll(
      guarded((c) => {
        c.heroes[1]!.zone = FLANK;
      }),
    );
    expect(state.prompts.filter((p) => p.kind === 'guard')).toEqual([]);
    expect(state.heroes[1]!.hp).toBe(2);
  });

  it('4: "Bypasses Guard"', () => {
    const { state } = endAll(
      guarded((c) => {
        c.revealed = [{ kind: 'skeletalArcher', value: 4 }];
      }),
    );
    expect(state.prompts.filter((p) => p.kind === 'guard')).toEqual([]);
    expect(state.heroes[1]!.hp).toBe(2);
  });

  it('"Crit always bypasses Guard and Armor entirely — straight to HP"', () => {
    let s = battle(
      (c) => {
        c.heroes[0]!.armor = 5;
        c.heroes[1]!.armor = 5;
        c.enemies = [enemy(0, 'zombie', 1), enemy(1, 'skeletalArcher', 5, 'enemyFlank')];
      },
      [BACK, BACK],
    );
    s = withHands(s, [[], ['skilledShot']]);
    const after = apply(s, 1, { type: 'play', card: 'skilledShot', target: 0 });
    expect(after.heroes.map((h) => [h.hp, h.armor])).toEqual([
      [9, 5],
      [4, 5],
    ]);
  });

  it('"Card burn on hit": the player chooses from the discard pile, Wounds excluded', () => {
    const { state } = endAll(
      guarded((c) => {
        c.heroes[1]!.discard = ['wound', 'dodge', 'quickShot', 'dodge'];
      }),
    );
    let s = apply(state, 0, { type: 'guard', armor: 0 });
    expect(relicRun.activeSeats(s)).toEqual([1]);
    expect(relicRun.legalMoves(s, 1)).toEqual([
      { type: 'burn', card: 'dodge' },
      { type: 'burn', card: 'quickShot' },
    ]);
    expect(() => relicRun.apply(s, 1, { type: 'burn', card: 'aimedShot' })).toThrow(expect.objectContaining({ code: 'not-burnable' }));
    s = apply(s, 1, { type: 'burn', card: 'quickShot' });
    expect(s.heroes[1]!.burned).toEqual(['quickShot']);
  });

  it('two hits in a row burn two cards; the second choice is offered from what is left', () => {
    // Cleave kills two Zombies: two death triggers hit the Barbarian, one burn each.
    let s = battle((c) => {
      const deck = c.heroes[0]!.deck;
      for (const card of ['devastatingBlow', 'brace'] as const) deck.splice(deck.indexOf(card), 1);
      c.heroes[0]!.discard = ['devastatingBlow', 'brace'];
      c.enemies = [enemy(0, 'zombie', 2), enemy(1, 'zombie', 2), enemy(2, 'skeletalArcher', 5)];
    });
    s = withHands(s, [['cleave'], []]);
    s = apply(s, 0, { type: 'play', card: 'cleave' });
    expect(s.heroes[0]!.hp).toBe(8);
    expect(relicRun.legalMoves(s, 0)).toEqual([
      { type: 'burn', card: 'brace' },
      { type: 'burn', card: 'devastatingBlow' },
    ]);
    const out = act(s, 0, { type: 'burn', card: 'devastatingBlow' });
    expect(out.state.heroes[0]!.burned).toEqual(['devastatingBlow', 'brace']);
    expect(out.state.prompts).toEqual([]);
    expect(allCards(out.state, 0)).toHaveLength(10);
  });

  it('"If no burnable cards in discard, a random card is burned from the deck"', () => {
    const s = guarded((c) => {
      c.heroes[1]!.discard = ['wound'];
      c.revealed = [{ kind: 'skeletalArcher', value: 4 }];
    });
    const { state, events } = endAll(s);
    const burned = events.find((e) => e.type === 'card-burned')!;
    expect(burned.data).toMatchObject({ seat: 1, from: 'deck' });
    expect(state.heroes[1]!.burned).toEqual([burned.data!.card]);
    expect(allCards(state, 1)).toHaveLength(10);
  });
});

describe('wounds and the end of the battle', () => {
  it('"When drawn into hand, the hero takes 2 HP damage and the wound is destroyed (returned to supply)"', () => {
    const s = battle((c) => {
      c.enemies = [enemy(0, 'zombie', 7, 'enemyFlank'), enemy(1, 'skeletalArcher', 5, 'enemyFlank')];
      c.revealed = [];
      c.heroes[0]!.deck = ['wound', ...c.heroes[0]!.deck];
      c.woundSupply = 9;
    });
    const { state, events } = endAll(s);
    expect(events.find((e) => e.type === 'wound-drawn')!.data).toMatchObject({ seat: 0, damage: 2, hp: 8 });
    expect(state.heroes[0]!.hp).toBe(8);
    expect(state.heroes[0]!.hand).toHaveLength(4);
    expect(state.woundSupply).toBe(10);
  });

  it('an empty wound supply places no wound', () => {
    const s = battle((c) => {
      c.woundSupply = 0;
      c.enemies = [enemy(0, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 4 }];
    });
    const { state, events } = endAll(s);
    expect(events.map((e) => e.type)).toContain('wound-supply-empty');
    expect(state.heroes[0]!.discard).not.toContain('wound');
  });

  it('"When any hero reaches 0 HP, the scenario is immediately lost"', () => {
    const s = battle((c) => {
      c.heroes[0]!.hp = 1;
      c.enemies = [enemy(0, 'zombie', 3)];
      c.revealed = [{ kind: 'zombie', value: 1 }];
    });
    const { state } = endAll(s);
    expect(state.outcome).toEqual({ won: false, reason: 'hero-fell' });
    expect(relicRun.activeSeats(state)).toEqual([]);
    expect(relicRun.result(state)).toMatchObject({ winners: [], details: { won: false } });
    expect(() => relicRun.apply(state, 0, { type: 'end-phase' })).toThrow(expect.objectContaining({ code: 'game-over' }));
  });

  it('"All enemies are dead -> scenario won": every seat wins', () => {
    let s = battle((c) => {
      c.enemies = [enemy(0, 'skeletalArcher', 2, 'enemyFrontline')];
    });
    s = withHands(s, [['ultimate'], []]);
    const after = apply(s, 0, { type: 'play', card: 'ultimate', target: 0 });
    expect(relicRun.result(after)).toEqual({ winners: [0, 1], scores: [1, 1], details: { won: true, reason: 'all-enemies-dead', rounds: 1, xp: 1, scenario: 'rulebook-skirmish' } });
    expect(relicRun.activeSeats(after)).toEqual([]);
  });

  it('a death trigger that fells a hero loses the battle even if it was the last enemy', () => {
    let s = battle((c) => {
      c.heroes[0]!.hp = 1;
      c.enemies = [enemy(0, 'zombie', 2)];
    });
    s = withHands(s, [['ultimate'], []]);
    const after = apply(s, 0, { type: 'play', card: 'ultimate', target: 0 });
    expect(after.outcome).toEqual({ won: false, reason: 'hero-fell' });
  });

  it('the battle is lost at the end of the scenario\'s last round (designed time limit)', () => {
    const s = battle((c) => {
      c.round = SCENARIOS['rulebook-skirmish'].maxRounds;
      c.enemies = [enemy(0, 'zombie', 7, 'enemyFlank'), enemy(1, 'skeletalArcher', 5, 'enemyFlank')];
      c.revealed = [];
    });
    expect(endAll(s).state.outcome).toEqual({ won: false, reason: 'time-limit' });
  });
});
