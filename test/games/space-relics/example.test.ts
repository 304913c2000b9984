import { describe, expect, it } from 'vitest';
import { at, board, cardOf, held, legal, lines, me, play, playEv, scenario, type State } from './helpers.js';

// Platform ids: single #1 0-5, walled #1 6-9, #2 10-15, walled #2 16-19 (see data.ts).
const FAR = [
  { id: 10, x: 6, y: 14, rot: 0 },
  { id: 11, x: 11, y: 14, rot: 0 },
  { id: 6, x: 11, y: 4, rot: 0 },
  { id: 0, x: 6, y: 4, rot: 0 },
];

/** The gallery on area 6 of the test layout (Saturn Ring): A at (1,11), an item at (1,13), a gun at (2,13) firing south. */
function exampleTable(seat: number, itemOnTop: number, artifactOnTop?: number): State {
  const pawns = [{ at: [14, 5] as [number, number] }, { at: [14, 9] as [number, number] }];
  pawns[seat] = { at: [0, 9] };
  const s = scenario({ platforms: FAR, pawns, turn: seat });
  s.itemDeck = [itemOnTop, ...s.itemDeck.filter((c) => c !== itemOnTop)];
  if (artifactOnTop !== undefined) s.artifactDeck = [artifactOnTop, ...s.artifactDeck.filter((c) => c !== artifactOnTop)];
  return s;
}

function walk(s: State, seat: number, dirs: ('N' | 'E' | 'S' | 'W')[]): State {
  for (const dir of dirs) s = play(s, seat, { type: 'step', dir, distance: 1 });
  return s;
}

function relocate(s: State, seat: number, platform: number, x: number, y: number, rot: number): State {
  s = play(s, seat, { type: 'selectPlatform', platform });
  return play(s, seat, { type: 'placePlatform', x, y, rot });
}

describe('Example round of play (on the designed board)', () => {
  it('Turn #1: "Player 1 starts by moving two #2 platforms and a #1 platform then moves" to the item and "draws a Bit of Tape"; "she sets her AP marker at 11"', () => {
    const tape = cardOf('tape');
    let s = exampleTable(0, tape);
    s = relocate(s, 0, 10, 0, 10, 1); // #2: 2 AP
    s = relocate(s, 0, 11, 0, 12, 1); // #2: 2 AP
    s = relocate(s, 0, 0, 1, 9, 0); // #1: 1 AP
    expect(me(s).ap).toBe(7);
    // Our board needs 5 spaces to the item (the printed board needed 7).
    const { state, events } = playEv(walk(s, 0, ['S', 'S', 'S']), 0, { type: 'step', dir: 'S', distance: 1 });
    s = play(state, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).pos).toBe(at(1, 13));
    expect(me(s).hand).toEqual([{ card: tape, charges: 0 }]);
    expect(s.itemMarkers).not.toContain(at(1, 13));
    expect(me(s).ap).toBe(2);
    expect(events.some((e) => e.type === 'itemDrawn')).toBe(false);
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(11);
    expect(s.turn).toBe(1);
  });

  it('Turn #2: "moves the same two #2 platforms, moves 7 spaces ... draws a Canister of O2 ... putting his remaining AP back up to 3 ... activate his shield and draws the Saturnian Hourglass. His shield takes the hit! With 1AP left, he moves a #1 platform to block the security guns ... sets his AP to 11"', () => {
    const o2 = cardOf('o2');
    let s = exampleTable(1, o2, 7 /* Saturnian Hourglass */);
    me(s, 1).starter = held('shield');
    s.chargeSupply -= 2 - (me(s, 1).starter?.charges ?? 0);
    s = relocate(s, 1, 10, 0, 10, 1);
    s = relocate(s, 1, 11, 0, 12, 1);
    s = walk(s, 1, ['S', 'S', 'S', 'S', 'E', 'N', 'N']);
    expect(me(s, 1).pos).toBe(at(1, 11));
    expect(me(s, 1).ap).toBe(1);
    s = play(s, 1, { type: 'useItem', card: o2 });
    expect(me(s, 1).ap).toBe(3);
    s = play(s, 1, { type: 'activateShield' });
    expect(me(s, 1).starter?.charges).toBe(1);
    const out = playEv(s, 1, { type: 'pickUpArtifact', keycard: false });
    s = out.state;
    expect(me(s, 1).artifacts).toEqual([7]);
    expect(out.events.some((e) => e.type === 'shieldAbsorbed')).toBe(true);
    expect(me(s, 1).ap).toBe(1);
    expect(me(s, 1).shieldActive).toBe(false);
    // The gun of this gallery fires south along column 2 from (2,13): a walled #1 with its wall square there blocks it.
    expect(lines(s)[5]).toEqual([at(2, 14)]);
    s = relocate(s, 1, 6, 1, 14, 0);
    expect(lines(s)[5]).toEqual([]);
    expect(me(s, 1).ap).toBe(0);
    s = play(s, 1, { type: 'endTurn' });
    expect(me(s, 1).ap).toBe(11);
  });

  it('Turn #3: "she decides to move the #1 platform to reveal the guns so that player 2 will need to spend AP to not get hit"', () => {
    // The Mars Gallery gun at (3,7) fires east along row 7; a walled #1 at (4,7)-(5,7) stops it before the centre.
    const platforms = [{ id: 6, x: 4, y: 7, rot: 0 }, { id: 13, x: 11, y: 4, rot: 0 }];
    let s = scenario({ platforms, pawns: [{ at: [0, 5] }, { at: [6, 6] }], turn: 0 });
    expect(lines(s)[3]).toEqual([at(4, 7)]);
    s = relocate(s, 0, 6, 11, 9, 0);
    expect(lines(s)[3]).toContain(at(6, 7));
    s = play(s, 0, { type: 'endTurn' });
    // Stepping into the revealed line costs a hole...
    const hitState = play(s, 1, { type: 'step', dir: 'S', distance: 1 });
    expect(me(hitState, 1).pos).toBe(at(6, 7));
    expect(me(hitState, 1).holes).toBe(1);
    // ... unless seat 1 spends AP to block it again first.
    let safe = relocate(s, 1, 6, 4, 7, 0);
    expect(me(safe, 1).ap).toBe(11);
    safe = play(safe, 1, { type: 'step', dir: 'S', distance: 1 });
    expect(me(safe, 1).holes).toBe(0);
    expect(board(safe)).toContain('%');
  });
});

describe('Example sanity', () => {
  it('the scenario helpers keep the legal list small and valid', () => {
    const s = exampleTable(0, cardOf('tape'));
    const moves = legal(s, 0);
    expect(moves.length).toBeGreaterThan(3);
    expect(moves.length).toBeLessThan(500);
  });
});
