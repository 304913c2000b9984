import { createRoute } from '@hono/zod-openapi';
import { endVacation } from '../../db/vacations.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { announce } from '../live.js';
import { examples } from '../openapi-examples.js';
import { ApiError, errorResponses } from '../problem.js';
import { nowOf } from '../sessions.js';
import { daysPerYearOf, toVacation, VacationSchema } from '../vacation-schemas.js';

const route = createRoute({
  tags: ['me'],
  operationId: 'endVacation',
  method: 'delete',
  path: '/v1/me/vacation',
  summary: 'Come back early from your vacation',
  description:
    'Ends your vacation now. The days not begun are given back to this year’s allowance (a vacation ended early counts the days begun, at least one). Your paused clocks count again from now: a deadline carried past the planned end comes back by as much. Each active match you sit at gets a new version. `409 not-away` when you are not on vacation.',
  security: bearerSecurity,
  responses: {
    200: { description: 'You are back; the allowance with the unused days given back.', content: { 'application/json': { schema: VacationSchema, example: examples.endVacation } } },
    ...errorResponses(401, 403, 409),
  },
});

export const registerMeVacationEnd = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const outcome = await endVacation(c.get('db'), { userId: caller.id, now: nowOf(c.get('deps')) });
    if (!outcome.ok) throw new ApiError('not-away', 'You are not on vacation.');
    announce(c, { users: [], matches: outcome.changes });
    return c.json(toVacation(outcome.status, daysPerYearOf(c)), 200);
  });
