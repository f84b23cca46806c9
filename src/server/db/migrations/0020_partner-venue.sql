ALTER TABLE "requests" ADD COLUMN "created_venue_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_venue_id_venues_id_fk" FOREIGN KEY ("created_venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_created_venue_key" ON "requests" USING btree ("created_venue_id");