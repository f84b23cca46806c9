ALTER TABLE "space_blackouts" ADD COLUMN "slot" text;--> statement-breakpoint
ALTER TABLE "venue_blackouts" ADD COLUMN "slot" text;