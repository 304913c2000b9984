-- Push, not poll (src/live/): every new inbox event and every new match version is announced
-- with NOTIFY, which PostgreSQL delivers to listeners only when (and if) the writing transaction
-- commits. Triggers rather than edits of reliquary_commit_move, so every writer is covered.
-- A listener that misses a notification loses nothing: the inbox (by seq) and the match row
-- stay the source of truth, and readers resume from them.

-- `reliquary_inbox`: the whole stored event, so a listener can forward it without reading it
-- back; one too large for a notification (8000 bytes) is announced by its user and seq only.
CREATE OR REPLACE FUNCTION reliquary_notify_inbox_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  message text := json_build_object(
    'userId', NEW.user_id, 'seq', NEW.seq, 'type', NEW.type, 'matchId', NEW.match_id,
    'payload', NEW.payload, 'createdAt', NEW.created_at)::text;
BEGIN
  IF octet_length(message) > 7900 THEN
    message := json_build_object('userId', NEW.user_id, 'seq', NEW.seq)::text;
  END IF;
  PERFORM pg_notify('reliquary_inbox', message);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reliquary_events_notify AFTER INSERT ON events
FOR EACH ROW EXECUTE FUNCTION reliquary_notify_inbox_event();
--> statement-breakpoint

-- `reliquary_match`: the public facts of a new version (every change bumps it). Nothing a
-- seat hides: readers fetch their own view.
CREATE OR REPLACE FUNCTION reliquary_notify_match_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reliquary_match', json_build_object(
    'matchId', NEW.id, 'version', NEW.version, 'status', NEW.status, 'activeSeats', NEW.active_seats)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reliquary_matches_notify AFTER UPDATE OF version ON matches
FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version) EXECUTE FUNCTION reliquary_notify_match_version();
