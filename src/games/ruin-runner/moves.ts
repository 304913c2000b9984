import { z } from 'zod';
import { COLOURS, DIRECTIONS } from './data.js';

const direction = z.enum(DIRECTIONS);
const colour = z.enum(COLOURS);

export const options = z
  .object({
    noHonorAmongThieves: z
      .boolean()
      .default(false)
      .describe(
        'Variant "No Honor Amongst Thieves": a looter who ends its move on a tile with other looters may swap one of its counters for one counter of its choice from one of those players.',
      ),
  })
  .describe('Ruin Runner options.');
export type Options = z.infer<typeof options>;

export const move = z
  .discriminatedUnion('type', [
    z
      .object({
        type: z.literal('place'),
        tile: z.number().int().min(1).max(35).describe('Id of a ruin tile in your hand.'),
        x: z.number().int().min(-40).max(40).describe('Column of an empty square next to a placed tile (x grows to the east; START is at 0,0).'),
        y: z.number().int().min(-40).max(40).describe('Row of that square (y grows to the north).'),
        rotation: z.number().int().min(0).max(3).describe('Quarter turns clockwise from the printed orientation.'),
        gateArrow: direction
          .optional()
          .describe('Gate tiles only (and required for them): the board direction of the white arrow that gets the exit arrow counter.'),
      })
      .describe('Discovery: place a tile from your hand, then draw a replacement.'),
    z.object({ type: z.literal('pass') }).describe('Discovery: pass, allowed only when no tile of your hand can be placed legally.'),
    z
      .object({ type: z.literal('move'), direction: direction.describe('Leave your tile along its out arrow on this side.') })
      .describe('Looting: move your looter one tile.'),
    z
      .object({ type: z.literal('take'), colour: colour.describe('A colour with counters on your tile.') })
      .describe('Looting: take one resource counter from the tile you entered.'),
    z.object({ type: z.literal('take-nothing') }).describe('Looting: take no counter this turn.'),
    z
      .object({
        type: z.literal('swap'),
        give: colour.describe('Colour of one of your counters that you hand over.'),
        with: z.number().int().min(0).max(5).describe('Seat of a player whose looter is on your tile.'),
        receive: colour.describe('Colour of one of their counters that you take.'),
      })
      .describe('Variant "No Honor Amongst Thieves": swap one counter with a player on your tile.'),
    z.object({ type: z.literal('no-swap') }).describe('Variant "No Honor Amongst Thieves": do not swap.'),
  ])
  .describe('A Ruin Runner move.');
export type Move = z.infer<typeof move>;
export type PlaceMove = Extract<Move, { type: 'place' }>;
export type SwapMove = Extract<Move, { type: 'swap' }>;
