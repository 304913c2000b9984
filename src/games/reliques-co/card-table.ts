/**
 * Renders the designed card data as the Markdown tables of RULES.md, so the document cannot
 * drift from the code (a test compares them).
 */
import {
  DIVE_CARDS,
  FIND_NAMES,
  INITIAL_CARDS,
  KIND_NAMES,
  MARKET_CARDS,
  MUSEUMS,
  PILE_COPIES,
  RELIC_NAMES,
  type CardAction,
  type CardEffect,
  type CardSide,
  type DieCondition,
  type HeritageCard,
} from './data.js';

export function dieText(die: DieCondition): string {
  const faces = [...die];
  if (faces.length === 6) return 'any';
  if (faces.length === 1) return String(faces[0]);
  if (faces.length === 5) return `not ${[1, 2, 3, 4, 5, 6].find((f) => !faces.includes(f))}`;
  const contiguous = faces.every((f, i) => i === 0 || f === faces[i - 1]! + 1);
  if (contiguous && faces[faces.length - 1] === 6) return `${faces[0]}+`;
  if (contiguous && faces[0] === 1) return `1-${faces[faces.length - 1]}`;
  return faces.join('/');
}

function actionText(a: CardAction): string {
  const die = `[${dieText(a.die)}]`;
  switch (a.kind) {
    case 'expedition':
      return `${die} ${a.count} ${RELIC_NAMES[a.relic]}`;
    case 'buy':
      return `${die} Achetez (buy/upgrade)`;
    case 'dollars':
      return `${die} +${a.amount} $`;
    case 'dollarsPerNeighbour':
      return `${die} +${a.amount} $ per adjacent ${KIND_NAMES[a.neighbour]}`;
    case 'sell':
      return `${die} sell relics (Private Collections rate)`;
    case 'patronage':
      return `${die} pay ${a.price} $: +${a.reputation} rep`;
  }
}

function effectText(e: CardEffect): string {
  switch (e.kind) {
    case 'perNeighbour':
      return `+${e.reputation} rep per adjacent ${KIND_NAMES[e.neighbour]}`;
    case 'perFind':
      return `+${e.reputation} rep per ${FIND_NAMES[e.find]}`;
    case 'diveBonus':
      return `+${e.amount} to Dive totals`;
  }
}

function sideText(s: CardSide): string {
  const parts = [`${s.reputation} rep`];
  if (s.dice > 0) parts.push(`${s.dice} ${s.dice === 1 ? 'die' : 'dice'}`);
  for (const a of s.actions) parts.push(actionText(a));
  for (const e of s.effects) parts.push(effectText(e));
  return parts.join('; ');
}

function heritageRows(cards: readonly HeritageCard[], copies: (c: HeritageCard) => number): string[] {
  return cards.map((c) => {
    const cost = `${c.cost.dollars} $${c.cost.parchment ? ` + ${c.cost.parchment} Parchemin` : ''}`;
    return `| ${c.deck} | \`${c.id}\` | ${c.name} | ${KIND_NAMES[c.kind]} | ${copies(c)} | ${cost} | ${sideText(c.level1)} | ${sideText(c.level2)} |`;
  });
}

export function cardTableMarkdown(): string {
  const heritageHead = ['| Deck | Id | Name | Kind | Copies | Cost | Level 1 | Level 2 |', '|---|---|---|---|---|---|---|---|'];
  const lines = [
    '### Heritage cards',
    '',
    'Actions are written `[die condition] effect`; every action box takes one die per turn.',
    '',
    ...heritageHead,
    ...heritageRows(INITIAL_CARDS, () => 1),
    ...heritageRows(MARKET_CARDS, (c) => (c.deck === 'D' || c.deck === 'E' ? PILE_COPIES : 1)),
    '',
    'Initial cards: one set per player. 16 Initial + 12 A + 10 B + 8 C + 4 D + 4 E = 54 Heritage cards.',
    '',
    '### Museums (Common cards)',
    '',
    '| Museum | Sale bonus | Majority | 2-player orders | 3-4 player orders |',
    '|---|---|---|---|---|',
    ...MUSEUMS.map((m) => `| ${m.name} | +${m.saleBonus} $ | ${m.majority} rep | ${m.orders2p.join(', ')} | ${m.orders3p.join(', ')} |`),
    '',
    'The other Common cards: Guide (any die: +1 $) and Collections Privées (any die: sell relics).',
    '',
    '### Dive cards (P)',
    '',
    '| Value | Reputation | Find |',
    '|---|---|---|',
    ...DIVE_CARDS.map((d) => `| ${d.value} | ${d.reputation} | ${FIND_NAMES[d.find]} |`),
  ];
  return lines.join('\n');
}
