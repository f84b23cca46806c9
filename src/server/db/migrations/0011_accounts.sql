ALTER TABLE "outbox_emails" ADD COLUMN "secret_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "compose" text;