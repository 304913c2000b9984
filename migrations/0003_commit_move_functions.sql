-- Saving a move runs as one function call instead of one large ad-hoc statement: PL/pgSQL keeps
-- the plans of the statements below per connection, so a move no longer pays for parsing and
-- planning on every call, and it is still one round trip and atomic.

-- Appends events (a JSON array of {userId, type, matchId, payload}) to their users' inboxes.
-- Each user's row is updated to take the next seqs, in user id order, and that row lock is held
-- to the end of the transaction: a user's seqs become visible in increasing order, and two
-- writers touching the same users take their locks in the same order.
CREATE OR REPLACE FUNCTION reliquary_append_events(list jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  target record;
  last_seq integer;
BEGIN
  FOR target IN
    SELECT e.item->>'userId' AS user_id, count(*)::integer AS n
    FROM jsonb_array_elements(list) AS e(item)
    GROUP BY 1
    ORDER BY 1
  LOOP
    UPDATE users SET event_seq = event_seq + target.n WHERE id = target.user_id RETURNING event_seq INTO last_seq;
    CONTINUE WHEN NOT FOUND;
    INSERT INTO events (user_id, seq, type, match_id, payload)
    SELECT target.user_id, last_seq - target.n + row_number() OVER (ORDER BY e.ord)::integer,
      e.item->>'type', e.item->>'matchId', e.item->'payload'
    FROM jsonb_array_elements(list) WITH ORDINALITY AS e(item, ord)
    WHERE e.item->>'userId' = target.user_id;
  END LOOP;
END
$$;
--> statement-breakpoint

-- Saves a move (src/db/queries.ts `commitMove` builds the argument). The match is updated only
-- if it is still active at the expected version; only then are the move appended, its
-- notifications queued, its idempotent response kept, its inbox events written and the
-- player's last activity noted. Returns
-- false, having written nothing, when another write won the race.
CREATE OR REPLACE FUNCTION reliquary_commit_move(m jsonb) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  target text := m->>'matchId';
  clock jsonb := m->'clock';
  idem jsonb := m->'idempotency';
  next_seq integer;
BEGIN
  UPDATE matches SET
    state = m->'state',
    status = m->>'status',
    result = m->'result',
    active_seats = ARRAY(SELECT jsonb_array_elements_text(m->'activeSeats')::integer),
    version = version + 1,
    updated_at = (m->>'updatedAt')::timestamptz,
    deadline_at = CASE WHEN clock IS NULL THEN deadline_at ELSE (clock->>'deadlineAt')::timestamptz END,
    turn_started_at = CASE WHEN clock IS NULL THEN turn_started_at ELSE (clock->>'turnStartedAt')::timestamptz END,
    reminder_at = CASE WHEN clock IS NULL THEN reminder_at ELSE (clock->>'reminderAt')::timestamptz END
  WHERE id = target AND version = (m->>'expectedVersion')::integer AND status = 'active';
  IF NOT FOUND THEN
    RETURN false;
  END IF;

  SELECT coalesce(max(seq), 0) + 1 INTO next_seq FROM moves WHERE match_id = target;
  INSERT INTO moves (match_id, seq, seat, move, events, actor_id)
  VALUES (target, next_seq, (m->>'seat')::integer, m->'move', m->'events', m->>'actorId');

  INSERT INTO outbox (kind, user_id, match_id, payload, dedupe_key)
  SELECT n.kind, n."userId", n."matchId", n.payload, n."dedupeKey"
  FROM jsonb_to_recordset(m->'notifications') AS n(kind text, "userId" text, "matchId" text, payload jsonb, "dedupeKey" text)
  ON CONFLICT (dedupe_key) DO NOTHING;

  IF jsonb_typeof(idem) = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, status, body)
    VALUES (idem->>'userId', idem->>'key', idem->>'requestHash', (idem->>'status')::integer, idem->'body');
  END IF;

  PERFORM reliquary_append_events(m->'inbox');

  -- Activity only softens notifications (a grace of minutes): once every 30 s per player is
  -- precise enough, and saves rewriting the user row on every move.
  UPDATE users SET last_active_at = (m->>'updatedAt')::timestamptz
  WHERE id = m->>'actorId'
    AND (last_active_at IS NULL OR last_active_at < (m->>'updatedAt')::timestamptz - interval '30 seconds');
  RETURN true;
END
$$;
