import { createRoute, z } from '@hono/zod-openapi';
import { listBots } from '../../db/bots.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { BotSchema, toBotBody } from '../bot-schemas.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['bots'],
  operationId: 'listBots',
  method: 'get',
  path: '/v1/bots',
  summary: 'The bots you manage',
  description: 'Every bot the caller owns, with its limits; never a token. Needs `bots:manage`.',
  security: bearerSecurity,
  responses: {
    200: { description: 'Your bots.', content: { 'application/json': { schema: z.object({ bots: z.array(BotSchema) }), example: examples.listBots } } },
    ...errorResponses(401, 403),
  },
});

export const registerBotsList = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'bots:manage');
    const rows = await listBots(c.get('db'), caller.id);
    return c.json({ bots: rows.map(toBotBody) }, 200);
  });
