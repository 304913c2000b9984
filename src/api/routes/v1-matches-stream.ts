import { createRoute, z } from '@hono/zod-openapi';
import { loadMatch, type MatchRecord } from '../../db/queries.js';
import { MatchFollower, pumpMatch, type MatchChange } from '../../live/match.js';
import { closedSignal, endOnError, respondWithSse, sseFrame, type SseSink } from '../../live/sse.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { Context } from 'hono';
import type { Db } from '../../db/client.js';
import type { App, AppDeps } from '../context.js';
import { defaultHeartbeatMs, defaultPollMs, lastEventId, sleep } from '../event-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, SeatQuery } from '../schemas.js';
import { viewingSeat } from '../seats.js';
import { holdingSlot, takeSharedStreamSlot, takeStreamSlot } from '../stream-limits.js';
import { examples } from '../openapi-examples.js';

const route = createRoute({
  tags: ['matches'],
  operationId: 'streamMatch',
  method: 'get',
  path: '/v1/matches/{matchId}/stream',
  summary: 'A match’s changes as Server-Sent Events',
  description:
    'One `match` event whenever the match changes (a move, a join, a timeout…), with `id: <version>` and as `data` only public facts: `{"matchId", "version", "status", "activeSeats"}`, the same for every reader. Fetch your own view (GET /v1/matches/{matchId}) when one arrives. The first event is the current version, unless `Last-Event-ID` already names it; between versions a reader may skip some but always gets the newest. A `: heartbeat` comment is sent every 15 seconds. Anyone may follow a match as a spectator; players authenticate with their bearer token or, in a browser (EventSource cannot send headers), with the session cookie. `seat` is checked as for GET /v1/matches/{matchId}. On Workers the same URL also accepts a WebSocket (`Upgrade: websocket`): each message is the `data` object above, and `ping` is answered `pong`.',
  security: optionalBearerSecurity,
  request: { params: MatchIdParam, query: SeatQuery, headers: z.object({ 'Last-Event-ID': z.string().optional() }) },
  responses: {
    200: { description: 'An endless event stream.', content: { 'text/event-stream': { schema: z.string(), example: examples.streamMatch } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const changeOf = (match: Pick<MatchRecord, 'id' | 'version' | 'status' | 'activeSeats'>): MatchChange => ({ matchId: match.id, version: match.version, status: match.status, activeSeats: match.activeSeats });

export const registerMatchesStream = (app: App) =>
  app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const caller = optionalReader(c);
    const lastVersion = lastEventId(c, 'a match version');
    const deps = c.get('deps');
    // Listening before the match is read: a version committed in between is not missed.
    const follower = deps.live ? new MatchFollower(deps.live, matchId) : undefined;
    let match: MatchRecord | undefined;
    let release: (() => void) | undefined;
    try {
      match = await loadMatch(c.get('db'), matchId);
      if (!match) throw new ApiError('not-found', `No match \`${matchId}\`.`);
      // Refuses a seat that is not the caller's; what is sent is public whatever the seat.
      viewingSeat(match, caller, c.req.valid('query').seat);
      // On Workers the Durable Object holds the stream, not this process.
      release = deps.liveObjects ? undefined : takeStreamSlot(c, c.get('streams'));
    } catch (err) {
      follower?.close();
      throw err;
    }
    const current = changeOf(match);
    // Workers: the match's Durable Object holds the stream (SSE, or a WebSocket on `Upgrade`).
    if (deps.liveObjects) {
      let ticket;
      try {
        ticket = await takeSharedStreamSlot(c);
      } catch (err) {
        follower?.close();
        throw err;
      }
      return deps.liveObjects.matchStream(c.req.raw, current, lastVersion, ticket) as never;
    }
    const heartbeatMs = deps.inbox?.heartbeatMs ?? defaultHeartbeatMs;
    const pollMs = deps.inbox?.pollMs ?? defaultPollMs;
    const sent = lastVersion ?? -1;
    const respond = (start: (sink: SseSink) => void) => respondWithSse(c, heartbeatMs, holdingSlot(release, start));
    if (follower && deps.live?.db) return respond(pushedMatch(follower, current, sent, loadFrom(deps.live.db, matchId)));
    const load = loadLeased(deps, c, matchId);
    if (follower) return respond(pushedMatch(follower, current, sent, load));
    // No hub (a driver that cannot LISTEN): poll the row.
    return respond((sink) => {
      let version = sendFirst(sink, current, sent);
      const closed = closedSignal(sink);
      void (async () => {
        while (!sink.closed) {
          await sleep(pollMs, closed);
          const loaded = sink.closed ? undefined : await load();
          if (loaded && loaded.version > version) {
            sendChange(sink, loaded);
            version = loaded.version;
          }
        }
      })().catch((err) => endOnError(sink, err));
    });
  });

type Load = () => Promise<MatchChange | undefined>;

/** Reads from the hub's own database (Node): nothing of the request is kept. */
const loadFrom = (db: Db, matchId: string): Load => async () => {
  const found = await loadMatch(db, matchId);
  return found && changeOf(found);
};

/** Borrows a lease just for each read. */
function loadLeased(deps: AppDeps, c: Context, matchId: string): Load {
  return async () => {
    const lease = await deps.openDb(c);
    try {
      const found = await loadMatch(lease.db, matchId);
      return found && changeOf(found);
    } finally {
      lease.release();
    }
  };
}

const sendChange = (sink: SseSink, change: MatchChange) => sink.write(sseFrame(String(change.version), 'match', JSON.stringify(change)));

/** The current version, unless the reader already has it (`Last-Event-ID`); returns the version the reader now has. */
function sendFirst(sink: SseSink, current: MatchChange, sent: number): number {
  if (current.version === sent) return sent;
  sendChange(sink, current);
  return current.version;
}

/** Pushed by the hub; built outside the handler so that an idle stream does not keep the request's context. */
function pushedMatch(follower: MatchFollower, current: MatchChange, sent: number, load: Load): (sink: SseSink) => void {
  return (sink) => {
    if (sink.closed) return follower.close();
    const pump = pumpMatch({ follower, sent: sendFirst(sink, current, sent), load, send: (change) => sendChange(sink, change), failed: (err) => endOnError(sink, err) });
    sink.onClose(() => pump.stop());
  };
}
