ALTER TABLE "carts" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token_hash_key" ON "carts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "carts_visitor_updated_idx" ON "carts" USING btree ("updated_at") WHERE user_id is null;