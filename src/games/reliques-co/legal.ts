import { cardById, GUIDE, MUSEUM_DIE, PRIVATE_COLLECTIONS, RELICS } from './data.js';
import type { Move } from './moves.js';
import {
  canAfford,
  canPerformWith,
  cardActionKey,
  COLLECTIONS_KEY,
  diveChoices,
  fillableBoxes,
  GUIDE_KEY,
  isUsed,
  meansOf,
  museumKey,
  offers,
  relicsHeld,
  upgradableCells,
} from './rules.js';
import type { State } from './state.js';
import { freeAdjacentCells, relicCounts, visibleSide } from './tableau.js';

/** Distinct values among the unplaced dice: dice of equal value are interchangeable. */
function distinctDice(dice: readonly number[]): number[] {
  return dice.filter((d, i) => i === 0 || dice[i - 1] !== d);
}

export function legalMoves(state: State, seat: number): Move[] {
  if (state.over || seat !== state.turn.seat) return [];
  const turn = state.turn;
  const p = state.players[seat]!;
  if (turn.phase === 'roll') return [{ type: 'roll' }];

  const prompt = turn.prompt;
  if (prompt?.kind === 'buy') {
    const moves: Move[] = [];
    const cells = freeAdjacentCells(p.tableau);
    if (cells.length > 0) {
      for (const o of offers(state)) {
        if (!canAfford(p, cardById(o.id))) continue;
        for (const cell of cells) moves.push({ type: 'buyCard', row: o.row, slot: o.slot, cell });
      }
    }
    for (const cell of upgradableCells(p)) moves.push({ type: 'upgradeCard', cell });
    moves.push({ type: 'passBuy' });
    return moves;
  }
  if (prompt?.kind === 'sale') {
    const moves: Move[] = relicsHeld(p).map((relic) => ({ type: 'sellRelic', relic }));
    moves.push({ type: 'finishSale' });
    return moves;
  }

  const moves: Move[] = [];
  const dice = distinctDice(turn.dice);
  const means = meansOf(state, p);
  p.tableau.forEach((owned, cell) => {
    if (!owned) return;
    visibleSide(owned).actions.forEach((action, index) => {
      if (isUsed(turn, cardActionKey(cell, index)) || !canPerformWith(means, action)) return;
      for (const die of dice) if (action.die.includes(die)) moves.push({ type: 'useCard', die, cell, action: index });
    });
  });
  if (!isUsed(turn, GUIDE_KEY)) {
    for (const die of dice) if (GUIDE.die.includes(die)) moves.push({ type: 'useGuide', die });
  }
  if (!isUsed(turn, COLLECTIONS_KEY) && means.relics > 0) {
    for (const die of dice) if (PRIVATE_COLLECTIONS.die.includes(die)) moves.push({ type: 'useCollections', die });
  }
  const held = relicCounts(p);
  for (const relic of RELICS) {
    if (held[relic] === 0 || isUsed(turn, museumKey(relic))) continue;
    const boxes = fillableBoxes(state, relic, held[relic]);
    for (const die of dice) {
      if (!MUSEUM_DIE.includes(die)) continue;
      for (const box of boxes) moves.push({ type: 'fillOrder', die, relic, box });
    }
  }
  for (const dice of diveChoices(state, p)) moves.push({ type: 'dive', dice });
  moves.push({ type: 'endTurn' });
  return moves;
}
