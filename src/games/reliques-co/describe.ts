import { count, eventData, genericEvent, listing, num, ordinal, seatName, str, type GameEvent, type SeatNames } from '../../engine/index.js';
import { KIND_NAMES, type CardAction, type Find, type Kind, type Relic } from './data.js';
import type { Move } from './moves.js';
import type { MarketCardView, View } from './view.js';

const RELIC_WORDS: Record<Relic, [string, string]> = {
  fossil: ['fossil', 'fossils'],
  parchment: ['parchment', 'parchments'],
  statuette: ['statuette', 'statuettes'],
  gem: ['gem', 'gems'],
};
const FIND_WORDS: Record<Find, string> = { pottery: 'Pottery', doubloon: 'a Doubloon', sunkenCity: 'the Sunken City' };

const relics = (relic: unknown, n: number) => {
  const [one, many] = RELIC_WORDS[relic as Relic] ?? [str(relic), str(relic)];
  return count(n, one, many);
};
const dollars = (n: number) => `$${n}`;
const diceWords = (dice: unknown) => listing((Array.isArray(dice) ? dice : []).map(String));

/** "the top row, 2nd place". */
function cellWords(cell: number): string {
  return `the ${cell < 4 ? 'top' : 'bottom'} row, ${ordinal((cell % 4) + 1)} place`;
}

function actionWords(action: CardAction | undefined): string {
  if (!action) return 'its action';
  switch (action.kind) {
    case 'expedition':
      return `find ${relics(action.relic, action.count)}`;
    case 'buy':
      return 'buy or upgrade a card';
    case 'dollars':
      return `gain ${dollars(action.amount)}`;
    case 'dollarsPerNeighbour':
      return `gain ${dollars(action.amount)} per neighbouring ${KIND_NAMES[action.neighbour as Kind] ?? action.neighbour}`;
    case 'sell':
      return 'sell relics to Private Collections';
    case 'patronage':
      return `pay ${dollars(action.price)} for ${action.reputation} reputation`;
  }
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

const cost = (c: { dollars: number; parchment: number }) => `${dollars(c.dollars)}${c.parchment > 0 ? ` and ${relics('parchment', c.parchment)}` : ''}`;

export function describeMove(move: Move, view: View): string {
  const me = view.viewer ?? view.turn.seat;
  switch (move.type) {
    case 'roll':
      return 'Roll your dice';
    case 'useCard': {
      const card = tableauCard(view, me, move.cell);
      const side = card ? (card.level === 2 ? card.level2 : card.level1) : null;
      const box = (side?.actions.length ?? 0) > 1 ? `, box ${move.action + 1}` : '';
      // Two copies of one card (a second Desert Expedition bought) are told apart by their place.
      const twin = card !== null && view.players.find((p) => p.seat === me)?.tableau.some((c, cell) => cell !== move.cell && c?.name === card.name);
      const where = card ? `${card.name}${twin ? ` (${cellWords(move.cell)})` : ''}` : `the card in ${cellWords(move.cell)}`;
      return `Place your ${move.die} on ${where}${box}: ${actionWords(side?.actions[move.action])}`;
    }
    case 'useGuide':
      return `Place your ${move.die} on the Guide: gain $1`;
    case 'useCollections':
      return `Place your ${move.die} on Private Collections and sell relics`;
    case 'fillOrder': {
      const order = view.museums.find((m) => m.relic === move.relic)?.orders[move.box];
      return `Place your ${move.die} on the ${RELIC_WORDS[move.relic][0]} museum: deliver ${relics(move.relic, order?.size ?? 0)} (order ${move.box + 1})`;
    }
    case 'dive': {
      const top = view.dive.top;
      return `Dive with your ${diceWords(move.dice)}${top ? ` for the Dive card ${top.value} (${FIND_WORDS[top.find]})` : ''}`;
    }
    case 'buyCard': {
      const card = marketCard(view, move.row, move.slot);
      const from =
        move.row === 'D' || move.row === 'E' ? `pile ${move.row}` : move.slot === 3 ? `the top of pile ${move.row}` : `row ${move.row} (${ordinal(move.slot + 1)} card)`;
      return `Buy ${card ? `${card.name} (${cost(card.cost)})` : 'a card'} from ${from} into ${cellWords(move.cell)}`;
    }
    case 'upgradeCard': {
      const card = tableauCard(view, me, move.cell);
      return `Upgrade ${card ? `${card.name} (${cost(card.cost)})` : `the card in ${cellWords(move.cell)}`} to level 2`;
    }
    case 'passBuy':
      return 'Buy nothing';
    case 'sellRelic':
      return `Sell a ${RELIC_WORDS[move.relic][0]}`;
    case 'finishSale':
      return 'Stop selling and collect the money';
    case 'endTurn':
      return 'End your turn';
  }
}

/** Where a die went, from the placement key the rules log (`card:<cell>:<action>`, `museum:<relic>`, ...). */
function placeWords(view: View, seat: number, key: string): string {
  const [what, a] = key.split(':');
  if (what === 'card') return tableauCard(view, seat, Number(a))?.name ?? 'a card';
  if (what === 'museum') return `the ${RELIC_WORDS[a as Relic]?.[0] ?? a} museum`;
  if (what === 'guide') return 'the Guide';
  if (what === 'collections') return 'Private Collections';
  if (what === 'dive') return 'the Dive';
  return key;
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames): string {
  const d = eventData(event);
  const seat = num(d.seat);
  const who = seatName(seat, names);
  switch (event.type) {
    case 'rolled':
      return `${who} rolled ${diceWords(d.dice)}.`;
    case 'diePlaced':
      return `${who} placed a ${diceWords(d.dice)} on ${placeWords(view, seat, str(d.action))}.`;
    case 'dollarsGained':
      return `${who} gained ${dollars(num(d.amount))} from ${str(d.source)}.`;
    case 'relicsGained':
      return `${who} found ${relics(d.relic, num(d.count))}.`;
    case 'patronage':
      return `${who} paid ${dollars(num(d.paid))} for ${num(d.reputation)} reputation.`;
    case 'orderFilled':
      return `${who} delivered ${relics(d.relic, num(d.count))} to the ${RELIC_WORDS[d.relic as Relic]?.[0] ?? str(d.relic)} museum for ${dollars(num(d.dollars))}.`;
    case 'dived':
      return `${who} dived with ${diceWords(d.dice)} and won the Dive card ${num(d.card)} (${FIND_WORDS[d.find as Find] ?? str(d.find)}).`;
    case 'cardBought':
      return `${who} bought ${str(d.name)} from ${d.row === 'D' || d.row === 'E' ? 'pile' : 'row'} ${str(d.row)}.`;
    case 'marketRefilled':
      if (num(d.slot) === 3) return `${str(d.name)} now tops pile ${str(d.row)} of the market.`;
      return `${str(d.name)} joined row ${str(d.row)} of the market${typeof d.pileTop === 'string' ? `; ${d.pileTop} now tops its pile` : ''}.`;
    case 'cardUpgraded':
      return `${who} upgraded ${str(d.name)} to level 2.`;
    case 'boughtNothing':
      return `${who} bought nothing.`;
    case 'relicsSold': {
      const sold = (d.sold ?? {}) as Record<string, number>;
      const parts = Object.entries(sold)
        .filter(([, n]) => n > 0)
        .map(([relic, n]) => relics(relic, n));
      return `${who} sold ${parts.length ? listing(parts) : 'nothing'} to Private Collections for ${dollars(num(d.dollars))}.`;
    }
    case 'turnEnded':
      return `${who} ended their turn.`;
    case 'finalRound':
      return `${who} reached ${num(d.reputation)} reputation: this is the final round.`;
    case 'gameOver': {
      const majority = Array.isArray(d.majorityReputation) ? (d.majorityReputation as number[]) : [];
      return `The game is over. Museum majorities: ${majority.map((n, s) => `${seatName(s, names)} +${n}`).join(', ')}.`;
    }
    default:
      return genericEvent(event, names);
  }
}
