import { createRoute, z } from '@hono/zod-openapi';
import { BrowserSessionSchema, browserSessionDescription, requireBrowserWrite, startBrowserSession } from '../browser-session.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { EmailSchema } from './v1-auth-email-request.js';
import { verifyEmailLogin, wrongLogin } from './v1-auth-email-verify.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'verifyBrowserEmailSignIn',
  method: 'post',
  path: '/v1/auth/browser/verify',
  summary: 'Finish an email sign-in in a browser: signed in by cookie',
  description: `The code (or link token) works as for POST /v1/auth/email/verify; a guest signed in by cookie that asked for the email keeps its account. ${browserSessionDescription}`,
  security: [],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .union([
              z.object({ email: EmailSchema, code: z.string().trim().regex(/^\d{6}$/, 'six digits') }),
              z.object({ token: z.string().min(1).max(200) }),
            ])
            .openapi('BrowserVerifyRequest'),
        },
      },
    },
  },
  responses: {
    200: { description: 'Signed in.', content: { 'application/json': { schema: BrowserSessionSchema, example: examples.verifyBrowserEmailSignIn } } },
    ...errorResponses(400, 401, 403),
  },
});

export const registerAuthBrowserVerify = (app: App) =>
  app.openapi(route, async (c) => {
    requireBrowserWrite(c);
    const user = await verifyEmailLogin(c, c.req.valid('json'));
    if (!user) throw new ApiError('unauthorized', wrongLogin);
    return c.json(await startBrowserSession(c, user), 200);
  });
