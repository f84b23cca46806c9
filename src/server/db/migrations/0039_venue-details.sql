CREATE TABLE "venue_details" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"related" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_details" ADD CONSTRAINT "venue_details_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
