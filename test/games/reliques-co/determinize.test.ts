/** determinize: what a bot samples from one seat's view (RULES.md, "Determinization (for bots)"). */
import { describe, expect, it } from 'vitest';
import { pick, seedRng } from '../../../src/engine/index.js';
import { determinize } from '../../../src/games/reliques-co/determinize.js';
import { MARKET_ROWS } from '../../../src/games/reliques-co/data.js';
import type { State } from '../../../src/games/reliques-co/state.js';
import { fresh, game, play, rolled, withPlayer } from './helpers.js';

/** A state `moves` random moves into a seeded game. */
function midGame(players: number, seed: string, moves: number): State {
  const rng = seedRng(`walk:${seed}`);
  let s = fresh(players, seed);
  for (let i = 0; i < moves && !s.over; i++) s = play(s, pick(rng, game.legalMoves(s, s.turn.seat))).state;
  return s;
}

const sample = (truth: State, seat: number, seed: string) => determinize(game.view(truth, seat), seat, seedRng(seed));

/** Everything but the market's rows and piles and the generator: all of it is public. */
function publicPart(s: State) {
  const { market, rng: _rng, ...rest } = s;
  return { ...rest, stacks: market.stacks, seenBy: market.seenBy };
}

const rowCards = (s: State, row: (typeof MARKET_ROWS)[number]) => [...s.market.rows[row], ...s.market.piles[row]].sort();

/**
 * Row A with `first` and `second` face up in slots 0 and 1, the other cards of the row after them:
 * one in slot 2, one face up on top of the pile, the rest under it in a given order.
 */
function withJungles(first: string, second: string, pileOrder: (ids: string[]) => string[] = (ids) => ids): State {
  const s = fresh(3, 'jungles');
  const all = [...s.market.rows.A, ...s.market.piles.A].filter((id): id is string => id !== null && id !== first && id !== second);
  const rows = { ...s.market.rows, A: [first, second, all[0]!] };
  const piles = { ...s.market.piles, A: [all[1]!, ...pileOrder(all.slice(2))] };
  return { ...s, market: { ...s.market, rows, piles } };
}

function buying(s: State): State {
  s = withPlayer(s, s.turn.seat, { dollars: 5 });
  return play(rolled(s, [3]), { type: 'useCard', die: 3, cell: 3, action: 0 }).state;
}

describe('determinize', () => {
  it('rebuilds every public part exactly: tableaux, dollars, ledgers, patronage reputation, museums, Dive cards, turn', () => {
    const truths = ([[2, 150], [3, 200], [4, 350]] as const).map(([players, moves]) => midGame(players, `public-${players}`, moves));
    // Mid-game, with relics sold and reputation bought by patronage, so the test can fail.
    expect(truths.every((t) => !t.over && t.players.some((p) => p.ledger.sold > 0))).toBe(true);
    expect(truths.some((t) => t.players.some((p) => p.bonusReputation > 0))).toBe(true);
    for (const truth of truths) {
      truth.players.forEach((_, seat) => expect(publicPart(sample(truth, seat, `p${seat}`))).toEqual(publicPart(truth)));
    }
  });

  it('the cards of each row, face up and in the pile, are exactly the ones in no tableau', () => {
    const truth = midGame(3, 'pool', 300);
    const s = sample(truth, 1, 'pool');
    for (const row of MARKET_ROWS) {
      expect(rowCards(s, row)).toEqual(rowCards(truth, row));
      expect(s.market.piles[row]).toHaveLength(truth.market.piles[row].length);
      // The pile's face-up top card stays on top in the sample: the seat sees the same row.
      expect(game.view(s, 1).market.rows[row]).toEqual(game.view(truth, 1).market.rows[row]);
    }
  });

  it('pile order and the generator vary with the rng, and never copy the true generator', () => {
    const truth = fresh(4, 'vary');
    const a = sample(truth, 0, 'one');
    const b = sample(truth, 0, 'two');
    expect(a.market.piles.A).not.toEqual(b.market.piles.A);
    expect(a.rng).not.toEqual(b.rng);
    expect(a.rng).not.toEqual(truth.rng);
    expect(JSON.stringify(sample(truth, 0, 'one'))).toBe(JSON.stringify(a));
  });

  it('a face-up card sharing its level 1 side with another is drawn at random, when the seat never looked at it', () => {
    const truth = withJungles('A-jungle-1', 'A-porteur');
    const inSlot0 = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const s = sample(truth, 0, `j${i}`);
      inSlot0.add(s.market.rows.A[0]!);
      expect(s.market.rows.A[1]).toBe('A-porteur');
    }
    expect([...inSlot0].sort()).toEqual(['A-jungle-1', 'A-jungle-2']);
  });

  it('the cards the seat looked at (a die on Buy) are identified, during the Buy and after it', () => {
    const during = buying(withJungles('A-jungle-2', 'A-jungle-1'));
    const buyer = during.turn.seat;
    const after = play(during, { type: 'passBuy' }).state;
    for (const truth of [during, after]) {
      for (let i = 0; i < 10; i++) expect(sample(truth, buyer, `b${i}`).market.rows.A).toEqual(truth.market.rows.A);
    }
    const other = (buyer + 1) % 3;
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) seen.add(sample(after, other, `o${i}`).market.rows.A[0]!);
    expect(seen.size).toBe(2);
  });

  it('truths that differ only where the seat cannot see give the same sample for the same rng', () => {
    const t1 = withJungles('A-jungle-1', 'A-jungle-2');
    const t2 = { ...withJungles('A-jungle-2', 'A-jungle-1', (ids) => [...ids].reverse()), rng: seedRng('other generator') };
    expect(t2.market.rows.A).not.toEqual(t1.market.rows.A);
    for (let seat = 0; seat < 3; seat++) {
      expect(JSON.stringify(sample(t2, seat, 'same'))).toBe(JSON.stringify(sample(t1, seat, 'same')));
    }
  });
});
