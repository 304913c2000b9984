-- Vacations (issue 31, item 5; README "Vacation"; src/db/vacations.ts). Expand only: two nullable
-- columns of users, a new table and its index.

-- The latest vacation of each user, read with their seats (db/queries.ts seatsColumn).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "away_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "away_until" timestamp with time zone;--> statement-breakpoint
-- Every vacation, for the yearly allowance.
CREATE TABLE IF NOT EXISTS "vacations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"ended_early_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vacations_user_idx" ON "vacations" USING btree ("user_id","starts_at");
