-- Counters for limits that must hold across processes and isolates (see src/db/rate-limits.ts).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- Refresh-token families: each existing token starts its own family.
ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
UPDATE "refresh_tokens" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");
