import { describe, expect, it } from 'vitest';
import { canSee, type GameEvent } from '../../../src/engine/index.js';
import type { HeldCard } from '../../../src/games/space-relics/state.js';
import { game, held, legal, playEv, scenario, type State } from './helpers.js';

// Neptune Crypt on area 8 of the test layout: artifact space A at (11,12), no line of fire over it.
const TRAPS_A_GUN_STOPS = [
  { artifact: 2, name: 'Venusian Dragonfly (acid)', counter: 'freezeRay' },
  { artifact: 4, name: 'Cererian Flower (thorns)', counter: 'heatRay' },
  { artifact: 5, name: 'Martian Spearhead (hidden gun)', counter: 'heatRay' },
  { artifact: 9, name: 'Neptunian Shell (freeze ray)', counter: 'heatRay' },
] as const;

/** Seat 0 on the artifact space, holding `hand` (starter: a shield without charges); seat 1 watches. */
function onArtifact(artifact: number, hand: HeldCard[]): State {
  const s = scenario({
    platforms: [{ id: 0, x: 4, y: 4, rot: 0 }, { id: 1, x: 5, y: 4, rot: 0 }],
    pawns: [{ at: [11, 12], hand, starter: held('shield', 0), ap: 12 }, { at: [0, 5] }],
  });
  s.artifactDeck = [artifact, ...s.artifactDeck.filter((a) => a !== artifact)];
  return s;
}

const seenBy = (events: GameEvent[], seat: number | null) => events.filter((e) => canSee(e.audience, seat));

/** What seat 1 and a spectator see of `state` and of `events`. */
const othersSee = (state: State, events: GameEvent[]) => [1, null].map((seat) => ({ view: game.view(state, seat), events: seenBy(events, seat) }));

/**
 * Issue #16, item 10: whether the taker holds a gun that stops the trap is hidden; the trap
 * prompt must not give it away. Two states differing only in a hidden hand card (a ray that
 * stops the trap, or a Foam Gun with as many charges that does not) look the same to the
 * others when the artifact is picked up, and again once the taker lets the trap spring.
 */
describe('Space Relics: the trap prompt does not reveal a counter in hand', () => {
  it.each(TRAPS_A_GUN_STOPS)('$name: the others see the same whether or not the taker could stop it', ({ artifact, counter }) => {
    const canStop = onArtifact(artifact, [held(counter, 2), held('tape')]);
    const cannot = onArtifact(artifact, [held('foamGun', 2), held('tape')]);
    expect(othersSee(cannot, [])).toEqual(othersSee(canStop, []));

    const pickUp = { type: 'pickUpArtifact', keycard: false } as const;
    const a = playEv(canStop, 0, pickUp);
    const b = playEv(cannot, 0, pickUp);
    expect(othersSee(b.state, b.events)).toEqual(othersSee(a.state, a.events));
    expect(a.state.pending).toEqual({ kind: 'trap', seat: 0, artifact, area: 8 });
    // The choice is the taker's alone.
    expect(legal(a.state, 0).map((m) => m.type)).toEqual(['counterTrap', 'springTrap']);
    expect(legal(b.state, 0)).toEqual([{ type: 'springTrap' }]);

    // Declining says nothing: the spring looks the same as a spring without a choice.
    const a2 = playEv(a.state, 0, { type: 'springTrap' });
    const b2 = playEv(b.state, 0, { type: 'springTrap' });
    expect(othersSee(b2.state, b2.events)).toEqual(othersSee(a2.state, a2.events));
    expect(a2.events.some((e) => e.type === 'trap')).toBe(true);
  });

  it('with no item card and no charged gun in view, nobody can stop the trap: it springs at once', () => {
    const { state, events } = playEv(onArtifact(5, []), 0, { type: 'pickUpArtifact', keycard: false });
    expect(state.pending).toBeNull();
    expect(events.map((e) => e.type)).toContain('trap');
  });

  it('a charged starting blaster is in view: the Martian Spearhead asks even with an empty hand', () => {
    const s = onArtifact(5, []);
    s.players[0]!.starter = held('blaster', 2);
    s.chargeSupply -= 2;
    const { state } = playEv(s, 0, { type: 'pickUpArtifact', keycard: false });
    expect(state.pending).toEqual({ kind: 'trap', seat: 0, artifact: 5, area: 8 });
    expect(legal(state, 0).map((m) => m.type)).toEqual(['counterTrap', 'springTrap']);
  });
});
