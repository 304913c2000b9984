CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" text NOT NULL,
	"muted_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mutes_user_id_muted_user_id_pk" PRIMARY KEY("user_id","muted_user_id")
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"match_id" text NOT NULL,
	"user_id" text NOT NULL,
	"game_id" text NOT NULL,
	"rating_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"rd_after" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_changes_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" text NOT NULL,
	"game_id" text NOT NULL,
	"rating" double precision DEFAULT 1500 NOT NULL,
	"rd" double precision DEFAULT 350 NOT NULL,
	"volatility" double precision DEFAULT 0.06 NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "seeks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game_id" text NOT NULL,
	"players" integer NOT NULL,
	"options" jsonb NOT NULL,
	"time_control" jsonb,
	"rated" boolean DEFAULT false NOT NULL,
	"pool" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"match_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "rematch_of" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_muted_user_id_users_id_fk" FOREIGN KEY ("muted_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeks" ADD CONSTRAINT "seeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeks" ADD CONSTRAINT "seeks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_match_idx" ON "chat_messages" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rating_changes_user_idx" ON "rating_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_game_idx" ON "ratings" USING btree ("game_id","rating");--> statement-breakpoint
CREATE UNIQUE INDEX "seeks_open_user_pool_key" ON "seeks" USING btree ("user_id","pool") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "seeks_open_pool_idx" ON "seeks" USING btree ("pool","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "seeks_user_idx" ON "seeks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_rematch_of_key" ON "matches" USING btree ("rematch_of");--> statement-breakpoint

-- Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), written here rather than taken
-- from npm because a rating must change in the very transaction that finishes the match, and
-- that transaction is this database function (reliquary_commit_move). One match is one rating
-- period. `opponents` is a JSON array of {rating, rd, score} (score 1, 0.5 or 0); tau = 0.5.
-- The f of step 5 (the volatility's equation), as a function of x = ln(sigma^2).
CREATE OR REPLACE FUNCTION reliquary_glicko2_f(x double precision, delta double precision, phi double precision, v double precision, a double precision, tau double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT exp(x) * (delta * delta - phi * phi - v - exp(x)) / (2 * power(phi * phi + v + exp(x), 2)) - (x - a) / (tau * tau)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION reliquary_glicko2(rating double precision, rd double precision, volatility double precision, opponents jsonb, tau double precision DEFAULT 0.5,
  OUT new_rating double precision, OUT new_rd double precision, OUT new_volatility double precision)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  scale constant double precision := 173.7178;
  mu double precision := (rating - 1500) / scale;
  phi double precision := rd / scale;
  v_inv double precision := 0;
  sum_scores double precision := 0;
  v double precision;
  delta double precision;
  a double precision;
  big_a double precision;
  big_b double precision;
  big_c double precision;
  f_a double precision;
  f_b double precision;
  f_c double precision;
  k integer;
  phi_star double precision;
  opponent jsonb;
  g double precision;
  e double precision;
BEGIN
  IF jsonb_array_length(opponents) = 0 THEN
    -- No game in the period: only the deviation grows (step 6 alone).
    new_rating := rating;
    new_rd := least(350, scale * sqrt(phi * phi + volatility * volatility));
    new_volatility := volatility;
    RETURN;
  END IF;
  FOR opponent IN SELECT * FROM jsonb_array_elements(opponents) LOOP
    g := 1 / sqrt(1 + 3 * power((opponent->>'rd')::double precision / scale, 2) / (pi() * pi()));
    e := 1 / (1 + exp(-g * (mu - ((opponent->>'rating')::double precision - 1500) / scale)));
    v_inv := v_inv + g * g * e * (1 - e);
    sum_scores := sum_scores + g * ((opponent->>'score')::double precision - e);
  END LOOP;
  v := 1 / v_inv;
  delta := v * sum_scores;
  -- Step 5: the new volatility by the Illinois algorithm.
  a := ln(volatility * volatility);
  big_a := a;
  IF delta * delta > phi * phi + v THEN
    big_b := ln(delta * delta - phi * phi - v);
  ELSE
    k := 1;
    WHILE reliquary_glicko2_f(a - k * tau, delta, phi, v, a, tau) < 0 LOOP
      k := k + 1;
    END LOOP;
    big_b := a - k * tau;
  END IF;
  f_a := reliquary_glicko2_f(big_a, delta, phi, v, a, tau);
  f_b := reliquary_glicko2_f(big_b, delta, phi, v, a, tau);
  WHILE abs(big_b - big_a) > 0.000001 LOOP
    big_c := big_a + (big_a - big_b) * f_a / (f_b - f_a);
    f_c := reliquary_glicko2_f(big_c, delta, phi, v, a, tau);
    IF f_c * f_b <= 0 THEN
      big_a := big_b;
      f_a := f_b;
    ELSE
      f_a := f_a / 2;
    END IF;
    big_b := big_c;
    f_b := f_c;
  END LOOP;
  new_volatility := exp(big_a / 2);
  -- Steps 6-8.
  phi_star := sqrt(phi * phi + new_volatility * new_volatility);
  phi := 1 / sqrt(1 / (phi_star * phi_star) + 1 / v);
  new_rating := scale * (mu + phi * phi * sum_scores) + 1500;
  new_rd := scale * phi;
END
$$;
--> statement-breakpoint

-- Rates a finished rated match: every player against every other, from the final ranking
-- (a winner beats a non-winner; two winners draw; two non-winners compare scores). Matches that
-- are not rated, have no result, or where one user holds several seats change nothing. Rating
-- rows are locked in user id order, so two matches finishing at once with a player in common
-- are rated one after the other, each from the other's outcome.
CREATE OR REPLACE FUNCTION reliquary_rate_match(target text) RETURNS void
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

-- As in migrations/0003, and a match the move finishes is rated in the same transaction.
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

  IF m->>'status' = 'finished' THEN
    PERFORM reliquary_rate_match(target);
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

  UPDATE users SET last_active_at = (m->>'updatedAt')::timestamptz
  WHERE id = m->>'actorId'
    AND (last_active_at IS NULL OR last_active_at < (m->>'updatedAt')::timestamptz - interval '30 seconds');
  RETURN true;
END
$$;
