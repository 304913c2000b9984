import { cardById, GUIDE, MUSEUM_DIE, PRIVATE_COLLECTIONS, RELICS } from './data.js';
import type { Move } from './moves.js';
import {
  canAfford,
  canPerform,
  cardActionKey,
  COLLECTIONS_KEY,
  diveChoices,
  fillableBoxes,
  GUIDE_KEY,
  isUsed,
  museumKey,
  offers,
  relicsHeld,
  totalRelics,
  upgradableCells,
} from './rules.js';
import type { State } from './state.js';
import { freeAdjacentCells, relicCount, visibleSide } from './tableau.js';

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
  for (const die of distinctDice(turn.dice)) {
    p.tableau.forEach((owned, cell) => {
      if (!owned) return;
      visibleSide(owned).actions.forEach((action, index) => {
        if (action.die.includes(die) && !isUsed(turn, cardActionKey(cell, index)) && canPerform(state, p, action)) {
          moves.push({ type: 'useCard', die, cell, action: index });
        }
      });
    });
    if (!isUsed(turn, GUIDE_KEY) && GUIDE.die.includes(die)) moves.push({ type: 'useGuide', die });
    if (!isUsed(turn, COLLECTIONS_KEY) && PRIVATE_COLLECTIONS.die.includes(die) && totalRelics(p) > 0) {
      moves.push({ type: 'useCollections', die });
    }
    if (MUSEUM_DIE.includes(die)) {
      for (const relic of RELICS) {
        if (isUsed(turn, museumKey(relic)) || relicCount(p, relic) === 0) continue;
        for (const box of fillableBoxes(state, p, relic)) moves.push({ type: 'fillOrder', die, relic, box });
      }
    }
  }
  for (const dice of diveChoices(state, p)) moves.push({ type: 'dive', dice });
  moves.push({ type: 'endTurn' });
  return moves;
}
