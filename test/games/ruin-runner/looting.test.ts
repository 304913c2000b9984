import { describe, expect, it } from 'vitest';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { at, counterTotals, lootingState, play, rotatedSides, ruleCode, type Lay } from './helpers.js';

/**
 *            (0,1) 19 'o-io' red circle
 * (-1,0) 32 entrance B 'iioo'   START 'oooo'   (1,0) 18 'ooi-' (blank towards START)   (2,0) 33 exit B 'iooi'
 * (-1,-1) 34 Teleport to Start 'iiii'   (0,-1) 27 gate 'iiww' (white arrows S and W)
 */
const ruins: Lay[] = [
  { tile: 19, x: 0, y: 1, rotation: 0 },
  { tile: 18, x: 1, y: 0, rotation: 1 },
  { tile: 32, x: -1, y: 0, rotation: 2 },
  { tile: 27, x: 0, y: -1, rotation: 2, gate: 'S' },
  { tile: 34, x: -1, y: -1, rotation: 0 },
  { tile: 33, x: 2, y: 0, rotation: 1 },
];

function placeLooter(state: State, seat: number, x: number, y: number): State {
  const seats = state.seats.slice();
  seats[seat] = { ...seats[seat]!, at: at(state, x, y) };
  return { ...state, seats };
}

const whereIs = (state: State, seat: number) => {
  const p = state.board[state.seats[seat]!.at!]!;
  return [p.x, p.y];
};

describe('looting: "Move your looter one tile by following any arrow leaving the tile"', () => {
  it('the fixture has the sides the tests rely on', () => {
    expect(ruins.map((l) => rotatedSides(l.tile, l.rotation))).toEqual(['o-io', 'ooi-', 'iioo', 'iiww', 'iiii', 'iooi']);
  });

  it('following an out arrow into an in arrow enters the next tile, then offers its counters', () => {
    const s = lootingState(ruins);
    expect(ruinRunner.legalMoves(s, 0)).toEqual(['N', 'E', 'S', 'W'].map((direction) => ({ type: 'move', direction })));
    const { state, events } = play(s, 0, { type: 'move', direction: 'N' });
    expect(whereIs(state, 0)).toEqual([0, 1]);
    expect(events[0]).toMatchObject({ type: 'looter-moved', data: { how: 'entered', to: { x: 0, y: 1 } } });
    expect(state.step).toBe('take');
    expect(ruinRunner.legalMoves(state, 0)).toEqual([{ type: 'take', colour: 'red' }, { type: 'take-nothing' }]);
  });

  it('only arrows leaving the tile can be followed', () => {
    const s = placeLooter(lootingState(ruins), 0, 0, 1);
    expect(ruinRunner.legalMoves(s, 0)).toEqual([
      { type: 'move', direction: 'N' },
      { type: 'move', direction: 'W' },
    ]);
    expect(ruleCode(() => play(s, 0, { type: 'move', direction: 'S' }))).toBe('no-out-arrow');
    expect(ruleCode(() => play(s, 0, { type: 'move', direction: 'E' }))).toBe('no-out-arrow');
  });

  it('"If this would put your looter off the board (the arrow doesn\'t point to a tile) ... your looter has exited the ruins and moves back to the START tile"', () => {
    const s = placeLooter(lootingState(ruins), 0, 0, 1);
    const { state, events } = play(s, 0, { type: 'move', direction: 'N' });
    expect(state.seats[0]!.at).toBe(0);
    expect(events[0]!.data).toMatchObject({ how: 'exited', to: { x: 0, y: 0 } });
    expect(state.turn).toBe(1); // START holds no counters: the turn is over
  });

  it('"... or there is no equivalent arrow entering the next tile": a dead end sends the looter to START', () => {
    const s = lootingState(ruins);
    const { state, events } = play(s, 0, { type: 'move', direction: 'E' });
    expect(state.seats[0]!.at).toBe(0);
    expect(events[0]!.data).toMatchObject({ how: 'exited' });
  });

  it('"Any number of looters can be on the same tile"', () => {
    let s = lootingState(ruins, 3);
    s = play(s, 0, { type: 'move', direction: 'N' }).state;
    s = play(s, 0, { type: 'take-nothing' }).state;
    s = play(s, 1, { type: 'move', direction: 'N' }).state;
    expect(whereIs(s, 0)).toEqual([0, 1]);
    expect(whereIs(s, 1)).toEqual([0, 1]);
  });
});

describe('looting: special tiles', () => {
  it('"Any looter entering a Teleport Entrance tile is moved to the appropriate Teleport Exit tile"', () => {
    const s = lootingState(ruins);
    const { state, events } = play(s, 0, { type: 'move', direction: 'W' });
    expect(whereIs(state, 0)).toEqual([2, 0]);
    expect(events[0]!.data).toMatchObject({ how: 'teleported', to: { x: 2, y: 0 } });
    // The exit's counters (a purple circle) are the ones on offer.
    expect(ruinRunner.legalMoves(state, 0)).toEqual([{ type: 'take', colour: 'purple' }, { type: 'take-nothing' }]);
  });

  it('a Teleport Entrance whose Exit is not on the board is an ordinary tile', () => {
    const s = lootingState(ruins.filter((l) => l.tile !== 33));
    const { state, events } = play(s, 0, { type: 'move', direction: 'W' });
    expect(whereIs(state, 0)).toEqual([-1, 0]);
    expect(events[0]!.data).toMatchObject({ how: 'entered' });
    expect(state.turn).toBe(1);
    expect(ruinRunner.legalMoves({ ...state, turn: 0 }, 0)).toEqual([
      { type: 'move', direction: 'S' },
      { type: 'move', direction: 'W' },
    ]);
  });

  it('"Any looter entering the Teleport to Start tile is moved to the Start tile"', () => {
    let s = lootingState(ruins);
    s = placeLooter(s, 0, 0, -1);
    s.board = s.board.map((p) => (p.tile === 27 ? { ...p, gate: 3 } : p)); // counter on the west white arrow
    const { state, events } = play(s, 0, { type: 'move', direction: 'W' });
    expect(state.seats[0]!.at).toBe(0);
    expect(events[0]!.data).toMatchObject({ how: 'teleported-to-start', to: { x: 0, y: 0 } });
  });

  it('Gate: "Looters must leave this tile via the direction of the arrow counter" and "After a looter leaves this tile, move the exit arrow counter to the other white arrow"', () => {
    let s = placeLooter(lootingState(ruins, 3), 1, 0, -1);
    s = play(s, 0, { type: 'move', direction: 'S' }).state; // enters the gate through its north in arrow
    expect(whereIs(s, 0)).toEqual([0, -1]);
    s = play(s, 0, { type: 'take', colour: 'blue' }).state;
    const gate = at(s, 0, -1);
    expect(s.board[gate]!.gate).toBe(2); // entering does not move the counter
    expect(ruinRunner.legalMoves(s, 1)).toEqual([{ type: 'move', direction: 'S' }]);
    expect(ruleCode(() => play(s, 1, { type: 'move', direction: 'W' }))).toBe('no-out-arrow');
    s = play(s, 1, { type: 'move', direction: 'S' }).state; // off the board: back to START
    expect(s.seats[1]!.at).toBe(0);
    expect(s.board[gate]!.gate).toBe(3);
    s = play(s, 2, { type: 'move', direction: 'E' }).state;
    // Seat 0, still on the gate, must now leave west, into the Teleport to Start tile.
    expect(ruinRunner.legalMoves(s, 0)).toEqual([{ type: 'move', direction: 'W' }]);
    s = play(s, 0, { type: 'move', direction: 'W' }).state;
    expect(s.board[gate]!.gate).toBe(2);
    expect(s.seats[0]!.at).toBe(0);
  });
});

describe('looting: "You may take one resource counter from the tile you enter"', () => {
  it('taking moves one counter of the chosen colour from the tile to the looter', () => {
    let s = placeLooter(lootingState(ruins), 0, 0, 1);
    s = placeLooter(s, 0, 0, 0);
    s = play(s, 0, { type: 'move', direction: 'S' }).state; // the gate: one purple, one blue
    expect(ruinRunner.legalMoves(s, 0)).toEqual([
      { type: 'take', colour: 'blue' },
      { type: 'take', colour: 'purple' },
      { type: 'take-nothing' },
    ]);
    expect(ruleCode(() => play(s, 0, { type: 'take', colour: 'red' }))).toBe('no-such-counter');
    const { state } = play(s, 0, { type: 'take', colour: 'purple' });
    expect(state.seats[0]!.counters).toEqual([0, 0, 0, 0, 0, 1]);
    expect(state.board[at(state, 0, -1)]!.counters).toEqual([0, 0, 0, 0, 1, 0]);
    expect(counterTotals(state)).toEqual([17, 17, 17, 17, 17, 17]);
    expect(state.turn).toBe(1);
    expect(state.turnsWithoutTake).toBe(0);
  });

  it('taking nothing is allowed and counts towards the end of the game', () => {
    let s = play(lootingState(ruins), 0, { type: 'move', direction: 'N' }).state;
    s = play(s, 0, { type: 'take-nothing' }).state;
    expect(s.seats[0]!.counters).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.turnsWithoutTake).toBe(1);
    expect(s.turn).toBe(1);
  });

  it('a looter must move before taking, and cannot take twice', () => {
    const s = lootingState(ruins);
    expect(ruleCode(() => play(s, 0, { type: 'take', colour: 'red' }))).toBe('wrong-step');
    const moved = play(s, 0, { type: 'move', direction: 'N' }).state;
    expect(ruleCode(() => play(moved, 0, { type: 'move', direction: 'N' }))).toBe('wrong-step');
  });
});

describe('looting: the end of the game', () => {
  it('"When all the resource counters have been removed ... the game is done and you go the scoring phase"', () => {
    const s = lootingState([{ tile: 19, x: 0, y: 1, rotation: 0 }]);
    s.board[1] = { ...s.board[1]!, counters: [1, 0, 0, 0, 0, 0] };
    s.supply = [17, 17, 17, 17, 17, 17];
    s.seats[1] = { ...s.seats[1]!, counters: [2, 0, 0, 0, 0, 0] };
    s.supply[0] = 14;
    expect(counterTotals(s)).toEqual([17, 17, 17, 17, 17, 17]);
    let t = play(s, 0, { type: 'move', direction: 'N' }).state;
    const { state, events } = play(t, 0, { type: 'take', colour: 'red' });
    expect(state.phase).toBe('over');
    expect(state.result).not.toBeNull();
    expect(ruinRunner.activeSeats(state)).toEqual([]);
    expect(ruinRunner.legalMoves(state, 0)).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['counter-taken', 'game-over']);
    t = state;
    expect(ruleCode(() => play(t, 0, { type: 'move', direction: 'N' }))).toBe('game-over');
  });

  it('"... -or- when an entire looting turn passes without a player taking a resource counter"', () => {
    let s = lootingState(ruins, 3);
    s = play(s, 0, { type: 'move', direction: 'E' }).state; // dead end: back to START, nothing taken
    s = play(s, 1, { type: 'move', direction: 'N' }).state;
    s = play(s, 1, { type: 'take-nothing' }).state;
    expect(s.phase).toBe('looting');
    expect(s.turnsWithoutTake).toBe(2);
    const { state } = play(s, 2, { type: 'move', direction: 'E' });
    expect(state.phase).toBe('over');
    expect(state.result).not.toBeNull();
  });

  it('a counter taken during the round restarts the count', () => {
    let s = lootingState(ruins, 2);
    s = play(s, 0, { type: 'move', direction: 'E' }).state;
    s = play(s, 1, { type: 'move', direction: 'N' }).state;
    s = play(s, 1, { type: 'take', colour: 'red' }).state;
    expect(s.turnsWithoutTake).toBe(0);
    s = play(s, 0, { type: 'move', direction: 'E' }).state;
    expect(s.phase).toBe('looting');
    s = play(s, 1, { type: 'move', direction: 'N' }).state; // off the board from (0,1)
    expect(s.phase).toBe('over');
  });
  it('"an entire looting turn" is a round from the first looter: turns without a take across two rounds do not end the game', () => {
    // Seat 0 loots first. Seat 1's empty turn closes a round in which seat 0 took; seat 0's
    // empty turn opens the next one, so the game goes on until seat 1 also takes nothing.
    let s = lootingState(ruins, 2);
    s = play(s, 0, { type: 'move', direction: 'N' }).state;
    s = play(s, 0, { type: 'take', colour: 'red' }).state;
    s = play(s, 1, { type: 'move', direction: 'E' }).state; // dead end: back to START
    expect(s.turnsWithoutTake).toBe(0); // a round that saw a take is over
    s = play(s, 0, { type: 'move', direction: 'N' }).state; // off the board from (0,1)
    expect(s.phase).toBe('looting');
    expect(s.turnsWithoutTake).toBe(1);
    s = play(s, 1, { type: 'move', direction: 'E' }).state;
    expect(s.phase).toBe('over');
  });

  it('with a later first looter the round starts there', () => {
    let s = { ...lootingState(ruins, 3), firstLooter: 1, turn: 1 };
    s = play(s, 1, { type: 'move', direction: 'E' }).state;
    s = play(s, 2, { type: 'move', direction: 'E' }).state;
    expect(s.turnsWithoutTake).toBe(2);
    s = play(s, 0, { type: 'move', direction: 'E' }).state; // seat 0 closes the round
    expect(s.phase).toBe('over');
  });
});

describe('variant "No Honor Amongst Thieves"', () => {
  /** Seat 1 waits on (0,1) holding two blue counters; seat 0 holds one red. */
  function meeting(variant: boolean): State {
    let s = lootingState(ruins, 3, { noHonorAmongThieves: variant });
    s = placeLooter(s, 1, 0, 1);
    s.seats[0] = { ...s.seats[0]!, counters: [1, 0, 0, 0, 0, 0] };
    s.seats[1] = { ...s.seats[1]!, counters: [0, 0, 0, 0, 2, 0] };
    s.supply = s.supply.map((n, c) => n - [1, 0, 0, 0, 2, 0][c]!);
    return s;
  }

  it('"If you enter a tile with other looters, you may swap one of your resource counters with one resource counter of your choice from one other player"', () => {
    let s = play(meeting(true), 0, { type: 'move', direction: 'N' }).state;
    s = play(s, 0, { type: 'take', colour: 'red' }).state;
    expect(s.step).toBe('swap');
    expect(s.turn).toBe(0);
    // Everyone saw the take; whether this turn counts towards the end depends on it.
    expect(ruinRunner.view(s, 2).tookThisTurn).toBe(true);
    expect(ruinRunner.legalMoves(s, 0)).toEqual([{ type: 'swap', give: 'red', with: 1, receive: 'blue' }, { type: 'no-swap' }]);
    const { state } = play(s, 0, { type: 'swap', give: 'red', with: 1, receive: 'blue' });
    expect(state.seats[0]!.counters).toEqual([1, 0, 0, 0, 1, 0]);
    expect(state.seats[1]!.counters).toEqual([1, 0, 0, 0, 1, 0]);
    expect(counterTotals(state)).toEqual([17, 17, 17, 17, 17, 17]);
    expect(state.turn).toBe(1);
  });

  it('the swap is optional and only with a looter on your tile', () => {
    let s = play(meeting(true), 0, { type: 'move', direction: 'N' }).state;
    s = play(s, 0, { type: 'take-nothing' }).state;
    expect(ruinRunner.view(s, 2).tookThisTurn).toBe(false);
    expect(ruleCode(() => play(s, 0, { type: 'swap', give: 'red', with: 2, receive: 'blue' }))).toBe('not-on-your-tile');
    expect(ruleCode(() => play(s, 0, { type: 'swap', give: 'red', with: 1, receive: 'red' }))).toBe('same-colour-swap');
    expect(ruleCode(() => play(s, 0, { type: 'swap', give: 'green', with: 1, receive: 'blue' }))).toBe('no-such-counter');
    const { state } = play(s, 0, { type: 'no-swap' });
    expect(state.seats[0]!.counters).toEqual([1, 0, 0, 0, 0, 0]);
    expect(state.turn).toBe(1);
    expect(state.turnsWithoutTake).toBe(1); // a swap or no swap is not taking a counter from a tile
  });

  it('a looter sent back to START may swap with the looters waiting there', () => {
    let s = meeting(true);
    s = placeLooter(s, 0, 0, 1);
    s = placeLooter(s, 1, 0, 0);
    s = play(s, 0, { type: 'move', direction: 'N' }).state;
    expect(s.seats[0]!.at).toBe(0);
    expect(s.step).toBe('swap');
  });

  it('without the variant there is no swap', () => {
    let s = play(meeting(false), 0, { type: 'move', direction: 'N' }).state;
    s = play(s, 0, { type: 'take', colour: 'red' }).state;
    expect(s.turn).toBe(1);
    expect(s.step).toBe('move');
    expect(ruleCode(() => play({ ...s, turn: 0 }, 0, { type: 'swap', give: 'red', with: 1, receive: 'blue' }))).toBe('variant-off');
  });
});
