import { createRoute, z } from '@hono/zod-openapi';
import { postChat } from '../../db/chat.js';
import { bearerSecurity, requireScope } from '../auth.js';
import { chatLimits, ChatMessageSchema, toChatBody } from '../chat-schemas.js';
import type { App } from '../context.js';
import { loadMatchOr404 } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam } from '../schemas.js';
import { seatsHeldBy } from '../seats.js';
import { examples } from '../openapi-examples.js';
import { announce } from '../live.js';

const ChatRequest = z
  .object({
    text: z
      .string()
      .max(chatLimits.maxChars)
      .refine((t) => t.trim().length > 0, 'must not be blank')
      .refine((t) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(t), 'must not contain control characters')
      .openapi({ description: `Plain text, 1 to ${chatLimits.maxChars} characters; line breaks allowed.` }),
  })
  .openapi('ChatRequest');

const route = createRoute({
  tags: ['chat'],
  operationId: 'postChat',
  method: 'post',
  path: '/v1/matches/{matchId}/chat',
  summary: 'Say something to the other players',
  description: `For the players seated at the match, in any state. Each other player who has not muted you gets a \`chat\` event in their inbox (and stream). At most ${chatLimits.perWindow} messages per ${chatLimits.windowSeconds} s per player and match (\`429 rate-limited\` with \`Retry-After\`). Chat text is never put in an email.`,
  security: bearerSecurity,
  request: { params: MatchIdParam, body: { required: true, content: { 'application/json': { schema: ChatRequest } } } },
  responses: {
    201: { description: 'The message as stored.', content: { 'application/json': { schema: ChatMessageSchema, example: examples.postChat } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMatchesChatPost = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const { text } = c.req.valid('json');
    const { match } = await loadMatchOr404(c, matchId);
    if (seatsHeldBy(match, caller).length === 0) throw new ApiError('not-your-seat', 'Only the players seated at this match may chat in it.');
    const outcome = await postChat(c.get('db'), {
      matchId,
      userId: caller.id,
      name: match.seats.find((s) => s.userId === caller.id)?.name ?? caller.name,
      text,
      recipients: match.seats.map((s) => s.userId),
      limit: chatLimits.perWindow,
      windowSeconds: chatLimits.windowSeconds,
    });
    if (!outcome.ok) {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      throw new ApiError('rate-limited', `At most ${chatLimits.perWindow} chat messages per ${chatLimits.windowSeconds} s; wait ${outcome.retryAfterSeconds} s.`, {
        retryAfter: outcome.retryAfterSeconds,
      });
    }
    announce(c, { users: match.seats.map((s) => s.userId).filter((u) => u !== caller.id), matches: [] });
    return c.json(toChatBody(outcome.message), 201);
  });
