-- Per-account quotas (issue 28, item 3; src/api/quotas.ts). Expand only: two indexes and a new function.

-- A creator's waiting matches, counted when they open another (the partial index holds only
-- waiting matches, so it stays small; a move changes neither column, so moves stay HOT).
CREATE INDEX IF NOT EXISTS "matches_waiting_creator_idx" ON "matches" USING btree ("created_by") WHERE status = 'waiting';--> statement-breakpoint
-- An owner's bots, counted when they make another (and listed by GET /v1/bots).
CREATE INDEX IF NOT EXISTS "users_owner_idx" ON "users" USING btree ("owner_id") WHERE owner_id IS NOT NULL;--> statement-breakpoint

-- reliquary_create_match (migrations/0014) with the quota on waiting matches, still one statement:
-- `c->'waitingQuota'` set and the match opening `waiting`, the request's checks come first (a replay
-- gets its kept answer, whatever the count), then the creator's user row is locked and their waiting
-- matches counted in a statement of their own (so after the lock: a concurrent request that held it
-- has committed its match, and this count sees it); at the quota the answer is `{tooManyWaiting: quota}`
-- and nothing is written. Otherwise, or without a quota, reliquary_create_match answers.
CREATE FUNCTION reliquary_create_match_within_quota(c jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  quota integer := (c->>'waitingQuota')::integer;
  creator text := c->>'creatorId';
  checked jsonb;
BEGIN
  IF quota IS NOT NULL AND c->'match'->>'status' = 'waiting' THEN
    checked := reliquary_request_checks(c->'checks');
    IF checked IS NOT NULL THEN
      RETURN checked;
    END IF;
    PERFORM 1 FROM users WHERE id = creator FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM matches m WHERE m.created_by = creator AND m.status = 'waiting') >= quota THEN
      RETURN jsonb_build_object('tooManyWaiting', quota);
    END IF;
  END IF;
  RETURN reliquary_create_match(c);
END
$$;
