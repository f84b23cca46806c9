CREATE TABLE "space_blackouts" (
	"space_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	CONSTRAINT "space_blackouts_space_id_date_pk" PRIMARY KEY("space_id","date")
);
--> statement-breakpoint
CREATE TABLE "space_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"request_id" integer,
	"proposal_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_manager_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "venue_members" (
	"venue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_members_venue_id_user_id_pk" PRIMARY KEY("venue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "venue_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_per_person_cents" integer DEFAULT 0 NOT NULL,
	"minimum_spend_cents" integer DEFAULT 0 NOT NULL,
	"room_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_charge_pct" numeric(6, 3) DEFAULT 0 NOT NULL,
	"tax_pct" numeric(6, 3) DEFAULT 0 NOT NULL,
	"gratuity_pct" numeric(6, 3) DEFAULT 0 NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekdays" integer[] DEFAULT '{0,1,2,3,4,5,6}'::integer[] NOT NULL,
	"starts_from" time,
	"starts_until" time,
	"instant_book" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"seated_capacity" integer NOT NULL,
	"standing_capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "room_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "gratuity_pct" numeric(6, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "deposit_pct" numeric(6, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "hold_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "cancellation_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "space_blackouts" ADD CONSTRAINT "space_blackouts_space_id_venue_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."venue_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_holds" ADD CONSTRAINT "space_holds_space_id_venue_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."venue_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_holds" ADD CONSTRAINT "space_holds_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_holds" ADD CONSTRAINT "space_holds_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_holds" ADD CONSTRAINT "space_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_manager_invitations" ADD CONSTRAINT "venue_manager_invitations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_manager_invitations" ADD CONSTRAINT "venue_manager_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_members" ADD CONSTRAINT "venue_members_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_members" ADD CONSTRAINT "venue_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_packages" ADD CONSTRAINT "venue_packages_space_id_venue_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."venue_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_spaces" ADD CONSTRAINT "venue_spaces_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_blackouts_date_idx" ON "space_blackouts" USING btree ("date","space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "space_holds_live_slot_key" ON "space_holds" USING btree ("space_id","date","slot") WHERE "space_holds"."status" in ('held', 'booked');--> statement-breakpoint
CREATE INDEX "space_holds_date_idx" ON "space_holds" USING btree ("date","space_id");--> statement-breakpoint
CREATE INDEX "space_holds_proposal_idx" ON "space_holds" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_manager_invitations_token_hash_key" ON "venue_manager_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "venue_manager_invitations_venue_idx" ON "venue_manager_invitations" USING btree ("venue_id","status");--> statement-breakpoint
CREATE INDEX "venue_members_user_idx" ON "venue_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venue_packages_space_idx" ON "venue_packages" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "venue_spaces_venue_idx" ON "venue_spaces" USING btree ("venue_id","seated_capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_calendar_feed_key" ON "venues" USING btree ("calendar_feed_token_hash");