import { createRoute, z } from '@hono/zod-openapi';
import { findUser, type UserRow } from '../../db/queries.js';
import { preferencesOf, PreferencesSchema } from '../../notify/preferences.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { examples } from '../openapi-examples.js';
import { isLocale, locales } from '../../engine/index.js';

export const MeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['guest', 'person', 'bot']),
    email: z.string().nullable().openapi({ description: 'The verified address; null for a guest that attached none.' }),
    preferences: PreferencesSchema,
    timeZone: z.string().openapi({ example: 'Europe/Paris', description: 'For the daily digest.' }),
    language: z
      .enum(locales)
      .nullable()
      .openapi({ example: 'fr', description: 'The language of your emails, push messages and the web app; null: the browser’s (emails in English).' }),
  })
  .openapi('Me');

export function toMe(user: UserRow): z.infer<typeof MeSchema> {
  return {
    id: user.id,
    name: user.name,
    kind: user.kind as 'guest' | 'person' | 'bot',
    email: user.email,
    preferences: preferencesOf(user.prefs),
    timeZone: user.timeZone,
    language: isLocale(user.language) ? user.language : null,
  };
}

const route = createRoute({
  tags: ['me'],
  operationId: 'getMe',
  method: 'get',
  path: '/v1/me',
  summary: 'Your account: name, email, notification preferences, time zone',
  description: 'The account behind the token: display name, verified email (if any), notification preferences and the digest’s time zone.',
  security: bearerSecurity,
  responses: {
    200: { description: 'Your account.', content: { 'application/json': { schema: MeSchema, example: examples.getMe } } },
    ...errorResponses(401, 403),
  },
});

export const registerMeGet = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const user = await findUser(c.get('db'), caller.id);
    if (!user) throw new ApiError('unauthorized', 'This account no longer exists.');
    return c.json(toMe(user), 200);
  });
