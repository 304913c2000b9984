import { createRoute } from '@hono/zod-openapi';
import { startVacation } from '../../db/vacations.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { randomToken } from '../ids.js';
import { announce } from '../live.js';
import { examples } from '../openapi-examples.js';
import { ApiError, errorResponses } from '../problem.js';
import { nowOf } from '../sessions.js';
import { daysPerYearOf, refuseBots, StartVacationSchema, toVacation, VacationSchema } from '../vacation-schemas.js';

const route = createRoute({
  tags: ['me'],
  operationId: 'startVacation',
  method: 'post',
  path: '/v1/me/vacation',
  summary: 'Go on vacation for some days, from now',
  description: [
    'Starts a vacation of `days` whole days now (README, “Vacation”). In every active match of at least a day per move, the clock of each turn of yours pauses: the deadline of a turn you must play moves past the end of the vacation with the time you had left, a turn that comes to you meanwhile starts its clock when the vacation ends, and reminders wait likewise; no deadline of yours falls while you are away. Faster matches keep their clocks. Your opponents see `awayUntil` on your seat of each match (public).',
    'The days count against this calendar year’s allowance (UTC; VACATION_DAYS_PER_YEAR, 30 by default): `409 vacation-allowance-exceeded` (with `daysLeft`) when fewer are left. One vacation at a time: `409 already-away` (with the one under way) while you are away; end it first (DELETE). Bots take no vacation (`403 forbidden`).',
    'Each active match you sit at gets a new version (its seats now show you away); a move sent with the previous version gets `409 stale-version`.',
  ].join('\n\n'),
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: StartVacationSchema, example: { days: 7 } } } } },
  responses: {
    201: { description: 'You are away; your vacation and what is left of the allowance.', content: { 'application/json': { schema: VacationSchema, example: examples.startVacation } } },
    ...errorResponses(400, 401, 403, 409, 415),
  },
});

export const registerMeVacationStart = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    refuseBots(caller);
    const { days } = c.req.valid('json');
    const daysPerYear = daysPerYearOf(c);
    const outcome = await startVacation(c.get('db'), { id: `vac_${randomToken(8)}`, userId: caller.id, days, now: nowOf(c.get('deps')), daysPerYear });
    if (!outcome.ok) {
      const body = toVacation(outcome.status, daysPerYear);
      if (outcome.reason === 'away') {
        throw new ApiError('already-away', `You are already away until ${body.current?.endsAt}; end that vacation first to start another.`, { vacation: body.current });
      }
      const { daysLeft, year } = body.allowance;
      throw new ApiError(
        'vacation-allowance-exceeded',
        daysLeft === 0
          ? `You have no vacation days left in ${year} (${daysPerYear} a year).`
          : `You have ${daysLeft} vacation day${daysLeft === 1 ? '' : 's'} left in ${year} (${daysPerYear} a year), fewer than ${days}.`,
        { daysLeft, daysPerYear, year },
      );
    }
    announce(c, { users: [], matches: outcome.changes });
    return c.json(toVacation(outcome.status, daysPerYear), 201);
  });
