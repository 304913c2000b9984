import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/index.js';
import type { HeldCard } from '../../../src/games/space-relics/state.js';
import { at, game, held, legal, lines, me, play, scenario, type State } from './helpers.js';

/** Seat 0 in the centre gallery at (6,6); the Mars Gallery gun (gun 3) fires along row 7 just south of it. */
function centre(hand: HeldCard[] = [], extra: { starter?: HeldCard | null; platforms?: { id: number; x: number; y: number; rot: number }[]; holes?: number; ap?: number } = {}): State {
  return scenario({
    platforms: extra.platforms ?? [{ id: 0, x: 6, y: 9, rot: 0 }, { id: 10, x: 9, y: 5, rot: 0 }],
    pawns: [{ at: [6, 6], hand, starter: extra.starter === undefined ? null : extra.starter, holes: extra.holes ?? 0, ap: extra.ap ?? 12 }, { at: [0, 5] }],
  });
}
const ROW7 = at(6, 7);

describe('security guns and the line of fire', () => {
  it('"Any player in a direct line with a gun is hit with a blaster which tears a hole in their suit"', () => {
    expect(lines(centre())[3]).toContain(ROW7);
    const s = play(centre(), 0, { type: 'step', dir: 'S', distance: 1 });
    expect(me(s).holes).toBe(1);
  });

  it('"place a map tile with the wall squares between your piece and the guns": a walled platform blocks the line', () => {
    const s = centre([], { platforms: [{ id: 6, x: 4, y: 7, rot: 0 }] });
    expect(lines(s)[3]).toEqual([at(4, 7)]);
    expect(me(play(s, 0, { type: 'step', dir: 'S', distance: 1 })).holes).toBe(0);
  });

  it('motion sensing: a pawn left in a line is hit as soon as it moves, even out of the line, once per gun', () => {
    // Seat 0 stands on (6,7), in gun 3's line (and gun 6 covers column 7, not 6).
    const s = scenario({ pawns: [{ at: [6, 7] }, { at: [0, 5] }] });
    expect(me(play(s, 0, { type: 'step', dir: 'N', distance: 1 })).holes).toBe(1);
    expect(me(play(s, 0, { type: 'step', dir: 'S', distance: 1 })).holes).toBe(1);
    // Onto (7,7): still gun 3, and now gun 6 too: two guns, two holes.
    expect(me(play(s, 0, { type: 'step', dir: 'E', distance: 1 })).holes).toBe(2);
    // Standing still costs nothing.
    expect(me(play(s, 0, { type: 'endTurn' })).holes).toBe(0);
  });

  it('gallery wall squares stop a line too', () => {
    // Venus Vault's gun at (6,1) fires west and stops at the Mercury Hall wall square (3,1).
    expect(lines(centre())[1]).toEqual([at(5, 1), at(4, 1)]);
  });

  it('"shooting it with a blaster or heat ray will disable the gun permanently and happens before the gun can shoot"', () => {
    const blaster = held('blaster');
    let s = centre([], { starter: blaster });
    expect(legal(s, 0)).toContainEqual({ type: 'shootGun', gun: 3, weapon: blaster.card });
    s = play(s, 0, { type: 'shootGun', gun: 3, weapon: blaster.card });
    expect(s.guns[3]?.disabled).toBe(true);
    expect(me(s).starter?.charges).toBe(1);
    expect(me(play(s, 0, { type: 'step', dir: 'S', distance: 1 })).holes).toBe(0);
    // Guns out of reach cannot be shot.
    expect(() => play(s, 0, { type: 'shootGun', gun: 7, weapon: blaster.card })).toThrow(RuleError);
  });

  it('Heat Ray: "take out a security gun"', () => {
    const ray = held('heatRay');
    const s = play(centre([ray]), 0, { type: 'shootGun', gun: 3, weapon: ray.card });
    expect(s.guns[3]?.disabled).toBe(true);
    expect(me(s).hand[0]?.charges).toBe(2);
  });

  it('Security Hack: "Discard to disable one security gun"', () => {
    const hack = held('securityHack');
    const s = play(centre([hack]), 0, { type: 'securityHack', card: hack.card, gun: 3 });
    expect(s.guns[3]?.disabled).toBe(true);
    expect(me(s).hand).toEqual([]);
    expect(me(play(s, 0, { type: 'step', dir: 'S', distance: 1 })).holes).toBe(0);
  });

  it('Shield: "Shields can take one hit"', () => {
    let s = play(centre([], { starter: held('shield') }), 0, { type: 'activateShield' });
    s = play(s, 0, { type: 'step', dir: 'S', distance: 1 });
    expect(me(s).holes).toBe(0);
    expect(me(s).shieldActive).toBe(false);
    expect(me(s).starter?.charges).toBe(1);
  });

  it('"The rocket pack ... will get you past the guns": Rocketpack, 1 AP, up to 4 non-walled spaces, diagonals allowed', () => {
    const pack = held('rocketpack');
    let s = centre([pack]);
    const rockets = legal(s, 0).filter((m) => m.type === 'rocket');
    expect(rockets).toContainEqual({ type: 'rocket', card: pack.card, dir: 'SE', distance: 2 });
    expect(rockets).toContainEqual({ type: 'rocket', card: pack.card, dir: 'S', distance: 3 });
    s = play(s, 0, { type: 'rocket', card: pack.card, dir: 'S', distance: 2 });
    expect(me(s).pos).toBe(at(6, 8));
    expect(me(s).holes).toBe(0);
    expect(me(s).ap).toBe(11);
    expect(me(s).hand).toHaveLength(1);
  });

  it('Grapple Gun: "swinging over any 2 non-walled spaces for no AP cost" and past the guns', () => {
    const hook = held('grapple');
    let s = centre([hook]);
    // North and west land in galleries three spaces away; east would end over empty space.
    expect(legal(s, 0).filter((m) => m.type === 'grapple').map((m) => (m as { dir: string }).dir).sort()).toEqual(['N', 'S', 'W']);
    s = play(s, 0, { type: 'grapple', card: hook.card, dir: 'S' });
    expect(me(s).pos).toBe(at(6, 9));
    expect(me(s).ap).toBe(12);
    expect(me(s).holes).toBe(0);
    expect(me(s).hand[0]?.charges).toBe(1);
  });

  it('the rocketpack and the grapple cannot cross wall squares', () => {
    const pack = held('rocketpack');
    const hook = held('grapple');
    // From (2,2) in Mercury Hall: walls at (1,3) (south-west) and (3,1) (north-east, the gun).
    const s = scenario({ pawns: [{ at: [2, 2], hand: [pack, hook] }, { at: [0, 5] }] });
    const rockets = legal(s, 0).filter((m) => m.type === 'rocket').map((m) => `${(m as { dir: string }).dir}${(m as { distance: number }).distance}`);
    expect(rockets).toContain('S1');
    expect(rockets.some((r) => r.startsWith('SW'))).toBe(false);
    expect(rockets.some((r) => r.startsWith('NE'))).toBe(false);
    // Grapple south from (2,2) over (2,3) and (2,4) onto a platform at (2,5); from (1,2) the wall (1,3) is in the way.
    const open = scenario({ platforms: [{ id: 0, x: 2, y: 5, rot: 0 }, { id: 1, x: 1, y: 4, rot: 0 }], pawns: [{ at: [2, 2], hand: [hook] }, { at: [0, 5] }] });
    expect(legal(open, 0).filter((m) => m.type === 'grapple')).toEqual([{ type: 'grapple', card: hook.card, dir: 'S' }]);
    const walled = scenario({ platforms: [{ id: 0, x: 1, y: 5, rot: 0 }], pawns: [{ at: [1, 2], hand: [hook] }, { at: [0, 9] }] });
    expect(legal(walled, 0).filter((m) => m.type === 'grapple')).toEqual([]);
  });

  it('Adrenaline Injection: "Movement this round is 2 spaces / 1 AP" and past the guns', () => {
    const shot = held('adrenaline');
    let s = play(centre([shot]), 0, { type: 'useItem', card: shot.card });
    s = play(s, 0, { type: 'step', dir: 'S', distance: 2 });
    expect(me(s).pos).toBe(at(6, 8));
    expect(me(s).ap).toBe(11);
    expect(me(s).holes).toBe(0);
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).adrenaline).toBe(false);
  });

  describe('Adrenaline Injection, "Movement this round is 2 spaces / 1 AP" (issue 18 item 2): every 2 spaces of the turn cost 1 AP, not only a straight hop', () => {
    /** Seat 0 in the centre gallery with the adrenaline injected; guns off, so only costs matter. */
    function pumped(ap = 12): State {
      const shot = held('adrenaline');
      const s = centre([shot], { ap });
      for (const g of s.guns) g.disabled = true;
      return play(s, 0, { type: 'useItem', card: shot.card });
    }

    it('two single steps round a corner cost 1 AP', () => {
      let s = play(pumped(), 0, { type: 'step', dir: 'E', distance: 1 });
      expect(me(s).ap).toBe(11);
      expect(game.view(s, 1).players[0]!.adrenalineCredit).toBe(1);
      s = play(s, 0, { type: 'step', dir: 'S', distance: 1 });
      expect(me(s).pos).toBe(at(7, 7));
      expect(me(s).ap).toBe(11);
    });

    it('two single steps in a line cost 1 AP, the same as one straight 2-space step; 3 spaces cost 2 AP', () => {
      const two = play(play(pumped(), 0, { type: 'step', dir: 'S', distance: 1 }), 0, { type: 'step', dir: 'S', distance: 1 });
      const hop = play(pumped(), 0, { type: 'step', dir: 'S', distance: 2 });
      expect(me(two).pos).toBe(at(6, 8));
      expect(me(two).ap).toBe(11);
      expect(me(hop).ap).toBe(11);
      const three = play(hop, 0, { type: 'step', dir: 'E', distance: 1 });
      expect(me(three).ap).toBe(10);
    });

    it('a space already paid for may be moved with 0 AP left; the credit ends with the turn', () => {
      let s = play(pumped(1), 0, { type: 'step', dir: 'E', distance: 1 });
      expect(me(s).ap).toBe(0);
      expect(legal(s, 0)).toContainEqual({ type: 'step', dir: 'S', distance: 1 });
      s = play(s, 0, { type: 'endTurn' });
      expect(s.players[0]!.adrenalineCredit).toBe(0);
    });

    it('without adrenaline each space still costs 1 AP', () => {
      const s = centre();
      for (const g of s.guns) g.disabled = true;
      const after = play(play(s, 0, { type: 'step', dir: 'E', distance: 1 }), 0, { type: 'step', dir: 'S', distance: 1 });
      expect(me(after).ap).toBe(10);
    });
  });
});

describe('holes in the suit', () => {
  it('"you must stop immediately and patch it. This costs 2 AP"', () => {
    const s = centre([held('rocketpack')], { holes: 1 });
    expect(new Set(legal(s, 0).map((m) => m.type))).toEqual(new Set(['patch', 'endTurn']));
    expect(() => play(s, 0, { type: 'step', dir: 'E', distance: 1 })).toThrow(RuleError);
    const patched = play(s, 0, { type: 'patch' });
    expect(me(patched).ap).toBe(10);
  });

  it('Bit of Tape: "Discard to seal a hole in your suit for no AP loss"', () => {
    const tape = held('tape');
    expect(legal(centre([tape]), 0).some((m) => m.type === 'useItem')).toBe(false);
    const s = play(centre([tape], { holes: 1 }), 0, { type: 'useItem', card: tape.card });
    expect(me(s).holes).toBe(0);
    expect(me(s).ap).toBe(12);
  });

  it('Foam Gun: "Use foam to patch your suit"', () => {
    const foam = held('foamGun');
    const s = play(centre([foam], { holes: 1 }), 0, { type: 'foamPatch', card: foam.card });
    expect(me(s).holes).toBe(0);
    expect(me(s).hand[0]?.charges).toBe(1);
  });

  it('with too little AP the hole stays until next turn', () => {
    let s = centre([], { holes: 1, ap: 1 });
    expect(legal(s, 0)).toEqual([{ type: 'endTurn' }]);
    s = play(s, 0, { type: 'endTurn' });
    s = play(s, 1, { type: 'endTurn' });
    expect(me(s).holes).toBe(1);
    expect(legal(s, 0).map((m) => m.type).sort()).toEqual(['endTurn', 'patch']);
  });
});

describe('items', () => {
  it('Canister of O2 (+2), Vitality Booster Shot (+3), Raygun Power Pack to the suit (+2)', () => {
    const o2 = held('o2');
    const boost = held('booster');
    const pack = held('powerPack');
    let s = centre([o2, boost, pack]);
    s = play(s, 0, { type: 'useItem', card: o2.card });
    s = play(s, 0, { type: 'useItem', card: boost.card });
    s = play(s, 0, { type: 'powerPack', card: pack.card, target: null });
    expect(me(s).ap).toBe(19);
    expect(me(s).hand).toEqual([]);
  });

  it('Raygun Power Pack: "recharge raygun for 2 charges"', () => {
    const pack = held('powerPack');
    const ray = held('freezeRay', 1);
    const s = play(centre([pack, ray]), 0, { type: 'powerPack', card: pack.card, target: ray.card });
    expect(me(s).hand).toEqual([{ card: ray.card, charges: 3 }]);
  });

  it('"You can choose to apply all remaining charges to your suit, gaining 1 AP per charge" (rayguns only)', () => {
    const ray = held('heatRay');
    const s = play(centre([ray], { starter: held('blaster') }), 0, { type: 'overload', card: ray.card });
    expect(me(s).ap).toBe(15);
    expect(me(s).hand).toEqual([{ card: ray.card, charges: 0 }]);
    expect(() => play(s, 0, { type: 'overload', card: 22 })).toThrow(RuleError);
  });

  it('Transdimensional Doorway: doors on a wall of your tile and of another; "Moving onto the doorway space ... costs 1 AP and automatically transports the player"', () => {
    const door = held('doorway');
    // Seat 0 in the Neptune Crypt (area 8) next to its wall square (11,11); the other door on the Mercury Hall wall (1,3).
    let s = scenario({ pawns: [{ at: [11, 12], hand: [door] }, { at: [0, 5] }] });
    const options = legal(s, 0).filter((m) => m.type === 'placeDoorways');
    expect(options).toContainEqual({ type: 'placeDoorways', card: door.card, here: at(11, 11), there: at(1, 3) });
    expect(options.every((m) => m.type === 'placeDoorways' && m.here === at(11, 11))).toBe(true);
    s = play(s, 0, { type: 'placeDoorways', card: door.card, here: at(11, 11), there: at(1, 3) });
    expect(me(s).hand).toEqual([]);
    s = play(s, 0, { type: 'step', dir: 'N', distance: 1 });
    expect(me(s).pos).toBe(at(1, 3));
    expect(me(s).ap).toBe(11);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).hand).toHaveLength(1); // the item on (2,3)
    // "The doorway can be reused": back through (1,3).
    s = play(s, 0, { type: 'step', dir: 'W', distance: 1 });
    expect(me(s).pos).toBe(at(11, 11));
  });

  it('a doorway on a platform moves with the platform', () => {
    const door = held('doorway');
    let s = scenario({ platforms: [{ id: 6, x: 9, y: 5, rot: 0 }, { id: 7, x: 4, y: 4, rot: 0 }], pawns: [{ at: [9, 5], hand: [door] }, { at: [0, 9] }] });
    s = play(s, 0, { type: 'placeDoorways', card: door.card, here: at(10, 5), there: at(1, 3) });
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).pos).toBe(at(1, 3));
    s = play(s, 0, { type: 'selectPlatform', platform: 6 });
    s = play(s, 0, { type: 'placePlatform', x: 9, y: 9, rot: 0 });
    expect(game.view(s, 0).doors).toEqual([at(10, 9), at(1, 3)]);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    s = play(s, 0, { type: 'step', dir: 'W', distance: 1 });
    expect(me(s).pos).toBe(at(10, 9));
  });

  it('Platform Hack 1: "Draw from the platform tiles and place it on the board at no cost"', () => {
    const hack = held('hack1');
    let s = centre([hack]);
    const top = s.platformPile[0];
    s = play(s, 0, { type: 'useItem', card: hack.card });
    expect(s.pending).toEqual({ kind: 'place', seat: 0, platform: top, from: 'hack' });
    s = play(s, 0, { type: 'placePlatform', x: 6, y: 10, rot: 0 });
    expect(s.platforms.some((p) => p.id === top && p.x === 6 && p.y === 10)).toBe(true);
    expect(me(s).ap).toBe(12);
  });

  it('Platform Hack 2: "rotate one platform that is either your current platform or any empty platform"', () => {
    const hack = held('hack2');
    let s = scenario({ platforms: [{ id: 10, x: 9, y: 5, rot: 0 }, { id: 11, x: 4, y: 9, rot: 0 }], pawns: [{ at: [10, 5], hand: [hack] }, { at: [4, 9] }] });
    const rotations = legal(s, 0).filter((m) => m.type === 'rotatePlatform');
    expect(rotations).toEqual([{ type: 'rotatePlatform', card: hack.card, platform: 10, rot: 1 }]);
    s = play(s, 0, { type: 'rotatePlatform', card: hack.card, platform: 10, rot: 1 });
    expect(me(s).pos).toBe(at(9, 6));
    expect(me(s).hand).toEqual([]);
  });

  it('Freeze Ray and Heat Ray hold 3 charges, Grapple Gun and Foam Gun 2, when drawn from the deck', () => {
    let s = scenario({ platforms: [{ id: 0, x: 13, y: 10, rot: 0 }], pawns: [{ at: [13, 10] }, { at: [0, 5] }] });
    s.itemDeck = [held('heatRay').card, ...s.itemDeck.filter((c) => c !== held('heatRay').card)];
    const supply = s.chargeSupply;
    s = play(s, 0, { type: 'step', dir: 'S', distance: 1 });
    expect(me(s).hand).toEqual([{ card: held('heatRay').card, charges: 3 }]);
    expect(s.chargeSupply).toBe(supply - 3);
  });
});

describe('movement and platforms', () => {
  it('"Players cannot end their movement on space occupied by another player but can move through"', () => {
    const s = scenario({ pawns: [{ at: [11, 12] }, { at: [12, 12] }] });
    const east = legal(s, 0).filter((m) => m.type === 'step' && m.dir === 'E');
    expect(east).toEqual([{ type: 'step', dir: 'E', distance: 2 }]);
    const moved = play(s, 0, { type: 'step', dir: 'E', distance: 2 });
    expect(me(moved).pos).toBe(at(13, 12));
    expect(me(moved).ap).toBe(10);
  });

  it('"no diagonal movement" and no stepping into walls or empty space', () => {
    const s = scenario({ pawns: [{ at: [11, 12] }, { at: [0, 5] }] });
    const steps = legal(s, 0).filter((m) => m.type === 'step');
    expect(steps).toEqual([{ type: 'step', dir: 'E', distance: 1 }, { type: 'step', dir: 'S', distance: 1 }]);
  });

  it('"Relocating a platform costs 1AP per platform move space"', () => {
    let s = scenario({ platforms: [{ id: 0, x: 4, y: 4, rot: 0 }, { id: 6, x: 4, y: 5, rot: 0 }, { id: 10, x: 4, y: 9, rot: 0 }, { id: 16, x: 4, y: 10, rot: 0 }] });
    for (const [id, cost, x, y] of [[0, 1, 1, 0], [6, 1, 6, 0], [10, 2, 11, 0], [16, 2, 1, 14]] as const) {
      const before = me(s).ap;
      s = play(s, 0, { type: 'selectPlatform', platform: id });
      s = play(s, 0, { type: 'placePlatform', x, y, rot: 0 });
      expect(before - me(s).ap).toBe(cost);
    }
  });

  it('"Platforms can be placed on any empty space on the board, in any orientation, but cannot cover another platform or gallery"', () => {
    let s = scenario({ platforms: [{ id: 16, x: 4, y: 4, rot: 0 }, { id: 0, x: 9, y: 9, rot: 0 }] });
    s = play(s, 0, { type: 'selectPlatform', platform: 16 });
    const spots = legal(s, 0);
    expect(spots.every((m) => m.type === 'placePlatform')).toBe(true);
    expect(spots.length).toBeLessThan(600);
    expect(new Set(spots.map((m) => (m as { rot: number }).rot))).toEqual(new Set([0, 1, 2, 3]));
    expect(() => play(s, 0, { type: 'placePlatform', x: 1, y: 1, rot: 0 })).toThrow(expect.objectContaining({ code: 'space-not-empty' })); // gallery
    expect(() => game.apply(s, 1, { type: 'endTurn' })).toThrow(expect.objectContaining({ code: 'not-now' }));
    expect(() => play(s, 0, { type: 'placePlatform', x: 8, y: 9, rot: 0 })).toThrow(RuleError); // over platform 0
    expect(() => play(s, 0, { type: 'placePlatform', x: 4, y: 0, rot: 0 })).toThrow(RuleError); // over the airlock (5,0)
    expect(() => play(s, 0, { type: 'placePlatform', x: 13, y: 4, rot: 0 })).toThrow(RuleError); // off the board
    expect(() => play(s, 0, { type: 'step', dir: 'E', distance: 1 })).toThrow(RuleError); // the tile must be placed first
    s = play(s, 0, { type: 'placePlatform', x: 9, y: 12, rot: 3 });
    expect(s.platforms).toContainEqual({ id: 16, x: 9, y: 12, rot: 3 });
  });

  it('"A platform with a player on it cannot be picked up by any player"', () => {
    const s = scenario({ platforms: [{ id: 0, x: 4, y: 4, rot: 0 }, { id: 1, x: 9, y: 9, rot: 0 }], pawns: [{ at: [0, 5] }, { at: [9, 9] }] });
    expect(legal(s, 0).filter((m) => m.type === 'selectPlatform')).toEqual([{ type: 'selectPlatform', platform: 0 }]);
    expect(() => play(s, 0, { type: 'selectPlatform', platform: 1 })).toThrow(RuleError);
  });
});
