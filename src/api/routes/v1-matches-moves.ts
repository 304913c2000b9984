import { createRoute, z } from '@hono/zod-openapi';
import { ratingMinMovesOf, dryRunMove, playMove, RuleError, type AnyGame, type ApplyOutcome, type DryRunOutcome } from '../../engine/index.js';
import { commitMove, commitMoveChecked, loadMatch, type MatchRecord, type MatchStatus, type MoveCommit, type OutboxItem } from '../../db/queries.js';
import { finishedEvents, turnEvents, type InboxEvent } from '../../db/events.js';
import { bearerSecurity, requireScope } from '../auth.js';
import type { App } from '../context.js';
import { loadMatchOr404, matchAtVersion, matchEtag, rememberMatch, ruleErrorToApi } from '../match-access.js';
import { ApiError, errorResponses } from '../problem.js';
import { checksInItsStatement, settleChecks, takeChecks } from '../request-checks.js';
import { MatchIdParam, MatchSchema, toMatchBody } from '../schemas.js';
import { actingSeat } from '../seats.js';
import { clockAfter } from '../../notify/deadlines.js';
import { nowOf } from '../sessions.js';
import { announce } from '../live.js';
import { changeOf } from './v1-matches-stream.js';
import { examples } from '../openapi-examples.js';

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
          description:
            'With `true`, nothing is stored or sent, and the answer is worked out from what the moving seat can see, never from the hidden state, so it tells nothing the move itself would reveal (a tile drawn, dice rolled, cards dealt). The seat, turn and version are checked as for real; the move is judged in a sample of the hidden state consistent with the seat’s view (legality never depends on what the seat cannot see), so 422 answers are the same as for the real move. The effect is tried in several such samples: when the seat would see the same thing after the move in all of them, `Dry-Run-Outcome: known` and the body is the match as it would be; otherwise `Dry-Run-Outcome: hidden` and the body is the match as it is now (same `version`): the move is legal, but what it shows next depends on what you cannot see. The same view and move always give the same answer.',
        }),
    }),
    headers: z.object({ 'Idempotency-Key': z.string().max(255).optional() }),
    body: { required: true, content: { 'application/json': { schema: MoveRequest } } },
  },
  responses: {
    200: {
      description:
        'The match after the move, seen from the seat that moved. For a dry run nothing was stored: with `Dry-Run-Outcome: known` the match as it would be, with `hidden` the match as it is now.',
      headers: z.object({
        'Dry-Run': z.literal('true').optional().openapi({ description: 'Present on a dry run.' }),
        'Dry-Run-Outcome': z
          .enum(['known', 'hidden'])
          .optional()
          .openapi({ description: 'Present on a dry run: `known` when the move’s effect does not depend on anything hidden from the seat (the body shows it), `hidden` when it does (the body is the match unchanged).' }),
      }),
      content: { 'application/json': { schema: MatchSchema, example: examples.makeMove } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

function asApiError<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof RuleError) throw ruleErrorToApi(err);
    throw err;
  }
}

const judge = (game: AnyGame, match: MatchRecord, seat: number, move: unknown): ApplyOutcome<unknown> =>
  asApiError(() => playMove(game, match.state, seat, move));

/** A dry run sees only the seat's view of the match, so it cannot reveal what is hidden from it. */
const judgeBlind = (game: AnyGame, match: MatchRecord, seat: number, move: unknown): DryRunOutcome =>
  asApiError(() => dryRunMove(game, game.view(match.state, seat), seat, move));

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

/** The match record once `state` is reached from `match` by one move. */
function afterMove(game: AnyGame, match: MatchRecord, state: unknown, now: Date) {
  const result = game.result(state);
  const status: MatchStatus = result ? 'finished' : 'active';
  const after: MatchRecord = {
    ...match,
    state,
    status,
    result,
    version: match.version + 1,
    activeSeats: result ? [] : game.activeSeats(state),
    updatedAt: now,
    // The first entry of the log closes any abort vote (migrations/0009).
    abortVotes: null,
  };
  const clock = clockAfter(match, after, after.updatedAt);
  if (clock) Object.assign(after, clock);
  return { after, clock, result, status };
}

export const registerMatchesMoves = (app: App) => {
  // loadMatchOr404 or the commit makes the request's checks in its statement.
  checksInItsStatement(route);
  return app.openapi(route, async (c) => {
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
    let outcome: ApplyOutcome<unknown> | DryRunOutcome;
    try {
      if (match.status !== 'active') throw new ApiError('match-not-active', `The match is ${match.status}.`);
      seat = actingSeat(match, caller, body.seat);
      refuseUnlessCurrent(match, body.expectedVersion);
      outcome = dryRun ? judgeBlind(game, match, seat, body.move) : judge(game, match, seat, body.move);
    } catch (err) {
      if (remembered) await refuseIfBehind();
      throw err;
    }
    const claim = c.get('idempotency');
    if ('outcome' in outcome) {
      // Nothing is stored, not even the response under an Idempotency-Key.
      if (claim) claim.stored = true;
      c.header('Dry-Run', 'true');
      c.header('Dry-Run-Outcome', outcome.outcome);
      const shown = outcome.outcome === 'known' ? afterMove(game, match, outcome.state, nowOf(c.get('deps'))).after : match;
      return c.json(toMatchBody(game, shown, seat), 200);
    }
    const { state, events } = outcome;
    const { after, clock, result, status } = afterMove(game, match, state, nowOf(c.get('deps')));
    const responseBody = toMatchBody(game, after, seat);
    const inbox = inboxFor(after);
    const commit: MoveCommit = {
      ratingMinMoves: ratingMinMovesOf(game),
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
      inbox,
      idempotency: claim && { userId: caller.id, key: claim.key, requestHash: claim.requestHash, status: 200, body: responseBody },
    };
    // A match from memory: the request's checks are made by the commit, its only statement.
    const checks = takeChecks(c);
    let committed: boolean;
    if (checks) {
      const saved = await commitMoveChecked(c.get('db'), commit, checks);
      if ('found' in saved) settleChecks(c, saved.found);
      committed = 'applied' in saved && saved.applied;
    } else {
      committed = await commitMove(c.get('db'), commit);
    }
    if (!committed) {
      await refuseIfBehind();
      throw new ApiError('stale-version', 'Another move was applied first; fetch the match and try again.');
    }
    rememberMatch(c, after);
    announce(c, { users: inbox.map((e) => e.userId), matches: [changeOf(after)] });
    if (claim) claim.stored = true;
    c.header('ETag', matchEtag(after, seat));
    return c.json(responseBody, 200);
  });
};
