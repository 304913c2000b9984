import { z } from 'zod';
import type { GameShapes } from '../../engine/index.js';
import { IVORY_EFFECTS, PURPLE_EFFECTS, RELIC_COLORS } from './data.js';
import type { RelicRunnersView } from './view.js';

const int = z.number().int();
const seat = int.min(0);
const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const relicColor = z.enum(RELIC_COLORS as readonly ['green', 'ivory', 'blue', 'purple']);
const templeColor = z.enum(['ivory', 'blue', 'purple']);
const effect = z.enum([...new Set([...IVORY_EFFECTS[1], ...IVORY_EFFECTS[2], ...IVORY_EFFECTS[3], ...PURPLE_EFFECTS])] as [string, ...string[]]);

const tileFace = z
  .discriminatedUnion('color', [
    z.object({ tile: int, color: z.enum(['ivory', 'purple']), level, effect }),
    z.object({ tile: int, color: z.literal('blue'), level, value: int }),
  ])
  .meta({ id: 'RelicRunnersTileFace', description: 'A temple tile as its holder (or everyone, once face up) sees it.' });

/** The rules' own pending choices; nothing in them is secret. */
const pending = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('climb'), steps: int }),
  z.object({ kind: z.literal('placePathway'), anchor: int, ivoryAllowed: z.boolean() }),
  z.object({ kind: z.literal('ivoryChoice'), newTile: int }),
  z.object({ kind: z.literal('pickTile'), site: int }),
  z.object({ kind: z.literal('movePathway'), count: int, lifted: int.nullable(), vacated: z.array(int), placed: z.array(int) }),
  z.object({ kind: z.literal('flip'), count: int, optional: z.boolean() }),
  z.object({ kind: z.literal('adjacentAction'), from: int }),
  z.object({ kind: z.literal('reveal'), site: int }),
]);

const prompt = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('climb'), steps: int }),
  z.object({ kind: z.literal('placePathway'), anchor: int }),
  z.object({ kind: z.literal('ivoryChoice'), newTile: tileFace, usableBeforeDiscard: tileFace.nullable() }),
  z.object({ kind: z.literal('pickTile'), site: int, tiles: z.array(tileFace).optional().describe('The whole stack, top first: only for the player peeking.') }),
  z.object({ kind: z.literal('movePathway'), count: int, lifted: int.nullable() }),
  z.object({ kind: z.literal('flip'), count: int, optional: z.boolean() }),
  z.object({ kind: z.literal('adjacentAction'), from: int }),
]);

const scoreSheet = z.object({
  seat,
  coins: int,
  blueTiles: int,
  relicColors: int,
  ivoryBonus: int.describe('Level-1 ivory end-game bonus (0 without one).'),
  total: int,
  relics: int,
  differentRelics: int,
});

export const resultDetails = z.object({ sheets: z.array(scoreSheet) });

const view = z
  .object({
    seat: seat.nullable().describe('The seat this view is for; null for a spectator.'),
    players: int,
    setup: z.string(),
    sites: z.array(
      z.object({
        location: int,
        name: z.string(),
        kind: z.enum(['camp', 'ruin', 'temple']),
        quadrant: int,
        color: templeColor.nullable(),
        tilesLeft: int.describe('Tiles left (their sizes are public; their faces are not).'),
        levels: z.array(level).describe('Levels (sizes) of a temple’s tiles left, top first; empty for ruins and Base Camp.'),
        top: tileFace.nullable().describe('Face-up top tile of a purple temple.'),
        relic: relicColor.nullable(),
      }),
    ),
    trails: z.array(z.object({ id: int, ends: z.tuple([int, int]), kind: z.enum(['jungle', 'river']) })).describe('The map’s trails (static): ends are location ids.'),
    tokens: z.array(z.object({ trail: int, faceUp: z.boolean() })),
    pathways: z.array(z.object({ trail: int, seats: z.array(seat) })).describe('Seats with a Pathway on each trail (trails without any are left out).'),
    campRations: int,
    explorers: z.array(
      z.object({
        seat,
        location: int,
        rations: int,
        pathwaysInReserve: int,
        chart: z.object({ reserve: int, bottom: int, machete: z.array(int), compass: z.array(int), shovel: z.array(int) }),
        ivory: z.array(tileFace.nullable()),
        blueTiles: int.describe('Blue tiles held; their values are secret unless revealed.'),
        blueHeld: z.array(z.object({ level, revealed: z.boolean() })),
        revealedBlue: z.array(tileFace),
        relics: z.record(relicColor, int),
      }),
    ),
    turn: z.object({
      seat,
      number: int,
      phase: z.enum(['start', 'moving', 'moved']),
      start: int,
      trails: z.array(int),
      unfamiliarTaken: z.boolean(),
      toolboxUsed: z.boolean(),
      explored: z.boolean(),
      doubling: z.boolean(),
      startRelic: relicColor.nullable(),
      unfamiliarAt: int,
      bonusSteps: int,
      endsAtCamp: z.boolean(),
      blueTaken: int,
    }),
    prompt: prompt.nullable().describe('The choice the player on turn must make now (the tiles of a peek only for that player).'),
    pending: z.array(pending).describe('Every choice still pending, `prompt`’s first, as the rules hold them (no tile of a peek).'),
    discards: z.array(tileFace),
    relicsCollected: int,
    relicsToEnd: int,
    lastRoundTriggeredBy: seat.nullable(),
    extraTurns: z.boolean(),
    extraTurnsQueue: z.array(seat),
    you: z
      .object({
        coins: int,
        coinsThisTurn: int,
        blueTiles: z.array(tileFace),
        peeked: z.array(z.object({ site: int, tile: tileFace })),
      })
      .nullable()
      .describe('Only your own secrets: face-down coins, blue tiles, and tiles you peeked at that still lie face down (null for a spectator).'),
    over: z.boolean(),
    final: z.array(scoreSheet).nullable().describe('Everything revealed, once the game is over.'),
  })
  .describe('A Relic Runners view: the map, every explorer’s public side, and only your own coins and tiles.');

export const relicRunnersShapes: GameShapes<RelicRunnersView> = { view, resultDetails };
