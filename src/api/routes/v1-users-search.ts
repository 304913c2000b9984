import { createRoute, z } from '@hono/zod-openapi';
import { followedAmong, searchPeople } from '../../db/people.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { decodeCursor, encodeCursor } from '../lobby-schemas.js';
import { limitSearches, peopleLimits, toPublicUser } from '../people-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { UserSchema } from '../schemas.js';

const { minSearchLength, maxSearchLength, pageDefault, pageMax } = peopleLimits;

const SearchQuery = z.object({
  search: z
    .string()
    .max(200)
    .openapi({
      param: { name: 'search', in: 'query' },
      description: `Part of a name, ${minSearchLength} to ${maxSearchLength} characters once trimmed; case does not matter.`,
      example: 'ada',
    }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(pageMax)
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, description: `Page size, ${pageDefault} by default.` }),
  cursor: z.string().max(400).optional().openapi({ param: { name: 'cursor', in: 'query' }, description: 'The `nextCursor` of the previous page.' }),
});

const PlayerFoundSchema = UserSchema.extend({
  friend: z.boolean().openapi({ description: 'Whether you follow them (PUT /v1/me/friends/{userId}).' }),
}).openapi('PlayerFound');

const SearchResultSchema = z
  .object({
    users: z.array(PlayerFoundSchema),
    nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .openapi('PlayerSearch');

const route = createRoute({
  tags: ['players'],
  operationId: 'searchPlayers',
  method: 'get',
  path: '/v1/users',
  summary: 'Find players by name',
  description: [
    `Players whose display name contains \`search\` (${minSearchLength} to ${maxSearchLength} characters, case-insensitive), names starting with it first, then alphabetically; paged with \`cursor\`.`,
    'Only public facts: id, name and kind, and whether you follow them. Never an email address.',
    'Guests are not listed: a guest account is temporary and its name unchecked (invite a guest by sharing the match’s address). Nor are deleted bots, the server’s computer players, or you.',
    `Each account may search LIMIT_SEARCHES_PER_MINUTE times a minute (${peopleLimits.searchesPerMinute} by default): beyond it, 429 with Retry-After.`,
  ].join(' '),
  security: bearerSecurity,
  request: { query: SearchQuery },
  responses: {
    200: {
      description: 'A page of players.',
      content: {
        'application/json': {
          schema: SearchResultSchema,
          example: { users: [{ id: 'usr_4f9c2d1e8a7b6c5d', name: 'Ada', kind: 'person', friend: true }], nextCursor: null },
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

/** The name in a cursor (URI-encoded, as names may hold any character); a mangled one is a 400. */
function cursorKey(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new ApiError('invalid-request', 'The cursor is not one this server gave out; start again without it.', { errors: [{ path: 'cursor', message: 'invalid cursor' }] });
  }
}

export const registerUsersSearch = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:read');
    const query = c.req.valid('query');
    const text = query.search.trim();
    if (text.length < minSearchLength || text.length > maxSearchLength) {
      const message = text.length < minSearchLength ? `at least ${minSearchLength} characters` : `at most ${maxSearchLength} characters`;
      throw new ApiError('invalid-request', `Search for ${message} of a name.`, { errors: [{ path: 'search', message }] });
    }
    const limit = query.limit ?? pageDefault;
    const after = query.cursor ? decodeCursor(query.cursor, 3, [/^[01]$/, /^(?:[\w.!~*'()-]|%[0-9A-F]{2}){1,400}$/, /^usr_[\w-]+$/]) : undefined;
    await limitSearches(c, caller.id);
    const db = c.get('db');
    const rows = await searchPeople(db, {
      text,
      callerId: caller.id,
      limit,
      after: after ? { rank: Number(after[0]), key: cursorKey(after[1] as string), id: after[2] as string } : undefined,
    });
    const page = rows.slice(0, limit);
    const friends = await followedAmong(
      db,
      caller.id,
      page.map((r) => r.id),
    );
    const last = page[page.length - 1];
    return c.json(
      {
        users: page.map((r) => ({ ...toPublicUser(r), friend: friends.has(r.id) })),
        nextCursor: rows.length > limit && last ? encodeCursor([String(last.rank), encodeURIComponent(last.key), last.id]) : null,
      },
      200,
    );
  });
