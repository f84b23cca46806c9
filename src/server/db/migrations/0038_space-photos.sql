CREATE TABLE "space_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer
);
--> statement-breakpoint
ALTER TABLE "space_photos" ADD CONSTRAINT "space_photos_space_id_venue_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."venue_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_photos_space_idx" ON "space_photos" USING btree ("space_id","position");