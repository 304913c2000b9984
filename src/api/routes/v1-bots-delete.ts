import { createRoute } from '@hono/zod-openapi';
import { deleteBot, findOwnedBot } from '../../db/bots.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { BotIdParam } from '../bot-schemas.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['bots'],
  operationId: 'deleteBot',
  method: 'delete',
  path: '/v1/bots/{botId}',
  summary: 'Delete a bot; its tokens stop working, its past moves stay in history',
  description: 'Its tokens stop working at once; its moves stay in the matches’ logs. Needs `bots:manage`.',
  security: bearerSecurity,
  request: { params: BotIdParam },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(401, 403, 404),
  },
});

export const registerBotsDelete = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'bots:manage');
    const { botId } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findOwnedBot(db, caller.id, botId))) throw new ApiError('not-found', `You manage no bot \`${botId}\`.`);
    await deleteBot(db, botId);
    return c.body(null, 204);
  });
