import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../context.js';
import { htmlPage, postForm } from '../html.js';
import { errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['auth'],
  operationId: 'emailSignInPage',
  method: 'get',
  path: '/v1/auth/email/link',
  summary: 'The page a sign-in link opens: a button that POSTs the token',
  security: [],
  description: 'Showing the page consumes nothing (mail scanners follow links); the button POSTs to /v1/auth/email/verify.',
  request: { query: z.object({ token: z.string().min(1).max(200).openapi({ param: { name: 'token', in: 'query' } }) }) },
  responses: { 200: { description: 'An HTML confirmation page.', content: { 'text/html': { schema: z.string(), example: examples.emailSignInPage } } }, ...errorResponses(400) },
});

export const registerAuthEmailLink = (app: App) =>
  app.openapi(route, (c) => {
    const { token } = c.req.valid('query');
    return htmlPage(
      c,
      200,
      'Sign in to Reliquary',
      `<p>Press the button to finish signing in on this device.</p>${postForm('/v1/auth/email/verify', { token }, 'Sign in')}`,
    ) as never;
  });
