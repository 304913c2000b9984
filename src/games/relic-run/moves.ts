import { z } from 'zod';
import { CARD_IDS, DEFAULT_SCENARIO, HERO_CLASSES, PLAYER_ZONES, SCENARIO_IDS, SCENARIO_IDS_VERSION_1, type CardId } from './data.js';

const heroCardIds = CARD_IDS.filter((c): c is Exclude<CardId, 'wound'> => c !== 'wound');
const heroCard = z.enum(heroCardIds as [Exclude<CardId, 'wound'>, ...Exclude<CardId, 'wound'>[]]).describe('A card id of a hero deck, e.g. "brace".');
const playerZone = z.enum(PLAYER_ZONES).describe('A player zone.');

export const relicRunMove = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('place'), zone: playerZone })
    .describe('Phase 0: place your hero in a player zone (this also confirms; round 1 starts when every hero is placed).'),
  z
    .object({
      type: z.literal('play'),
      card: heroCard,
      target: z.number().int().min(0).optional().describe('Enemy id hit by an attack card (not for Cleave, blocks or buffs).'),
      onto: z.number().int().min(0).optional().describe('Seat of the hero (yourself or a same-zone ally) receiving a Block card.'),
    })
    .describe('Play a card from your hand for its play effect, paying its AP cost.'),
  z.object({ type: z.literal('discard'), card: heroCard }).describe('DISCARD one card from your hand for its discard effect.'),
  z
    .object({
      type: z.literal('move'),
      to: playerZone,
      card: heroCard.nullable().describe('The hand card sacrificed to cross the boundary, or null to use a free move.'),
    })
    .describe('Move your hero to an adjacent player zone (1 card per boundary, or one free move).'),
  z.object({ type: z.literal('potion') }).describe('Drink your one-use Healing Potion (heal 2).'),
  z.object({ type: z.literal('end-phase') }).describe('DISCARD the rest of your hand for its discard effects and end your player phase.'),
  z
    .object({ type: z.literal('guard'), armor: z.number().int().min(0).describe('Armor your Frontline hero spends to intercept the hit.') })
    .describe('Answer a Guard decision: how much of your Armor intercepts the hit on a Backline ally.'),
  z.object({ type: z.literal('burn'), card: heroCard }).describe('Answer a card burn: the card of your discard pile to burn.'),
]);
export type Move = z.infer<typeof relicRunMove>;

export const relicRunOptions = z.object({
  party: z
    .array(z.enum(HERO_CLASSES))
    .min(1)
    .max(4)
    .optional()
    .describe('Hero class per seat (1-4, a class may repeat); its length must equal the player count. Default: Barbarian, Archer, Barbarian, Archer cut to the player count.'),
  scenario: z
    .enum(SCENARIO_IDS)
    .default(DEFAULT_SCENARIO)
    .describe('The battle, a rung of the scenario ladder: "crypt-gate" (introductory), "bone-yard" (standard, the default) or "lich-vault" (hard); or "rulebook-skirmish", the rulebook\'s starting state (2 Zombies, 1 Skeletal Archer, printed HP and zone effects), outside the ladder. Line-ups and reinforcements scale with the party size (RULES.md).'),
});
export type Options = z.infer<typeof relicRunOptions>;

/** Rules version 1's options: its two scenarios, Crypt Gate the default. */
export const relicRunOptionsVersion1 = relicRunOptions.extend({
  scenario: z
    .enum(SCENARIO_IDS_VERSION_1)
    .default('crypt-gate')
    .describe('The battle: "crypt-gate" (2 Zombies, 1 Skeletal Archer; default) or "bone-yard" (3 Zombies, 2 Skeletal Archers).'),
});
