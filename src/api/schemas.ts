import { z } from '@hono/zod-openapi';
import type { AnyGame } from '../engine/index.js';
import type { MatchRecord } from '../db/queries.js';
import { matchView } from './match-view.js';
import { computerLevelOf, computerLevels } from '../bots/computer.js';
import { pausesForVacation } from '../notify/deadlines.js';

export const UserSchema = z
  .object({
    id: z.string().openapi({ example: 'usr_4f9c2d1e8a7b6c5d' }),
    name: z.string().openapi({ example: 'Ada' }),
    kind: z.enum(['guest', 'person', 'bot']),
  })
  .openapi('User');

export const MatchIdParam = z.object({
  matchId: z.string().min(1).openapi({ param: { name: 'matchId', in: 'path' }, example: 'mat_8c1f0e2d3b4a5968' }),
});

export const SeatQuery = z.object({
  seat: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ param: { name: 'seat', in: 'query' }, description: 'Which of your seats; needed only when you hold several.' }),
});

export const ComputerLevelSchema = z.enum(computerLevels).openapi('ComputerLevel', {
  description: '`easy`: the greedy player, half its moves at random; `medium`: the greedy player; `hard`: the strongest (a search over what the seat may know, or Relic Runners’ planner), thinking up to a second a move.',
});

export const SeatHolderSchema = z
  .object({
    seat: z.number().int(),
    userId: z.string().nullable().openapi({ description: 'null while the seat is free.' }),
    name: z.string().nullable(),
    computer: z.boolean().openapi({ description: 'Whether one of the platform’s computer players holds the seat (the server plays it).' }),
    level: ComputerLevelSchema.nullable().openapi({ description: 'The computer’s level; null for anyone else.' }),
    awayUntil: z
      .string()
      .datetime()
      .nullable()
      .optional()
      .openapi({
        description:
          'In a match body: the player is on vacation until then (null: not away). Public. When the match’s `timeControl.pausesForVacation`, their clock is paused meanwhile (README, “Vacation”). Compare it with the current time: a body read again only when the match changes may show an instant already past, when they are back.',
      }),
  })
  .openapi('SeatHolder');

/** Every seat of a table, free ones included, with who holds it and whether a computer does. */
export function seatHolders(players: number, taken: readonly { seat: number; userId: string; name: string }[]): z.infer<typeof SeatHolderSchema>[] {
  const holders = new Map(taken.map((s) => [s.seat, s]));
  return Array.from({ length: players }, (_, i) => {
    const holder = holders.get(i);
    const level = computerLevelOf(holder?.userId);
    return { seat: i, userId: holder?.userId ?? null, name: holder?.name ?? null, computer: level !== null, level };
  });
}

export const ResultSchema = z
  .object({
    winners: z.array(z.number().int()),
    scores: z.array(z.number()),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('Result');

export const MatchSchema = z
  .object({
    id: z.string(),
    gameId: z.string().openapi({ example: 'ruin-runner' }),
    rulesVersion: z.number().int().openapi({
      example: 2,
      description: 'The version of the game’s rules and data this match began with and plays to its end, whatever versions come later (README, “Rules versions”). New matches take the latest: `rulesVersion` of GET /v1/games/{gameId}.',
    }),
    status: z.enum(['waiting', 'active', 'finished', 'aborted']),
    version: z.number().int().openapi({ description: 'Changes with every change of the match; send it back as `expectedVersion`.' }),
    players: z.number().int(),
    options: z.record(z.string(), z.unknown()),
    seat: z.number().int().nullable().openapi({ description: 'The seat whose view this is; null for a spectator.' }),
    seats: z.array(SeatHolderSchema),
    activeSeats: z.array(z.number().int()).openapi({ description: 'Seats that must act now.' }),
    view: z.unknown().openapi({ description: 'What `seat` may know, in the game’s own shape (see the game’s RULES.md); once the match is finished, with what the end of the game reveals (RULES.md, “What the end of the game reveals”).' }),
    result: ResultSchema.nullable(),
    timeControl: z
      .object({
        perMoveSeconds: z.number().int(),
        pauseWeekends: z.boolean(),
        pausesForVacation: z.boolean().openapi({ description: 'Whether a player’s clock pauses while they are on vacation: time controls of at least a day per move (README, “Vacation”).' }),
      })
      .nullable()
      .openapi({ description: 'Time per move; null when the match has no clock.' }),
    onTimeout: z.enum(['skip', 'resign', 'claim']).nullable().openapi({ description: 'What happens when a deadline passes.' }),
    deadlineAt: z.string().datetime().nullable().openapi({ description: 'When the seats in `activeSeats` run out of time.' }),
    visibility: z.enum(['public', 'private']).openapi({ description: '`private`: never listed by GET /v1/matches to anyone who does not sit at it (still readable by id).' }),
    rated: z.boolean().openapi({ description: 'Whether the result changes the players’ Glicko-2 ratings.' }),
    abortVotes: z
      .array(z.number().int())
      .nullable()
      .openapi({ description: 'While the match is active and nothing has been played: the seats whose players agreed to abort it (POST …/abort), possibly none. null once it can no longer be aborted.' }),
    createdAt: z.string().datetime(),
    updatedAt: z.string().datetime(),
  })
  .openapi('Match');

export type MatchBody = z.infer<typeof MatchSchema>;

export function toMatchBody(game: AnyGame, match: MatchRecord, seat: number | null): MatchBody {
  return {
    id: match.id,
    gameId: match.gameId,
    rulesVersion: match.rulesVersion,
    status: match.status as MatchBody['status'],
    version: match.version,
    players: match.players,
    options: match.options as Record<string, unknown>,
    seat,
    seats: seatHolders(match.players, match.seats).map((holder) => ({ ...holder, awayUntil: awayUntilShown(match, holder.seat) })),
    activeSeats: match.activeSeats,
    view: matchView(game, match.state, seat, match.status === 'finished'),
    result: (match.result as MatchBody['result']) ?? null,
    timeControl: timeControlBody(match.timeControl),
    onTimeout: (match.onTimeout as MatchBody['onTimeout']) ?? null,
    deadlineAt: match.deadlineAt?.toISOString() ?? null,
    visibility: match.visibility === 'private' ? 'private' : 'public',
    rated: match.rated,
    abortVotes: match.status === 'active' ? (match.abortVotes ?? null) : null,
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
  };
}

function timeControlBody(stored: unknown): MatchBody['timeControl'] {
  const tc = stored as { perMoveSeconds: number; pauseWeekends: boolean } | null;
  return tc ? { perMoveSeconds: tc.perMoveSeconds, pauseWeekends: tc.pauseWeekends, pausesForVacation: pausesForVacation(tc) } : null;
}

/**
 * A seat holder's vacation end, shown while the match is active and the vacation ends after the
 * match's last change (as the database reads it, db/queries.ts seatsColumn: one version, one body).
 */
function awayUntilShown(match: MatchRecord, seat: number): string | null {
  if (match.status !== 'active') return null;
  const until = match.seats.find((s) => s.seat === seat)?.awayUntil;
  if (!until) return null;
  const at = new Date(until);
  return at > match.updatedAt ? at.toISOString() : null;
}
