import { z } from 'zod';
import type { GameShapes } from '../../engine/index.js';
import { DECKS, FINDS, KIND_NAMES, KINDS, MARKET_PILES, MARKET_ROWS, RELICS } from './data.js';
import type { View } from './view.js';

const int = z.number().int();
const seat = int.min(0);
const relic = z.enum(RELICS);
const find = z.enum(FINDS);
const kind = z.enum(KINDS);
const die = z.array(int.min(1).max(6)).describe('Die faces the action accepts.');
const kindName = z.enum(KINDS.map((k) => KIND_NAMES[k]) as [string, ...string[]]).describe('What the card depicts, as printed.');
const cost = z.object({ dollars: int, parchment: int });

const cardSide = z
  .object({
    reputation: int.describe('Reputation symbol in the top left corner.'),
    dice: int.describe('Adventurer dice symbols: each one is a die you roll.'),
    actions: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('expedition'), die, relic, count: int }),
        z.object({ kind: z.literal('buy'), die }),
        z.object({ kind: z.literal('dollars'), die, amount: int }),
        z.object({ kind: z.literal('dollarsPerNeighbour'), die, neighbour: kind, amount: int }),
        z.object({ kind: z.literal('sell'), die }),
        z.object({ kind: z.literal('patronage'), die, price: int, reputation: int }),
      ]),
    ),
    effects: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('perNeighbour'), neighbour: kind, reputation: int }),
        z.object({ kind: z.literal('perFind'), find, reputation: int }),
        z.object({ kind: z.literal('diveBonus'), amount: int }),
      ]),
    ),
  })
  .meta({ id: 'ReliquesCoCardSide', description: 'One side of a Heritage card, as printed.' });

const marketCard = z
  .object({
    name: z.string(),
    deck: z.enum(DECKS),
    kind: kindName,
    cost,
    level1: cardSide,
    level2: cardSide.optional().describe('Shown to the player with a die on Buy while that action lasts, and afterwards (rows A-C) to every player who looked at it before.'),
    seenBy: z.array(seat).optional().describe('Rows A-C only: the seats that have looked at this card’s level 2 side.'),
  })
  .meta({ id: 'ReliquesCoMarketCard', description: 'A face-up market card: its level 1 side, and no id (the id would name the hidden level 2 side).' });

const dive = z.object({ value: int, find });

export const resultDetails = z.object({
  reputation: z.array(int),
  museumMajorities: z.array(int),
  dollars: z.array(int),
});

const view = z
  .object({
    viewer: seat.nullable().describe('The seat this view is for; null for a spectator.'),
    firstPlayer: seat,
    firstPlayerRolls: z.array(z.array(z.array(int).nullable())).describe('The 2-dice rolls that chose the first player, per round of (re-)rolls; null for seats out of it.'),
    round: int,
    finalRound: z.boolean(),
    over: z.boolean(),
    turn: z.object({
      seat,
      phase: z.enum(['roll', 'place']),
      dice: z.array(int),
      placements: z.array(z.object({ key: z.string(), dice: z.array(int) })),
      prompt: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('buy'), question: z.string() }),
          z.object({ kind: z.literal('sale'), sold: z.record(relic, int), question: z.string() }),
        ])
        .nullable()
        .describe('The decision pending in this turn, with the question in words.'),
      dived: z.boolean(),
    }),
    players: z.array(
      z.object({
        seat,
        dollars: int,
        ledger: z.object({ gained: int, sold: int, paid: int }),
        reputation: int,
        dice: int,
        diveBonus: int,
        relics: z.record(relic, int),
        dives: z.array(dive),
        finds: z.record(find, int),
        tableau: z.array(
          z
            .object({
              id: z.string(),
              name: z.string(),
              deck: z.enum(DECKS),
              kind: kindName,
              cost,
              level: z.union([z.literal(1), z.literal(2)]),
              relic: relic.nullable(),
              cubes: int,
              level1: cardSide,
              level2: cardSide,
            })
            .nullable(),
        ),
      }),
    ),
    market: z.object({
      rows: z.record(
        z.enum(MARKET_ROWS),
        z.object({ pile: int.describe('Cards in the pile, its top included.'), top: marketCard.nullable(), faceUp: z.array(marketCard.nullable()) }),
      ),
      piles: z.record(z.enum(MARKET_PILES), z.object({ count: int, top: marketCard.nullable() })),
    }),
    museums: z.array(
      z.object({
        relic,
        name: z.string(),
        saleBonus: int,
        majority: int,
        orders: z.array(z.object({ size: int, owner: seat.nullable() })),
      }),
    ),
    dive: z.object({ top: dive.nullable(), remaining: int }),
    majorityReputation: z.array(int).nullable().describe('Museum majority reputation per seat, once the game is over.'),
  })
  .describe('A Reliques & Co view: every tableau and the market, with level 2 sides only where you may see them.');

export const reliquesCoShapes: GameShapes<View> = { view, resultDetails };
