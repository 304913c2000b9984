import type { CardAction, CardEffect, Find, Relic } from '../../../../src/games/reliques-co/data.ts';

/** The board speaks English; card and museum names stay as the engine prints them. */

export const RELIC_ORDER: readonly Relic[] = ['fossil', 'parchment', 'statuette', 'gem'];

const RELIC_WORDS: Record<Relic, [string, string]> = {
  fossil: ['fossil', 'fossils'],
  parchment: ['parchment', 'parchments'],
  statuette: ['statuette', 'statuettes'],
  gem: ['gem', 'gems'],
};

export function relicWord(relic: Relic, n = 1): string {
  const words = RELIC_WORDS[relic] ?? [relic, relic];
  return n === 1 ? words[0] : words[1];
}

export const relicTitle = (relic: Relic) => relicWord(relic).replace(/^./, (c) => c.toUpperCase());

/** One letter per relic, printed on its swatch so colour is never the only cue. */
export const RELIC_LETTER: Record<Relic, string> = { fossil: 'F', parchment: 'P', statuette: 'S', gem: 'G' };

export const FIND_WORDS: Record<Find, string> = { pottery: 'Pottery', doubloon: 'Doubloon', sunkenCity: 'Sunken City' };

/** The engine names kinds in French (as printed); the effects name them by key. */
const KIND_BY_KEY: Record<string, string> = {
  expedition: 'Expedition',
  building: 'Building',
  character: 'Character',
  transport: 'Transport',
  equipment: 'Equipment',
};
const KIND_BY_PRINTED: Record<string, string> = {
  Expédition: 'expedition',
  Bâtiment: 'building',
  Personnage: 'character',
  Transport: 'transport',
  Équipement: 'equipment',
};

/** The kind key ('expedition') of a card's printed kind ('Expédition'). */
export const kindKey = (printed: string) => KIND_BY_PRINTED[printed] ?? printed.toLowerCase();
export const kindWord = (key: string) => KIND_BY_KEY[key] ?? key;

/** The faces a die condition accepts, in short: "any", "4+", "1-3", "not 2", "5". */
export function dieCondition(faces: readonly number[]): string {
  const f = [...faces].sort((a, b) => a - b);
  if (f.length === 6) return 'any';
  if (f.length === 1) return String(f[0]);
  if (f.length === 5) return `not ${[1, 2, 3, 4, 5, 6].find((x) => !f.includes(x))}`;
  const contiguous = f.every((x, i) => i === 0 || x === f[i - 1]! + 1);
  if (contiguous && f[f.length - 1] === 6) return `${f[0]}+`;
  if (contiguous) return `${f[0]}-${f[f.length - 1]}`;
  return f.join(',');
}

/** The words for a die condition, for screen readers. */
export function dieConditionWords(faces: readonly number[]): string {
  const short = dieCondition(faces);
  if (short === 'any') return 'any die';
  if (short.endsWith('+')) return `a die of ${short.slice(0, -1)} or more`;
  if (short.startsWith('not ')) return `any die but a ${short.slice(4)}`;
  if (short.includes('-')) return `a die from ${short.replace('-', ' to ')}`;
  return `a die of ${short.replaceAll(',', ' or ')}`;
}

export function actionWords(action: CardAction): string {
  switch (action.kind) {
    case 'expedition':
      return `+${action.count} ${relicWord(action.relic, action.count)}`;
    case 'buy':
      return 'Buy or upgrade';
    case 'dollars':
      return `+$${action.amount}`;
    case 'dollarsPerNeighbour':
      return `+$${action.amount} per adjacent ${kindWord(action.neighbour)}`;
    case 'sell':
      return 'Sell relics';
    case 'patronage':
      return `Pay $${action.price}: +${action.reputation} rep`;
  }
}

export function effectWords(effect: CardEffect): string {
  switch (effect.kind) {
    case 'perNeighbour':
      return `+${effect.reputation} rep per adjacent ${kindWord(effect.neighbour)}`;
    case 'perFind':
      return `+${effect.reputation} rep per ${FIND_WORDS[effect.find]}`;
    case 'diveBonus':
      return `+${effect.amount} to Dive totals`;
  }
}

/** Private Collections' price for what was sold so far: $1 a relic, +$1 per type beyond the first (rulebook, Tom's example). */
export function salePrice(sold: Record<Relic, number>): number {
  const counts = RELIC_ORDER.map((r) => sold[r] ?? 0);
  const types = counts.filter((n) => n > 0).length;
  return counts.reduce((a, b) => a + b, 0) + Math.max(0, types - 1);
}
