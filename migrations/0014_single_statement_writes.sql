-- One round trip per request (issue 27, item 2). On Workers + Neon each round trip to the
-- database costs 20-80 ms, so what a request must check or write goes into one statement, as
-- reliquary_commit_move (migrations/0003) already does for a move: the checks every request
-- makes (a signed-out session, an earlier answer under the Idempotency-Key), creating a match,
-- and taking a seat. Guests are created by one statement with CTEs (src/db/accounts.ts).
-- Listed in meta/_journal.json after 0017, with a later "when": databases that had applied 0015-0017
-- before it was merged apply it too. CREATE OR REPLACE: a development database that applied it
-- under an earlier "when" (while it was being written) applies it again without error.

-- What a request's own statement checks before it reads or acts (src/api/request-checks.ts):
-- `{sessionId, at}` refuses a signed-out session (revoked_sessions, migrations/0011) and
-- `{userId, key}` finds the answer kept under an Idempotency-Key. Null when there is nothing
-- to say; otherwise `{revoked: true}` or `{stored: {requestHash, status, body}}`, in that order.
CREATE OR REPLACE FUNCTION reliquary_request_checks(c jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN c->>'sessionId' IS NOT NULL AND EXISTS (
      SELECT 1 FROM revoked_sessions r WHERE r.session_id = c->>'sessionId' AND r.expires_at > (c->>'at')::timestamptz)
    THEN jsonb_build_object('revoked', true)
    ELSE (
      SELECT jsonb_build_object('stored', jsonb_build_object('requestHash', k.request_hash, 'status', k.status, 'body', k.body))
      FROM idempotency_keys k
      WHERE c->>'key' IS NOT NULL AND k.user_id = c->>'userId' AND k.key = c->>'key')
  END
$$;
--> statement-breakpoint

-- A move with the request's checks (`m->'checks'`): what they found, else `{applied}` as
-- reliquary_commit_move answers it. Used when the move's match came from memory, so the
-- commit is the request's only statement.
CREATE OR REPLACE FUNCTION reliquary_checked_commit_move(m jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  checked jsonb := reliquary_request_checks(m->'checks');
BEGIN
  IF checked IS NOT NULL THEN
    RETURN checked;
  END IF;
  RETURN jsonb_build_object('applied', reliquary_commit_move(m));
END
$$;
--> statement-breakpoint

-- Opens a match (src/db/queries.ts `createMatch` builds the argument): after the request's
-- checks, refuses an invitee who is not a user (`{unknownInvitee: index}`) and a bot creator at
-- its maxConcurrentMatches (`{tooManyMatches: true}`, its user row locked so that two of its
-- requests take turns); otherwise makes the computer players' accounts, writes the match, its
-- seats, invitations, their emails, the inbox events and the answer kept under the
-- Idempotency-Key, and answers `{created: true, stamp, seats}`. `stamp` is the creation time
-- (to the millisecond, as the API shows it) and `seats` the seat holders with their names, as
-- GET shows them: the kept answer gets both, so a replay is the answer given.
CREATE OR REPLACE FUNCTION reliquary_create_match(c jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb := c->'match';
  target text := m->>'id';
  creator text := c->>'creatorId';
  idem jsonb := c->'idempotency';
  checked jsonb := reliquary_request_checks(c->'checks');
  stamp timestamptz := date_trunc('milliseconds', now());
  stamp_text text := to_char(date_trunc('milliseconds', now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  unknown_invitee integer;
  max_matches integer;
  holders jsonb;
BEGIN
  IF checked IS NOT NULL THEN
    RETURN checked;
  END IF;

  SELECT e.ord - 1 INTO unknown_invitee
  FROM jsonb_array_elements_text(coalesce(c->'invitees', '[]'::jsonb)) WITH ORDINALITY AS e(user_id, ord)
  WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = e.user_id AND u.deleted_at IS NULL)
  ORDER BY e.ord LIMIT 1;
  IF unknown_invitee IS NOT NULL THEN
    RETURN jsonb_build_object('unknownInvitee', unknown_invitee);
  END IF;

  INSERT INTO users (id, name, kind)
  SELECT u.id, u.name, 'bot' FROM jsonb_to_recordset(coalesce(c->'computers', '[]'::jsonb)) AS u(id text, name text)
  ON CONFLICT DO NOTHING;

  IF jsonb_array_length(coalesce(c->'creatorSeats', '[]'::jsonb)) > 0 THEN
    SELECT u.max_concurrent_matches INTO max_matches FROM users u WHERE u.id = creator FOR UPDATE;
    IF max_matches IS NOT NULL AND (
      SELECT count(DISTINCT s.match_id) FROM match_seats s JOIN matches o ON o.id = s.match_id
      WHERE s.user_id = creator AND o.status IN ('waiting', 'active') AND o.id <> target) >= max_matches THEN
      RETURN jsonb_build_object('tooManyMatches', true);
    END IF;
  END IF;

  INSERT INTO matches (id, game_id, rules_version, options, players, status, state, seed, active_seats, created_by,
    time_control, on_timeout, deadline_at, turn_started_at, reminder_at, visibility, rated, rematch_of, created_at, updated_at)
  VALUES (target, m->>'gameId', coalesce((m->>'rulesVersion')::integer, 1), m->'options', (m->>'players')::integer, m->>'status', m->'state', m->>'seed',
    ARRAY(SELECT jsonb_array_elements_text(coalesce(m->'activeSeats', '[]'::jsonb))::integer), m->>'createdBy',
    nullif(m->'timeControl', 'null'::jsonb), m->>'onTimeout', (m->>'deadlineAt')::timestamptz,
    (m->>'turnStartedAt')::timestamptz, (m->>'reminderAt')::timestamptz,
    coalesce(m->>'visibility', 'public'), coalesce((m->>'rated')::boolean, false), m->>'rematchOf', stamp, stamp);

  INSERT INTO match_seats (match_id, seat, user_id)
  SELECT target, s.seat, s."userId" FROM jsonb_to_recordset(coalesce(c->'seats', '[]'::jsonb)) AS s(seat integer, "userId" text);

  INSERT INTO invitations (id, match_id, seat, email, user_id, invited_by, created_at)
  SELECT i.id, target, i.seat, i.email, i."userId", i."invitedBy", i."createdAt"
  FROM jsonb_to_recordset(coalesce(c->'invitations', '[]'::jsonb))
    AS i(id text, seat integer, email text, "userId" text, "invitedBy" text, "createdAt" timestamptz);

  INSERT INTO outbox (kind, user_id, match_id, payload, dedupe_key)
  SELECT n.kind, n."userId", n."matchId", n.payload, n."dedupeKey"
  FROM jsonb_to_recordset(coalesce(c->'notifications', '[]'::jsonb))
    AS n(kind text, "userId" text, "matchId" text, payload jsonb, "dedupeKey" text);

  PERFORM reliquary_append_events(coalesce(c->'events', '[]'::jsonb));

  SELECT coalesce(jsonb_agg(jsonb_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name) ORDER BY s.seat), '[]'::jsonb)
  INTO holders
  FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = target;

  IF jsonb_typeof(idem) = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, status, body)
    VALUES (idem->>'userId', idem->>'key', idem->>'requestHash', (idem->>'status')::integer,
      idem->'body' || jsonb_build_object(
        'createdAt', stamp_text,
        'updatedAt', stamp_text,
        'seats', (
          SELECT coalesce(jsonb_agg(
            CASE WHEN b->>'userId' IS NULL THEN b
            ELSE b || jsonb_build_object('name', (SELECT h->'name' FROM jsonb_array_elements(holders) AS h WHERE h->>'seat' = b->>'seat'))
            END ORDER BY e.ord), '[]'::jsonb)
          FROM jsonb_array_elements(idem->'body'->'seats') WITH ORDINALITY AS e(b, ord))))
    ON CONFLICT DO NOTHING;
  END IF;

  RETURN jsonb_build_object('created', true, 'stamp', stamp_text, 'seats', holders);
END
$$;
--> statement-breakpoint

-- Takes a seat as the server planned it from one read of the table (src/db/queries.ts
-- `joinSeat`): with the match row locked, the plan holds only if the match is still waiting at
-- `expectedVersion`, the seat still free and reserved for nobody else; otherwise `{stale: true}`
-- and the server reads the table again. Then a bot at its maxConcurrentMatches is refused
-- (`{tooManyMatches: true}`, its user row locked), and an invitation being accepted must still
-- be pending (`{invitationNotPending: true}`). Only then are the invitation accepted, the seat
-- taken, the version bumped (and, when `start` is given, the match started with its clock),
-- the first turn's emails queued, the inbox events written and the answer kept under the
-- Idempotency-Key (with the time of the change, `stamp`, which the answer shows).
CREATE OR REPLACE FUNCTION reliquary_join_seat(j jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  target text := j->>'matchId';
  joiner text := j->>'userId';
  wanted integer := (j->>'seat')::integer;
  accepting text := j->>'invitationId';
  start_info jsonb := nullif(j->'start', 'null'::jsonb);
  clock jsonb := nullif(j->'start'->'clock', 'null'::jsonb);
  idem jsonb := j->'idempotency';
  checked jsonb := reliquary_request_checks(j->'checks');
  stamp timestamptz := date_trunc('milliseconds', now());
  stamp_text text := to_char(date_trunc('milliseconds', now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  current_version integer;
  current_status text;
  max_matches integer;
BEGIN
  IF checked IS NOT NULL THEN
    RETURN checked;
  END IF;

  SELECT version, status INTO current_version, current_status FROM matches WHERE id = target FOR UPDATE;
  IF NOT FOUND OR current_version <> (j->>'expectedVersion')::integer OR current_status <> 'waiting'
    OR EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = target AND s.seat = wanted)
    OR EXISTS (SELECT 1 FROM invitations i WHERE i.match_id = target AND i.seat = wanted AND i.status = 'pending'
      AND i.id IS DISTINCT FROM accepting) THEN
    RETURN jsonb_build_object('stale', true);
  END IF;

  IF NOT coalesce((j->>'alreadySeated')::boolean, false) THEN
    SELECT u.max_concurrent_matches INTO max_matches FROM users u WHERE u.id = joiner FOR UPDATE;
    IF max_matches IS NOT NULL AND (
      SELECT count(DISTINCT s.match_id) FROM match_seats s JOIN matches o ON o.id = s.match_id
      WHERE s.user_id = joiner AND o.status IN ('waiting', 'active') AND o.id <> target) >= max_matches THEN
      RETURN jsonb_build_object('tooManyMatches', true);
    END IF;
  END IF;

  IF accepting IS NOT NULL THEN
    UPDATE invitations SET status = 'accepted', decided_at = now(), user_id = joiner
    WHERE id = accepting AND status = 'pending';
    IF NOT FOUND THEN
      RETURN jsonb_build_object('invitationNotPending', true);
    END IF;
  END IF;

  INSERT INTO match_seats (match_id, seat, user_id) VALUES (target, wanted, joiner);

  UPDATE matches SET
    version = version + 1,
    updated_at = stamp,
    status = CASE WHEN start_info IS NULL THEN status ELSE 'active' END,
    active_seats = CASE WHEN start_info IS NULL THEN active_seats
      ELSE ARRAY(SELECT jsonb_array_elements_text(start_info->'activeSeats')::integer) END,
    deadline_at = CASE WHEN clock IS NULL THEN deadline_at ELSE (clock->>'deadlineAt')::timestamptz END,
    turn_started_at = CASE WHEN clock IS NULL THEN turn_started_at ELSE (clock->>'turnStartedAt')::timestamptz END,
    reminder_at = CASE WHEN clock IS NULL THEN reminder_at ELSE (clock->>'reminderAt')::timestamptz END
  WHERE id = target;

  INSERT INTO outbox (kind, user_id, match_id, payload, dedupe_key)
  SELECT n.kind, n."userId", n."matchId", n.payload, n."dedupeKey"
  FROM jsonb_to_recordset(coalesce(j->'notifications', '[]'::jsonb))
    AS n(kind text, "userId" text, "matchId" text, payload jsonb, "dedupeKey" text)
  ON CONFLICT (dedupe_key) DO NOTHING;

  PERFORM reliquary_append_events(coalesce(j->'events', '[]'::jsonb));

  IF jsonb_typeof(idem) = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, status, body)
    VALUES (idem->>'userId', idem->>'key', idem->>'requestHash', (idem->>'status')::integer,
      idem->'body' || jsonb_build_object('updatedAt', stamp_text))
    ON CONFLICT DO NOTHING;
  END IF;

  RETURN jsonb_build_object('joined', true, 'stamp', stamp_text);
END
$$;
