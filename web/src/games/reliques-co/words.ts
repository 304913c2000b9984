import type { CardAction, CardEffect, Find, Relic } from '../../../../src/games/reliques-co/data.ts';
import { words } from '../../i18n.ts';
import { findName, kindName, relicPair } from './names.ts';

/** The board's words in the page's language; card and museum names come from names.ts. */

export const RELIC_ORDER: readonly Relic[] = ['fossil', 'parchment', 'statuette', 'gem'];

export function relicWord(relic: Relic, n = 1): string {
  const pair = relicPair(relic);
  return n === 1 ? pair[0] : pair[1];
}

export const relicTitle = (relic: Relic) => relicWord(relic).replace(/^./, (c) => c.toUpperCase());

/** One letter per relic, printed on its swatch so colour is never the only cue. */
export const RELIC_LETTER: Record<Relic, string> = { fossil: 'F', parchment: 'P', statuette: 'S', gem: 'G' };

/** A Dive card's find: "Pottery", "Poterie". */
export const findWord = (find: Find) => findName(find);

const KIND_BY_PRINTED: Record<string, string> = {
  Expédition: 'expedition',
  Bâtiment: 'building',
  Personnage: 'character',
  Transport: 'transport',
  Équipement: 'equipment',
};

/** The kind key ('expedition') of a card's printed kind ('Expédition'). */
export const kindKey = (printed: string) => KIND_BY_PRINTED[printed] ?? printed.toLowerCase();
export const kindWord = (key: string) => kindName(key);

const t = words({
  en: {
    any: 'any',
    not: 'not {face}',
    anyDie: 'any die',
    atLeast: 'a die of {face} or more',
    anyBut: 'any die but a {face}',
    between: 'a die from {low} to {high}',
    exactly: 'a die of {faces}',
    or: ' or ',
    expedition: '+{count} {relic}',
    buy: 'Buy or upgrade',
    dollars: '+${amount}',
    perNeighbour: '+${amount} per adjacent {kind}',
    sell: 'Sell relics',
    patronage: 'Pay ${price}: +{reputation} rep',
    repPerNeighbour: '+{reputation} rep per adjacent {kind}',
    repPerFind: '+{reputation} rep per {find}',
    diveBonus: '+{amount} to Dive totals',
  },
  fr: {
    any: 'tout',
    not: 'sauf {face}',
    anyDie: 'n’importe quel dé',
    atLeast: 'un dé de {face} ou plus',
    anyBut: 'tout dé sauf un {face}',
    between: 'un dé de {low} à {high}',
    exactly: 'un dé de {faces}',
    or: ' ou ',
    expedition: '+{count} {relic}',
    buy: 'Acheter ou améliorer',
    dollars: '+{amount}\u00a0$',
    perNeighbour: '+{amount}\u00a0$ par carte {kind} adjacente',
    sell: 'Vendre des Reliques',
    patronage: 'Payer {price}\u00a0$ : +{reputation} Rép.',
    repPerNeighbour: '+{reputation} Rép. par carte {kind} adjacente',
    repPerFind: '+{reputation} Rép. par {find}',
    diveBonus: '+{amount} au total de Plongée',
  },
});

/** The faces a die condition accepts, in short: "any", "4+", "1-3", "not 2", "5". */
export function dieCondition(faces: readonly number[]): string {
  const f = [...faces].sort((a, b) => a - b);
  if (f.length === 6) return t('any');
  if (f.length === 1) return String(f[0]);
  if (f.length === 5) return t('not', { face: String([1, 2, 3, 4, 5, 6].find((x) => !f.includes(x))) });
  const contiguous = f.every((x, i) => i === 0 || x === f[i - 1]! + 1);
  if (contiguous && f[f.length - 1] === 6) return `${f[0]}+`;
  if (contiguous) return `${f[0]}-${f[f.length - 1]}`;
  return f.join(',');
}

/** The words for a die condition, for screen readers. */
export function dieConditionWords(faces: readonly number[]): string {
  const f = [...faces].sort((a, b) => a - b);
  if (f.length === 6) return t('anyDie');
  if (f.length === 1) return t('exactly', { faces: String(f[0]) });
  if (f.length === 5) return t('anyBut', { face: String([1, 2, 3, 4, 5, 6].find((x) => !f.includes(x))) });
  const contiguous = f.every((x, i) => i === 0 || x === f[i - 1]! + 1);
  if (contiguous && f[f.length - 1] === 6) return t('atLeast', { face: String(f[0]) });
  if (contiguous) return t('between', { low: String(f[0]), high: String(f[f.length - 1]) });
  return t('exactly', { faces: f.join(t('or')) });
}

export function actionWords(action: CardAction): string {
  switch (action.kind) {
    case 'expedition':
      return t('expedition', { count: String(action.count), relic: relicWord(action.relic, action.count) });
    case 'buy':
      return t('buy');
    case 'dollars':
      return t('dollars', { amount: String(action.amount) });
    case 'dollarsPerNeighbour':
      return t('perNeighbour', { amount: String(action.amount), kind: kindWord(action.neighbour) });
    case 'sell':
      return t('sell');
    case 'patronage':
      return t('patronage', { price: String(action.price), reputation: String(action.reputation) });
  }
}

export function effectWords(effect: CardEffect): string {
  switch (effect.kind) {
    case 'perNeighbour':
      return t('repPerNeighbour', { reputation: String(effect.reputation), kind: kindWord(effect.neighbour) });
    case 'perFind':
      return t('repPerFind', { reputation: String(effect.reputation), find: findWord(effect.find) });
    case 'diveBonus':
      return t('diveBonus', { amount: String(effect.amount) });
  }
}

/** Private Collections' price for what was sold so far: $1 a relic, +$1 per type beyond the first (rulebook, Tom's example). */
export function salePrice(sold: Record<Relic, number>): number {
  const counts = RELIC_ORDER.map((r) => sold[r] ?? 0);
  const types = counts.filter((n) => n > 0).length;
  return counts.reduce((a, b) => a + b, 0) + Math.max(0, types - 1);
}
