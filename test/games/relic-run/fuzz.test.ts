import { describe, expect, it } from 'vitest';
import { randomPlayout, replay, sameJson, seedRng, randomInt, type LoggedMove } from '../../../src/engine/index.js';
import { relicRun, type RelicRunMove, type RelicRunState } from '../../../src/games/relic-run/index.js';
import { ACTIVATION_DECK, CARD_IDS, ENEMIES, HERO_CLASSES, PLAYER_ZONES, SCENARIO_IDS, WOUND_SUPPLY, type HeroClass } from '../../../src/games/relic-run/data.js';
import { allCards } from './helpers.js';
import { fuzzCount } from '../../support/budget.js';

type State = RelicRunState;

const GAMES_PER_SIZE = fuzzCount(1000);

function randomParty(players: number, i: number): HeroClass[] {
  return Array.from({ length: players }, (_, seat) => HERO_CLASSES[(i >> seat) & 1]!);
}

/** Returns the first broken invariant, or null (plain checks: this runs after every move). */
function brokenInvariant(s: State): string | null {
  let wounds = s.woundSupply;
  for (let seat = 0; seat < s.heroes.length; seat++) {
    const h = s.heroes[seat]!;
    // Card conservation: the 10 starting cards are always somewhere.
    if (allCards(s, seat).length !== 10) return `seat ${seat} holds ${allCards(s, seat).length} cards`;
    if (h.hp < 0 || h.hp > h.maxHp) return `seat ${seat} HP ${h.hp} out of 0..${h.maxHp}`;
    if (h.armor < 0 || h.ap < 0) return `seat ${seat} negative armor or AP`;
    if (h.hand.length > 5) return `seat ${seat} hand of ${h.hand.length}`;
    if ((h.hand as string[]).includes('wound') || (h.burned as string[]).includes('wound')) return `seat ${seat} wound in hand or burn pile`;
    for (const c of h.deck) if (c === 'wound') wounds++;
    for (const c of h.discard) if (c === 'wound') wounds++;
  }
  if (wounds !== WOUND_SUPPLY) return `${wounds} wounds in play and supply`;
  if (s.activationDeck.length + s.activationBurned.length + s.revealed.length !== ACTIVATION_DECK.length) return 'activation cards lost';
  if (!s.activationBurned.every((v) => v <= 2)) return 'a 3-6 activation card burned';
  for (const e of s.enemies) if (e.hp <= 0 || e.hp > ENEMIES[e.kind].maxHp) return `enemy ${e.id} HP ${e.hp}`;
  const over = relicRun.result(s) !== null;
  const active = relicRun.activeSeats(s);
  if ((active.length === 0) !== over) return 'activeSeats empty but no result (or the reverse)';
  if (over && s.prompts.length > 0) return 'prompt left after the end';
  if (!over && s.prompts.length > 0 && (active.length !== 1 || active[0] !== s.prompts[0]!.seat)) return 'prompted seat is not the only active seat';
  return null;
}

describe('random battles', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`${GAMES_PER_SIZE} seeded battles with ${players} hero(es) all end in a win or a loss, invariants after every move`, () => {
      const reasons: Record<string, number> = {};
      for (let i = 0; i < GAMES_PER_SIZE; i++) {
        const party = randomParty(players, i);
        const scenario = SCENARIO_IDS[i % SCENARIO_IDS.length]!;
        const checkEveryMove = true;
        const out = randomPlayout(relicRun, {
          players,
          options: { party, scenario },
          seed: `fuzz-${players}-${i}`,
          maxMoves: 5000,
          onMove: checkEveryMove
            ? (state, seat, move) => {
                const broken = brokenInvariant(state as State);
                if (broken !== null) expect.fail(`fuzz-${players}-${i}, seat ${seat} played ${JSON.stringify(move)}: ${broken}`);
                if (!sameJson(relicRun.move.parse(move), move)) expect.fail(`${JSON.stringify(move)} does not parse unchanged`);
              }
            : undefined,
        });
        expect(out.finished).toBe(true);
        const state = out.state as State;
        expect(brokenInvariant(state)).toBeNull();
        const result = relicRun.result(state)!;
        expect(result.winners).toEqual(state.outcome!.won ? party.map((_, s) => s) : []);
        reasons[state.outcome!.reason] = (reasons[state.outcome!.reason] ?? 0) + 1;
      }
      // Both ends of the battle are reachable by random play.
      expect(reasons['all-enemies-dead']).toBeGreaterThan(0);
      expect(reasons['hero-fell']).toBeGreaterThan(0);
    });
  }
});

function* candidates(s: State): Generator<RelicRunMove> {
  const enemyIds = [...s.enemies.map((e) => e.id), s.nextEnemyId];
  const cards = CARD_IDS.filter((c) => c !== 'wound');
  for (const zone of PLAYER_ZONES) yield { type: 'place', zone };
  for (const card of cards) {
    yield { type: 'play', card };
    for (const target of enemyIds) yield { type: 'play', card, target };
    for (let onto = 0; onto < 4; onto++) yield { type: 'play', card, onto };
    yield { type: 'discard', card };
    yield { type: 'burn', card };
    for (const to of PLAYER_ZONES) yield { type: 'move', to, card };
  }
  for (const to of PLAYER_ZONES) yield { type: 'move', to, card: null };
  for (let armor = 0; armor < 8; armor++) yield { type: 'guard', armor };
  yield { type: 'potion' };
  yield { type: 'end-phase' };
}

describe('legal moves and apply agree', () => {
  it('on states from random battles, apply accepts a candidate move exactly when legalMoves lists it', () => {
    let checked = 0;
    for (let i = 0; i < 24; i++) {
      const players = 1 + (i % 4);
      const out = randomPlayout(relicRun, { players, options: { party: randomParty(players, i) }, seed: `agree-${i}` });
      const states: State[] = [];
      let s = relicRun.setup({ players, options: relicRun.options.parse({ party: randomParty(players, i) }), seed: `agree-${i}` });
      for (const m of out.moves) {
        states.push(s);
        s = relicRun.apply(s, m.seat, m.move as RelicRunMove).state;
      }
      const pickRng = seedRng(`pick-${i}`);
      for (let k = 0; k < 4 && states.length > 0; k++) {
        const state = states[randomInt(pickRng, states.length)]!;
        for (let seat = 0; seat < players; seat++) {
          const legal = relicRun.legalMoves(state, seat).map((m) => JSON.stringify(m));
          if (!relicRun.activeSeats(state).includes(seat)) expect(legal).toEqual([]);
          for (const move of candidates(state)) {
            let accepted = true;
            try {
              relicRun.apply(state, seat, move);
            } catch (e) {
              const { name, code } = e as { name: string; code: string };
              if (name !== 'RuleError' || !/^[a-z]+(-[a-z]+)*$/.test(code)) expect.fail(`${JSON.stringify(move)} threw ${String(e)}`);
              accepted = false;
            }
            if (accepted !== legal.includes(JSON.stringify(move))) expect.fail(`${JSON.stringify(move)} by seat ${seat}: accepted ${accepted}, listed ${!accepted}`);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('determinism and immutability', () => {
  it('same seed and same moves give identical states; replay rebuilds the final state', () => {
    for (let i = 0; i < 30; i++) {
      const players = 1 + (i % 4);
      const input = { players, options: { party: randomParty(players, i + 3) }, seed: `det-${i}` };
      const a = randomPlayout(relicRun, input);
      const b = randomPlayout(relicRun, input);
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
      const rebuilt = replay(relicRun, input, a.moves as LoggedMove[]);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(a.state));
    }
  });

  it('different seeds give different battles', () => {
    const a = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'one' });
    const b = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'two' });
    expect(JSON.stringify(a.heroes)).not.toBe(JSON.stringify(b.heroes));
  });

  it('apply never mutates its input (deep-frozen states through whole battles)', () => {
    const deepFreeze = <T>(o: T): T => {
      if (o !== null && typeof o === 'object' && !Object.isFrozen(o)) {
        Object.freeze(o);
        for (const v of Object.values(o)) deepFreeze(v);
      }
      return o;
    };
    let steps = 0;
    for (let i = 0; i < 20; i++) {
      const players = 1 + (i % 4);
      const out = randomPlayout(relicRun, { players, seed: `freeze-${i}` });
      let s = relicRun.setup({ players, options: relicRun.options.parse({}), seed: `freeze-${i}` });
      for (const m of out.moves) {
        const before = JSON.stringify(s);
        deepFreeze(s);
        const next = relicRun.apply(s, m.seat, m.move as RelicRunMove).state;
        expect(JSON.stringify(s)).toBe(before);
        s = next;
        steps++;
      }
      expect(JSON.stringify(s)).toBe(JSON.stringify(out.state));
    }
    expect(steps).toBeGreaterThan(300);
  });
});
