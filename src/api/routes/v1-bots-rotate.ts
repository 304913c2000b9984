import { createRoute } from '@hono/zod-openapi';
import { findOwnedBot, rotateBotToken } from '../../db/bots.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { BotIdParam, BotWithToken, toBotBody } from '../bot-schemas.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { botTokenScopes, newOpaqueToken, newTokenId } from '../tokens.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['bots'],
  operationId: 'rotateBotToken',
  method: 'post',
  path: '/v1/bots/{botId}/token',
  summary: 'Issue a new token for a bot; the old one stops working at once',
  description: 'The old token stops working at once; the new one is shown only in this response. Needs `bots:manage`.',
  security: bearerSecurity,
  request: { params: BotIdParam },
  responses: {
    200: { description: 'The bot and its new token, shown once.', content: { 'application/json': { schema: BotWithToken, example: examples.rotateBotToken } } },
    ...errorResponses(401, 403, 404),
  },
});

export const registerBotsRotate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'bots:manage');
    const { botId } = c.req.valid('param');
    const db = c.get('db');
    const bot = await findOwnedBot(db, caller.id, botId);
    if (!bot) throw new ApiError('not-found', `You manage no bot \`${botId}\`.`);
    const { token, hash } = await newOpaqueToken('bot');
    await rotateBotToken(db, bot.id, { id: newTokenId(), name: `bot ${bot.name}`, hash, scopes: botTokenScopes });
    return c.json({ bot: toBotBody(bot), token }, 200);
  });
