/** The rulebook's worked examples, quoted. */
import { describe, expect, it } from 'vitest';
import { lastSeat } from '../../../src/games/reliques-co/rules.js';
import { museumWinner } from '../../../src/games/reliques-co/score.js';
import { expectRuleError, fresh, game, hasMove, owned, play, playAll, rolled, withPlayer } from './helpers.js';

describe('rulebook examples', () => {
  it('"Tom effectue l\'action Collections Privées afin de vendre 1 Fossile, 1 Parchemin et 2 Statuettes. Il gagne 4 dollars (1 pour chaque cube), plus 2 dollars pour les deux types de Reliques supplémentaires."', () => {
    let s = fresh(2);
    const tom = s.turn.seat;
    s = withPlayer(s, tom, {
      dollars: 0,
      cells: { 1: owned('I-canyon', 1, 1), 2: owned('I-desert', 1, 1), 4: owned('A-jungle-1', 1, 2) },
    });
    s = rolled(s, [3, 5]);
    s = playAll(s, [
      { type: 'useCollections', die: 3 },
      { type: 'sellRelic', relic: 'fossil' },
      { type: 'sellRelic', relic: 'parchment' },
      { type: 'sellRelic', relic: 'statuette' },
      { type: 'sellRelic', relic: 'statuette' },
    ]);
    const { state, events } = play(s, { type: 'finishSale' });
    expect(state.players[tom]!.dollars).toBe(6);
    expect(state.players[tom]!.tableau.reduce((n, c) => n + (c?.cubes ?? 0), 0)).toBe(0);
    expect(events.find((e) => e.type === 'relicsSold')?.data).toMatchObject({ dollars: 6 });
  });

  it('"Tom possède 2 Gemmes. Il place un dé de valeur 5 sur la carte Musées Gemmes. ... Au total, cette vente lui aura rapporté 5 dollars."', () => {
    let s = fresh(2);
    const tom = s.turn.seat;
    s = withPlayer(s, tom, { dollars: 0, cells: { 4: owned('A-montagnes-1', 1, 2) } });
    s = rolled(s, [5]);
    // "Il pourrait vendre une seule de ses Gemmes afin d'honorer une commande de 1"
    expect(hasMove(s, { type: 'fillOrder', die: 5, relic: 'gem', box: 0 })).toBe(true);
    // "mais il décide de vendre ses deux Gemmes et d'honorer une commande de 2"
    s = play(s, { type: 'fillOrder', die: 5, relic: 'gem', box: 1 }).state;
    expect(s.museums.gem[1]).toBe(tom);
    expect(s.players[tom]!.tableau[4]!.cubes).toBe(0);
    expect(s.players[tom]!.dollars).toBe(2 + 3);
  });

  it('"Le cube de Wendy est placé sur la première commande 1 ... Le cube de Tom est placé sur la deuxième case commande 1 ... Tom remporte donc l\'égalité et gagne 3 points de Réputation supplémentaires."', () => {
    let s = fresh(3, 'tie');
    const last = lastSeat(s);
    const wendy = (last + 1) % 3;
    const tom = (last + 2) % 3;
    const fossil = [...s.museums.fossil];
    expect(fossil.length).toBe(9);
    fossil[0] = wendy;
    fossil[1] = tom;
    s = { ...s, museums: { ...s.museums, fossil }, finalRound: true };
    expect(museumWinner(s.museums.fossil, 3)).toBe(tom);
    s = rolled(s, [1], last);
    s = play(s, { type: 'endTurn' }, last).state;
    expect(s.over).toBe(true);
    expect(s.majorityReputation[tom]).toBe(3);
    expect(s.majorityReputation[wendy]).toBe(0);
    expect(game.result(s)!.scores[tom]).toBe(s.players[tom]!.reputation + 3);
  });

  it('"Tom était dernier joueur dans l\'ordre du tour ... Il atteint 20 points de Réputation à son tour ... la partie prend fin (plus personne n\'effectue de tour de jeu)."', () => {
    let s = fresh(3, 'end');
    const tom = lastSeat(s);
    s = withPlayer(s, tom, { bonusReputation: 19 });
    s = rolled(s, [1, 1], tom);
    s = play(s, { type: 'dive', dice: [1, 1] }, tom).state; // the Dive card 2 gives 1 reputation
    expect(s.players[tom]!.reputation).toBe(20);
    expect(s.finalRound).toBe(true);
    expect(s.over).toBe(false);
    s = play(s, { type: 'endTurn' }, tom).state;
    expect(s.over).toBe(true);
    expect(game.activeSeats(s)).toEqual([]);
    expect(game.result(s)).not.toBeNull();
  });

  it('"Exemple : en améliorant le Scaphandre au niveau 2, le joueur augmente sa Réputation de 1 point. Il passe ainsi de 2 à 3 points de Réputation."', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 3, cells: { 4: owned('D-scaphandre') } });
    expect(s.players[seat]!.reputation).toBe(2);
    s = rolled(s, [6]);
    s = playAll(s, [
      { type: 'useCard', die: 6, cell: 3, action: 0 },
      { type: 'upgradeCard', cell: 4 },
    ]);
    expect(s.players[seat]!.tableau[4]!.level).toBe(2);
    expect(s.players[seat]!.reputation).toBe(3);
    expect(s.players[seat]!.dollars).toBe(0);
  });

  it('"Un joueur pourrait placer un dé de valeur 1 et un dé de valeur 3 ou + sur cette carte. Chaque dé effectuerait l\'action une fois."', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { cells: { 4: owned('A-jungle-1', 2) } });
    s = rolled(s, [1, 4, 6]);
    s = playAll(s, [
      { type: 'useCard', die: 1, cell: 4, action: 1 },
      { type: 'useCard', die: 4, cell: 4, action: 0 },
    ]);
    expect(s.players[seat]!.tableau[4]!.cubes).toBe(2);
    // "Chaque action ne peut accueillir qu'un seul dé"
    expectRuleError(() => play(s, { type: 'useCard', die: 6, cell: 4, action: 0 }), 'action-taken');
  });
});
