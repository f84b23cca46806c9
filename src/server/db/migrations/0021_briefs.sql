CREATE TABLE "brief_voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"brief_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"guest_id" integer,
	"choices" jsonb,
	"voted_at" timestamp with time zone,
	"pending_choices" jsonb,
	"pending_name" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "briefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"occasion" text NOT NULL,
	"event_date" date NOT NULL,
	"alternative_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"event_time" time NOT NULL,
	"guests" integer NOT NULL,
	"budget_per_person_cents" integer,
	"dietary" text[] DEFAULT '{}'::text[] NOT NULL,
	"must_haves" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"token_hash" text NOT NULL,
	"accepted_proposal_id" integer,
	"vote_token" text,
	"vote_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_venues" (
	"user_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_venues_user_id_venue_id_pk" PRIMARY KEY("user_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "deposit_pct" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cancellation_terms" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "brief_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "venue_answer" jsonb;--> statement-breakpoint
ALTER TABLE "brief_voters" ADD CONSTRAINT "brief_voters_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_voters" ADD CONSTRAINT "brief_voters_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_accepted_proposal_id_proposals_id_fk" FOREIGN KEY ("accepted_proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_venues" ADD CONSTRAINT "shortlist_venues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_venues" ADD CONSTRAINT "shortlist_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brief_voters_email_key" ON "brief_voters" USING btree ("brief_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "brief_voters_guest_key" ON "brief_voters" USING btree ("brief_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brief_voters_confirm_key" ON "brief_voters" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "briefs_reference_key" ON "briefs" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "briefs_token_hash_key" ON "briefs" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "briefs_vote_token_key" ON "briefs" USING btree ("vote_token");--> statement-breakpoint
CREATE INDEX "briefs_user_idx" ON "briefs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_brief_idx" ON "requests" USING btree ("brief_id");