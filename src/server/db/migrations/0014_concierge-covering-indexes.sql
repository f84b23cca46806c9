DROP INDEX "venue_blackouts_date_idx";--> statement-breakpoint
DROP INDEX "venues_city_rating_idx";--> statement-breakpoint
CREATE INDEX "venue_blackouts_date_idx" ON "venue_blackouts" USING btree ("date","venue_id");--> statement-breakpoint
CREATE INDEX "venues_city_rating_idx" ON "venues" USING btree ("city_slug","rating" DESC NULLS LAST,"id","status","min_guests","max_guests","price_per_person","min_notice_hours","type","vibes","dietary","features","experiences","cuisines");