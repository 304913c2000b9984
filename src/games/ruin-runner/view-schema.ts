import { z } from 'zod';
import type { GameShapes } from '../../engine/index.js';
import { COLOURS, DIRECTIONS } from './data.js';
import { options } from './moves.js';
import type { View } from './state.js';

const int = z.number().int();
const seat = int.min(0);
const colour = z.enum(COLOURS);
const counts = z.record(colour, int.min(0)).describe('Counters per colour.');
const tileKind = z.enum(['start', 'path', 'gate', 'teleport-entrance', 'teleport-exit', 'teleport-to-start']);
const pair = z.enum(['A', 'B']).nullable().describe('Teleport pair letter, when the tile has one.');

export const resultDetails = z.object({
  seats: z.array(
    z.object({
      seat,
      cards: z.array(colour),
      counters: counts,
      plainCounters: int.describe('Counters of a colour on none of your cards: 1 point each.'),
      matchingCounters: int.describe('Counters matching one of your resource cards: 2 points each.'),
      majorityBonuses: z.partialRecord(colour, int).describe('Majority bonus per colour (5 alone, 3 each on a tie; colours without a bonus are left out).'),
      total: int,
    }),
  ),
  majorities: z.record(colour, z.object({ seats: z.array(seat), bonus: int })).describe('Per colour: who holds the most counters and the bonus each gets.'),
});

const result = z.object({ winners: z.array(seat), scores: z.array(z.number()), details: resultDetails });

const view = z
  .object({
    phase: z.enum(['discovery', 'looting', 'over']),
    players: int,
    options,
    you: seat.nullable().describe('The seat this view was made for; null for a spectator.'),
    turn: seat.nullable(),
    activeSeats: z.array(seat),
    prompt: z.string().nullable().describe('What the active seat is asked to do, in words.'),
    step: z.enum(['move', 'take', 'swap']).nullable(),
    firstDiscoverer: seat,
    firstLooter: seat,
    board: z.array(
      z.object({
        tile: int,
        kind: tileKind,
        sides: z.string().describe('Sides as they lie on the board (after rotation), N, E, S, W: o out, i in, - blank, w gate white arrow.'),
        pair,
        x: int,
        y: int,
        rotation: int.min(0).max(3),
        counters: counts,
        gateArrow: z.enum(DIRECTIONS).nullable().describe('Gates: where the exit arrow counter lies; null for other tiles.'),
      }),
    ),
    drawPileSize: int,
    discardedCount: int,
    supply: counts,
    seats: z.array(
      z.object({
        seat,
        handSize: int,
        cardCount: int,
        counters: counts,
        looter: z.object({ x: int, y: int }).nullable().describe('Where the looter stands; null during discovery.'),
        cards: z.array(colour).nullable().describe('Resource cards, shown only to their owner and once the game is over.'),
      }),
    ),
    hand: z
      .array(
        z.object({
          tile: int,
          kind: tileKind,
          sides: z.string().describe('Printed sides, rotation 0, N, E, S, W.'),
          pair,
          circle: colour.nullable(),
          diamonds: z.array(colour),
        }),
      )
      .describe('Your own tiles (empty for a spectator).'),
    cards: z.array(colour).describe('Your own resource cards (empty for a spectator).'),
    passesInRow: int,
    turnsWithoutTake: int,
    tookThisTurn: z.boolean(),
    result: result.nullable(),
  })
  .describe('A Ruin Runner view: the ruins, the counters, and only your own hand and cards.');

export const ruinRunnerShapes: GameShapes<View> = { view, resultDetails };
