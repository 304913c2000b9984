import { describe, expect, it } from 'vitest';
import { pick, seedRng, type GameEvent } from '../../../src/engine/index.js';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { edit, started, type State } from './helpers.js';

/** Ends every hero's player phase, so the enemies act and the next round draws new hands. */
function playRoundOut(s: State): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const rng = seedRng('round-out');
  let state = s;
  for (let n = 0; n < 200 && state.round === s.round && state.outcome === null; n++) {
    const seat = relicRun.activeSeats(state)[0]!;
    const legal = relicRun.legalMoves(state, seat);
    const end = legal.find((m) => m.type === 'end-phase');
    const outcome = relicRun.apply(state, seat, end ?? pick(rng, legal));
    events.push(...outcome.events);
    state = outcome.state;
  }
  return { state, events };
}

/** The same state with the top `n` cards of a hero's deck in reverse order: only a hidden order differs. */
function topReversed(s: State, seat: number, n: number): State {
  return edit(s, (c) => {
    const deck = c.heroes[seat]!.deck;
    deck.splice(0, n, ...deck.slice(0, n).reverse());
  });
}

describe('Relic Run hand order (issue #16, item 9)', () => {
  it('the public cards-drawn event and the discard pile do not depend on the order cards were drawn in', () => {
    let compared = 0;
    for (let k = 0; k < 6; k++) {
      const s = started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline'], { seed: `hand-order-${k}` });
      s.heroes.forEach((hero, seat) => {
        const top = hero.deck.slice(0, 5);
        if (hero.deck.length < 5 || new Set(top).size < 2 || top.includes('wound')) return;
        const a = playRoundOut(s);
        const b = playRoundOut(topReversed(s, seat, 5));
        if (a.state.outcome !== null) return;
        const drawnA = a.events.filter((e) => e.type === 'cards-drawn');
        expect(drawnA.length).toBeGreaterThan(0);
        expect(b.events).toEqual(a.events);
        for (const e of drawnA) {
          expect(e.audience).toBe('all');
          const cards = e.data!.cards as string[];
          expect(cards).toEqual([...cards].sort());
        }
        // A second round out: the rest of each hand reaches the discard pile in the same order.
        const a2 = playRoundOut(a.state);
        const b2 = playRoundOut(b.state);
        for (const viewer of [null, 0, 1]) expect(relicRun.view(b2.state, viewer)).toEqual(relicRun.view(a2.state, viewer));
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('hands are kept in card order in the state, as the view shows them', () => {
    const s = started(['barbarian', 'archer', 'archer'], ['playerFrontline', 'playerBackline', 'playerFlank'], { seed: 'hand-order-state' });
    for (const hero of s.heroes) expect(hero.hand).toEqual([...hero.hand].sort());
    const next = playRoundOut(s).state;
    for (const hero of next.heroes) expect(hero.hand).toEqual([...hero.hand].sort());
  });
});
