import { describe, expect, it } from 'vitest';
import { pick, randomInt, seedRng } from '../../../src/engine/index.js';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { determinize } from '../../../src/games/relic-run/determinize.js';
import { edit, started, type State } from './helpers.js';

/** Every state met along seeded random battles, 1 to 4 heroes, both scenarios. */
function statesOfRandomBattles(battles: number): State[] {
  const out: State[] = [];
  for (let g = 0; g < battles; g++) {
    const players = 1 + (g % 4);
    const rng = seedRng(`det-walk-${g}`);
    let s = relicRun.setup({ players, options: relicRun.options.parse({ scenario: (['crypt-gate', 'bone-yard', 'lich-vault', 'rulebook-skirmish'] as const)[g % 4] }), seed: `det-${g}` });
    out.push(s);
    while (relicRun.result(s) === null) {
      const active = relicRun.activeSeats(s);
      const seat = active[randomInt(rng, active.length)]!;
      s = relicRun.apply(s, seat, pick(rng, relicRun.legalMoves(s, seat))).state;
      out.push(s);
    }
  }
  return out;
}

const sortedStrings = (xs: readonly string[]): string[] => [...xs].sort();
const sortedNumbers = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** The state with every hidden order sorted and the generator blanked: what the party knows. */
function known(s: State): unknown {
  return {
    ...s,
    rng: null,
    heroes: s.heroes.map((h) => ({ ...h, deck: sortedStrings(h.deck), hand: sortedStrings(h.hand) })),
    activationDeck: sortedNumbers(s.activationDeck),
    activationBurned: sortedNumbers(s.activationBurned),
  };
}

const states = statesOfRandomBattles(40);

describe('relic-run determinize', () => {
  it('copies everything the party knows, pending decisions and the enemy phase included; only orders and the generator differ', () => {
    let queued = 0;
    let enemyPhase = 0;
    states.forEach((truth, i) => {
      const seat = i % truth.heroes.length;
      const sample = determinize(relicRun.view(truth, seat), seat, seedRng(`known-${i}`));
      expect(known(sample)).toEqual(known(truth));
      for (let other = 0; other < truth.heroes.length; other++) {
        expect(relicRun.legalMoves(sample, other)).toEqual(relicRun.legalMoves(truth, other));
      }
      if (truth.prompts.length > 1) queued++;
      if (truth.enemyPhase !== null) enemyPhase++;
    });
    // The walk must reach the cases the added view fields exist for.
    expect(queued).toBeGreaterThan(0);
    expect(enemyPhase).toBeGreaterThan(0);
  });

  it('conserves every card: each hero still owns its 10 cards and the 10 Wounds are all somewhere', () => {
    states.forEach((truth, i) => {
      const sample = determinize(relicRun.view(truth, 0), 0, seedRng(`conserve-${i}`));
      let wounds = sample.woundSupply;
      sample.heroes.forEach((h, seat) => {
        const t = truth.heroes[seat]!;
        const all = (x: typeof h) => sortedStrings([...x.deck, ...x.hand, ...x.played, ...x.discard, ...x.burned]);
        expect(all(h)).toEqual(all(t));
        wounds += [...h.deck, ...h.discard].filter((c) => c === 'wound').length;
      });
      expect(wounds).toBe(10);
      expect(sortedNumbers([...sample.activationDeck, ...sample.activationBurned, ...sample.revealed.map((r) => r.value)])).toEqual([1, 1, 2, 2, 3, 4, 5, 6]);
    });
  });

  it('draws deck orders, hand order, the activation deck and a fresh generator from the rng', () => {
    const truth = started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']);
    const view = relicRun.view(truth, 0);
    const a = determinize(view, 0, seedRng('a'));
    const b = determinize(view, 0, seedRng('b'));
    expect(a.heroes.map((h) => h.deck)).not.toEqual(b.heroes.map((h) => h.deck));
    expect(a.rng).not.toEqual(b.rng);
    expect(a.rng).not.toEqual(truth.rng);
    expect(b.rng).not.toEqual(truth.rng);
    const orders = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const s = determinize(view, 0, seedRng(`orders-${k}`));
      orders.add(JSON.stringify([s.heroes[1]!.hand, s.activationDeck]));
    }
    expect(orders.size).toBeGreaterThan(10);
  });

  it('samples the top of a deck in proportion to its contents', () => {
    // After round 1's draw the Barbarian's deck holds 5 of its 10 starting cards.
    const truth = started(['barbarian'], ['playerFrontline'], { seed: 'top' });
    const view = relicRun.view(truth, 0);
    const contents = view.heroes[0]!.deckContents;
    const rng = seedRng('tops');
    const tops: Record<string, number> = {};
    const n = 4000;
    for (let k = 0; k < n; k++) {
      const top = determinize(view, 0, rng).heroes[0]!.deck[0]!;
      tops[top] = (tops[top] ?? 0) + 1;
    }
    expect(Object.keys(tops).sort()).toEqual(Object.keys(contents).sort());
    for (const [card, count] of Object.entries(contents)) {
      expect(Math.abs(tops[card]! / n - count! / 5)).toBeLessThan(0.04);
    }
  });

  it('depends on the view alone: a truth with other hidden orders gives the identical sample', () => {
    for (const [i, truth] of states.entries()) {
      if (i % 7 !== 0) continue;
      const other = edit(truth, (c) => {
        for (const h of c.heroes) {
          h.deck.reverse();
          h.hand.reverse();
        }
        c.activationDeck.reverse();
        c.rng = [9, 8, 7, 6];
      });
      expect(relicRun.view(other, 0)).toEqual(relicRun.view(truth, 0));
      const a = determinize(relicRun.view(truth, 0), 0, seedRng(`same-${i}`));
      const b = determinize(relicRun.view(other, 0), 0, seedRng(`same-${i}`));
      expect(b).toEqual(a);
    }
  });

  it('keeps a queued death-blast burn: after the first hero answers, the second is asked', () => {
    const truth = states.find((s) => s.prompts.length > 1 && s.prompts[1]!.seat !== s.prompts[0]!.seat);
    expect(truth).toBeDefined();
    const t = truth!;
    const first = t.prompts[0]!;
    const sample = determinize(relicRun.view(t, 0), 0, seedRng('queue'));
    expect(sample.prompts).toEqual(t.prompts);
    const move = relicRun.legalMoves(sample, first.seat)[0]!;
    const next = relicRun.apply(sample, first.seat, move).state;
    expect(relicRun.activeSeats(next)).toEqual(relicRun.activeSeats(relicRun.apply(t, first.seat, move).state));
  });
});
