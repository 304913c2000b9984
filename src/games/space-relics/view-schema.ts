import { z } from 'zod';
import type { GameShapes } from '../../engine/index.js';
import { DIRS, PLATFORM_KINDS, type ItemKind, type PlatformKindId } from './data.js';
import type { SpaceRelicsView } from './view.js';

const int = z.number().int();
const seat = int.min(0);
const itemKinds: readonly ItemKind[] = [
  'powerPack', 'tape', 'booster', 'adrenaline', 'grapple', 'doorway', 'o2', 'keycard',
  'rocketpack', 'foamGun', 'heatRay', 'hack1', 'hack2', 'securityHack', 'freezeRay',
  'blaster', 'shield',
];
const status = z.enum(['museum', 'escaped', 'captured']);
const cardView = z.object({ card: int, kind: z.enum(itemKinds as [ItemKind, ...ItemKind[]]), charges: int });

export const resultDetails = z.object({
  lines: z.array(z.object({ seat, status, artifacts: int, items: int, total: int, escapeRank: int.nullable().describe('Order of escape (0 = first out).') })),
});

const result = z.object({ winners: z.array(seat), scores: z.array(int), details: resultDetails });

const view = z
  .object({
    seat: seat.nullable().describe('The seat this view is for; null for a spectator.'),
    phase: z.enum(['airlocks', 'play', 'over']),
    round: int,
    turn: int,
    airlockQueue: z.array(seat),
    geometry: z
      .object({
        width: int.min(1),
        height: int.min(1),
        cautionAreas: z.array(z.tuple([int, int])).describe('Top-left corner [x, y] of each of the nine 3 x 3 Caution areas (galleries), row by row; area 4 is the centre.'),
        airlocks: z.array(z.tuple([int, int])).describe('Airlocks by index (the chooseAirlock move\'s number), as [x, y].'),
      })
      .describe('The board this match is laid on (its rules version\'s: 19 x 19 since version 4, 15 x 15 before). A cell index is y * width + x.'),
    board: z
      .array(z.string())
      .describe(
        'ASCII map, row by row: `.` empty space, `@` airlock, `=` platform move space, `%` platform wall, `_` gallery floor, `#` gallery wall, `G` active gun, `A` blue / `Y` yellow artifact marker, `i` item marker, `f` fire, `D` doorway, digits = pawns (seat + 1).',
      ),
    galleries: z.array(z.object({ area: int, tile: int, name: z.string() })),
    guns: z.array(z.object({ gun: int, cell: int, dir: z.enum(DIRS as readonly ['N', 'E', 'S', 'W']), disabled: z.boolean() })),
    platforms: z.array(z.object({ id: int, kind: z.enum(Object.keys(PLATFORM_KINDS) as [PlatformKindId, ...PlatformKindId[]]), x: int, y: int, rot: int })),
    platformPileCount: int,
    removedPlatforms: z.array(int),
    artifactMarkers: z.array(int),
    itemMarkers: z.array(int),
    fires: z.array(int),
    nets: z.array(int),
    doors: z.array(int).describe('Cell of each doorway marker (-1 for one on a lifted platform).'),
    doorways: z
      .array(
        z.discriminatedUnion('on', [
          z.object({ on: z.literal('gallery'), cell: int }),
          z.object({ on: z.literal('platform'), platform: int, square: int }),
        ]),
      )
      .describe('What each doorway marker is fixed to.'),
    artifactDeckCount: int,
    itemDeckCount: int,
    itemDiscard: z.array(int),
    chargeSupply: int,
    heartTaker: seat.nullable(),
    finalTurns: z.array(seat).nullable(),
    pending: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('place'), seat, platform: int, from: z.enum(['relocate', 'hack']) }),
        z.object({ kind: z.literal('trap'), seat, artifact: int, area: int }),
        z.object({ kind: z.literal('acid'), seat }),
        z.object({ kind: z.literal('lastDefense'), queue: z.array(seat), nextTurn: seat }),
      ])
      .nullable(),
    prompt: z.string().nullable().describe('What the prompted seat is asked, in words (null when no prompt is pending).'),
    players: z.array(
      z.object({
        seat,
        pos: int.describe('Cell index, or -1 before choosing an airlock and after leaving the board.'),
        status,
        escapeRank: int.nullable(),
        ap: int,
        holes: int,
        starter: cardView.nullable().describe('The dealt blaster or shield: public.'),
        handCount: int.describe('Item cards are private: others see how many.'),
        artifacts: z.array(int),
        shieldActive: z.boolean(),
        fearArea: int,
        freezeLeft: int,
        malfunctionLeft: int,
        adrenaline: z.boolean(),
        adrenalineCredit: int,
        penalty: int,
        items: z
          .array(cardView)
          .optional()
          .describe('The item cards this pirate still holds: present only once the match is finished, when they are laid down to be counted.'),
      }),
    ),
    hand: z.array(cardView).nullable().describe('Your own item cards (null for a spectator).'),
    result: result.nullable(),
  })
  .describe('A Space Relics view: the museum and every pirate’s public side, with only your own item cards.');

export const spaceRelicsShapes: GameShapes<SpaceRelicsView> = { view, resultDetails };
