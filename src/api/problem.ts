import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Stable problem codes: a client switches on `code`, never on the wording of `detail`. */
export const problemCodes = {
  'invalid-request': 400,
  'invalid-move': 400,
  'invalid-options': 400,
  'seat-required': 400,
  unauthorized: 401,
  'not-your-seat': 403,
  forbidden: 403,
  'insufficient-scope': 403,
  'too-many-matches': 409,
  'quota-exceeded': 409,
  'seat-reserved': 409,
  'rate-limited': 429,
  'not-found': 404,
  'stale-version': 409,
  'not-your-turn': 409,
  'match-not-active': 409,
  'match-not-waiting': 409,
  'seat-taken': 409,
  'already-seated': 409,
  'match-full': 409,
  'illegal-move': 422,
  'unsupported-media-type': 415,
  'idempotency-key-reused': 422,
  'invitation-not-pending': 409,
  'not-claimable': 409,
  'mail-unavailable': 503,
  'abort-too-late': 409,
  'match-not-finished': 409,
  'rematch-exists': 409,
  'already-seeking': 409,
  'too-many-friends': 409,
  'already-away': 409,
  'not-away': 409,
  'vacation-allowance-exceeded': 409,
  'payload-too-large': 413,
  'database-unavailable': 503,
  'server-misconfigured': 500,
  internal: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ProblemCode = keyof typeof problemCodes;

const titles: Record<ProblemCode, string> = {
  'invalid-request': 'The request does not match the schema',
  'invalid-move': 'The move does not match the game’s move schema',
  'invalid-options': 'The options are not valid for this game',
  'seat-required': 'Say which of your seats acts',
  unauthorized: 'Missing or invalid credentials',
  'not-your-seat': 'That seat is not yours',
  forbidden: 'Not allowed',
  'insufficient-scope': 'The token does not carry the scope this needs',
  'too-many-matches': 'The bot already plays as many matches as it allows',
  'quota-exceeded': 'The account already holds as many of these as it may',
  'seat-reserved': 'That seat is reserved for an invited player',
  'rate-limited': 'Too many requests; retry after Retry-After seconds',
  'not-found': 'Not found',
  'stale-version': 'The match has changed since that version',
  'not-your-turn': 'It is not this seat’s turn',
  'match-not-active': 'The match is not in play',
  'match-not-waiting': 'The match is no longer open for joining',
  'seat-taken': 'That seat is taken',
  'already-seated': 'You already hold a seat in this match',
  'match-full': 'Every seat is taken',
  'illegal-move': 'The rules do not allow that move',
  'unsupported-media-type': 'Send the body as application/json',
  'idempotency-key-reused': 'That Idempotency-Key was used with another request',
  'invitation-not-pending': 'The invitation was already answered',
  'not-claimable': 'There is no missed deadline to claim',
  'mail-unavailable': 'The email could not be sent; try again',
  'abort-too-late': 'The first move has been played; resign instead',
  'match-not-finished': 'The match is not finished',
  'rematch-exists': 'This match already has a rematch',
  'already-seeking': 'You already seek that very match',
  'too-many-friends': 'You already follow as many players as an account may',
  'already-away': 'You are already on vacation',
  'not-away': 'You are not on vacation',
  'vacation-allowance-exceeded': 'Not that many vacation days left this year',
  'payload-too-large': 'The request body is larger than this server accepts',
  'database-unavailable': 'The database is unavailable; retry after Retry-After seconds',
  'server-misconfigured': 'The server is not configured to answer',
  internal: 'Internal error',
};

/** An error a handler throws; the app turns it into `application/problem+json`. */
export class ApiError extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: 'urn:reliquary:problem:stale-version' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().openapi({ description: 'Stable machine-readable code.', example: 'stale-version' }),
    instance: z.string().optional(),
    rule: z.string().optional().openapi({ description: 'With `illegal-move`: the game rule that refused the move.' }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: 'With `invalid-request`: each field that failed validation.' }),
  })
  .passthrough()
  .openapi('Problem', { description: 'An RFC 9457 problem document.' });

export function problemBody(code: ProblemCode, detail: string, instance?: string, extra: Record<string, unknown> = {}) {
  return {
    type: `urn:reliquary:problem:${code}`,
    title: titles[code],
    status: problemCodes[code],
    detail,
    code,
    ...(instance ? { instance } : {}),
    ...extra,
  };
}

export function problemResponse(c: Context, code: ProblemCode, detail: string, extra: Record<string, unknown> = {}): Response {
  return c.body(JSON.stringify(problemBody(code, detail, new URL(c.req.url).pathname, extra)), problemCodes[code], {
    'Content-Type': 'application/problem+json',
  });
}

const statusDescriptions: Record<number, string> = {
  400: 'The request is malformed or does not match the schema.',
  401: 'No credentials, or credentials that are invalid or expired.',
  403: 'Authenticated, but not allowed to act for that seat.',
  404: 'No such resource.',
  413: 'The request body is larger than MAX_BODY_BYTES (`payload-too-large`; 64 KiB by default).',
  415: 'The body is not `application/json`.',
  429: 'Too many requests (`rate-limited`): per token, per anonymous client address, per account or per email address. Wait `Retry-After` seconds; the problem names the `limit`.',
  409: 'Conflicts with the current state (`stale-version`, `not-your-turn`, `match-not-active`, …).',
  422: 'Well-formed but refused (`illegal-move` with the rule, `idempotency-key-reused`).',
  500: 'Unexpected server error; nothing was changed.',
  503: 'A dependency is unavailable (`database-unavailable` with `Retry-After`, `mail-unavailable`); nothing was changed, try again.',
};

const rateLimitHeaders = z.object({
  'RateLimit-Policy': z.string().openapi({ description: 'The limit: `"per-token";q=<requests>;w=<seconds>` (`"per-address"` for anonymous callers).', example: '"per-token";q=600;w=60' }),
  RateLimit: z.string().openapi({ description: 'What is left: `"per-token";r=<remaining>;t=<seconds until reset>` (or `"per-address"`).', example: '"per-token";r=0;t=42' }),
  'Retry-After': z.string().openapi({ description: 'Seconds to wait before retrying.', example: '42' }),
});

const retryAfterHeader = z.object({
  'Retry-After': z.string().openapi({ description: 'Seconds to wait before retrying.', example: '5' }),
});

/** One problem per status, as the contract's example of that response. */
const exampleProblems: Record<number, ReturnType<typeof problemBody>> = {
  400: problemBody('invalid-request', 'players: Too small: expected number to be >=1', '/v1/matches', { errors: [{ path: 'players', message: 'Too small: expected number to be >=1' }] }),
  401: problemBody('unauthorized', 'Send `Authorization: Bearer <token>`.', '/v1/me'),
  403: problemBody('not-your-seat', 'Seat 1 is not yours.', '/v1/matches/mat_8c1f0e2d3b4a5968/moves'),
  404: problemBody('not-found', 'No match mat_8c1f0e2d3b4a5968.', '/v1/matches/mat_8c1f0e2d3b4a5968'),
  409: problemBody('stale-version', 'The match is at version 5, not 4.', '/v1/matches/mat_8c1f0e2d3b4a5968/moves', { currentVersion: 5 }),
  413: problemBody('payload-too-large', 'The body is larger than 65536 bytes.', '/v1/matches'),
  415: problemBody('unsupported-media-type', 'Send `Content-Type: application/json`.', '/v1/matches'),
  422: problemBody('illegal-move', 'No tile of your hand fits there.', '/v1/matches/mat_8c1f0e2d3b4a5968/moves', { rule: 'arrows-flow' }),
  429: problemBody('rate-limited', 'More than 600 requests in 60 seconds for this token.', '/v1/matches'),
  500: problemBody('internal', 'Something went wrong on our side; nothing was changed.', '/v1/matches'),
  503: problemBody('database-unavailable', 'The database cannot be reached just now; nothing was changed. Retry after Retry-After seconds.', '/v1/matches'),
};

/**
 * The OpenAPI responses for the given error statuses, all sharing the Problem component. Every
 * endpoint may answer 413 (a body over the limit), 429 (every /v1 request is rate-limited, per
 * token or per anonymous client address), 500 and 503.
 */
export function errorResponses<S extends keyof typeof statusDescriptions>(...statuses: S[]) {
  const shared = [413, 429, 500, 503] as S[];
  const all = [...new Set([...statuses, ...shared])].sort((a, b) => a - b);
  return Object.fromEntries(
    all.map((s) => [
      s,
      {
        description: statusDescriptions[s] as string,
        ...(s === 429 ? { headers: rateLimitHeaders } : s === 503 ? { headers: retryAfterHeader } : {}),
        content: { 'application/problem+json': { schema: ProblemSchema, example: exampleProblems[s] } },
      },
    ]),
  ) as Record<S | 413 | 429 | 500 | 503, { description: string; content: { 'application/problem+json': { schema: typeof ProblemSchema; example: unknown } } }>;
}
