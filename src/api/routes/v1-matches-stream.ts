import { createRoute, z } from '@hono/zod-openapi';
import { MatchFollower, pumpMatch } from '../../live/match.js';
import type { AnyGame, Locale } from '../../engine/index.js';
import { MatchSnapshots, readSnapshot, type MatchSnapshot } from '../match-push.js';
import { closedSignal, endOnError, respondWithSse, sseFrame, type SseSink } from '../../live/sse.js';
import { optionalBearerSecurity, optionalReader } from '../auth.js';
import type { Context } from 'hono';
import type { Db } from '../../db/client.js';
import type { App, AppDeps } from '../context.js';
import { cursorParam, defaultHeartbeatMs, defaultPollMs, lastEventId, sleep } from '../event-schemas.js';
import { ApiError, errorResponses } from '../problem.js';
import { MatchIdParam, MatchSchema, SeatQuery } from '../schemas.js';
import { LegalMovesResponse } from './v1-matches-legal-moves.js';
import { LoggedEventSchema } from './v1-matches-events.js';
import { viewingSeat } from '../seats.js';
import { holdingSlot, takeSharedStreamSlot, takeStreamSlot } from '../stream-limits.js';
import { examples } from '../openapi-examples.js';
import { AcceptLanguageHeaders, langQueryField, wordsLocale } from '../locale.js';

/** The `data` of each `match` event (src/api/match-push.ts builds it); a component for clients to type it. */
export const MatchPushSchema = z
  .object({
    matchId: z.string(),
    version: z.number().int(),
    status: z.enum(['waiting', 'active', 'finished', 'aborted']),
    activeSeats: z.array(z.number().int()),
    match: MatchSchema,
    legalMoves: LegalMovesResponse.nullable().openapi({ description: 'The reader’s legal moves when its seat must act now; otherwise null (always for spectators).' }),
    lastMove: z
      .object({ seq: z.number().int(), seat: z.number().int(), events: z.array(LoggedEventSchema) })
      .nullable()
      .openapi({ description: 'The latest move’s events this reader may read, in words; null before the first move.' }),
  })
  .openapi('MatchPush');

const route = createRoute({
  tags: ['matches'],
  operationId: 'streamMatch',
  method: 'get',
  path: '/v1/matches/{matchId}/stream',
  summary: 'A match’s changes as Server-Sent Events',
  description:
    'One `match` event whenever the match changes (a move, a join, a timeout…), with `id: <version>`. Its `data` is a `MatchPush`: the public facts (`matchId`, `version`, `status`, `activeSeats`) and what this reader would otherwise fetch: `match` (GET /v1/matches/{matchId} as the reader sees it: a seat its own view, anyone else the public one), `legalMoves` (GET …/legal-moves, when the reader’s seat must act now; otherwise null) and `lastMove` (the latest move’s events this reader may read, in words, as GET …/events gives them). No refetch is needed after a push; when `lastMove.seq` skips past the last move you hold, read the events between from GET …/events. The first event is the current version, unless `Last-Event-ID` (or `after`) already names it; between versions a reader may skip some but always gets the newest. A `: heartbeat` comment is sent every 15 seconds. Anyone may follow a match as a spectator; players authenticate with their bearer token or, in a browser (EventSource cannot send headers), with the session cookie. `seat` is checked as for GET /v1/matches/{matchId}. On Workers the same URL also accepts a WebSocket (`Upgrade: websocket`), which idles without keeping any server object awake: each message is the `data` object above, and `ping` is answered `pong`.',
  security: optionalBearerSecurity,
  request: {
    params: MatchIdParam,
    query: SeatQuery.extend({
      lang: langQueryField,
      after: cursorParam()
        .optional()
        .openapi({
          param: { name: 'after', in: 'query' },
          description: 'The version the reader already holds, as `Last-Event-ID` says it, for clients that cannot send headers (EventSource, browsers’ WebSockets): no first event when it is current. The header wins when both are sent.',
        }),
    }),
    headers: AcceptLanguageHeaders.extend({ 'Last-Event-ID': z.string().optional() }),
  },
  responses: {
    200: { description: 'An endless event stream.', content: { 'text/event-stream': { schema: z.string(), example: examples.streamMatch } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export { changeOf } from '../match-push.js';

export const registerMatchesStream = (app: App) => {
  app.openAPIRegistry.register('MatchPush', MatchPushSchema);
  return app.openapi(route, async (c) => {
    const { matchId } = c.req.valid('param');
    const caller = optionalReader(c);
    const lastVersion = lastEventId(c, 'a match version') ?? c.req.valid('query').after;
    const locale = wordsLocale(c, c.req.valid('query').lang);
    const deps = c.get('deps');
    // Listening before the match is read: a version committed in between is not missed.
    const follower = deps.live ? new MatchFollower(deps.live, matchId) : undefined;
    let snapshot: MatchSnapshot | undefined;
    let seat: number | null;
    let release: (() => void) | undefined;
    try {
      snapshot = await readSnapshot(c.get('db'), deps.games, matchId);
      if (!snapshot) throw new ApiError('not-found', `No match \`${matchId}\`.`);
      // Refuses a seat that is not the caller's; each push is that seat's own (or the public one).
      seat = viewingSeat(snapshot.record, caller, c.req.valid('query').seat);
      // On Workers the Durable Object holds the stream, not this process.
      release = deps.liveObjects ? undefined : takeStreamSlot(c, c.get('streams'));
    } catch (err) {
      follower?.close();
      throw err;
    }
    // Workers: the match's Durable Object holds the stream (SSE, or a WebSocket on `Upgrade`).
    if (deps.liveObjects) {
      let ticket;
      try {
        ticket = await takeSharedStreamSlot(c);
      } catch (err) {
        follower?.close();
        throw err;
      }
      return deps.liveObjects.matchStream(c.req.raw, snapshot.change, lastVersion, { seat, locale }, ticket) as never;
    }
    const heartbeatMs = deps.inbox?.heartbeatMs ?? defaultHeartbeatMs;
    const pollMs = deps.inbox?.pollMs ?? defaultPollMs;
    const sent = lastVersion ?? -1;
    const reader: Reader = { seat, locale, sent };
    const respond = (start: (sink: SseSink) => void) => respondWithSse(c, heartbeatMs, holdingSlot(release, start));
    if (follower && deps.live?.db) return respond(pushedMatch(follower, snapshot, reader, snapshotsOf(deps.live.db, deps.games)));
    const snapshots = new MatchSnapshots(leasedReader(deps, c), 1);
    if (follower) return respond(pushedMatch(follower, snapshot, reader, snapshots));
    // No hub (a driver that cannot LISTEN): poll the row.
    const first = snapshot;
    return respond((sink) => {
      let version = sendFirst(sink, first, reader);
      const closed = closedSignal(sink);
      void (async () => {
        while (!sink.closed) {
          await sleep(pollMs, closed);
          const loaded = sink.closed ? undefined : await snapshots.fresh(matchId);
          if (loaded && loaded.version > version) {
            sendPush(sink, loaded, reader);
            version = loaded.version;
          }
        }
      })().catch((err) => endOnError(sink, err));
    });
  });
};

/** Who reads a stream: the seat viewed (null: a spectator), in which language, and the version it has. */
interface Reader {
  seat: number | null;
  locale: Locale;
  sent: number;
}

/** One cache per hub database (Node): a version is read once for all the process's readers. */
const hubSnapshots = new WeakMap<Db, MatchSnapshots>();
function snapshotsOf(db: Db, games: readonly AnyGame[]): MatchSnapshots {
  let found = hubSnapshots.get(db);
  if (!found) hubSnapshots.set(db, (found = new MatchSnapshots((id) => readSnapshot(db, games, id))));
  return found;
}

/** Borrows a lease just for each read. */
function leasedReader(deps: AppDeps, c: Context): (id: string) => Promise<MatchSnapshot | undefined> {
  return async (id) => {
    const lease = await deps.openDb(c);
    try {
      return await readSnapshot(lease.db, deps.games, id);
    } finally {
      lease.release();
    }
  };
}

const sendPush = (sink: SseSink, snapshot: MatchSnapshot, reader: Pick<Reader, 'seat' | 'locale'>) =>
  sink.write(sseFrame(String(snapshot.version), 'match', snapshot.pushFor(reader.seat, reader.locale)));

/** The current version, unless the reader already has it (`Last-Event-ID`); returns the version the reader now has. */
function sendFirst(sink: SseSink, current: MatchSnapshot, reader: Reader): number {
  if (current.version === reader.sent) return reader.sent;
  sendPush(sink, current, reader);
  return current.version;
}

/** Pushed by the hub; built outside the handler so that an idle stream does not keep the request's context. */
function pushedMatch(follower: MatchFollower, current: MatchSnapshot, reader: Reader, snapshots: MatchSnapshots): (sink: SseSink) => void {
  return (sink) => {
    if (sink.closed) return follower.close();
    const matchId = current.record.id;
    const pump = pumpMatch({
      follower,
      sent: sendFirst(sink, current, reader),
      load: async () => (await snapshots.fresh(matchId))?.change,
      snapshot: (version) => snapshots.at(matchId, version),
      send: (snapshot) => sendPush(sink, snapshot, reader),
      failed: (err) => endOnError(sink, err),
    });
    sink.onClose(() => pump.stop());
  };
}
