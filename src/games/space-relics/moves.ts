import { z } from 'zod';
import { LARGEST_BOARD } from './data.js';

const card = z.number().int().min(0).max(29).describe('Id of a card you hold (see the view: you.hand / players[].starter).');
const { width: maxWidth, height: maxHeight } = LARGEST_BOARD;
const cell = z
  .number()
  .int()
  .min(0)
  .max(maxWidth * maxHeight - 1)
  .describe("Board cell index: y * width + x, with the width of the view's `geometry` (19 since rules version 4, 15 before).");
const dir = z.enum(['N', 'E', 'S', 'W']).describe('Orthogonal direction (N = up).');
const platform = z.number().int().min(0).max(19).describe('Platform tile id (0-19).');

export const spaceRelicsOptions = z
  .object({})
  .describe('Space Relics has no variants; the board is the designed museum (19 x 19 since rules version 4).');
export type SpaceRelicsOptions = z.infer<typeof spaceRelicsOptions>;

export const spaceRelicsMove = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseAirlock'), airlock: z.number().int().min(0).max(7).describe('Airlock index 0-7.') }).describe('Setup: pick a free airlock as your starting space (last seat first).'),
  z.object({ type: z.literal('selectPlatform'), platform }).describe('Pay 1 AP per move space of an empty platform and lift it; then placePlatform.'),
  z
    .object({
      type: z.literal('placePlatform'),
      x: z.number().int().min(0).max(maxWidth - 1).describe("Column, 0 to the view's geometry.width - 1."),
      y: z.number().int().min(0).max(maxHeight - 1).describe("Row, 0 to the view's geometry.height - 1."),
      rot: z.number().int().min(0).max(3).describe('0 east, 1 south, 2 west, 3 north: direction the squares run from (x, y).'),
    })
    .describe('Put the lifted or drawn platform on empty spaces.'),
  z.object({ type: z.literal('step'), dir, distance: z.number().int().min(1).max(maxWidth - 1).describe('Spaces in a straight line (more than 1 only through players, or 2 with adrenaline).') }).describe('Move your pawn (1 AP per space).'),
  z.object({ type: z.literal('pickUpArtifact'), keycard: z.boolean().describe('Discard a Curator Keycard (+1 AP) to disable the trap.') }).describe('2 AP: take the artifact on your space.'),
  z.object({ type: z.literal('patch') }).describe('2 AP: patch a hole in your suit.'),
  z.object({ type: z.literal('endTurn') }).describe('End your turn; your AP is set for the next round.'),
  z.object({ type: z.literal('activateShield') }).describe('Spend a shield charge: the shield takes the next hit or round of radiation.'),
  z.object({ type: z.literal('shootGun'), gun: z.number().int().min(0).max(15).describe("Index in the view's guns (8 in rules versions 1-2, 16 since 3)."), weapon: card }).describe('Blaster or Heat Ray charge: disable a security gun whose line you are in or about to step into.'),
  z.object({ type: z.literal('disableNet'), weapon: card.nullable().describe('Blaster or raygun to use, or null to pay 5 AP.') }).describe('Disable the laser net over your gallery.'),
  z.object({ type: z.literal('counterTrap'), weapon: card }).describe('Stop the springing trap with one charge of a player gun.'),
  z.object({ type: z.literal('springTrap') }).describe('Let the trap spring.'),
  z.object({ type: z.literal('destroyItem'), card }).describe('Acid: the held card destroyed.'),
  z.object({ type: z.literal('removePlatform'), platform }).describe('Last Defense: remove an empty platform from the game.'),
  z.object({ type: z.literal('useItem'), card }).describe('Discard Tape, Vitality Booster, O2, Adrenaline or Platform Hack 1.'),
  z.object({ type: z.literal('foamPatch'), card }).describe('Foam Gun charge: patch a hole.'),
  z.object({ type: z.literal('extinguish'), card, cell }).describe('Foam Gun or Freeze Ray charge: put out a fire on or next to your space.'),
  z.object({ type: z.literal('powerPack'), card, target: card.nullable().describe('Raygun to recharge, or null for 2 AP.') }).describe('Discard a Raygun Power Pack.'),
  z.object({ type: z.literal('overload'), card }).describe('Turn all charges of a raygun into AP (1 each).'),
  z.object({ type: z.literal('thaw'), card }).describe('Heat Ray charge: end freezing.'),
  z.object({ type: z.literal('grapple'), card, dir }).describe('Grapple Gun charge: swing over 2 non-walled spaces, free.'),
  z
    .object({
      type: z.literal('rocket'),
      card,
      dir: z.enum(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']),
      distance: z.number().int().min(1).max(4),
    })
    .describe('Rocketpack, 1 AP: fly up to 4 non-walled spaces in a straight line.'),
  z.object({ type: z.literal('placeDoorways'), card, here: cell, there: cell }).describe('Transdimensional Doorway: doors on a wall square of your tile and of another tile.'),
  z.object({ type: z.literal('rotatePlatform'), card, platform, rot: z.number().int().min(0).max(3) }).describe('Platform Hack 2: rotate your platform or an empty one about its anchor.'),
  z.object({ type: z.literal('securityHack'), card, gun: z.number().int().min(0).max(15).describe("Index in the view's guns.") }).describe('Security Hack: disable a security gun.'),
]);
export type SpaceRelicsMove = z.infer<typeof spaceRelicsMove>;
export type MoveType = SpaceRelicsMove['type'];
