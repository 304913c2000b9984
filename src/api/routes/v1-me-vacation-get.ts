import { createRoute } from '@hono/zod-openapi';
import { vacationStatus } from '../../db/vacations.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { examples } from '../openapi-examples.js';
import { errorResponses } from '../problem.js';
import { nowOf } from '../sessions.js';
import { daysPerYearOf, toVacation, VacationSchema } from '../vacation-schemas.js';

const route = createRoute({
  tags: ['me'],
  operationId: 'getMyVacation',
  method: 'get',
  path: '/v1/me/vacation',
  summary: 'Your vacation and the days left this year',
  description:
    'Whether you are away and until when, and this calendar year’s allowance (UTC): the days per year (VACATION_DAYS_PER_YEAR, 30 by default), the days used and the days left. While you are away, the clock of each turn of yours pauses in matches of at least a day per move (`pauseMinPerMoveSeconds`); your opponents see `awayUntil` on your seat.',
  security: bearerSecurity,
  responses: {
    200: { description: 'Your vacation.', content: { 'application/json': { schema: VacationSchema, example: examples.getMyVacation } } },
    ...errorResponses(401, 403),
  },
});

export const registerMeVacationGet = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const status = await vacationStatus(c.get('db'), caller.id, nowOf(c.get('deps')));
    return c.json(toVacation(status, daysPerYearOf(c)), 200);
  });
