/** Seeded random games to the end with invariants after every move; determinism; immutability. */
import { describe, expect, it } from 'vitest';
import { pick, randomPlayout, replay, RuleError, sameJson, seedRng, type LoggedMove } from '../../../src/engine/index.js';
import { cardById, RELICS, relicOf } from '../../../src/games/reliques-co/data.js';
import type { Move } from '../../../src/games/reliques-co/moves.js';
import type { State } from '../../../src/games/reliques-co/state.js';
import { neighbours, reputationOf } from '../../../src/games/reliques-co/tableau.js';
import { fresh, game } from './helpers.js';
import { fuzzCount } from '../../support/budget.js';

const GAMES_PER_COUNT = fuzzCount(1000);
const INITIAL = ['I-aventuriers', 'I-canyon', 'I-desert', 'I-qg'];

function fail(message: string): never {
  throw new Error(message);
}

/** Checks one state, and what may only grow since the previous state of the same game. */
function checkInvariants(s: State, prev: State | null): void {
  const n = s.players.length;
  s.players.forEach((p, seat) => {
    // apply copies only what it changes: an untouched player is the very same object as before
    if (prev && prev.players[seat] === p) return;
    if (!(p.dollars >= 0)) fail(`seat ${seat} has ${p.dollars} dollars`);
    let cards = 0;
    let cubes = 0;
    p.tableau.forEach((c, cell) => {
      if (!c) return;
      cards++;
      if (c.cubes < 0) fail(`negative cubes on cell ${cell}`);
      if (c.cubes > 0 && relicOf(cardById(c.id)) === null) fail(`${c.id} holds relics it cannot produce`);
      cubes += c.cubes;
      if (cell >= 4 && !neighbours(cell).some((x) => p.tableau[x] !== null)) fail(`cell ${cell} has no neighbour`);
    });
    if (cards > 8) fail('more than 8 cards');
    for (let c = 0; c < 4; c++) if (p.tableau[c]?.id !== INITIAL[c]) fail(`initial card moved from cell ${c}`);
    if (cubes !== p.ledger.gained - p.ledger.sold - p.ledger.paid) fail(`seat ${seat}: relic cubes not conserved`);
    if (p.reputation !== reputationOf(p)) fail(`seat ${seat}: stale reputation`);
    if (prev) {
      const q = prev.players[seat]!;
      if (p.reputation < q.reputation) fail(`seat ${seat}: reputation went down`);
      for (let c = 0; c < 8; c++) {
        const was = q.tableau[c];
        const now = p.tableau[c];
        if (was && (!now || now.id !== was.id || now.level < was.level)) fail(`seat ${seat}: card in cell ${c} moved or went down`);
      }
    }
  });
  let diveCards = s.dive.length;
  for (const p of s.players) diveCards += p.dives.length;
  if (diveCards !== 12) fail('Dive cards not conserved');
  for (const owners of Object.values(s.museums)) {
    for (const o of owners) if (o !== null && (o < 0 || o >= n)) fail('bad museum owner');
  }
  if (prev) {
    for (const [relic, owners] of Object.entries(s.museums)) {
      const before = prev.museums[relic as keyof State['museums']];
      before.forEach((o, box) => {
        if (o !== null && owners[box] !== o) fail('a filled museum order changed hands');
      });
    }
  }
  const active = game.activeSeats(s);
  const result = game.result(s);
  if ((active.length === 0) !== (result !== null)) fail('activeSeats empty exactly when the game has a result');
  if (s.turn.dice.length + s.turn.placements.reduce((k, pl) => k + pl.dice.length, 0) > 7) fail('more than 7 dice');
}

describe('random playouts', () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES_PER_COUNT} seeded ${players}-player games finish, with invariants after every move`, () => {
      let unfinished = 0;
      let totalMoves = 0;
      for (let i = 0; i < GAMES_PER_COUNT; i++) {
        let prev: State | null = null;
        const out = randomPlayout(game, {
          players,
          seed: `fuzz-${players}-${i}`,
          maxMoves: 20_000,
          onMove: (state) => {
            checkInvariants(state as State, prev);
            prev = state as State;
          },
        });
        if (!out.finished) unfinished++;
        totalMoves += out.moves.length;
        const final = out.state as State;
        const r = game.result(final)!;
        expect(r.scores).toHaveLength(players);
        expect(Math.max(...final.players.map((p) => p.reputation))).toBeGreaterThanOrEqual(20);
        // the last turn played was the last seat's: everyone had the same number of turns
        expect(final.turn.seat).toBe((final.firstPlayer + players - 1) % players);
      }
      expect(unfinished).toBe(0);
      expect(totalMoves).toBeGreaterThan(0);
    });
  }

  it('every listed move parses unchanged and is accepted by apply (sampled games)', () => {
    for (let i = 0; i < 9; i++) {
      const players = 2 + (i % 3);
      let s = fresh(players, `every-${i}`);
      const chooser = seedRng(`every-choice-${i}`);
      let steps = 0;
      while (!s.over && steps < 3000) {
        const seat = game.activeSeats(s)[0]!;
        const moves = game.legalMoves(s, seat);
        for (const m of moves) {
          expect(game.move.parse(m)).toEqual(m);
          expect(() => game.apply(s, seat, m)).not.toThrow();
        }
        for (let other = 0; other < players; other++) if (other !== seat) expect(game.legalMoves(s, other)).toEqual([]);
        s = game.apply(s, seat, pick(chooser, moves)).state;
        steps++;
      }
      expect(s.over).toBe(true);
    }
  });
});

/** Every move the schema allows over small domains (dive groups of up to 3 dice). */
function candidateMoves(): Move[] {
  const out: Move[] = [{ type: 'roll' }, { type: 'passBuy' }, { type: 'finishSale' }, { type: 'endTurn' }];
  const dice = [1, 2, 3, 4, 5, 6];
  for (const die of dice) {
    out.push({ type: 'useGuide', die }, { type: 'useCollections', die });
    for (let cell = 0; cell < 8; cell++) for (let action = 0; action < 3; action++) out.push({ type: 'useCard', die, cell, action });
    for (const relic of RELICS) for (let box = 0; box < 9; box++) out.push({ type: 'fillOrder', die, relic, box });
    for (const b of dice) {
      if (b < die) continue;
      out.push({ type: 'dive', dice: [die, b] });
      for (const c of dice) if (c >= b) out.push({ type: 'dive', dice: [die, b, c] });
    }
    out.push({ type: 'dive', dice: [die] });
  }
  for (const relic of RELICS) out.push({ type: 'sellRelic', relic });
  for (let cell = 0; cell < 8; cell++) {
    out.push({ type: 'upgradeCard', cell });
    for (const row of ['A', 'B', 'C', 'D', 'E'] as const) for (let slot = 0; slot <= 3; slot++) out.push({ type: 'buyCard', row, slot, cell });
  }
  return out;
}

describe('legalMoves and apply agree', () => {
  it('apply accepts a candidate move exactly when legalMoves lists it', () => {
    const candidates = candidateMoves();
    for (let i = 0; i < 3; i++) {
      const players = 2 + i;
      let s = fresh(players, `agree-${i}`);
      const chooser = seedRng(`agree-choice-${i}`);
      let steps = 0;
      while (!s.over) {
        const seat = game.activeSeats(s)[0]!;
        const legal = game.legalMoves(s, seat);
        if (steps % 6 === 0) {
          for (const m of candidates) {
            const listed = legal.some((l) => sameJson(l, m));
            let accepted = true;
            try {
              game.apply(s, seat, m);
            } catch (e) {
              if (!(e instanceof RuleError)) throw e;
              accepted = false;
            }
            if (listed !== accepted) fail(`${JSON.stringify(m)}: listed ${listed}, accepted ${accepted}`);
          }
        }
        s = game.apply(s, seat, pick(chooser, legal)).state;
        steps++;
      }
    }
  });
});

describe('determinism and replay', () => {
  it('the same seed and moves give the same state, and replaying the log rebuilds it', () => {
    for (const players of [2, 3, 4]) {
      const a = randomPlayout(game, { players, seed: `det-${players}` });
      const b = randomPlayout(game, { players, seed: `det-${players}` });
      expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
      const rebuilt = replay(game, { players, options: {}, seed: `det-${players}` }, a.moves as LoggedMove[]);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(a.state));
      const other = randomPlayout(game, { players, seed: `det-${players}-x` });
      expect(JSON.stringify(other.state)).not.toBe(JSON.stringify(a.state));
    }
  });

  it('states survive a JSON round trip mid-game', () => {
    const out = randomPlayout(game, { players: 3, seed: 'json', maxMoves: 150 });
    const s = out.state as State;
    const copy = JSON.parse(JSON.stringify(s)) as State;
    const seat = game.activeSeats(s)[0]!;
    const move = game.legalMoves(s, seat)[0]!;
    expect(JSON.stringify(game.apply(copy, seat, move))).toBe(JSON.stringify(game.apply(s, seat, move)));
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('immutability', () => {
  it('apply never mutates its input (deep-frozen states through whole games)', () => {
    for (let i = 0; i < 6; i++) {
      const players = 2 + (i % 3);
      let s = deepFreeze(fresh(players, `frozen-${i}`));
      const chooser = seedRng(`frozen-choice-${i}`);
      let steps = 0;
      while (!s.over && steps < 3000) {
        const seat = game.activeSeats(s)[0]!;
        const before = JSON.stringify(s);
        const move = pick(chooser, game.legalMoves(s, seat));
        const next = game.apply(s, seat, move).state;
        expect(JSON.stringify(s)).toBe(before);
        s = deepFreeze(next);
        steps++;
      }
      expect(s.over).toBe(true);
    }
  });
});
