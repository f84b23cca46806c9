CREATE TABLE "booking_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"venue_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"event_time" time NOT NULL,
	"guests" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"event_type" text NOT NULL,
	"notes" text,
	"expires_at" timestamp with time zone NOT NULL,
	"request_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_drafts_token_key" ON "booking_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_drafts_email_idx" ON "booking_drafts" USING btree (lower("email"),"expires_at");