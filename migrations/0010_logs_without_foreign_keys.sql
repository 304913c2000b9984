-- The append-only logs (moves, events, outbox) lose their foreign keys (issue #20): every
-- writer appends to them only after updating, so locking, the match or user a row names, in the
-- same transaction (reliquary_commit_move, reliquary_append_events), so the key checks proved
-- nothing, and each one cost a move's insert a key lookup and often a row lock on the user
-- (bench/README.md, API). Deleting a user who played is still refused (match_seats keeps its
-- key), and a deleted match or user still takes its log rows with it, by the triggers below.
-- outbox_pending_idx (sent_at, next_attempt_at) served no query: one index fewer per outbox row.
ALTER TABLE "events" DROP CONSTRAINT "events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_match_id_matches_id_fk";
--> statement-breakpoint
ALTER TABLE "moves" DROP CONSTRAINT "moves_match_id_matches_id_fk";
--> statement-breakpoint
ALTER TABLE "moves" DROP CONSTRAINT "moves_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_match_id_matches_id_fk";
--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
-- What ON DELETE CASCADE did for the logs, once per statement over all deleted rows (a cascade
-- scanned the unindexed events and outbox once per deleted row).
CREATE OR REPLACE FUNCTION reliquary_delete_match_logs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM moves WHERE match_id IN (SELECT id FROM deleted);
  DELETE FROM events WHERE match_id IN (SELECT id FROM deleted);
  DELETE FROM outbox WHERE match_id IN (SELECT id FROM deleted);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reliquary_matches_delete_logs AFTER DELETE ON matches
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION reliquary_delete_match_logs();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reliquary_delete_user_logs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM events WHERE user_id IN (SELECT id FROM deleted);
  DELETE FROM outbox WHERE user_id IN (SELECT id FROM deleted);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reliquary_users_delete_logs AFTER DELETE ON users
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION reliquary_delete_user_logs();
