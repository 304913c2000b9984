-- Ratings that mean something (issues 31 and 32): guests are unrated, and a result counts only
-- when every player has made at least `ratingMinMoves` moves of their own (the game's
-- `ratingMinMoves`, sent by the server with each commit) or a deadline has passed.
DROP FUNCTION IF EXISTS reliquary_rate_match(text);
--> statement-breakpoint
CREATE FUNCTION reliquary_rate_match(target text, min_own_moves integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  seat_count integer;
  user_count integer;
  player record;
  before jsonb;
  opponents jsonb;
  updated record;
BEGIN
  SELECT id, game_id, rated, result INTO m FROM matches WHERE id = target;
  IF NOT FOUND OR NOT m.rated OR m.result IS NULL THEN
    RETURN;
  END IF;
  SELECT count(*), count(DISTINCT user_id) INTO seat_count, user_count FROM match_seats WHERE match_id = target;
  IF user_count < 2 OR user_count <> seat_count THEN
    RETURN;
  END IF;
  -- Guests are unrated: an account anyone can make for free must not move anyone's rating.
  IF EXISTS (SELECT 1 FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = target AND u.kind = 'guest') THEN
    RETURN;
  END IF;
  -- A result counts once every seat has played min_own_moves moves of its own (system entries,
  -- `$resign` and `$timeout`, are nobody's move), or once a deadline has passed: a clock that ran
  -- out is a real result however early. A match given up before then rates nobody.
  IF NOT (
    coalesce(m.result->'details'->'forfeit'->>'reason', '') IN ('timeout', 'claim')
    OR EXISTS (SELECT 1 FROM moves WHERE match_id = target AND move->>'type' = '$timeout')
    OR NOT EXISTS (
      SELECT 1 FROM match_seats s
      WHERE s.match_id = target
        AND (SELECT count(*) FROM moves mv WHERE mv.match_id = target AND mv.seat = s.seat AND left(mv.move->>'type', 1) <> '$') < min_own_moves
    )
  ) THEN
    RETURN;
  END IF;
  INSERT INTO ratings (user_id, game_id)
  SELECT user_id, m.game_id FROM match_seats WHERE match_id = target
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM ratings r
  WHERE r.game_id = m.game_id AND r.user_id IN (SELECT user_id FROM match_seats WHERE match_id = target)
  ORDER BY r.user_id FOR UPDATE;

  SELECT jsonb_agg(jsonb_build_object('seat', s.seat, 'user_id', s.user_id, 'rating', r.rating, 'rd', r.rd, 'volatility', r.volatility,
    'won', coalesce(m.result->'winners' @> to_jsonb(s.seat), false),
    'score', coalesce((m.result->'scores'->>s.seat)::double precision, 0)))
  INTO before
  FROM match_seats s JOIN ratings r ON r.user_id = s.user_id AND r.game_id = m.game_id
  WHERE s.match_id = target;

  FOR player IN SELECT * FROM jsonb_to_recordset(before) AS p(seat integer, user_id text, rating double precision, rd double precision, volatility double precision, won boolean, score double precision) LOOP
    SELECT coalesce(jsonb_agg(jsonb_build_object('rating', o.rating, 'rd', o.rd, 'score',
      CASE
        WHEN player.won AND NOT o.won THEN 1
        WHEN o.won AND NOT player.won THEN 0
        WHEN player.won AND o.won THEN 0.5
        WHEN player.score > o.score THEN 1
        WHEN player.score < o.score THEN 0
        ELSE 0.5
      END)), '[]'::jsonb)
    INTO opponents
    FROM jsonb_to_recordset(before) AS o(seat integer, rating double precision, rd double precision, won boolean, score double precision)
    WHERE o.seat <> player.seat;
    SELECT * INTO updated FROM reliquary_glicko2(player.rating, player.rd, player.volatility, opponents);
    UPDATE ratings SET rating = updated.new_rating, rd = updated.new_rd, volatility = updated.new_volatility,
      games = games + 1, updated_at = now()
    WHERE user_id = player.user_id AND game_id = m.game_id;
    INSERT INTO rating_changes (match_id, user_id, game_id, rating_before, rating_after, rd_after)
    VALUES (target, player.user_id, m.game_id, player.rating, updated.new_rating, updated.new_rd)
    ON CONFLICT DO NOTHING;
  END LOOP;
END
$$;
--> statement-breakpoint

-- As in migrations/0005, but the match is rated after its finishing move is logged, with the
-- game's minimum of own moves.
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

  -- After the move is logged, so that the finishing move counts as its player's own.
  IF m->>'status' = 'finished' THEN
    PERFORM reliquary_rate_match(target, coalesce((m->>'ratingMinMoves')::integer, 0));
  END IF;

  INSERT INTO outbox (kind, user_id, match_id, payload, dedupe_key)
  SELECT n.kind, n."userId", n."matchId", n.payload, n."dedupeKey"
  FROM jsonb_to_recordset(m->'notifications') AS n(kind text, "userId" text, "matchId" text, payload jsonb, "dedupeKey" text)
  ON CONFLICT (dedupe_key) DO NOTHING;

  IF jsonb_typeof(idem) = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, status, body)
    VALUES (idem->>'userId', idem->>'key', idem->>'requestHash', (idem->>'status')::integer, idem->'body');
  END IF;

  PERFORM reliquary_append_events(m->'inbox');

  UPDATE users SET last_active_at = (m->>'updatedAt')::timestamptz
  WHERE id = m->>'actorId'
    AND (last_active_at IS NULL OR last_active_at < (m->>'updatedAt')::timestamptz - interval '30 seconds');
  RETURN true;
END
$$;
