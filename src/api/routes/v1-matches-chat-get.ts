import { createRoute, z } from '@hono/zod-openapi';
import { chatAfter } from '../../db/chat.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { chatLimits, ChatMessageSchema, toChatBody } from '../chat-schemas.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam } from '../schemas.js';
import { seatsHeldBy } from '../seats.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['chat'],
  operationId: 'getChat',
  method: 'get',
  path: '/v1/matches/{matchId}/chat',
  summary: 'Read the match chat',
  description: `For the seated players only. Oldest first, at most ${chatLimits.page} after \`after\`; messages of players you muted are left out.`,
  security: bearerSecurity,
  request: {
    params: MatchIdParam,
    query: z.object({
      after: z.coerce.number().int().min(0).optional().openapi({ param: { name: 'after', in: 'query' }, description: 'The id of the last message you have.' }),
    }),
  },
  responses: {
    200: { description: 'Messages.', content: { 'application/json': { schema: z.object({ messages: z.array(ChatMessageSchema) }).openapi('ChatPage'), example: examples.getChat } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesChatGet = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const { matchId } = c.req.valid('param');
    const { match } = await loadMatchOr404(c, matchId);
    if (seatsHeldBy(match, caller).length === 0) throw new ApiError('not-your-seat', 'Only the players seated at this match may read its chat.');
    const rows = await chatAfter(c.get('db'), matchId, caller.id, c.req.valid('query').after ?? 0, chatLimits.page);
    return c.json({ messages: rows.map(toChatBody) }, 200);
  });
