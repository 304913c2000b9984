-- The language of a user's emails, push messages and web app (issue 31, item 7; README
-- "Languages"). Expand only: one nullable column, checked by the API (en, fr), not the database,
-- so a new language needs no migration.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text;
