import { defineMessages, eventData, genericEvent, listing, num, ordinal, seatName, str, type GameEvent, type Locale, type SeatNames } from '../../engine/index.js';
import type { CardAction, Find, Kind, Relic } from './data.js';
import type { Move } from './moves.js';
import { cardName, FIND_NAMES, KIND_WORDS, museumName, RELIC_WORDS } from './names.js';
import type { MarketCardView, View } from './view.js';

/**
 * Moves and events in words, in English and in French. Card names come from the view and the
 * events in French, as the rulebook prints them; English readers get their English names
 * (names.ts). French follows the rulebook's words: Reliques, Réputation, carte Plongée, Niveau 2,
 * rangée du haut / du bas, commande; move labels are infinitives, as on a French button.
 */
const words = defineMessages({
  en: {
    relics: '{n, plural, one {# {one}} other {# {many}}}',
    dollars: '${n}',
    cell: 'the {row, select, top {top} other {bottom}} row, {place} place',
    cardIn: 'the card in {cell}',
    cardNamed: '{name}',
    twin: '{card} ({cell})',
    box: ', box {n}',
    anyAction: 'its action',
    actExpedition: 'find {relics}',
    actBuy: 'buy or upgrade a card',
    actDollars: 'gain {dollars}',
    actPerNeighbour: 'gain {dollars} per neighbouring {kind}',
    actSell: 'sell relics to Private Collections',
    actPatronage: 'pay {dollars} for {reputation} reputation',
    cost: '{dollars}',
    costParchment: '{dollars} and {parchments}',
    findPottery: 'Pottery',
    findDoubloon: 'a Doubloon',
    findSunkenCity: 'the Sunken City',
    museum: 'the {relic} museum',
    guide: 'the Guide',
    collections: 'Private Collections',
    divePlace: 'the Dive',
    aCard: 'a card',
    // Moves.
    roll: 'Roll your dice',
    useCard: 'Place your {die} on {where}{box}: {action}',
    useGuide: 'Place your {die} on the Guide: gain $1',
    useCollections: 'Place your {die} on Private Collections and sell relics',
    fillOrder: 'Place your {die} on {museum}: deliver {relics} (order {box})',
    dive: 'Dive with your {dice}',
    diveFor: 'Dive with your {dice} for the Dive card {value} ({find})',
    fromPile: 'pile {row}',
    fromPileTop: 'the top of pile {row}',
    fromRow: 'row {row} ({place} card)',
    buyCard: 'Buy {card} from {from} into {cell}',
    buyUnknown: 'Buy a card from {from} into {cell}',
    cardWithCost: '{name} ({cost})',
    upgradeCard: 'Upgrade {card} to level 2',
    passBuy: 'Buy nothing',
    sellRelic: 'Sell a {relic}',
    finishSale: 'Stop selling and collect the money',
    endTurn: 'End your turn',
    // Events.
    rolled: '{who} rolled {dice}.',
    diePlaced: '{who} placed a {dice} on {place}.',
    dollarsGained: '{who} gained {dollars} from {source}.',
    relicsGained: '{who} found {relics}.',
    patronage: '{who} paid {dollars} for {reputation} reputation.',
    orderFilled: '{who} delivered {relics} to {museum} for {dollars}.',
    dived: '{who} dived with {dice} and won the Dive card {card} ({find}).',
    cardBought: '{who} bought {name} from {from, select, pile {pile} other {row}} {row}.',
    pileTopped: '{name} now tops pile {row} of the market.',
    rowJoined: '{name} joined row {row} of the market.',
    rowJoinedPileTopped: '{name} joined row {row} of the market; {top} now tops its pile.',
    cardUpgraded: '{who} upgraded {name} to level 2.',
    boughtNothing: '{who} bought nothing.',
    relicsSold: '{who} sold {sold} to Private Collections for {dollars}.',
    soldNothing: '{who} sold nothing to Private Collections for {dollars}.',
    turnEnded: '{who} ended their turn.',
    finalRound: '{who} reached {reputation} reputation: this is the final round.',
    gameOver: 'The game is over. Museum majorities: {majorities}.',
  },
  fr: {
    relics: '{n, plural, one {# {one}} other {# {many}}}',
    dollars: '{n}\u00a0$',
    cell: 'la rangée du {row, select, top {haut} other {bas}}, {n, selectordinal, one {#re} other {#e}} place',
    cardIn: 'la carte de {cell}',
    cardNamed: 'la carte {name}',
    twin: '{card} ({cell})',
    box: ', action {n}',
    anyAction: 'son action',
    actExpedition: 'trouver {relics}',
    actBuy: 'acheter ou améliorer une carte',
    actDollars: 'gagner {dollars}',
    actPerNeighbour: 'gagner {dollars} par carte {kind} adjacente',
    actSell: 'vendre des Reliques aux Collections Privées',
    actPatronage: 'payer {dollars} pour {reputation, plural, one {# point} other {# points}} de Réputation',
    cost: '{dollars}',
    costParchment: '{dollars} et {parchments}',
    findPottery: 'une Poterie',
    findDoubloon: 'un Doublon',
    findSunkenCity: 'la Cité Engloutie',
    museum: 'le {name}',
    guide: 'le Guide',
    collections: 'les Collections Privées',
    divePlace: 'la Plongée',
    aCard: 'une carte',
    roll: 'Lancer vos dés',
    useCard: 'Placer votre {die} sur {where}{box} : {action}',
    useGuide: 'Placer votre {die} sur le Guide : gagner 1\u00a0$',
    useCollections: 'Placer votre {die} sur les Collections Privées et vendre des Reliques',
    fillOrder: 'Placer votre {die} sur {museum} : honorer une commande de {relics} (case {box})',
    dive: 'Plonger avec {count, plural, one {votre} other {vos}} {dice}',
    diveFor: 'Plonger avec {count, plural, one {votre} other {vos}} {dice} pour la carte Plongée {value} ({find})',
    fromPile: 'de la pile {row}',
    fromPileTop: 'du haut de la pile {row}',
    fromRow: 'de la ligne {row} ({n, selectordinal, one {#re} other {#e}} carte)',
    buyCard: 'Acheter {card} {from} et la placer dans {cell}',
    buyUnknown: 'Acheter une carte {from} et la placer dans {cell}',
    cardWithCost: 'la carte {name} ({cost})',
    upgradeCard: 'Améliorer {card} au Niveau 2',
    passBuy: 'Ne rien acheter',
    sellRelic: 'Vendre {relic, select, statuette {une} gem {une} other {un}} {name}',
    finishSale: 'Arrêter de vendre et encaisser l’argent',
    endTurn: 'Terminer votre tour',
    rolled: '{who} a lancé {dice}.',
    diePlaced: '{who} a placé un {dice} sur {place}.',
    dollarsGained: '{who} a gagné {dollars} avec {source}.',
    relicsGained: '{who} a trouvé {relics}.',
    patronage: '{who} a payé {dollars} pour {reputation, plural, one {# point} other {# points}} de Réputation.',
    orderFilled: '{who} a vendu {relics} au {name} pour {dollars}.',
    dived: '{who} a plongé avec {dice} et remporté la carte Plongée {card} ({find}).',
    cardBought: '{who} a acheté la carte {name} {from, select, pile {de la pile} other {de la ligne}} {row}.',
    pileTopped: 'La carte {name} est désormais en haut de la pile {row} du marché.',
    rowJoined: 'La carte {name} rejoint la ligne {row} du marché.',
    rowJoinedPileTopped: 'La carte {name} rejoint la ligne {row} du marché ; la carte {top} est désormais en haut de sa pile.',
    cardUpgraded: '{who} a amélioré la carte {name} au Niveau 2.',
    boughtNothing: '{who} n’a rien acheté.',
    relicsSold: '{who} a vendu {sold} aux Collections Privées pour {dollars}.',
    soldNothing: '{who} n’a rien vendu aux Collections Privées ({dollars}).',
    turnEnded: '{who} a terminé son tour.',
    finalRound: '{who} a atteint {reputation, plural, one {# point} other {# points}} de Réputation : c’est le dernier tour.',
    gameOver: 'La partie est terminée. Majorités dans les Musées : {majorities}.',
  },
});

type T = ReturnType<typeof words>;

/** The words of one reader: their language's catalog and helpers for the pieces sentences share. */
function reader(locale: Locale = 'en') {
  const t: T = words(locale);
  const relicWord = (relic: unknown, n = 1): string => {
    const pair = RELIC_WORDS[locale][relic as Relic] ?? [str(relic), str(relic)];
    return n === 1 ? pair[0] : pair[1];
  };
  const relics = (relic: unknown, n: number) => {
    const pair = RELIC_WORDS[locale][relic as Relic] ?? [str(relic), str(relic)];
    return t('relics', { n, one: pair[0], many: pair[1] });
  };
  const dollars = (n: number) => t('dollars', { n: String(n) });
  const dice = (values: unknown) => listing((Array.isArray(values) ? values : []).map(String), locale);
  const find = (f: unknown) => {
    switch (f as Find) {
      case 'pottery':
        return t('findPottery');
      case 'doubloon':
        return t('findDoubloon');
      case 'sunkenCity':
        return t('findSunkenCity');
      default:
        return str(f);
    }
  };
  /** "the top row, 2nd place". */
  const cell = (c: number) => t('cell', { row: c < 4 ? 'top' : 'bottom', place: ordinal((c % 4) + 1), n: (c % 4) + 1 });
  /** A card by its (French) name, as a sentence names it: "Tavern", "la carte Taverne". */
  const card = (name: string) => t('cardNamed', { name: cardName(name, locale) });
  const cost = (c: { dollars: number; parchment: number }) =>
    c.parchment > 0 ? t('costParchment', { dollars: dollars(c.dollars), parchments: relics('parchment', c.parchment) }) : t('cost', { dollars: dollars(c.dollars) });
  /** "the fossil museum", "le Musée Fossiles". */
  const museum = (view: View, relic: unknown) => {
    const name = view.museums.find((m) => m.relic === relic)?.name ?? '';
    return t('museum', { relic: relicWord(relic), name: museumName(name, locale) });
  };
  const action = (a: CardAction | undefined): string => {
    if (!a) return t('anyAction');
    switch (a.kind) {
      case 'expedition':
        return t('actExpedition', { relics: relics(a.relic, a.count) });
      case 'buy':
        return t('actBuy');
      case 'dollars':
        return t('actDollars', { dollars: dollars(a.amount) });
      case 'dollarsPerNeighbour':
        return t('actPerNeighbour', { dollars: dollars(a.amount), kind: KIND_WORDS[locale][a.neighbour as Kind] ?? a.neighbour });
      case 'sell':
        return t('actSell');
      case 'patronage':
        return t('actPatronage', { dollars: dollars(a.price), reputation: a.reputation });
    }
  };
  return { t, relicWord, relics, dollars, dice, find, cell, card, cost, museum, action };
}

/** The card in one of a player's cells, as the public tableau shows it. */
function tableauCard(view: View, seat: number, cell: number) {
  return view.players.find((p) => p.seat === seat)?.tableau[cell] ?? null;
}

function marketCard(view: View, row: string, slot: number): MarketCardView | null {
  if (row === 'D' || row === 'E') return view.market.piles[row].top;
  const shown = view.market.rows[row as 'A' | 'B' | 'C'];
  // Slot 3 is the face-up top card of the row's pile.
  return (slot === 3 ? shown?.top : shown?.faceUp[slot]) ?? null;
}

export function describeMove(move: Move, view: View, _names?: SeatNames, locale: Locale = 'en'): string {
  const w = reader(locale);
  const { t } = w;
  const me = view.viewer ?? view.turn.seat;
  switch (move.type) {
    case 'roll':
      return t('roll');
    case 'useCard': {
      const card = tableauCard(view, me, move.cell);
      const side = card ? (card.level === 2 ? card.level2 : card.level1) : null;
      const box = (side?.actions.length ?? 0) > 1 ? t('box', { n: move.action + 1 }) : '';
      // Two copies of one card (a second Desert Expedition bought) are told apart by their place.
      const twin = card !== null && view.players.find((p) => p.seat === me)?.tableau.some((c, cell) => cell !== move.cell && c?.name === card.name);
      const where = card ? (twin ? t('twin', { card: w.card(card.name), cell: w.cell(move.cell) }) : w.card(card.name)) : t('cardIn', { cell: w.cell(move.cell) });
      return t('useCard', { die: move.die, where, box, action: w.action(side?.actions[move.action]) });
    }
    case 'useGuide':
      return t('useGuide', { die: move.die });
    case 'useCollections':
      return t('useCollections', { die: move.die });
    case 'fillOrder': {
      const order = view.museums.find((m) => m.relic === move.relic)?.orders[move.box];
      return t('fillOrder', { die: move.die, museum: w.museum(view, move.relic), relics: w.relics(move.relic, order?.size ?? 0), box: move.box + 1 });
    }
    case 'dive': {
      const top = view.dive.top;
      const dice = w.dice(move.dice);
      const count = move.dice.length;
      return top ? t('diveFor', { dice, count, value: top.value, find: w.find(top.find) }) : t('dive', { dice, count });
    }
    case 'buyCard': {
      const card = marketCard(view, move.row, move.slot);
      const from =
        move.row === 'D' || move.row === 'E'
          ? t('fromPile', { row: move.row })
          : move.slot === 3
            ? t('fromPileTop', { row: move.row })
            : t('fromRow', { row: move.row, place: ordinal(move.slot + 1), n: move.slot + 1 });
      const cell = w.cell(move.cell);
      return card ? t('buyCard', { card: t('cardWithCost', { name: cardName(card.name, locale), cost: w.cost(card.cost) }), from, cell }) : t('buyUnknown', { from, cell });
    }
    case 'upgradeCard': {
      const card = tableauCard(view, me, move.cell);
      if (!card) return t('upgradeCard', { card: t('cardIn', { cell: w.cell(move.cell) }) });
      const named = t('cardWithCost', { name: cardName(card.name, locale), cost: w.cost(card.cost) });
      // Two copies of one card (two Diving Suits from pile D) are told apart by their place.
      const twin = view.players.find((p) => p.seat === me)?.tableau.some((c, cell) => cell !== move.cell && c?.name === card.name);
      return t('upgradeCard', { card: twin ? t('twin', { card: named, cell: w.cell(move.cell) }) : named });
    }
    case 'passBuy':
      return t('passBuy');
    case 'sellRelic':
      return t('sellRelic', { relic: move.relic, name: w.relicWord(move.relic) });
    case 'finishSale':
      return t('finishSale');
    case 'endTurn':
      return t('endTurn');
  }
}

/** Where a die went, from the placement key the rules log (`card:<cell>:<action>`, `museum:<relic>`, ...). */
function placeWords(w: ReturnType<typeof reader>, view: View, seat: number, key: string): string {
  const [what, a] = key.split(':');
  if (what === 'card') {
    const card = tableauCard(view, seat, Number(a));
    return card ? w.card(card.name) : w.t('aCard');
  }
  if (what === 'museum') return w.museum(view, a);
  if (what === 'guide') return w.t('guide');
  if (what === 'collections') return w.t('collections');
  if (what === 'dive') return w.t('divePlace');
  return key;
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const w = reader(locale);
  const { t } = w;
  const d = eventData(event);
  const seat = num(d.seat);
  const who = seatName(seat, names, locale);
  switch (event.type) {
    case 'rolled':
      return t('rolled', { who, dice: w.dice(d.dice) });
    case 'diePlaced':
      return t('diePlaced', { who, dice: w.dice(d.dice), place: placeWords(w, view, seat, str(d.action)) });
    case 'dollarsGained': {
      // The source is a card's name as printed: the Guide, or one of the player's cards.
      const printed = str(d.source);
      const source = locale === 'en' ? cardName(printed, locale) : printed === 'Guide' ? t('guide') : w.card(printed);
      return t('dollarsGained', { who, dollars: w.dollars(num(d.amount)), source });
    }
    case 'relicsGained':
      return t('relicsGained', { who, relics: w.relics(d.relic, num(d.count)) });
    case 'patronage':
      return t('patronage', { who, dollars: w.dollars(num(d.paid)), reputation: num(d.reputation) });
    case 'orderFilled': {
      const name = museumName(view.museums.find((m) => m.relic === d.relic)?.name ?? '', locale);
      return t('orderFilled', { who, relics: w.relics(d.relic, num(d.count)), museum: w.museum(view, d.relic), name, dollars: w.dollars(num(d.dollars)) });
    }
    case 'dived':
      return t('dived', { who, dice: w.dice(d.dice), card: num(d.card), find: w.find(d.find) });
    case 'cardBought':
      return t('cardBought', { who, name: cardName(str(d.name), locale), from: d.row === 'D' || d.row === 'E' ? 'pile' : 'row', row: str(d.row) });
    case 'marketRefilled': {
      const name = cardName(str(d.name), locale);
      if (num(d.slot) === 3) return t('pileTopped', { name, row: str(d.row) });
      if (typeof d.pileTop === 'string') return t('rowJoinedPileTopped', { name, row: str(d.row), top: cardName(d.pileTop, locale) });
      return t('rowJoined', { name, row: str(d.row) });
    }
    case 'cardUpgraded':
      return t('cardUpgraded', { who, name: cardName(str(d.name), locale) });
    case 'boughtNothing':
      return t('boughtNothing', { who });
    case 'relicsSold': {
      const sold = (d.sold ?? {}) as Record<string, number>;
      const parts = Object.entries(sold)
        .filter(([, n]) => n > 0)
        .map(([relic, n]) => w.relics(relic, n));
      const dollars = w.dollars(num(d.dollars));
      return parts.length ? t('relicsSold', { who, sold: listing(parts, locale), dollars }) : t('soldNothing', { who, dollars });
    }
    case 'turnEnded':
      return t('turnEnded', { who });
    case 'finalRound':
      return t('finalRound', { who, reputation: num(d.reputation) });
    case 'gameOver': {
      const majority = Array.isArray(d.majorityReputation) ? (d.majorityReputation as number[]) : [];
      return t('gameOver', { majorities: majority.map((n, s) => `${seatName(s, names, locale)} +${n}`).join(', ') });
    }
    default:
      return genericEvent(event, names, locale);
  }
}
