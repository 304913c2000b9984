-- Each match keeps the version of its game's rules and data it began with (src/engine/versions.ts).
-- Rows from before this column: every stored match has been read, and continued, with its game's
-- latest rules and data by the server this column arrives with, so each game's latest version is
-- what they play today and keep (README, "Rules versions").
ALTER TABLE "matches" ADD COLUMN "rules_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "matches" SET "rules_version" = CASE "game_id" WHEN 'relic-runners' THEN 3 ELSE 2 END
WHERE "game_id" IN ('relic-runners', 'ruin-runner', 'relic-run', 'reliques-co', 'space-relics');
