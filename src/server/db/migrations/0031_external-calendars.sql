CREATE TABLE "external_busy_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean NOT NULL,
	"first_date" date,
	"last_date" date
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"space_id" integer,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"failure_emailed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_blackouts" ADD COLUMN "calendar_id" integer;--> statement-breakpoint
ALTER TABLE "venue_blackouts" ADD COLUMN "calendar_id" integer;--> statement-breakpoint
ALTER TABLE "external_busy_periods" ADD CONSTRAINT "external_busy_periods_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_space_id_venue_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."venue_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_busy_periods_calendar_idx" ON "external_busy_periods" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "external_calendars_venue_idx" ON "external_calendars" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "space_blackouts" ADD CONSTRAINT "space_blackouts_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blackouts" ADD CONSTRAINT "venue_blackouts_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;