ALTER TABLE "briefs" ADD COLUMN "venue_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "briefs" SET "venue_ids" = coalesce((SELECT array_agg("requests"."venue_id" ORDER BY "requests"."id") FROM "requests" WHERE "requests"."brief_id" = "briefs"."id" AND "requests"."venue_id" IS NOT NULL), '{}'::integer[]);
