import { createRoute, z } from '@hono/zod-openapi';
import { findUser } from '../../db/queries.js';
import { ratingsOf, recentResults } from '../../db/lobby.js';
import type { App } from '../context.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import { ApiError, errorResponses } from '../problem.js';
import { RatingSchema, toRating } from '../rating-schemas.js';
import { UserSchema } from '../schemas.js';
import { examples } from '../openapi-examples.js';
import { EndingSchema, endingOf } from '../people-schemas.js';

const recentLimit = 10;

const ProfileSchema = z
  .object({
    user: UserSchema,
    ratings: z.array(RatingSchema).openapi({ description: 'One per game the user has played rated matches of.' }),
    recentResults: z
      .array(
        z
          .object({
            matchId: z.string(),
            gameId: z.string(),
            seats: z.array(z.number().int()).openapi({ description: 'The user’s seats in that match.' }),
            outcome: z.enum(['win', 'loss']).openapi({ description: '`win` when one of the user’s seats is among the winners.' }),
            rated: z.boolean(),
            ratingBefore: z.number().nullable().openapi({ description: 'Rounded; null when the match was not rated.' }),
            ratingAfter: z.number().nullable(),
            finishedAt: z.string().datetime(),
            players: z
              .array(z.object({ seat: z.number().int(), userId: z.string(), name: z.string() }))
              .openapi({ description: 'Everyone who sat at the table, by seat: names only.' }),
            winners: z.array(z.number().int()).openapi({ description: 'The winning seats (none when nobody won).' }),
            scores: z.array(z.number()).openapi({ description: 'Final score per seat (all 0 after a forfeit).' }),
            ending: EndingSchema,
          })
          .openapi('RecentResult'),
      )
      .openapi({ description: `The last ${recentLimit} finished matches, newest first; private ones only to a caller who sat at them too.` }),
  })
  .openapi('UserProfile');

const route = createRoute({
  tags: ['ratings'],
  operationId: 'getUser',
  method: 'get',
  path: '/v1/users/{userId}',
  summary: 'A player’s public profile: name, ratings and recent results',
  description: 'Public: no email address, preferences or tokens. Ratings are marked `provisional` while their deviation is above 110.',
  security: optionalBearerSecurity,
  request: { params: z.object({ userId: z.string().min(1).openapi({ param: { name: 'userId', in: 'path' }, example: 'usr_4f9c2d1e8a7b6c5d' }) }) },
  responses: {
    200: { description: 'The profile.', content: { 'application/json': { schema: ProfileSchema, example: examples.getUser } } },
    ...errorResponses(401, 404),
  },
});

export const registerUsersGet = (app: App) =>
  app.openapi(route, async (c) => {
    const viewer = optionalReader(c);
    const { userId } = c.req.valid('param');
    const db = c.get('db');
    const user = await findUser(db, userId);
    if (!user || user.deletedAt) throw new ApiError('not-found', 'No such player.');
    const [ratings, recent] = [await ratingsOf(db, userId), await recentResults(db, userId, viewer?.id ?? null, recentLimit)];
    return c.json(
      {
        user: { id: user.id, name: user.name, kind: user.kind as 'guest' | 'person' | 'bot' },
        ratings: ratings.map(toRating),
        recentResults: recent.map((r) => ({
          matchId: r.matchId,
          gameId: r.gameId,
          seats: r.seats,
          outcome: r.seats.some((s) => r.result?.winners.includes(s)) ? ('win' as const) : ('loss' as const),
          rated: r.rated,
          ratingBefore: r.ratingBefore === null ? null : Math.round(r.ratingBefore),
          ratingAfter: r.ratingAfter === null ? null : Math.round(r.ratingAfter),
          finishedAt: r.finishedAt.toISOString(),
          players: r.players.map((p) => ({ seat: p.seat, userId: p.userId, name: p.name })),
          winners: r.result?.winners ?? [],
          scores: r.result?.scores ?? [],
          ending: endingOf(r.result),
        })),
      },
      200,
    );
  });
