/** One test per rule or action of the issue: dice, actions, buying, tableau, Dive. */
import { describe, expect, it } from 'vitest';
import { cardById } from '../../../src/games/reliques-co/data.js';
import { relicCount } from '../../../src/games/reliques-co/tableau.js';
import { expectRuleError, fresh, hasMove, legal, owned, play, playAll, rolled, withPlayer } from './helpers.js';

describe('turn structure', () => {
  it('a turn starts with the roll: nothing else is legal before', () => {
    const s = fresh(2);
    expectRuleError(() => play(s, { type: 'useGuide', die: 3 }), 'roll-first');
    expectRuleError(() => play(s, { type: 'endTurn' }), 'roll-first');
    const after = play(s, { type: 'roll' }).state;
    expectRuleError(() => play(after, { type: 'roll' }), 'already-rolled');
  });

  it('"Le nombre de dés qu\'il lance est égal au nombre de symboles dés Aventuriers": Zeppelin and Explorateur add one each', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { cells: { 0: owned('I-aventuriers', 2), 4: owned('B-zeppelin'), 5: owned('C-explorateur') } });
    expect(play(s, { type: 'roll' }).state.turn.dice).toHaveLength(4 + 1 + 1);
  });

  it('a die goes only where its value meets the condition: Canyon takes anything but a 2, Desert a 4 or more', () => {
    let s = fresh(2);
    s = rolled(s, [2, 3]);
    expectRuleError(() => play(s, { type: 'useCard', die: 2, cell: 1, action: 0 }), 'die-condition');
    expectRuleError(() => play(s, { type: 'useCard', die: 3, cell: 2, action: 0 }), 'die-condition');
    expect(hasMove(s, { type: 'useCard', die: 3, cell: 1, action: 0 })).toBe(true);
    expect(hasMove(s, { type: 'useCard', die: 2, cell: 1, action: 0 })).toBe(false);
  });

  it('only your own unplaced dice can be placed', () => {
    const s = rolled(fresh(2), [3]);
    expectRuleError(() => play(s, { type: 'useGuide', die: 6 }), 'no-such-die');
    const after = play(s, { type: 'useGuide', die: 3 }).state;
    expect(after.turn.dice).toEqual([]);
    expectRuleError(() => play(after, { type: 'useCard', die: 3, cell: 1, action: 0 }), 'no-such-die');
  });

  it('ending the turn takes the dice back and passes them to the next seat clockwise', () => {
    let s = fresh(3, 'order');
    const first = s.turn.seat;
    s = play(s, { type: 'roll' }).state;
    s = play(s, { type: 'endTurn' }).state;
    expect(s.turn).toMatchObject({ seat: (first + 1) % 3, phase: 'roll', dice: [], placements: [] });
    s = play(play(s, { type: 'roll' }).state, { type: 'endTurn' }).state;
    s = play(play(s, { type: 'roll' }).state, { type: 'endTurn' }).state;
    expect(s.turn.seat).toBe(first);
    expect(s.round).toBe(2);
  });
});

describe('actions', () => {
  it('Expedition: "Le joueur place alors un cube de sa couleur sur la carte afin de représenter la Relique"', () => {
    let s = rolled(fresh(2), [5]);
    const seat = s.turn.seat;
    const { state, events } = play(s, { type: 'useCard', die: 5, cell: 2, action: 0 });
    s = state;
    expect(s.players[seat]!.tableau[2]!.cubes).toBe(1);
    expect(relicCount(s.players[seat]!, 'parchment')).toBe(1);
    expect(events.some((e) => e.type === 'relicsGained')).toBe(true);
  });

  it('Guide: "gagner 1 dollar", once per turn', () => {
    let s = rolled(fresh(2), [2, 6]);
    const seat = s.turn.seat;
    const before = s.players[seat]!.dollars;
    s = play(s, { type: 'useGuide', die: 6 }).state;
    expect(s.players[seat]!.dollars).toBe(before + 1);
    expectRuleError(() => play(s, { type: 'useGuide', die: 2 }), 'action-taken');
  });

  it('Private Collections: a sale of one type earns 1 dollar per relic and no type bonus', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 0, cells: { 1: owned('I-canyon', 1, 3) } });
    s = rolled(s, [1]);
    s = playAll(s, [
      { type: 'useCollections', die: 1 },
      { type: 'sellRelic', relic: 'fossil' },
      { type: 'sellRelic', relic: 'fossil' },
    ]);
    expect(legal(s)).toEqual([{ type: 'sellRelic', relic: 'fossil' }, { type: 'finishSale' }]);
    expectRuleError(() => play(s, { type: 'sellRelic', relic: 'gem' }), 'no-relics');
    expectRuleError(() => play(s, { type: 'endTurn' }), 'sale-pending');
    s = play(s, { type: 'finishSale' }).state;
    expect(s.players[seat]!.dollars).toBe(2);
    expect(s.players[seat]!.tableau[1]!.cubes).toBe(1);
  });

  it('Private Collections needs a relic to sell', () => {
    const s = rolled(fresh(2), [4]);
    expect(hasMove(s, { type: 'useCollections', die: 4 })).toBe(false);
    expectRuleError(() => play(s, { type: 'useCollections', die: 4 }), 'no-relics');
  });

  it('Museums: an order takes exactly its number of relics, and once filled "n\'est alors plus accessible aux autres joueurs"', () => {
    let s = fresh(2);
    const a = s.turn.seat;
    const b = 1 - a;
    s = withPlayer(s, a, { cells: { 1: owned('I-canyon', 1, 4) } });
    s = withPlayer(s, b, { cells: { 1: owned('I-canyon', 1, 4) } });
    s = rolled(s, [3, 4]);
    expectRuleError(() => play(s, { type: 'fillOrder', die: 3, relic: 'fossil', box: 4 }), 'not-enough-relics');
    s = play(s, { type: 'fillOrder', die: 3, relic: 'fossil', box: 2 }).state;
    expect(s.players[a]!.tableau[1]!.cubes).toBe(1);
    expect(s.museums.fossil[2]).toBe(a);
    // one die per action: the museum is used for this turn
    expectRuleError(() => play(s, { type: 'fillOrder', die: 4, relic: 'fossil', box: 0 }), 'action-taken');
    s = play(s, { type: 'endTurn' }).state;
    s = rolled(s, [6]);
    expectRuleError(() => play(s, { type: 'fillOrder', die: 6, relic: 'fossil', box: 2 }), 'order-taken');
    expect(legal(s).filter((m) => m.type === 'fillOrder').map((m) => (m as { box: number }).box)).toEqual([0, 1, 3]);
  });

  it('Patronage (Mécène): pay dollars for reputation', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 3, cells: { 4: owned('B-mecene') } });
    const rep = s.players[seat]!.reputation;
    s = rolled(s, [4]);
    s = play(s, { type: 'useCard', die: 4, cell: 4, action: 0 }).state;
    expect(s.players[seat]!.dollars).toBe(0);
    expect(s.players[seat]!.reputation).toBe(rep + 1);
    const poor = withPlayer(rolled(fresh(2), [4]), seat, { dollars: 2, cells: { 4: owned('B-mecene') } });
    expectRuleError(() => play(poor, { type: 'useCard', die: 4, cell: 4, action: 0 }), 'cannot-perform');
  });

  it('Camion: 1 dollar per edge-adjacent Expedition', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    // cell 5 is below the Canyon (1) and beside a Jungle expedition (6); the Desert (2) is diagonal
    s = withPlayer(s, seat, { dollars: 0, cells: { 5: owned('A-camion'), 6: owned('A-jungle-1') } });
    s = rolled(s, [1]);
    s = play(s, { type: 'useCard', die: 1, cell: 5, action: 0 }).state;
    expect(s.players[seat]!.dollars).toBe(2);
  });

  it('Antiquaire runs the Private Collections sale from a Heritage card', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 0, cells: { 4: owned('B-antiquaire'), 1: owned('I-canyon', 1, 1), 2: owned('I-desert', 1, 1) } });
    s = rolled(s, [3]);
    s = playAll(s, [
      { type: 'useCard', die: 3, cell: 4, action: 0 },
      { type: 'sellRelic', relic: 'fossil' },
      { type: 'sellRelic', relic: 'parchment' },
      { type: 'finishSale' },
    ]);
    expect(s.players[seat]!.dollars).toBe(3);
  });
});

describe('Headquarters: buy and upgrade', () => {
  it('buying pays the cost, places the card, and refills the row from its pile', () => {
    let s = fresh(2, 'buy');
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 20 });
    s = rolled(s, [2]);
    s = play(s, { type: 'useCard', die: 2, cell: 3, action: 0 }).state;
    expect(s.turn.prompt).toEqual({ kind: 'buy' });
    expectRuleError(() => play(s, { type: 'endTurn' }), 'buy-pending');
    const id = s.market.rows.A[1]!;
    const nextInPile = s.market.piles.A[0]!;
    const cost = cardById(id).cost.dollars;
    const { state } = play(s, { type: 'buyCard', row: 'A', slot: 1, cell: 6 });
    const card = state.players[seat]!.tableau[6]!;
    expect(card).toEqual({ id, level: 1, cubes: 0 });
    expect(state.market.rows.A[1]).toBe(nextInPile);
    expect(state.market.piles.A).toHaveLength(s.market.piles.A.length - 1);
    expect(state.turn.prompt).toBeNull();
    expect(state.players[seat]!.dollars).toBe(20 - cost);
  });

  it('buying from pile D takes its top card', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 3 });
    s = playAll(rolled(s, [4]), [
      { type: 'useCard', die: 4, cell: 3, action: 0 },
      { type: 'buyCard', row: 'D', slot: 0, cell: 4 },
    ]);
    expect(s.players[seat]!.tableau[4]!.id).toBe('D-scaphandre');
    expect(s.players[seat]!.dollars).toBe(0);
    expect(s.market.stacks.D).toHaveLength(3);
  });

  it('"Certaines cartes coûtent également un Parchemin, dans ce cas le joueur doit retirer un cube d\'une carte Expédition Désert"', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    const rows = { ...s.market.rows, B: ['B-archeologue', ...s.market.rows.B.slice(1)] };
    s = { ...s, market: { ...s.market, rows } };
    s = withPlayer(s, seat, { dollars: 4 });
    s = play(rolled(s, [1]), { type: 'useCard', die: 1, cell: 3, action: 0 }).state;
    // no Parchment: the Archéologue (4 dollars + 1 Parchment) is not on offer
    expect(legal(s).some((m) => m.type === 'buyCard' && m.row === 'B' && m.slot === 0)).toBe(false);
    expectRuleError(() => play(s, { type: 'buyCard', row: 'B', slot: 0, cell: 4 }), 'cannot-afford');
    s = withPlayer(s, seat, { cells: { 2: owned('I-desert', 1, 2) } });
    s = play(s, { type: 'buyCard', row: 'B', slot: 0, cell: 4 }).state;
    expect(s.players[seat]!.tableau[2]!.cubes).toBe(1);
    expect(s.players[seat]!.dollars).toBe(0);
    expect(s.players[seat]!.ledger.paid).toBe(1);
  });

  it('"Si des dés ou des cubes sont présents sur la carte, ils y restent": upgrading keeps cubes and the die', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 3, cells: { 2: owned('I-desert', 1, 2) } });
    s = rolled(s, [2, 3, 5]);
    s = playAll(s, [
      { type: 'useCard', die: 5, cell: 2, action: 0 },
      { type: 'useCard', die: 3, cell: 3, action: 0 },
      { type: 'upgradeCard', cell: 2 },
    ]);
    const desert = s.players[seat]!.tableau[2]!;
    expect(desert).toEqual({ id: 'I-desert', level: 2, cubes: 3 });
    expect(s.players[seat]!.dollars).toBe(0);
    // the die still lies on the first action; the level 2 side's second action is free
    expect(s.turn.placements.some((p) => p.key === 'card:2:0')).toBe(true);
    expect(hasMove(s, { type: 'useCard', die: 2, cell: 2, action: 1 })).toBe(true);
    expect(hasMove(s, { type: 'useCard', die: 2, cell: 2, action: 0 })).toBe(false);
  });

  it('a card already at level 2 cannot be upgraded again, and passing buys nothing', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 10, cells: { 1: owned('I-canyon', 2) } });
    s = play(rolled(s, [6]), { type: 'useCard', die: 6, cell: 3, action: 0 }).state;
    expect(hasMove(s, { type: 'upgradeCard', cell: 1 })).toBe(false);
    expectRuleError(() => play(s, { type: 'upgradeCard', cell: 1 }), 'already-level-2');
    const passed = play(s, { type: 'passBuy' }).state;
    expect(passed.players[seat]!.dollars).toBe(10);
    expect(passed.turn.prompt).toBeNull();
  });

  it('Buy cannot take a die when nothing is affordable', () => {
    let s = fresh(2);
    s = withPlayer(s, s.turn.seat, { dollars: 0 });
    s = rolled(s, [6]);
    expect(hasMove(s, { type: 'useCard', die: 6, cell: 3, action: 0 })).toBe(false);
    expectRuleError(() => play(s, { type: 'useCard', die: 6, cell: 3, action: 0 }), 'cannot-perform');
  });
});

describe('Dive', () => {
  it('"placer un ou plusieurs dés dont la valeur totale est supérieure ou égale au chiffre indiqué sur la carte Plongée"', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = { ...s, dive: s.dive.slice(5) }; // top card is 7
    s = rolled(s, [1, 2, 3, 4]);
    expectRuleError(() => play(s, { type: 'dive', dice: [2, 4] }), 'dive-too-low');
    expect(hasMove(s, { type: 'dive', dice: [1, 2, 4] })).toBe(true);
    expect(hasMove(s, { type: 'dive', dice: [3, 4] })).toBe(true);
    expect(hasMove(s, { type: 'dive', dice: [2, 4] })).toBe(false);
    const { state, events } = play(s, { type: 'dive', dice: [3, 4] });
    expect(state.players[seat]!.dives).toEqual([7]);
    expect(state.players[seat]!.reputation).toBe(s.players[seat]!.reputation + 1);
    expect(state.dive[0]).toBe(8);
    expect(state.turn.dice).toEqual([1, 2]);
    expect(events.find((e) => e.type === 'dived')?.data).toMatchObject({ card: 7, find: 'pottery' });
  });

  it('it is the only action that adds dice: every other action takes exactly one die', () => {
    const s = rolled(fresh(2), [1, 1, 3]);
    for (const m of legal(s)) {
      if (m.type === 'dive') continue;
      if ('die' in m) expect(typeof m.die).toBe('number');
    }
    expect(legal(s).some((m) => m.type === 'dive' && m.dice.length === 2)).toBe(true);
  });

  it('"Les joueurs ne peuvent pas remporter plus d\'une carte Plongée par tour"', () => {
    let s = rolled(fresh(2), [2, 6, 6]);
    s = play(s, { type: 'dive', dice: [2] }).state;
    expect(s.dive[0]).toBe(3);
    expect(legal(s).some((m) => m.type === 'dive')).toBe(false);
    expectRuleError(() => play(s, { type: 'dive', dice: [6] }), 'one-dive-per-turn');
    // next turn the same player may dive again
    s = play(s, { type: 'endTurn' }).state;
    s = rolled(s, [6]);
    expect(hasMove(s, { type: 'dive', dice: [6] })).toBe(true);
  });

  it('Scaphandre adds its bonus to the dice total', () => {
    let s = fresh(2);
    s = withPlayer(s, s.turn.seat, { cells: { 4: owned('D-scaphandre', 2) } });
    s = { ...s, dive: s.dive.slice(3) }; // top card is 5
    s = rolled(s, [3]);
    expect(hasMove(s, { type: 'dive', dice: [3] })).toBe(true);
    expect(play(s, { type: 'dive', dice: [3] }).state.dive[0]).toBe(6);
  });

  it('no Dive once the pile is empty', () => {
    let s = rolled(fresh(2), [6, 6, 6]);
    s = { ...s, dive: [] };
    expect(legal(s).some((m) => m.type === 'dive')).toBe(false);
    expectRuleError(() => play(s, { type: 'dive', dice: [6] }), 'no-dive-card');
  });
});
