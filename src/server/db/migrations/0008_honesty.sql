ALTER TABLE "reviews" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "venues_active_demo_idx" ON "venues" USING btree ("id") WHERE "venues"."is_demo" and "venues"."status" = 'active';