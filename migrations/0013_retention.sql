CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_settled_idx" ON "outbox" USING btree ("created_at") WHERE status in ('sent', 'skipped', 'failed');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_settled_idx" ON "webhook_deliveries" USING btree ("created_at") WHERE status in ('delivered', 'failed');