import type { Move } from '../../../../src/games/reliques-co/moves.ts';
import type { MarketCardView, View } from '../../../../src/games/reliques-co/view.ts';
import type { Relic } from '../../../../src/games/reliques-co/data.ts';
import { relicWord } from './words.ts';
import { cardName } from './names.ts';
import { words } from '../../i18n.ts';

const t = words({
  en: {
    roll: 'Roll your dice',
    endTurn: 'End your turn',
    passBuy: 'Buy nothing',
    finishSale: 'Stop selling and collect the money',
    sell: 'Sell a {name}',
    upgrade: 'Upgrade this card to level 2',
    putHere: 'Put the card here',
    choose: 'Choose {card} ({cost}), then a free place in your tableau',
    chooseThis: 'Choose this card, then a free place in your tableau',
    placeDice: 'Place the dice here',
    pickUp: 'Pick up your {value}',
    add: 'Add your {value} to the {picked} (the Dive adds dice up)',
    and: ' and ',
    cost: '${dollars}',
    costParchment: '${dollars} + {parchment} parchment',
  },
  fr: {
    roll: 'Lancer vos dés',
    endTurn: 'Terminer votre tour',
    passBuy: 'Ne rien acheter',
    finishSale: 'Arrêter de vendre et encaisser l’argent',
    sell: 'Vendre {relic, select, statuette {une} gem {une} other {un}} {name}',
    upgrade: 'Améliorer cette carte au Niveau 2',
    putHere: 'Placer la carte ici',
    choose: 'Choisir la carte {card} ({cost}), puis une place libre de votre tableau',
    chooseThis: 'Choisir cette carte, puis une place libre de votre tableau',
    placeDice: 'Placer les dés ici',
    pickUp: 'Prendre votre {value}',
    add: 'Ajouter votre {value} {count, plural, one {à votre} other {à vos}} {picked} (la Plongée additionne les dés)',
    and: ' et ',
    cost: '{dollars}\u00a0$',
    costParchment: '{dollars}\u00a0$ + {parchment, plural, one {# Parchemin} other {# Parchemins}}',
  },
});

/**
 * Which parts of the drawing can be clicked now, and what a click does: plays one legal move, or
 * narrows the choice (a die picked up, a market card chosen). Pure: the board draws from it and
 * the tests walk it.
 */

export type OfferRow = 'A' | 'B' | 'C' | 'D' | 'E';

export interface Selection {
  /** Indexes into `view.turn.dice` of the dice picked up, in the order picked. */
  dice: number[];
  /** The market card chosen during a Buy, before its place. */
  offer: { row: OfferRow; slot: number } | null;
}

export const NO_SELECTION: Selection = { dice: [], offer: null };

export type Step = { kind: 'play'; index: number } | { kind: 'select'; selection: Selection };

export interface BoardTarget {
  step: Step;
  label: string;
}

/** Target names, as `data-target` carries them. */
export const targetName = {
  roll: 'roll',
  endTurn: 'end-turn',
  passBuy: 'pass-buy',
  finishSale: 'finish-sale',
  guide: 'guide',
  collections: 'collections',
  dive: 'dive',
  die: (index: number) => `die:${index}`,
  action: (cell: number, action: number) => `action:${cell}:${action}`,
  order: (relic: Relic, box: number) => `order:${relic}:${box}`,
  market: (row: OfferRow, slot: number) => `market:${row}:${slot}`,
  cell: (cell: number) => `cell:${cell}`,
  upgrade: (cell: number) => `upgrade:${cell}`,
  sell: (relic: Relic) => `sell:${relic}`,
};

export interface Legal {
  moves: Move[];
  texts: (string | null)[];
}

/** The dice a move places (none for moves that place no die). */
export function diceOf(move: Move): number[] {
  switch (move.type) {
    case 'useCard':
    case 'useGuide':
    case 'useCollections':
    case 'fillOrder':
      return [move.die];
    case 'dive':
      return [...move.dice].sort((a, b) => a - b);
    default:
      return [];
  }
}

/** Whether the multiset `part` is contained in the multiset `whole`. */
function within(part: readonly number[], whole: readonly number[]): boolean {
  const left = [...whole];
  for (const v of part) {
    const i = left.indexOf(v);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const sameDice = (a: readonly number[], b: readonly number[]) => a.length === b.length && within(a, b);

/** Where on the drawing a die-placing move is made. */
function placeOf(move: Move): string | null {
  switch (move.type) {
    case 'useCard':
      return targetName.action(move.cell, move.action);
    case 'useGuide':
      return targetName.guide;
    case 'useCollections':
      return targetName.collections;
    case 'fillOrder':
      return targetName.order(move.relic, move.box);
    case 'dive':
      return targetName.dive;
    default:
      return null;
  }
}

export function offerCard(view: View, row: OfferRow, slot: number): MarketCardView | null {
  if (row === 'D' || row === 'E') return view.market.piles[row].top;
  return (slot === 3 ? view.market.rows[row].top : view.market.rows[row].faceUp[slot]) ?? null;
}

/** The targets offered by `legal` (null: nothing to play) given what is already selected. */
export function boardTargets(view: View, legal: Legal | null, selection: Selection): Map<string, BoardTarget> {
  const out = new Map<string, BoardTarget>();
  if (!legal) return out;
  const play = (name: string, index: number, fallback: string) => out.set(name, { step: { kind: 'play', index }, label: legal.texts[index] ?? fallback });
  const dice = view.turn.dice;
  const picked = selection.dice.map((i) => dice[i]).filter((v): v is number => v !== undefined);

  legal.moves.forEach((move, index) => {
    switch (move.type) {
      case 'roll':
        return play(targetName.roll, index, t('roll'));
      case 'endTurn':
        return play(targetName.endTurn, index, t('endTurn'));
      case 'passBuy':
        return play(targetName.passBuy, index, t('passBuy'));
      case 'finishSale':
        return play(targetName.finishSale, index, t('finishSale'));
      case 'sellRelic':
        return play(targetName.sell(move.relic), index, t('sell', { relic: move.relic, name: relicWord(move.relic) }));
      case 'upgradeCard':
        return play(targetName.upgrade(move.cell), index, t('upgrade'));
      case 'buyCard': {
        // Once a card is chosen, only its places complete the purchase (click it again to choose another).
        const chosen = selection.offer;
        if (chosen) {
          if (chosen.row === move.row && chosen.slot === move.slot) play(targetName.cell(move.cell), index, t('putHere'));
        } else {
          const name = targetName.market(move.row, move.slot);
          if (!out.has(name)) {
            const card = offerCard(view, move.row, move.slot);
            const label = card ? t('choose', { card: cardName(card.name), cost: costWords(card.cost) }) : t('chooseThis');
            out.set(name, { step: { kind: 'select', selection: { dice: [], offer: { row: move.row, slot: move.slot } } }, label });
          }
        }
        return;
      }
      default: {
        const needed = diceOf(move);
        if (picked.length > 0 && sameDice(picked, needed)) {
          const place = placeOf(move);
          if (place) play(place, index, t('placeDice'));
        }
        // A die not yet picked up joins the selection if some move still uses all the picked dice with it.
        dice.forEach((value, i) => {
          if (selection.dice.includes(i)) return;
          const name = targetName.die(i);
          if (out.has(name) || !within([...picked, value], needed)) return;
          const label =
            picked.length === 0 ? t('pickUp', { value: String(value) }) : t('add', { value: String(value), picked: picked.join(t('and')), count: picked.length });
          out.set(name, { step: { kind: 'select', selection: { dice: [...selection.dice, i], offer: null } }, label });
        });
      }
    }
  });
  return out;
}

export function costWords(cost: { dollars: number; parchment: number }): string {
  const dollars = String(cost.dollars);
  return cost.parchment > 0 ? t('costParchment', { dollars, parchment: cost.parchment }) : t('cost', { dollars });
}

/** What clicking a selected element does: put it back (not a target: it plays nothing). */
export function deselectDie(selection: Selection, index: number): Selection {
  return { ...selection, dice: selection.dice.filter((i) => i !== index) };
}
