import { RuleError, type GameEvent, type Seat } from '../../engine/index.js';
import { COLOURS, DIRECTIONS, START_TILE, TELEPORT_EXIT_OF, TILES } from './data.js';
import { rules } from './versions.js';
import { boardCounters, colourIndex, exitsOf, hasInArrow, neighbour, otherWhiteArrow, sumCounters, tileIndexAt } from './board.js';
import { finishGame } from './score.js';
import type { Move, SwapMove } from './moves.js';
import type { State } from './state.js';

type Outcome = { state: State; events: GameEvent[] };

/** Seats (other than `seat`) whose looters share `seat`'s tile and hold at least one counter. */
function swapPartners(state: State, seat: Seat): Seat[] {
  const at = state.seats[seat]!.at;
  const partners: Seat[] = [];
  state.seats.forEach((p, s) => {
    if (s !== seat && p.at === at && sumCounters(p.counters) > 0) partners.push(s);
  });
  return partners;
}

/** Every swap `seat` could make now (same-colour swaps change nothing and are not offered). */
function legalSwaps(state: State, seat: Seat): SwapMove[] {
  const mine = state.seats[seat]!.counters;
  const swaps: SwapMove[] = [];
  for (const other of swapPartners(state, seat)) {
    const theirs = state.seats[other]!.counters;
    for (let g = 0; g < COLOURS.length; g++) {
      if (mine[g]! === 0) continue;
      for (let r = 0; r < COLOURS.length; r++) {
        if (r !== g && theirs[r]! > 0) swaps.push({ type: 'swap', give: COLOURS[g]!, with: other, receive: COLOURS[r]! });
      }
    }
  }
  return swaps;
}

export function legalLootMoves(state: State, seat: Seat): Move[] {
  const me = state.seats[seat]!;
  const here = state.board[me.at!]!;
  switch (state.step) {
    case 'move':
      return exitsOf(here).map((d) => ({ type: 'move', direction: DIRECTIONS[d]! }));
    case 'take': {
      const moves: Move[] = [];
      for (let c = 0; c < COLOURS.length; c++) if (here.counters[c]! > 0) moves.push({ type: 'take', colour: COLOURS[c]! });
      moves.push({ type: 'take-nothing' });
      return moves;
    }
    case 'swap':
      return [...legalSwaps(state, seat), { type: 'no-swap' }];
  }
}

function wrongStep(state: State, move: Move): RuleError {
  const expected = { move: 'move your looter', take: 'take a counter or nothing', swap: 'swap a counter or not' }[state.step];
  return new RuleError('wrong-step', `Not now: you must ${expected}, not "${move.type}".`);
}

/**
 * "Move your looter one tile by following any arrow leaving the tile. If this would put your
 * looter off the board or there is no equivalent arrow entering the next tile, then your looter
 * has exited the ruins and moves back to the START tile."
 */
export function applyLooterMove(state: State, seat: Seat, move: Extract<Move, { type: 'move' }>): Outcome {
  if (state.step !== 'move') throw wrongStep(state, move);
  const me = state.seats[seat]!;
  const fromIndex = me.at!;
  const from = state.board[fromIndex]!;
  const dir = DIRECTIONS.indexOf(move.direction);
  if (!exitsOf(from).includes(dir)) {
    throw new RuleError(
      'no-out-arrow',
      from.gate !== null
        ? `Looters must leave a Gate via the direction of its exit arrow counter (${DIRECTIONS[from.gate]}).`
        : `Your tile has no arrow leaving towards ${move.direction}.`,
    );
  }
  let board = state.board;
  if (from.gate !== null) {
    // "After a looter leaves this tile, move the exit arrow counter to the other white arrow."
    board = board.slice();
    board[fromIndex] = { ...from, gate: otherWhiteArrow(from) };
  }
  const [nx, ny] = neighbour(from.x, from.y, dir);
  const entered = tileIndexAt(board, nx, ny);
  let at: number;
  let how: 'entered' | 'exited' | 'teleported' | 'teleported-to-start';
  if (entered < 0 || !hasInArrow(board[entered]!, (dir + 2) % 4)) {
    at = 0;
    how = 'exited';
  } else {
    at = entered;
    how = 'entered';
    const kind = TILES[board[entered]!.tile]!.kind;
    if (kind === 'teleport-to-start') {
      at = 0;
      how = 'teleported-to-start';
    } else if (kind === 'teleport-entrance') {
      const exit = board.findIndex((p) => p.tile === TELEPORT_EXIT_OF[board[entered]!.tile]);
      if (exit >= 0) {
        at = exit;
        how = 'teleported';
      }
    }
  }
  const seats = state.seats.slice();
  seats[seat] = { ...me, at };
  const dest = board[at]!;
  const events: GameEvent[] = [
    {
      type: 'looter-moved',
      audience: 'all',
      data: { seat, direction: move.direction, from: { x: from.x, y: from.y }, to: { x: dest.x, y: dest.y }, how },
    },
  ];
  const next: State = { ...state, board, seats, tookThisTurn: false };
  if (at !== START_TILE && sumCounters(dest.counters) > 0) {
    next.step = 'take';
    return { state: next, events };
  }
  return afterTake(next, seat, events);
}

/** "You may take one resource counter from the tile you enter." */
export function applyTake(state: State, seat: Seat, move: Extract<Move, { type: 'take' | 'take-nothing' }>): Outcome {
  if (state.step !== 'take') throw wrongStep(state, move);
  if (move.type === 'take-nothing') {
    return afterTake(state, seat, [{ type: 'took-nothing', audience: 'all', data: { seat } }]);
  }
  const me = state.seats[seat]!;
  const here = state.board[me.at!]!;
  const c = colourIndex(move.colour);
  if (here.counters[c]! === 0) throw new RuleError('no-such-counter', `There is no ${move.colour} counter on your tile.`);
  const tileCounters = here.counters.slice();
  tileCounters[c]!--;
  const myCounters = me.counters.slice();
  myCounters[c]!++;
  const board = state.board.slice();
  board[me.at!] = { ...here, counters: tileCounters };
  const seats = state.seats.slice();
  seats[seat] = { ...me, counters: myCounters };
  const next: State = { ...state, board, seats, tookThisTurn: true };
  return afterTake(next, seat, [{ type: 'counter-taken', audience: 'all', data: { seat, colour: move.colour, x: here.x, y: here.y } }]);
}

/** Variant: "you may swap one of your resource counters with one resource counter of your choice from one other player." */
export function applySwap(state: State, seat: Seat, move: Extract<Move, { type: 'swap' | 'no-swap' }>): Outcome {
  if (state.step !== 'swap') throw wrongStep(state, move);
  if (move.type === 'no-swap') return endTurn(state, seat, [{ type: 'no-swap', audience: 'all', data: { seat } }]);
  if (!swapPartners(state, seat).includes(move.with)) {
    throw new RuleError('not-on-your-tile', `Seat ${move.with} has no looter with counters on your tile.`);
  }
  const g = colourIndex(move.give);
  const r = colourIndex(move.receive);
  const mine = state.seats[seat]!.counters.slice();
  const theirs = state.seats[move.with]!.counters.slice();
  if (g === r) throw new RuleError('same-colour-swap', 'Swapping two counters of the same colour changes nothing.');
  if (mine[g]! === 0) throw new RuleError('no-such-counter', `You have no ${move.give} counter to give.`);
  if (theirs[r]! === 0) throw new RuleError('no-such-counter', `Seat ${move.with} has no ${move.receive} counter.`);
  mine[g]!--;
  mine[r]!++;
  theirs[r]!--;
  theirs[g]!++;
  const seats = state.seats.slice();
  seats[seat] = { ...seats[seat]!, counters: mine };
  seats[move.with] = { ...seats[move.with]!, counters: theirs };
  return endTurn({ ...state, seats }, seat, [{ type: 'swapped', audience: 'all', data: { seat, ...move } }]);
}

function afterTake(state: State, seat: Seat, events: GameEvent[]): Outcome {
  if (state.options.noHonorAmongThieves && legalSwaps(state, seat).length > 0) {
    return { state: { ...state, step: 'swap' }, events };
  }
  return endTurn(state, seat, events);
}

/**
 * The game ends "when all the resource counters have been removed -or- when an entire looting
 * turn passes without a player taking a resource counter". A looting turn of the table (a round) runs
 * from the first looter to the seat before it; `turnsWithoutTake` counts the turns of the current
 * round, from its start, while nobody has taken (0 once somebody took), so it reaches `players`
 * only when a whole round went by without a take.
 */
function endTurn(state: State, seat: Seat, events: GameEvent[]): Outcome {
  if (rules().lootingEnd === 'in-a-row') return endTurnInARow(state, seat, events);
  const positionInRound = (seat - state.firstLooter + state.players) % state.players;
  const noTakeYet = state.turnsWithoutTake === positionInRound;
  const turnsWithoutTake = !state.tookThisTurn && noTakeYet ? positionInRound + 1 : 0;
  const next: State = { ...state, turnsWithoutTake, tookThisTurn: false, step: 'move' };
  if (boardCounters(next.board) === 0 || turnsWithoutTake >= next.players) return finishGame(next, events);
  next.turn = (seat + 1) % next.players;
  if (next.turn === next.firstLooter) next.turnsWithoutTake = 0;
  return { state: next, events };
}

/** Rules version 1: the game ended after any `players` turns in a row without a take (`turnsWithoutTake` counted them). */
function endTurnInARow(state: State, seat: Seat, events: GameEvent[]): Outcome {
  const turnsWithoutTake = state.tookThisTurn ? 0 : state.turnsWithoutTake + 1;
  const next: State = { ...state, turnsWithoutTake, tookThisTurn: false, step: 'move' };
  if (boardCounters(next.board) === 0 || turnsWithoutTake >= next.players) return finishGame(next, events);
  next.turn = (seat + 1) % next.players;
  return { state: next, events };
}
