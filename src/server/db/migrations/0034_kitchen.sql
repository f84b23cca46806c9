CREATE TABLE "guest_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"proposed" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "kitchen_sheet_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "details" jsonb DEFAULT '{"allergies":[],"choices":[],"companion":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_packages" ADD COLUMN "menu" jsonb DEFAULT '{"courses":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "final_details_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_change_requests" ADD CONSTRAINT "guest_change_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_change_requests" ADD CONSTRAINT "guest_change_requests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_change_requests" ADD CONSTRAINT "guest_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_sheet_versions" ADD CONSTRAINT "kitchen_sheet_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_sheet_versions" ADD CONSTRAINT "kitchen_sheet_versions_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_change_requests_event_idx" ON "guest_change_requests" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_change_requests_pending_key" ON "guest_change_requests" USING btree ("guest_id") WHERE "guest_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_sheet_versions_event_version_key" ON "kitchen_sheet_versions" USING btree ("event_id","version");