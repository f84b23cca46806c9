ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "view_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_view_token_key" ON "requests" USING btree ("view_token_hash");