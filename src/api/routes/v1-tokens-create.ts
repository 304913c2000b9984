import { createRoute, z } from '@hono/zod-openapi';
import { insertToken } from '../../db/bots.js';
import { bearerSecurity, requireSession } from '../auth.js';
import type { App } from '../context.js';
import { errorResponses } from '../problem.js';
import { quotaDescription, quotaExceeded, quotaOf } from '../quotas.js';
import { newOpaqueToken, newTokenId, ScopeSchema, TokenSchema, toTokenBody } from '../tokens.js';
import { examples } from '../openapi-examples.js';

const CreateTokenRequest = z
  .object({
    name: z.string().trim().min(1).max(80).openapi({ example: 'my laptop script' }),
    scopes: z.array(ScopeSchema).min(1).openapi({ example: ['matches:read'] }),
  })
  .openapi('CreateTokenRequest');

const CreatedToken = z
  .object({
    token: TokenSchema,
    secret: z.string().openapi({ description: 'The token itself (`rlq_pat_…`), for `Authorization: Bearer`. Shown only now; the server keeps its hash.' }),
  })
  .openapi('CreatedToken');

const route = createRoute({
  tags: ['tokens'],
  operationId: 'createToken',
  method: 'post',
  path: '/v1/tokens',
  summary: 'Create a personal access token',
  description: 'Needs a session token: a personal or bot token cannot mint further tokens. `Idempotency-Key` is not honoured here: the response holds a secret and is never kept, so a retry mints another. ' + quotaDescription('tokens', 'LIMIT_TOKENS_PER_ACCOUNT'),
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: CreateTokenRequest } } } },
  responses: {
    201: { description: 'The token; its secret is shown once.', content: { 'application/json': { schema: CreatedToken, example: examples.createToken } } },
    ...errorResponses(400, 401, 403, 409),
  },
});

export const registerTokensCreate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireSession(c);
    const body = c.req.valid('json');
    const { token, hash } = await newOpaqueToken('pat');
    const quota = quotaOf(c, 'tokens');
    const row = await insertToken(c.get('db'), { id: newTokenId(), userId: caller.id, name: body.name, hash, scopes: [...new Set(body.scopes)] }, quota);
    if (!row) throw quotaExceeded('tokens', quota as number);
    return c.json({ token: toTokenBody(row), secret: token }, 201);
  });
