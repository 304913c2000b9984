-- Abort by agreement (POST /v1/matches/{id}/abort): the seats whose players agreed, while
-- nothing has been played. NULL once the move log has an entry (a move, a timeout, a
-- resignation): from then on the match can no longer be aborted, so no vote is shown.
ALTER TABLE "matches" ADD COLUMN "abort_votes" integer[] DEFAULT '{}'::integer[];--> statement-breakpoint
UPDATE "matches" SET "abort_votes" = NULL WHERE EXISTS (SELECT 1 FROM "moves" WHERE "moves"."match_id" = "matches"."id");
--> statement-breakpoint
-- A trigger rather than an edit of reliquary_commit_move, so every writer of the log is covered;
-- it fires for the first entry only (seqs start at 1), and leaves the version alone.
CREATE OR REPLACE FUNCTION reliquary_close_abort_votes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matches SET abort_votes = NULL WHERE id = NEW.match_id AND abort_votes IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reliquary_moves_close_abort_votes AFTER INSERT ON moves
FOR EACH ROW WHEN (NEW.seq = 1) EXECUTE FUNCTION reliquary_close_abort_votes();
--> statement-breakpoint
-- Quick match: a seek waits until `expires_at` (POST /v1/seeks `expiresInSeconds`, an hour by
-- default); open seeks from before this migration get an hour from now.
ALTER TABLE "seeks" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 hour' NOT NULL;
