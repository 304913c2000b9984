import { createRoute, z } from '@hono/zod-openapi';
import { updateUser } from '../../db/accounts.js';
import { findUser } from '../../db/queries.js';
import { isTimeZone, preferencesOf, PreferencesSchema } from '../../notify/preferences.js';
import { bearerSecurity, requireSession } from '../auth.js';
import type { App } from '../context.js';
import { ApiError, errorResponses } from '../problem.js';
import { MeSchema, toMe } from './v1-me-get.js';
import { EmailSchema, sendSignIn } from './v1-auth-email-request.js';
import { examples } from '../openapi-examples.js';
import { locales } from '../../engine/index.js';

const PatchMeRequest = z
  .object({
    name: z.string().trim().min(1).max(40).optional(),
    preferences: PreferencesSchema.partial().optional().openapi({ description: 'Only the categories given change.' }),
    timeZone: z.string().max(64).optional().openapi({ description: 'An IANA time zone, e.g. `America/New_York`.' }),
    language: z.enum(locales).nullable().optional().openapi({ description: 'The language of your emails, push messages and the web app; null: the browser’s.' }),
    email: EmailSchema.optional().openapi({
      description: 'Sends a code and link to this address; it becomes yours once you verify (POST /v1/auth/email/verify with your token).',
    }),
  })
  .strict()
  .openapi('PatchMeRequest');

const route = createRoute({
  tags: ['me'],
  operationId: 'updateMe',
  method: 'patch',
  path: '/v1/me',
  summary: 'Change your name, notification preferences, time zone or language',
  description:
    'An `email` is not changed at once: a code and link are sent there, and the address is attached once you verify with your token (the answer’s `emailPending` names it).',
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: PatchMeRequest } } } },
  responses: {
    200: {
      description: 'Your account after the change.',
      content: { 'application/json': { schema: MeSchema.extend({ emailPending: z.string().optional() }).openapi('MeUpdated'), example: examples.updateMe } },
    },
    ...errorResponses(400, 401, 403, 429, 503),
  },
});

export const registerMePatch = (app: App) =>
  app.openapi(route, async (c) => {
    // Name, address and preferences belong to the account: a personal or bot token may not change them.
    const caller = requireSession(c);
    const body = c.req.valid('json');
    const db = c.get('db');
    if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) {
      throw new ApiError('invalid-request', `Unknown time zone \`${body.timeZone}\`.`, { errors: [{ path: 'timeZone', message: 'not an IANA time zone' }] });
    }
    const current = await findUser(db, caller.id);
    if (!current) throw new ApiError('unauthorized', 'This account no longer exists.');
    const updated = await updateUser(db, caller.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      ...(body.preferences ? { prefs: { ...preferencesOf(current.prefs), ...body.preferences } } : {}),
    });
    if (body.email !== undefined && body.email !== current.email) {
      await sendSignIn(c, body.email, caller.id);
      return c.json({ ...toMe(updated ?? current), emailPending: body.email }, 200);
    }
    return c.json(toMe(updated ?? current), 200);
  });
