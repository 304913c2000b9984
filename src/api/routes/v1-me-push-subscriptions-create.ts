import { createRoute } from '@hono/zod-openapi';
import { storePushSubscription } from '../../db/push.js';
import { maxPushSubscriptionsPerUser, pushEndpointProblem } from '../../notify/push/send.js';
import { fromBase64Url, isP256PublicKey } from '../../notify/push/vapid.js';
import { bearerSecurity, requireSession } from '../auth.js';
import type { App } from '../context.js';
import { randomToken } from '../ids.js';
import { ApiError, errorResponses } from '../problem.js';
import { examplePushSubscription, PushSubscriptionSchema, StorePushSubscriptionRequest, toPushSubscriptionBody } from '../push-schemas.js';

const route = createRoute({
  tags: ['push'],
  operationId: 'storePushSubscription',
  method: 'post',
  path: '/v1/me/push-subscriptions',
  summary: 'Be told by Web Push when it is your turn, in this browser',
  description: `Stores a browser's \`PushSubscription\` (subscribed with the key of GET /v1/push/key). From then on each turn of yours is pushed to it once, as turn emails are sent (the dispatcher; it waits while you were active in the last NOTIFY_ACTIVE_GRACE_S seconds and is dropped if you play first), unless \`preferences.push\` is off. A message names the match and the game and says it is your turn: nothing of the match's state. Sending the same endpoint again updates it (201 the first time, 200 after); an endpoint another account stored becomes yours. At most ${maxPushSubscriptionsPerUser} per account: storing another drops the least recently stored. The endpoint must be https and a public host. A subscription its push service answers 404 or 410 for is deleted. Needs a session (the web app's cookie or a session token), not a personal or bot token.`,
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: StorePushSubscriptionRequest } } } },
  responses: {
    201: { description: 'Stored.', content: { 'application/json': { schema: PushSubscriptionSchema, example: examplePushSubscription } } },
    200: { description: 'Already stored: its keys were updated.', content: { 'application/json': { schema: PushSubscriptionSchema, example: examplePushSubscription } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerMePushSubscriptionsCreate = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireSession(c);
    const push = c.get('deps').config.push;
    if (!push) throw new ApiError('not-found', 'This server sends no Web Push (it has no VAPID keys).');
    const body = c.req.valid('json');
    const problem = pushEndpointProblem(body.endpoint, push.allowPrivate);
    if (problem) throw new ApiError('invalid-request', `The push endpoint ${problem}.`, { errors: [{ path: 'endpoint', message: problem }] });
    if (!isP256PublicKey(body.keys.p256dh)) {
      throw new ApiError('invalid-request', 'keys.p256dh is not a P-256 public key.', { errors: [{ path: 'keys.p256dh', message: 'not an uncompressed P-256 public key (65 bytes)' }] });
    }
    if (fromBase64Url(body.keys.auth)?.length !== 16) {
      throw new ApiError('invalid-request', 'keys.auth is not a 16-byte secret.', { errors: [{ path: 'keys.auth', message: 'not 16 bytes' }] });
    }
    const { row, created } = await storePushSubscription(
      c.get('db'),
      { id: `psh_${randomToken(8)}`, userId: caller.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      maxPushSubscriptionsPerUser,
    );
    return c.json(toPushSubscriptionBody(row), created ? 201 : 200);
  });
