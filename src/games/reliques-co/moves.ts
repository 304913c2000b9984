import { z } from 'zod';
import { RELICS } from './data.js';

const die = z.number().int().min(1).max(6).describe('Value of one of your rolled, unplaced dice.');
const cell = z
  .number()
  .int()
  .min(0)
  .max(7)
  .describe('Tableau cell, row-major: 0-3 the top row, 4-7 the bottom row (4 is below 0).');
const relic = z.enum(RELICS).describe('Relic type: fossil, parchment, statuette or gem.');

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }).describe('Roll your adventurer dice (one per dice symbol on your cards, at most 7).'),
  z
    .object({
      type: z.literal('useCard'),
      die,
      cell,
      action: z.number().int().min(0).max(3).describe('Index of the action box on the card\'s visible side.'),
    })
    .describe('Place a die on an action of one of your Heritage cards and perform it (expedition, Buy, dollars, sale, patronage).'),
  z.object({ type: z.literal('useGuide'), die }).describe('Place a die on the Guide common card: gain 1 dollar.'),
  z
    .object({ type: z.literal('useCollections'), die })
    .describe('Place a die on Private Collections, then sell relics one at a time with sellRelic and finish with finishSale.'),
  z
    .object({
      type: z.literal('fillOrder'),
      die,
      relic,
      box: z.number().int().min(0).max(8).describe('Index of a free order box on that museum, lowest (top left) first.'),
    })
    .describe('Place a die on a museum and fill one free order with exactly that many relics of its type.'),
  z
    .object({
      type: z.literal('dive'),
      dice: z.array(die).min(1).max(7).describe('Values of the dice placed together; their total (plus dive bonuses) must reach the top Dive card.'),
    })
    .describe('Place one or more dice on the Dive space to win the top Dive card (once per turn).'),
  z
    .object({
      type: z.literal('buyCard'),
      row: z.enum(['A', 'B', 'C', 'D', 'E']).describe('Market row A-C or face-up pile D/E.'),
      slot: z
        .number()
        .int()
        .min(0)
        .max(3)
        .describe('Rows A-C: a face-up card beside the pile (0-2) or the face-up top card of the pile (3); 0 for piles D and E.'),
      cell,
    })
    .describe('While a die is on Buy: buy a market card and place it in a free cell edge-adjacent to one of your cards.'),
  z.object({ type: z.literal('upgradeCard'), cell }).describe('While a die is on Buy: pay a card\'s cost again to turn it to level 2.'),
  z.object({ type: z.literal('passBuy') }).describe('While a die is on Buy: buy nothing.'),
  z.object({ type: z.literal('sellRelic'), relic }).describe('During a sale: sell one relic of that type.'),
  z.object({ type: z.literal('finishSale') }).describe('During a sale: stop selling and collect the dollars.'),
  z.object({ type: z.literal('endTurn') }).describe('Take back your dice and pass them on to the next player.'),
]);

export type Move = z.infer<typeof moveSchema>;

export const optionsSchema = z
  .object({})
  .describe('Reliques & Co has no variants: museum sides follow the player count.');
export type Options = z.infer<typeof optionsSchema>;
