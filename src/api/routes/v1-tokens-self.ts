import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, requireCaller } from '../auth.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { ScopeSchema, tokenScopes } from '../tokens.js';
import { UserSchema } from '../schemas.js';
import { examples } from '../openapi-examples.js';

const TokenSelf = z
  .object({
    kind: z.enum(['session', 'personal', 'bot']),
    tokenId: z.string().nullable().openapi({ description: 'null for a session token.' }),
    scopes: z.array(ScopeSchema).openapi({ description: 'What this token may do (a session may do everything).' }),
    user: UserSchema,
  })
  .openapi('TokenSelf');

const route = createRoute({
  tags: ['tokens'],
  operationId: 'getTokenSelf',
  method: 'get',
  path: '/v1/tokens/self',
  summary: 'What the token in this request is and may do',
  description: 'Its kind (`session`, `personal` or `bot`), its scopes and its user. Any valid token may ask.',
  security: bearerSecurity,
  responses: {
    200: { description: 'The token’s kind, scopes and user.', content: { 'application/json': { schema: TokenSelf, example: examples.getTokenSelf } } },
    ...errorResponses(401),
  },
});

export const registerTokensSelf = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireCaller(c);
    const kind = caller.tokenId === undefined ? 'session' : caller.kind === 'bot' ? 'bot' : 'personal';
    return c.json(
      {
        kind,
        tokenId: caller.tokenId ?? null,
        scopes: (caller.scopes ?? tokenScopes) as z.infer<typeof ScopeSchema>[],
        user: { id: caller.id, name: caller.name, kind: caller.kind as 'guest' | 'person' | 'bot' },
      } as const,
      200,
    );
  });
