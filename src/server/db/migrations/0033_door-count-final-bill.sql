CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" integer,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
CREATE TABLE "final_bill_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"version" integer NOT NULL,
	"line_key" text NOT NULL,
	"line_label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text NOT NULL,
	"raised_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "final_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"entered" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"door_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"shortfall_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "affiliation" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_bill_disputes" ADD CONSTRAINT "final_bill_disputes_bill_id_final_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."final_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_bill_disputes" ADD CONSTRAINT "final_bill_disputes_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_bills" ADD CONSTRAINT "final_bills_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_bills" ADD CONSTRAINT "final_bills_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_bills" ADD CONSTRAINT "final_bills_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_bills" ADD CONSTRAINT "final_bills_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_live_key" ON "check_ins" USING btree ("guest_id") WHERE "check_ins"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "final_bill_disputes_bill_idx" ON "final_bill_disputes" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "final_bills_event_key" ON "final_bills" USING btree ("event_id");