import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/index.js';
import type { HeldCard } from '../../../src/games/space-relics/state.js';
import { at, held, legal, me, play, playEv, scenario, type State } from './helpers.js';

// Neptune Crypt on area 8 of the test layout: artifact space A at (11,12), no line of fire over it.
const ARTIFACT = {
  salamander: 1, dragonfly: 2, sickle: 3, flower: 4, spearhead: 5, scepter: 6, hourglass: 7, gem: 8, shell: 9,
} as const;

function onArtifact(artifact: number, opts: { hand?: HeldCard[]; starter?: HeldCard | null; ap?: number; platforms?: { id: number; x: number; y: number; rot: number }[] } = {}): State {
  const s = scenario({
    platforms: opts.platforms ?? [{ id: 0, x: 4, y: 4, rot: 0 }, { id: 1, x: 5, y: 4, rot: 0 }, { id: 10, x: 1, y: 9, rot: 0 }, { id: 11, x: 1, y: 10, rot: 0 }],
    pawns: [{ at: [11, 12], hand: opts.hand ?? [], starter: opts.starter === undefined ? held('blaster', 0) : opts.starter, ap: opts.ap ?? 12 }, { at: [0, 5] }],
  });
  s.artifactDeck = [artifact, ...s.artifactDeck.filter((a) => a !== artifact)];
  return s;
}

const pick = (s: State, keycard = false) => play(s, 0, { type: 'pickUpArtifact', keycard });
const types = (s: State) => new Set(legal(s, 0).map((m) => m.type));

describe('picking up artifacts', () => {
  it('"The artifacts require 2 AP to collect": the card is drawn and its value is public', () => {
    const { state, events } = playEv(onArtifact(ARTIFACT.scepter), 0, { type: 'pickUpArtifact', keycard: false });
    expect(me(state).ap).toBe(10);
    expect(me(state).artifacts).toEqual([ARTIFACT.scepter]);
    expect(state.artifactMarkers).not.toContain(8);
    expect(events.find((e) => e.type === 'artifactTaken')?.audience).toBe('all');
    expect(() => pick(state)).toThrow(RuleError);
  });

  it('Curator Keycard: "Discard to disable the trap tied to one artifact before picking it up. Using the keycard costs 1AP."', () => {
    const key = held('keycard');
    const s = pick(onArtifact(ARTIFACT.spearhead, { hand: [key] }), true);
    expect(me(s).ap).toBe(9);
    expect(me(s).holes).toBe(0);
    expect(me(s).hand).toEqual([]);
    expect(s.itemDiscard).toContain(key.card);
  });
});

describe('the nine traps', () => {
  it('Mecurial Salamander: "setting each move space on fire. Each space you move through burns a hole in your suit"', () => {
    let s = pick(onArtifact(ARTIFACT.salamander));
    expect(new Set(s.fires)).toEqual(new Set([at(12, 11), at(13, 11), at(12, 12), at(13, 12), at(11, 13), at(12, 13)]));
    expect(me(s).holes).toBe(0);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).holes).toBe(1);
    expect(s.fires).not.toContain(at(12, 12));
    // A hole stops you: only patching (or air) until it is sealed.
    expect(types(s)).toEqual(new Set(['patch', 'endTurn']));
    s = play(s, 0, { type: 'patch' });
    expect(me(s).ap).toBe(7);
    expect(me(s).holes).toBe(0);
  });

  it('Foam Gun and Freeze Ray "put out fires" next to you', () => {
    const foam = held('foamGun');
    let s = pick(onArtifact(ARTIFACT.salamander, { hand: [foam] }));
    const ext = legal(s, 0).filter((m) => m.type === 'extinguish');
    expect(ext).toContainEqual({ type: 'extinguish', card: foam.card, cell: at(12, 12) });
    s = play(s, 0, { type: 'extinguish', card: foam.card, cell: at(12, 12) });
    expect(s.fires).not.toContain(at(12, 12));
    expect(me(s).hand[0]?.charges).toBe(1);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).holes).toBe(0);
  });

  it('Freeze Ray: "put out fires"', () => {
    const ray = held('freezeRay');
    let s = pick(onArtifact(ARTIFACT.salamander, { hand: [ray] }));
    s = play(s, 0, { type: 'extinguish', card: ray.card, cell: at(11, 13) });
    expect(s.fires).not.toContain(at(11, 13));
    expect(me(s).hand).toEqual([{ card: ray.card, charges: 2 }]);
  });

  it('Blaster disables the laser net with one charge', () => {
    let s = pick(onArtifact(ARTIFACT.gem, { starter: held('blaster') }));
    s = play(s, 0, { type: 'disableNet', weapon: 22 });
    expect(s.nets).toEqual([]);
    expect(me(s).starter?.charges).toBe(1);
    expect(me(s).ap).toBe(10);
  });

  it('Venusian Dragonfly: "acid spray which burns a hole in your suit and destroys one of your items"', () => {
    const o2 = held('o2');
    const tape = held('tape');
    let s = pick(onArtifact(ARTIFACT.dragonfly, { hand: [o2, tape] }));
    // Holding item cards, the taker is asked, as anyone holding a Freeze Ray would be; without one it can only let the trap spring.
    expect(s.pending).toEqual({ kind: 'trap', seat: 0, artifact: ARTIFACT.dragonfly, area: 8 });
    expect(legal(s, 0)).toEqual([{ type: 'springTrap' }]);
    s = play(s, 0, { type: 'springTrap' });
    expect(me(s).holes).toBe(1);
    expect(s.pending).toEqual({ kind: 'acid', seat: 0 });
    expect(legal(s, 0).map((m) => m.type)).toEqual(['destroyItem', 'destroyItem', 'destroyItem']);
    s = play(s, 0, { type: 'destroyItem', card: o2.card });
    expect(me(s).hand.map((h) => h.card)).toEqual([tape.card]);
    expect(s.itemDiscard).toContain(o2.card);
  });

  it('Freeze Ray "negate acid"', () => {
    const ray = held('freezeRay');
    let s = pick(onArtifact(ARTIFACT.dragonfly, { hand: [ray] }));
    expect(s.pending?.kind).toBe('trap');
    expect(legal(s, 0)).toEqual([{ type: 'counterTrap', weapon: ray.card }, { type: 'springTrap' }]);
    s = play(s, 0, { type: 'counterTrap', weapon: ray.card });
    expect(me(s).holes).toBe(0);
    expect(me(s).hand).toEqual([{ card: ray.card, charges: 2 }]);
  });

  it('Lunar Sickle: "While on this gallery ... all AP costs double"', () => {
    let s = pick(onArtifact(ARTIFACT.sickle));
    expect(me(s).fearArea).toBe(8);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).ap).toBe(8);
    const lift = legal(s, 0).find((m) => m.type === 'selectPlatform' && m.platform === 10);
    expect(lift).toBeDefined();
    s = play(s, 0, { type: 'selectPlatform', platform: 10 });
    expect(me(s).ap).toBe(4);
  });

  it('Lunar Sickle: the fear ends once you leave the gallery', () => {
    let s = onArtifact(ARTIFACT.sickle, { platforms: [{ id: 0, x: 10, y: 12, rot: 0 }, { id: 1, x: 9, y: 12, rot: 0 }] });
    s = pick(s);
    s = play(s, 0, { type: 'step', dir: 'W', distance: 1 });
    expect(me(s).ap).toBe(8);
    expect(me(s).fearArea).toBe(-1);
    s = play(s, 0, { type: 'step', dir: 'W', distance: 1 });
    expect(me(s).ap).toBe(7);
  });

  it('Cererian Flower: "a hole in your suit and poison you. Start your next round with 3 less AP"', () => {
    let s = pick(onArtifact(ARTIFACT.flower));
    expect(me(s).holes).toBe(1);
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(11 - 3);
    expect(me(s).holes).toBe(1);
  });

  it('Heat Ray "stop attacking plants"', () => {
    const ray = held('heatRay');
    let s = pick(onArtifact(ARTIFACT.flower, { hand: [ray] }));
    s = play(s, 0, { type: 'counterTrap', weapon: ray.card });
    expect(me(s).holes).toBe(0);
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(11);
  });

  it('Martian Spearhead: "a security gun that fires twice, putting 2 holes in your suit"', () => {
    const s = pick(onArtifact(ARTIFACT.spearhead, { starter: null }));
    expect(me(s).holes).toBe(2);
  });

  it('Martian Spearhead: a blaster acts first ("Player guns act before traps")', () => {
    const blaster = held('blaster');
    let s = pick(onArtifact(ARTIFACT.spearhead, { starter: blaster }));
    s = play(s, 0, { type: 'counterTrap', weapon: blaster.card });
    expect(me(s).holes).toBe(0);
    expect(me(s).starter?.charges).toBe(1);
  });

  it('Martian Spearhead: an active shield takes one of the two hits', () => {
    let s = onArtifact(ARTIFACT.spearhead, { starter: held('shield') });
    s = play(s, 0, { type: 'activateShield' });
    s = pick(s);
    expect(me(s).holes).toBe(1);
    expect(me(s).shieldActive).toBe(false);
  });

  it('Jovian Scepter: "You cannot control #2 platforms. Corrects after moving two platforms"', () => {
    let s = pick(onArtifact(ARTIFACT.scepter));
    const liftable = () => legal(s, 0).filter((m) => m.type === 'selectPlatform').map((m) => (m as { platform: number }).platform);
    expect(liftable()).toEqual([0, 1]);
    expect(() => play(s, 0, { type: 'selectPlatform', platform: 10 })).toThrow(RuleError);
    for (const id of [0, 1]) {
      s = play(s, 0, { type: 'selectPlatform', platform: id });
      s = play(s, 0, { type: 'placePlatform', x: 4 + id, y: 9, rot: 0 });
    }
    expect(liftable()).toEqual([10, 11, 0, 1]);
  });

  it('Saturnian Hourglass: "the life drain ray stealing 4 AP"; a shortfall is carried to the next round', () => {
    expect(me(pick(onArtifact(ARTIFACT.hourglass))).ap).toBe(6);
    let s = pick(onArtifact(ARTIFACT.hourglass, { ap: 3 }));
    expect(me(s).ap).toBe(0);
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(11 - 3);
  });

  it('Uranium Gem: a laser net; "use a blaster, or a raygun with one charge set to overload. Otherwise it takes 5ap"', () => {
    const ray = held('heatRay');
    let s = pick(onArtifact(ARTIFACT.gem, { hand: [ray], starter: held('blaster') }));
    expect(s.nets).toEqual([8]);
    expect(types(s).has('step')).toBe(false);
    const nets = legal(s, 0).filter((m) => m.type === 'disableNet');
    expect(nets).toEqual([
      { type: 'disableNet', weapon: 22 },
      { type: 'disableNet', weapon: ray.card },
      { type: 'disableNet', weapon: null },
    ]);
    const byHand = play(s, 0, { type: 'disableNet', weapon: null });
    expect(me(byHand).ap).toBe(5);
    expect(byHand.nets).toEqual([]);
    s = play(s, 0, { type: 'disableNet', weapon: ray.card });
    expect(me(s).hand[0]?.charges).toBe(2);
    expect(types(s).has('step')).toBe(true);
  });

  it('Neptunian Shell: "doubling your movement costs. You thaw after moving 4 spaces."', () => {
    let s = pick(onArtifact(ARTIFACT.shell));
    expect(me(s).freezeLeft).toBe(4);
    for (const dir of ['E', 'S', 'W', 'N'] as const) s = play(s, 0, { type: 'step', dir, distance: 1 });
    expect(me(s).ap).toBe(10 - 8);
    expect(me(s).freezeLeft).toBe(0);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).ap).toBe(1);
  });

  it('Heat Ray: "Used to counteract freezing"', () => {
    const ray = held('heatRay');
    let s = pick(onArtifact(ARTIFACT.shell, { hand: [ray] }));
    s = play(s, 0, { type: 'springTrap' });
    expect(me(s).freezeLeft).toBe(4);
    s = play(s, 0, { type: 'thaw', card: ray.card });
    expect(me(s).freezeLeft).toBe(0);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).ap).toBe(9);
  });

  it('the shield blocks rays: "His shield takes the hit!" (Neptunian Shell)', () => {
    let s = onArtifact(ARTIFACT.shell, { starter: held('shield') });
    s = play(s, 0, { type: 'activateShield' });
    s = pick(s);
    expect(me(s).freezeLeft).toBe(0);
    expect(me(s).shieldActive).toBe(false);
  });

  it('the shield does not stop thorns or acid', () => {
    let s = onArtifact(ARTIFACT.flower, { starter: held('shield') });
    s = play(s, 0, { type: 'activateShield' });
    s = pick(s);
    expect(me(s).holes).toBe(1);
    expect(me(s).shieldActive).toBe(true);
  });

  it('keycards are not offered for the Heart of Sol', () => {
    const s = scenario({ pawns: [{ at: [7, 7], hand: [held('keycard')] }, { at: [0, 5] }] });
    expect(legal(s, 0).filter((m) => m.type === 'pickUpArtifact')).toEqual([{ type: 'pickUpArtifact', keycard: false }]);
  });

  it('acid with a single held card destroys it without asking', () => {
    const s = pick(onArtifact(ARTIFACT.dragonfly));
    expect(s.pending).toBeNull();
    expect(me(s).starter).toBeNull();
    expect(s.startersAway).toContain(22);
  });

  it('fear and freeze stack: a step on the feared gallery while frozen costs 4 AP', () => {
    let s = pick(onArtifact(ARTIFACT.sickle));
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, freezeLeft: 4 } : p)) };
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).ap).toBe(10 - 4);
  });

  it('Heart of Sol radiation and poison add up', () => {
    let s = scenario({ pawns: [{ at: [7, 7], artifacts: [], penalty: 3 }, { at: [0, 5] }] });
    s = play(s, 0, { type: 'pickUpArtifact', keycard: false });
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(11 - 1 - 3);
  });
});
