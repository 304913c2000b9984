DROP INDEX "matches_status_idx";--> statement-breakpoint
DROP INDEX "matches_deadline_idx";--> statement-breakpoint
CREATE INDEX "matches_reminder_idx" ON "matches" USING btree ("reminder_at") WHERE reminder_at is not null;--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "matches_deadline_idx" ON "matches" USING btree ("deadline_at") WHERE deadline_at is not null;--> statement-breakpoint
-- Room on each page for the new version of a row, so a move's UPDATE stays on its page (HOT).
ALTER TABLE "matches" SET (fillfactor = 80);
