import { createRoute, z } from '@hono/zod-openapi';
import { insertBot } from '../../db/bots.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { BotWithToken, toBotBody } from '../bot-schemas.js';
import type { App } from '../context.js';
import { newUserId } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { quotaDescription, quotaExceeded, quotaOf } from '../quotas.js';
import { botTokenScopes, newOpaqueToken, newTokenId } from '../tokens.js';
import { examples } from '../openapi-examples.js';

const CreateBotRequest = z
  .object({
    name: z.string().trim().min(1).max(40).openapi({ example: 'RandomRita' }),
    maxConcurrentMatches: z.number().int().min(1).max(10_000).optional().openapi({ description: 'Refuse joins beyond this many waiting or active matches.' }),
  })
  .openapi('CreateBotRequest');

const route = createRoute({
  tags: ['bots'],
  operationId: 'createBot',
  method: 'post',
  path: '/v1/bots',
  summary: 'Create a bot account you manage',
  description: 'The bot’s token carries `matches:read`, `matches:play` and `webhooks:manage`. Needs `bots:manage`; a bot cannot own bots. `Idempotency-Key` is not honoured here: the response holds a secret and is never kept, so a retry mints another. ' + quotaDescription('bots', 'LIMIT_BOTS_PER_ACCOUNT'),
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: CreateBotRequest } } } },
  responses: {
    201: { description: 'The bot and its token, shown once.', content: { 'application/json': { schema: BotWithToken, example: examples.createBot } } },
    ...errorResponses(400, 401, 403, 409),
  },
});

export const registerBotsCreate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'bots:manage');
    if (caller.kind === 'bot') throw new ApiError('forbidden', 'A bot cannot create bots.');
    const body = c.req.valid('json');
    const { token, hash } = await newOpaqueToken('bot');
    const quota = quotaOf(c, 'bots');
    const row = await insertBot(
      c.get('db'),
      { id: newUserId(), name: body.name, ownerId: caller.id, maxConcurrentMatches: body.maxConcurrentMatches ?? null },
      { id: newTokenId(), name: `bot ${body.name}`, hash, scopes: botTokenScopes },
      quota,
    );
    if (!row) throw quotaExceeded('bots', quota as number);
    return c.json({ bot: toBotBody(row), token }, 201);
  });
