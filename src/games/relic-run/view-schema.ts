import { z } from 'zod';
import type { GameShapes } from '../../engine/index.js';
import { CARD_IDS, ENEMY_KINDS, ENEMY_ZONES, HERO_CLASSES, PLAYER_ZONES, SCENARIO_IDS, type CardId } from './data.js';
import type { View } from './view.js';

const int = z.number().int();
const seat = int.min(0);
type HeroCardId = Exclude<CardId, 'wound'>;
const cardId = z.enum(CARD_IDS);
const heroCard = z.enum(CARD_IDS.filter((c): c is HeroCardId => c !== 'wound') as [HeroCardId, ...HeroCardId[]]);
const enemyKind = z.enum(ENEMY_KINDS);
const playerZone = z.enum(PLAYER_ZONES);
const enemyZone = z.enum(ENEMY_ZONES);
const scenario = z.enum(SCENARIO_IDS);
const outcome = z.object({ won: z.boolean(), reason: z.enum(['all-enemies-dead', 'hero-fell', 'time-limit']) });
const zoneEffect = z.object({
  attackBonus: int.optional().describe('Heroes attacking from here: + damage per weapon hit.'),
  roundStartArmor: int.optional().describe('Heroes here at round start gain this much Armor.'),
  incomingDamage: int.optional().describe('Enemy attacks against heroes here deal this much more damage.'),
  bulwark: int.optional().describe('Enemies here reduce every normal hit by this much.'),
  reach: int.optional().describe('Entities here reach this many zones further.'),
});

/** A decision as the rules queue it: the hits behind it were announced to all. */
const queuedPrompt = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('guard'),
    seat,
    hit: z.object({ source: int, target: seat, damage: int, wound: z.boolean() }),
    max: int,
    nextGuardians: z.array(seat),
  }),
  z.object({ kind: z.literal('burn'), seat, options: z.array(heroCard), woundAfter: z.boolean() }),
]);

export const resultDetails = z.object({
  won: z.boolean(),
  reason: outcome.shape.reason,
  rounds: int,
  xp: int,
  scenario,
});

const view = z
  .object({
    you: seat.nullable().describe('The seat reading this view (null: a spectator, who sees what the party sees).'),
    scenario,
    scenarioName: z.string(),
    tier: z.enum(['introductory', 'standard', 'hard', 'example']),
    reinforcements: z
      .array(z.object({ round: int, force: z.record(enemyKind, int) }))
      .describe('Reinforcements still to come for this party size: they enter face down at the start of `round`.'),
    zoneEffects: z.partialRecord(z.enum([...PLAYER_ZONES, ...ENEMY_ZONES]), zoneEffect),
    round: int,
    maxRounds: int,
    phase: z.enum(['placement', 'player', 'enemy', 'over']),
    activeSeats: z.array(seat),
    heroes: z.array(
      z.object({
        seat,
        cls: z.enum(HERO_CLASSES),
        name: z.string(),
        zone: playerZone.nullable(),
        hp: int,
        maxHp: int,
        armor: int,
        ap: int,
        nextAp: int,
        freeMoves: int,
        critBuff: z.boolean(),
        potion: z.boolean(),
        done: z.boolean(),
        hand: z.array(heroCard).describe('Hands are open to the whole party.'),
        deckSize: int,
        deckContents: z.partialRecord(cardId, int).describe('The deck’s contents, never its order.'),
        played: z.array(heroCard),
        discard: z.array(cardId),
        burned: z.array(heroCard),
      }),
    ),
    enemies: z.array(
      z.object({
        id: int,
        kind: enemyKind,
        name: z.string(),
        zone: enemyZone,
        hp: int,
        maxHp: int,
        faceDown: z.boolean(),
        buff: z.object({ damage: int, reach: int, round: int }).nullable(),
      }),
    ),
    activation: z.object({
      deckSize: int,
      remaining: z.array(int),
      burned: z.array(int),
      revealed: z.array(z.object({ kind: enemyKind, value: int })),
    }),
    prompt: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('guard'), seat, target: seat, attacker: int, damage: int, max: int, question: z.string() }),
        z.object({ kind: z.literal('burn'), seat, options: z.array(heroCard), question: z.string() }),
      ])
      .nullable()
      .describe('The decision everyone waits for, if any.'),
    promptQueue: z.array(queuedPrompt).describe('Every decision still queued, in order (the first one is `prompt`).'),
    enemyPhase: z
      .object({
        kinds: z.array(enemyKind),
        queue: z.array(z.object({ enemy: int, target: seat.nullable() })),
        value: int,
        kind: enemyKind.nullable(),
      })
      .nullable()
      .describe('The enemy phase under way (null outside it).'),
    nextEnemyId: int,
    woundSupply: int,
    xp: int,
    outcome: outcome.nullable(),
  })
  .describe('A Relic Run view: the whole battlefield as the party sees it (hands are open; deck orders are not).');

export const relicRunShapes: GameShapes<View> = { view, resultDetails };
