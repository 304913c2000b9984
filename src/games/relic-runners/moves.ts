import { z } from 'zod';
import { TRAILS } from './data.js';

export const relicRunnersOptions = z.object({
  setup: z
    .enum(['first', 'standard', 'random'])
    .default('standard')
    .describe(
      'Temple placement: "first" (no red-gem tiles, fixed colours), "standard" (one temple of each colour per quadrant, shuffled) or "random" (4 of each colour anywhere).',
    ),
});
export type RelicRunnersOptions = z.infer<typeof relicRunnersOptions>;

const location = z.number().int().min(0).max(20).describe('Location id: 0 is Base Camp.');
const branch = z.enum(['machete', 'compass', 'shovel']).describe('Branch of the Progression Table.');

/** The moves on a board of `trailCount` trails (today's: 48; rules versions 1 and 2 had 36). */
export const moveSchemaFor = (trailCount: number) => {
  const trail = z.number().int().min(0).max(trailCount - 1).describe('Trail id (see the board map in RULES.md).');
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('step'), trail }).describe('Move your Explorer along one trail (part of the Move).'),
    z.object({ type: z.literal('stopMove') }).describe('Finish the Move where you stand.'),
    z.object({ type: z.literal('teleport'), to: location }).describe('Ivory level 2: teleport to a temple of the same colour instead of moving.'),
    z.object({ type: z.literal('replenish') }).describe('Ivory level 2: at the start of your turn fill your Chart up to 5 rations.'),
    z
      .object({ type: z.literal('explore'), peek: z.boolean().optional().describe('Ivory level 2: look at the whole temple and choose a tile.') })
      .describe('Spend a ration to explore the Ruin or Temple you stand on.'),
    z
      .object({
        type: z.literal('useToolbox'),
        branch,
        level: z.number().int().min(1).max(3),
        choice: z.enum(['toolbox', 'points']).optional().describe('Shovel level 1 only: a reserve Toolbox to the table, or 2 VP.'),
      })
      .describe('Use one Toolbox of your Progression Table (once per turn).'),
    z
      .object({ type: z.literal('climb'), branch, level: z.number().int().min(0).max(2).describe('Current level of the Toolbox; 0 = bottom of the Table.') })
      .describe('Move one Toolbox one step up (from the bottom: onto `branch`).'),
    z
      .object({ type: z.literal('placePathway'), trail, ivory: z.boolean().optional().describe('Use your ivory level 2 pathway tile.') })
      .describe('Place a Pathway from your reserve.'),
    z.object({ type: z.literal('liftPathway'), trail }).describe('Pick up one of your Pathways to move it.'),
    z.object({ type: z.literal('dropPathway'), trail }).describe('Put the lifted Pathway on a new trail.'),
    z.object({ type: z.literal('keepIvory'), keep: z.enum(['new', 'old']) }).describe('Keep the new ivory tile or the old one of the same level.'),
    z.object({ type: z.literal('pickTile'), position: z.number().int().min(0).max(2).describe('0 = top of the stack.') }).describe('Take this tile of the temple.'),
    z.object({ type: z.literal('flipToken'), trail }).describe('Flip the Toolbox token on this River trail.'),
    z.object({ type: z.literal('stopFlipping') }).describe('Flip no more tokens.'),
    z.object({ type: z.literal('adjacentAction'), location }).describe('Purple: act on this adjacent Ruin or Temple.'),
    z.object({ type: z.literal('endTurn') }).describe('End your turn.'),
  ]);
};

export const relicRunnersMove = moveSchemaFor(TRAILS.length);
export type RelicRunnersMove = z.infer<typeof relicRunnersMove>;
