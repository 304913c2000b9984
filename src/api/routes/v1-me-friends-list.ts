import { createRoute, z } from '@hono/zod-openapi';
import { friendsMatchesInPlay, friendsOf } from '../../db/people.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { MatchSummarySchema, toMatchSummary } from '../lobby-schemas.js';
import { peopleLimits, toPublicUser } from '../people-schemas.js';
import { errorResponses } from '../problem.js';
import { UserSchema } from '../schemas.js';

const FriendSchema = z
  .object({
    user: UserSchema,
    since: z.string().datetime().openapi({ description: 'When you started following them.' }),
    matchesInPlay: z.array(MatchSummarySchema).openapi({
      description: `Their waiting and active matches you may see (public ones, or those you sit at or created), most recently changed first; at most ${peopleLimits.matchesPerFriend}.`,
    }),
  })
  .openapi('Friend');

const route = createRoute({
  tags: ['players'],
  operationId: 'listFriends',
  method: 'get',
  path: '/v1/me/friends',
  summary: 'The players you follow, with their matches in play',
  description: `Everyone you follow, by name (at most ${peopleLimits.maxFriends}, so never paged), each with the matches they play now that you may see. Following is one way: they are not told.`,
  security: bearerSecurity,
  responses: {
    200: {
      description: 'Your friends.',
      content: {
        'application/json': {
          schema: z.object({ friends: z.array(FriendSchema) }).openapi('FriendList'),
          example: {
            friends: [{ user: { id: 'usr_4f9c2d1e8a7b6c5d', name: 'Ada', kind: 'person' }, since: '2026-11-20T09:30:00.000Z', matchesInPlay: [] }],
          },
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

export const registerMeFriendsList = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const db = c.get('db');
    const [friends, inPlay] = [await friendsOf(db, caller.id), await friendsMatchesInPlay(db, caller.id, peopleLimits.matchesPerFriend)];
    return c.json(
      {
        friends: friends.map((f) => ({
          user: toPublicUser(f),
          since: f.since.toISOString(),
          matchesInPlay: (inPlay.get(f.id) ?? []).map(toMatchSummary),
        })),
      },
      200,
    );
  });
