import { RuleError, type ApplyOutcome, type GameEvent, type RngState } from '../../engine/index.js';
import {
  cardById,
  diveCard,
  END_REPUTATION,
  GUIDE,
  MUSEUM_DIE,
  museumOf,
  PRIVATE_COLLECTIONS,
  RELIC_NAMES,
  type CardAction,
  type HeritageCard,
  type MarketRow,
  type Relic,
} from './data.js';
import type { Move } from './moves.js';
import {
  canAfford,
  canPerform,
  cardActionAt,
  cardActionKey,
  COLLECTIONS_KEY,
  DIVE_KEY,
  diveTarget,
  findOffer,
  takeFromRow,
  GUIDE_KEY,
  isUsed,
  lastSeat,
  lookAtMarket,
  museumKey,
  museumOrders,
  salePrice,
  takeDice,
  totalRelics,
} from './rules.js';
import { museumMajorities } from './score.js';
import { rollDie } from './setup.js';
import type { OwnedCard, PlayerState, State, TurnState } from './state.js';
import { rules } from './versions.js';
import { diceCount, diveBonus, freeAdjacentCells, neighbourKindCount, relicCount, removeRelics, reputationOf } from './tableau.js';

function fail(code: string, message: string): never {
  throw new RuleError(code, message);
}

/** The working copy of one move: state and the acting player are shallow copies, safe to replace fields on. */
interface Ctx {
  state: State;
  seat: number;
  player: PlayerState;
  turn: TurnState;
  events: GameEvent[];
}

export function apply(state: State, seat: number, move: Move): ApplyOutcome<State> {
  if (state.over) fail('game-over', 'The game is over.');
  if (seat !== state.turn.seat) fail('not-your-turn', `It is seat ${state.turn.seat}'s turn.`);
  const ctx: Ctx = {
    state: { ...state },
    seat,
    player: { ...state.players[seat]! },
    turn: { ...state.turn },
    events: [],
  };
  dispatch(ctx, move);
  ctx.player.reputation = reputationOf(ctx.player);
  const players = [...state.players];
  players[seat] = ctx.player;
  ctx.state.players = players;
  ctx.state.turn = ctx.turn;
  if (!ctx.state.finalRound && ctx.player.reputation >= END_REPUTATION) {
    ctx.state.finalRound = true;
    ctx.events.push({ type: 'finalRound', audience: 'all', data: { seat, reputation: ctx.player.reputation } });
  }
  if (move.type === 'endTurn') passTurn(ctx);
  return { state: ctx.state, events: ctx.events };
}

function dispatch(ctx: Ctx, move: Move): void {
  const { turn } = ctx;
  if (turn.phase === 'roll') {
    if (move.type !== 'roll') fail('roll-first', 'Start your turn by rolling your dice.');
    return roll(ctx);
  }
  if (move.type === 'roll') fail('already-rolled', 'You have already rolled this turn.');
  const prompt = turn.prompt;
  if (prompt?.kind === 'buy' && !['buyCard', 'upgradeCard', 'passBuy'].includes(move.type)) {
    fail('buy-pending', 'Finish the Buy action first: buy a card, upgrade one, or pass.');
  }
  if (prompt?.kind === 'sale' && !['sellRelic', 'finishSale'].includes(move.type)) {
    fail('sale-pending', 'Finish the sale first: sell relics or finish the sale.');
  }
  switch (move.type) {
    case 'useCard':
      return useCard(ctx, move.die, move.cell, move.action);
    case 'useGuide':
      placeDie(ctx, GUIDE_KEY, move.die, GUIDE.die, GUIDE.name);
      gainDollars(ctx, GUIDE.dollars, GUIDE.name);
      return;
    case 'useCollections':
      if (totalRelics(ctx.player) === 0) fail('no-relics', 'You have no relic to sell.');
      placeDie(ctx, COLLECTIONS_KEY, move.die, PRIVATE_COLLECTIONS.die, PRIVATE_COLLECTIONS.name);
      ctx.turn.prompt = { kind: 'sale', sold: { fossil: 0, parchment: 0, statuette: 0, gem: 0 } };
      return;
    case 'fillOrder':
      return fillOrder(ctx, move.die, move.relic, move.box);
    case 'dive':
      return dive(ctx, move.dice);
    case 'buyCard':
      if (prompt?.kind !== 'buy') fail('no-buy-action', 'Place a die on a Buy action first.');
      return buyCard(ctx, move.row, move.slot, move.cell);
    case 'upgradeCard':
      if (prompt?.kind !== 'buy') fail('no-buy-action', 'Place a die on a Buy action first.');
      return upgradeCard(ctx, move.cell);
    case 'passBuy':
      if (prompt?.kind !== 'buy') fail('no-buy-action', 'There is no Buy action to pass.');
      ctx.turn.prompt = null;
      ctx.events.push({ type: 'boughtNothing', audience: 'all', data: { seat: ctx.seat } });
      return;
    case 'sellRelic':
      if (prompt?.kind !== 'sale') fail('no-sale', 'Place a die on a sale action first.');
      return sellRelic(ctx, move.relic);
    case 'finishSale':
      if (prompt?.kind !== 'sale') fail('no-sale', 'There is no sale to finish.');
      return finishSale(ctx);
    case 'endTurn':
      return;
  }
}

function roll(ctx: Ctx): void {
  const rng = [...ctx.state.rng] as RngState;
  const dice = Array.from({ length: diceCount(ctx.player) }, () => rollDie(rng)).sort((a, b) => a - b);
  ctx.state.rng = rng;
  ctx.turn.phase = 'place';
  ctx.turn.dice = dice;
  ctx.events.push({ type: 'rolled', audience: 'all', data: { seat: ctx.seat, dice } });
}

/** Puts one die on an action box: it must be unplaced, fit the condition, and the box be free. */
function placeDie(ctx: Ctx, key: string, die: number, condition: readonly number[], label: string): void {
  if (isUsed(ctx.turn, key)) fail('action-taken', `${label}: this action already holds a die this turn.`);
  if (!condition.includes(die)) fail('die-condition', `${label}: a ${die} does not meet this action's condition.`);
  const left = takeDice(ctx.turn.dice, [die]);
  if (left === null) fail('no-such-die', `You have no unplaced die showing ${die}.`);
  ctx.turn.dice = left as number[];
  ctx.turn.placements = [...ctx.turn.placements, { key, dice: [die] }];
  ctx.events.push({ type: 'diePlaced', audience: 'all', data: { seat: ctx.seat, action: key, dice: [die] } });
}

function gainDollars(ctx: Ctx, amount: number, source: string): void {
  ctx.player.dollars += amount;
  ctx.events.push({ type: 'dollarsGained', audience: 'all', data: { seat: ctx.seat, amount, source } });
}

function setCard(ctx: Ctx, cell: number, owned: OwnedCard | null): void {
  const tableau = [...ctx.player.tableau];
  tableau[cell] = owned;
  ctx.player.tableau = tableau;
}

function useCard(ctx: Ctx, die: number, cell: number, index: number): void {
  const owned = ctx.player.tableau[cell];
  if (!owned) fail('no-card', `You have no card in cell ${cell}.`);
  const card = cardById((owned as OwnedCard).id);
  const action = cardActionAt(ctx.player, cell, index);
  if (!action) fail('no-action', `${card.name} has no action ${index} on its visible side.`);
  const act = action as CardAction;
  if (!canPerform(ctx.state, ctx.player, act)) fail('cannot-perform', cannotPerformMessage(act, card));
  placeDie(ctx, cardActionKey(cell, index), die, act.die, card.name);
  switch (act.kind) {
    case 'expedition': {
      const current = ctx.player.tableau[cell] as OwnedCard;
      setCard(ctx, cell, { ...current, cubes: current.cubes + act.count });
      ctx.player.ledger = { ...ctx.player.ledger, gained: ctx.player.ledger.gained + act.count };
      ctx.events.push({ type: 'relicsGained', audience: 'all', data: { seat: ctx.seat, relic: act.relic, count: act.count, cell } });
      return;
    }
    case 'buy':
      ctx.turn.prompt = { kind: 'buy' };
      ctx.state.market = lookAtMarket(ctx.state.market, ctx.seat);
      return;
    case 'dollars':
      return gainDollars(ctx, act.amount, card.name);
    case 'dollarsPerNeighbour':
      return gainDollars(ctx, act.amount * neighbourKindCount(ctx.player.tableau, cell, act.neighbour), card.name);
    case 'sell':
      ctx.turn.prompt = { kind: 'sale', sold: { fossil: 0, parchment: 0, statuette: 0, gem: 0 } };
      return;
    case 'patronage':
      ctx.player.dollars -= act.price;
      ctx.player.bonusReputation += act.reputation;
      ctx.events.push({ type: 'patronage', audience: 'all', data: { seat: ctx.seat, paid: act.price, reputation: act.reputation } });
      return;
  }
}

function cannotPerformMessage(action: CardAction, card: HeritageCard): string {
  switch (action.kind) {
    case 'buy':
      return `${card.name}: you can neither afford a market card (with a free adjacent cell) nor an upgrade.`;
    case 'sell':
      return `${card.name}: you have no relic to sell.`;
    case 'patronage':
      return `${card.name}: you need ${action.price} dollars.`;
    default:
      return `${card.name}: this action cannot be performed.`;
  }
}

function fillOrder(ctx: Ctx, die: number, relic: Relic, box: number): void {
  const museum = museumOf(relic);
  const boxes = ctx.state.museums[relic];
  if (box >= boxes.length) fail('no-such-order', `${museum.name} has no order box ${box} at this player count.`);
  if (boxes[box] !== null) fail('order-taken', `${museum.name}: order box ${box} is already filled.`);
  const size = museumOrders(ctx.state, relic)[box] as number;
  if (relicCount(ctx.player, relic) < size) {
    fail('not-enough-relics', `${museum.name}: this order takes exactly ${size} ${RELIC_NAMES[relic]} and you hold fewer.`);
  }
  placeDie(ctx, museumKey(relic), die, MUSEUM_DIE, museum.name);
  const owners = [...boxes];
  owners[box] = ctx.seat;
  ctx.state.museums = { ...ctx.state.museums, [relic]: owners };
  ctx.player.tableau = removeRelics(ctx.player.tableau, relic, size);
  ctx.player.ledger = { ...ctx.player.ledger, sold: ctx.player.ledger.sold + size };
  const earned = size + museum.saleBonus;
  ctx.player.dollars += earned;
  ctx.events.push({ type: 'orderFilled', audience: 'all', data: { seat: ctx.seat, relic, box, count: size, dollars: earned } });
}

function dive(ctx: Ctx, dice: readonly number[]): void {
  if (ctx.turn.dived || isUsed(ctx.turn, DIVE_KEY)) fail('one-dive-per-turn', 'You may win at most one Dive card per turn.');
  const target = diveTarget(ctx.state);
  if (target === null) fail('no-dive-card', 'No Dive card is left.');
  const left = takeDice(ctx.turn.dice, dice);
  if (left === null) fail('no-such-die', 'Dive with your own unplaced dice.');
  const total = dice.reduce((a, b) => a + b, 0) + diveBonus(ctx.player);
  if (total < (target as number)) fail('dive-too-low', `The dice total ${total} does not reach the Dive card ${target}.`);
  ctx.turn.dice = left as number[];
  ctx.turn.placements = [...ctx.turn.placements, { key: DIVE_KEY, dice: [...dice] }];
  ctx.turn.dived = true;
  ctx.state.dive = ctx.state.dive.slice(1);
  ctx.player.dives = [...ctx.player.dives, target as number];
  const card = diveCard(target as number);
  ctx.events.push({ type: 'dived', audience: 'all', data: { seat: ctx.seat, dice: [...dice], card: card.value, find: card.find } });
}

function payCost(ctx: Ctx, card: HeritageCard): void {
  ctx.player.dollars -= card.cost.dollars;
  if (card.cost.parchment > 0) {
    // "le joueur doit retirer un cube d'une carte Expédition Désert": only Desert Expeditions hold Parchments.
    ctx.player.tableau = removeRelics(ctx.player.tableau, 'parchment', card.cost.parchment);
    ctx.player.ledger = { ...ctx.player.ledger, paid: ctx.player.ledger.paid + card.cost.parchment };
  }
}

function buyCard(ctx: Ctx, row: 'A' | 'B' | 'C' | 'D' | 'E', slot: number, cell: number): void {
  const offer = findOffer(ctx.state, row, slot);
  if (!offer) fail('no-such-offer', `There is no card to buy at ${row}${slot}.`);
  const card = cardById(offer!.id);
  if (!canAfford(ctx.player, card)) fail('cannot-afford', `${card.name} costs ${card.cost.dollars} dollars${card.cost.parchment ? ' and a Parchment' : ''}.`);
  if (!freeAdjacentCells(ctx.player.tableau).includes(cell)) {
    fail('bad-cell', 'Place a new card in a free cell of your two rows of 4, sharing an edge with one of your cards.');
  }
  payCost(ctx, card);
  setCard(ctx, cell, { id: card.id, level: 1, cubes: 0 });
  const market = ctx.state.market;
  let refill: { slot: number; name: string; pileTop: string | null } | null = null;
  if (row === 'D' || row === 'E') {
    ctx.state.market = { ...market, stacks: { ...market.stacks, [row]: market.stacks[row].slice(1) } };
  } else {
    const taken = takeFromRow(market, row, slot);
    ctx.state.market = taken.market;
    if (taken.refilledWith !== null) {
      // Face-up cards are named by their level 1 side only: an id would name the hidden level 2 side.
      const nameOf = (id: string | null) => (id === null ? null : cardById(id).name);
      refill = { slot, name: cardById(taken.refilledWith).name, pileTop: nameOf(taken.pileTop) };
      // Rules version 1 had no face-up pile top to name.
      if (!rules().pileTopOnOffer) delete (refill as { pileTop?: string | null }).pileTop;
    }
  }
  ctx.turn.prompt = null;
  ctx.events.push({ type: 'cardBought', audience: 'all', data: { seat: ctx.seat, card: card.id, name: card.name, row, slot, cell } });
  if (refill !== null) ctx.events.push({ type: 'marketRefilled', audience: 'all', data: { row, ...refill } });
}

function upgradeCard(ctx: Ctx, cell: number): void {
  const owned = ctx.player.tableau[cell];
  if (!owned) fail('no-card', `You have no card in cell ${cell}.`);
  const card = cardById((owned as OwnedCard).id);
  if ((owned as OwnedCard).level === 2) fail('already-level-2', `${card.name} is already at level 2.`);
  if (!canAfford(ctx.player, card)) fail('cannot-afford', `Upgrading ${card.name} costs ${card.cost.dollars} dollars${card.cost.parchment ? ' and a Parchment' : ''}.`);
  payCost(ctx, card);
  // "Si des dés ou des cubes sont présents sur la carte, ils y restent."
  const current = ctx.player.tableau[cell] as OwnedCard;
  setCard(ctx, cell, { ...current, level: 2 });
  ctx.turn.prompt = null;
  ctx.events.push({ type: 'cardUpgraded', audience: 'all', data: { seat: ctx.seat, card: card.id, name: card.name, cell } });
}

function sellRelic(ctx: Ctx, relic: Relic): void {
  if (relicCount(ctx.player, relic) === 0) fail('no-relics', `You have no ${RELIC_NAMES[relic]} left to sell.`);
  const prompt = ctx.turn.prompt as { kind: 'sale'; sold: Record<Relic, number> };
  ctx.turn.prompt = { kind: 'sale', sold: { ...prompt.sold, [relic]: prompt.sold[relic] + 1 } };
  ctx.player.tableau = removeRelics(ctx.player.tableau, relic, 1);
  ctx.player.ledger = { ...ctx.player.ledger, sold: ctx.player.ledger.sold + 1 };
}

function finishSale(ctx: Ctx): void {
  const prompt = ctx.turn.prompt as { kind: 'sale'; sold: Record<Relic, number> };
  const earned = salePrice(prompt.sold);
  ctx.player.dollars += earned;
  ctx.turn.prompt = null;
  ctx.events.push({ type: 'relicsSold', audience: 'all', data: { seat: ctx.seat, sold: prompt.sold, dollars: earned } });
}

function passTurn(ctx: Ctx): void {
  const state = ctx.state;
  const seat = ctx.seat;
  ctx.events.push({ type: 'turnEnded', audience: 'all', data: { seat } });
  if (state.finalRound && seat === lastSeat(state)) {
    state.over = true;
    state.majorityReputation = museumMajorities(state);
    state.turn = { seat, phase: 'place', dice: [], placements: [], prompt: null, dived: false };
    ctx.events.push({ type: 'gameOver', audience: 'all', data: { majorityReputation: state.majorityReputation } });
    return;
  }
  const next = (seat + 1) % state.players.length;
  if (next === state.firstPlayer) state.round += 1;
  state.turn = { seat: next, phase: 'roll', dice: [], placements: [], prompt: null, dived: false };
}
