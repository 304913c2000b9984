/** The Game object as routes and bots see it. */
import { describe, expect, it } from 'vitest';
import { playMove } from '../../../src/engine/index.js';
import { expectRuleError, fresh, game, owned, play, rolled, withPlayer } from './helpers.js';

describe('game contract', () => {
  it('describes itself and parses empty options', () => {
    expect(game.id).toBe('reliques-co');
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 4]);
    expect(game.options.parse({})).toEqual({});
  });

  it('the move schema rejects malformed moves', () => {
    expect(game.move.safeParse({ type: 'useGuide', die: 7 }).success).toBe(false);
    expect(game.move.safeParse({ type: 'fly' }).success).toBe(false);
    expect(game.move.safeParse({ type: 'dive', dice: [] }).success).toBe(false);
    expect(game.move.safeParse({ type: 'buyCard', row: 'A', slot: 0, cell: 4 }).success).toBe(true);
  });

  it('only the active seat may move', () => {
    const s = fresh(3, 'turns');
    const other = (s.turn.seat + 1) % 3;
    expect(game.activeSeats(s)).toEqual([s.turn.seat]);
    expect(game.legalMoves(s, other)).toEqual([]);
    expectRuleError(() => game.apply(s, other, { type: 'roll' }), 'not-your-turn');
    expectRuleError(() => playMove(game, s, other, { type: 'roll' }), 'not-your-turn');
  });

  it('buying a card that is not on offer is refused', () => {
    let s = fresh(2);
    s = withPlayer(s, s.turn.seat, { dollars: 30 });
    s = play(rolled(s, [1]), { type: 'useCard', die: 1, cell: 3, action: 0 }).state;
    expectRuleError(() => play(s, { type: 'buyCard', row: 'D', slot: 2, cell: 4 }), 'no-such-offer');
    expectRuleError(() => play({ ...s, market: { ...s.market, rows: { ...s.market.rows, C: [null, null, null] } } }, { type: 'buyCard', row: 'C', slot: 1, cell: 4 }), 'no-such-offer');
  });

  it('prompt moves need their prompt', () => {
    const s = rolled(fresh(2), [3]);
    expectRuleError(() => play(s, { type: 'buyCard', row: 'A', slot: 0, cell: 4 }), 'no-buy-action');
    expectRuleError(() => play(s, { type: 'passBuy' }), 'no-buy-action');
    expectRuleError(() => play(s, { type: 'sellRelic', relic: 'gem' }), 'no-sale');
    expectRuleError(() => play(s, { type: 'finishSale' }), 'no-sale');
  });

  it('the view tells the prompted player what is asked', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { cells: { 1: owned('I-canyon', 1, 1) } });
    s = play(rolled(s, [2]), { type: 'useCollections', die: 2 }).state;
    const prompt = game.view(s, seat).turn.prompt;
    expect(prompt).toMatchObject({ kind: 'sale', sold: { fossil: 0, parchment: 0, statuette: 0, gem: 0 } });
    expect(prompt!.question).toContain('sellRelic');
  });
});
