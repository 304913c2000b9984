-- Seats reserved with `invite` at match creation become ordinary invitations: one table says
-- who may take a reserved seat. A reservation whose invitee took the seat is kept as accepted;
-- one already overridden by a pending invitation to the same seat, or of a match that has
-- started without its invitee, is dropped (it no longer reserved anything).
INSERT INTO "invitations" ("id", "match_id", "seat", "user_id", "invited_by", "status", "created_at", "decided_at")
SELECT 'inv_' || substr(md5(mi."match_id" || '/' || mi."seat"), 1, 16), mi."match_id", mi."seat", mi."user_id", m."created_by",
	CASE WHEN s."user_id" = mi."user_id" THEN 'accepted' ELSE 'pending' END, mi."created_at",
	CASE WHEN s."user_id" = mi."user_id" THEN mi."created_at" END
FROM "match_invitations" mi
JOIN "matches" m ON m."id" = mi."match_id"
LEFT JOIN "match_seats" s ON s."match_id" = mi."match_id" AND s."seat" = mi."seat"
WHERE (s."user_id" = mi."user_id"
	OR (s."user_id" IS NULL AND m."status" = 'waiting'
		AND NOT EXISTS (SELECT 1 FROM "invitations" i WHERE i."match_id" = mi."match_id" AND i."seat" = mi."seat" AND i."status" = 'pending')));--> statement-breakpoint
DROP TABLE "match_invitations" CASCADE;--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id");
