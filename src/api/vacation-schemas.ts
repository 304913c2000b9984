import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { VacationRow, VacationStatus } from '../db/vacations.js';
import { vacationPauseMinSeconds } from '../notify/deadlines.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';

/** VACATION_DAYS_PER_YEAR: days of vacation per calendar year (UTC) and account. */
export const defaultVacationDaysPerYear = 30;

export const daysPerYearOf = (c: Context<AppEnv>): number => c.get('deps').config.vacationDaysPerYear ?? defaultVacationDaysPerYear;

export const VacationSchema = z
  .object({
    away: z.boolean().openapi({ description: 'Whether you are on vacation now.' }),
    current: z
      .object({
        startsAt: z.string().datetime(),
        endsAt: z.string().datetime().openapi({ description: 'When it ends: your clocks count again from then.' }),
        days: z.number().int().openapi({ description: 'Days asked for.' }),
      })
      .nullable()
      .openapi({ description: 'The vacation under way; null when you are not away.' }),
    allowance: z
      .object({
        year: z.number().int().openapi({ description: 'The calendar year (UTC) counted.' }),
        daysPerYear: z.number().int().openapi({ description: 'Days each account may take a year (VACATION_DAYS_PER_YEAR).' }),
        daysUsed: z.number().int().openapi({ description: 'Days of this year’s vacations, the one under way included (all its days until it ends).' }),
        daysLeft: z.number().int().openapi({ description: 'Days you may still take this year: the longest vacation you may start.' }),
      })
      .openapi({ description: 'The yearly allowance. A vacation counts in the year it starts; one ended early counts the days begun (at least one).' }),
    pauseMinPerMoveSeconds: z.number().int().openapi({ description: 'Matches whose time per move is at least this long pause your clock while you are away; faster ones do not.' }),
  })
  .openapi('Vacation', { description: 'Your vacation and yearly allowance (README, “Vacation”).' });

export type VacationBody = z.infer<typeof VacationSchema>;

export function toVacation(status: VacationStatus, daysPerYear: number): VacationBody {
  const current: VacationRow | null = status.current;
  return {
    away: current !== null,
    current: current ? { startsAt: current.startsAt.toISOString(), endsAt: current.endsAt.toISOString(), days: current.days } : null,
    allowance: { year: status.year, daysPerYear, daysUsed: status.daysUsed, daysLeft: Math.max(0, daysPerYear - status.daysUsed) },
    pauseMinPerMoveSeconds: vacationPauseMinSeconds,
  };
}

export const StartVacationSchema = z
  .object({
    days: z.number().int().min(1).max(366).openapi({ example: 7, description: 'Whole days away, from now (each 24 hours). At most the days left of this year’s allowance.' }),
  })
  .strict()
  .openapi('StartVacation');

/** Bots play by program: they have no vacation to take. */
export function refuseBots(caller: { kind: string }): void {
  if (caller.kind === 'bot') throw new ApiError('forbidden', 'A bot takes no vacation: pause its program instead.');
}
