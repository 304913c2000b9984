import { createRoute, z } from '@hono/zod-openapi';
import { playMove, RuleError, type AnyGame, type ApplyOutcome } from '../../engine/index.js';
import { commitMove, loadMatch, type MatchRecord, type MatchStatus, type OutboxItem } from '../../db/queries.js';
import { finishedEvents, turnEvents, type InboxEvent } from '../../db/events.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404, matchAtVersion, matchEtag, rememberMatch, ruleErrorToApi } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { actingSeat } from '../seats.js';
import { clockAfter } from '../../notify/deadlines.js';
import { nowOf } from '../sessions.js';

const MoveRequest = z
  .object({
    seat: z.number().int().min(0).optional().openapi({ description: 'Which of your seats moves; needed only when you hold several that may act.' }),
    expectedVersion: z.number().int().min(0).openapi({ description: 'The match version your move is based on.' }),
    move: z
      .object({ type: z.string() })
      .passthrough()
      .openapi({ description: 'One of the game’s moves (components `<Game>Move`); GET …/legal-moves lists the legal ones.' }),
  })
  .openapi('MoveRequest');

const route = createRoute({
  tags: ['matches'],
  operationId: 'makeMove',
  method: 'post',
  path: '/v1/matches/{matchId}/moves',
  summary: 'Play a move',
  description:
    'Applied only if the match is still at `expectedVersion`; otherwise 409 `stale-version` and nothing changes. Send an `Idempotency-Key` to retry safely: a repeat returns the first response.',
  security: bearerSecurity,
  request: {
    params: MatchIdParam,
    query: z.object({
      dryRun: z
        .enum(['true', 'false'])
        .optional()
        .openapi({
          param: { name: 'dryRun', in: 'query' },
          description: 'With `true`, the move is checked exactly as for real (seat, turn, version, rules) but nothing is stored or sent; the response shows the match as it would be, with `Dry-Run: true`.',
        }),
    }),
    headers: z.object({ 'Idempotency-Key': z.string().max(255).optional() }),
    body: { required: true, content: { 'application/json': { schema: MoveRequest } } },
  },
  responses: {
    200: {
      description: 'The match after the move, seen from the seat that moved (for a dry run: as it would be; nothing was stored).',
      headers: z.object({ 'Dry-Run': z.literal('true').optional().openapi({ description: 'Present on a dry run.' }) }),
      content: { 'application/json': { schema: MatchSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

function judge(game: AnyGame, match: MatchRecord, seat: number, move: unknown): ApplyOutcome<unknown> {
  try {
    return playMove(game, match.state, seat, move);
  } catch (err) {
    if (err instanceof RuleError) throw ruleErrorToApi(err);
    throw err;
  }
}

/** "Your turn" for each player whose seat has just become active, and "finished" for all. */
export function notificationsFor(before: MatchRecord, after: MatchRecord): OutboxItem[] {
  const item = (userId: string, kind: string, payload: Record<string, unknown>): OutboxItem => ({
    kind,
    userId,
    matchId: after.id,
    payload: { matchId: after.id, version: after.version, ...payload },
    dedupeKey: `${after.id}/${after.version}/${userId}/${kind}`,
  });
  if (after.status === 'finished') {
    return [...new Set(after.seats.map((s) => s.userId))].map((userId) => item(userId, 'finished', {}));
  }
  const newlyActive = after.seats.filter((s) => after.activeSeats.includes(s.seat) && !before.activeSeats.includes(s.seat));
  return newlyActive.map((s) => item(s.userId, 'turn', { seat: s.seat }));
}

/**
 * Inbox events: `turn` for every seat that must act at the new version (also a seat that acts
 * again, so a bot can be driven by its inbox alone), or `match.finished` for every player.
 */
function inboxFor(after: MatchRecord): InboxEvent[] {
  return after.status === 'finished' ? finishedEvents(after, after.seats) : turnEvents(after, after.seats, after.activeSeats);
}

/** 409 unless the match is active at the version the mover saw. */
function refuseUnlessCurrent(match: MatchRecord, expectedVersion: number): void {
  if (match.status !== 'active') throw new ApiError('match-not-active', `The match is ${match.status}.`);
  if (match.version !== expectedVersion) {
    throw new ApiError('stale-version', `The match is at version ${match.version}, not ${expectedVersion}.`, { currentVersion: match.version });
  }
}

export const registerMatchesMoves = (app: App) =>
  app.openapi(route, async (c) => {
    const caller = requireScope(c, 'matches:play');
    const { matchId } = c.req.valid('param');
    const body = c.req.valid('json');
    const dryRun = c.req.valid('query').dryRun === 'true';
    // A dry run saves nothing, so only the database can tell it whether the version is current.
    const { match, game, remembered } = dryRun
      ? { ...(await loadMatchOr404(c, matchId)), remembered: false }
      : await matchAtVersion(c, matchId, body.expectedVersion);
    // A remembered match may be behind the database: before refusing a move, or after losing
    // the save, the database says whether the mover is simply out of date (409).
    const refuseIfBehind = async () => {
      const current = await loadMatch(c.get('db'), matchId);
      if (current) refuseUnlessCurrent(current, body.expectedVersion);
    };
    let seat: number;
    let outcome: ApplyOutcome<unknown>;
    try {
      if (match.status !== 'active') throw new ApiError('match-not-active', `The match is ${match.status}.`);
      seat = actingSeat(match, caller, body.seat);
      refuseUnlessCurrent(match, body.expectedVersion);
      outcome = judge(game, match, seat, body.move);
    } catch (err) {
      if (remembered) await refuseIfBehind();
      throw err;
    }
    const { state, events } = outcome;
    const result = game.result(state);
    const status: MatchStatus = result ? 'finished' : 'active';
    const after: MatchRecord = {
      ...match,
      state,
      status,
      result,
      version: match.version + 1,
      activeSeats: result ? [] : game.activeSeats(state),
      updatedAt: nowOf(c.get('deps')),
    };
    const clock = clockAfter(match, after, after.updatedAt);
    if (clock) Object.assign(after, clock);
    const responseBody = toMatchBody(game, after, seat);
    const claim = c.get('idempotency');
    if (dryRun) {
      // Nothing is stored, not even the response under an Idempotency-Key.
      if (claim) claim.stored = true;
      c.header('Dry-Run', 'true');
      return c.json(responseBody, 200);
    }
    const committed = await commitMove(c.get('db'), {
      matchId,
      expectedVersion: match.version,
      seat,
      move: game.move.parse(body.move),
      events,
      actorId: caller.id,
      state,
      status,
      activeSeats: after.activeSeats,
      result,
      updatedAt: after.updatedAt,
      notifications: notificationsFor(match, after),
      clock,
      inbox: inboxFor(after),
      idempotency: claim && { userId: caller.id, key: claim.key, requestHash: claim.requestHash, status: 200, body: responseBody },
    });
    if (!committed) {
      await refuseIfBehind();
      throw new ApiError('stale-version', 'Another move was applied first; fetch the match and try again.');
    }
    rememberMatch(c, after);
    if (claim) claim.stored = true;
    c.header('ETag', matchEtag(after, seat));
    return c.json(responseBody, 200);
  });
