CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"instalment_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payer" text NOT NULL,
	"method" text NOT NULL,
	"refund_of" integer,
	"reference" text,
	"received_on" date,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"instalment_id" integer NOT NULL,
	"share_id" integer,
	"amount_cents" integer NOT NULL,
	"stripe_session_id" text,
	"url" text,
	"status" text DEFAULT 'opening' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"venue_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"proposal_id" integer,
	"venue_total_cents" integer NOT NULL,
	"booking_fee_cents" integer NOT NULL,
	"all_in_cents" integer NOT NULL,
	"booking_fee_refundable" boolean NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"event_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"instalment_id" integer NOT NULL,
	"guest_id" integer,
	"name" text NOT NULL,
	"email" text,
	"amount_cents" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_of_ledger_entries_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_share_id_payment_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."payment_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_schedule_id_payment_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."payment_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_schedule_idx" ON "ledger_entries" USING btree ("schedule_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_session_key" ON "payment_checkouts" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_instalment_idx" ON "payment_checkouts" USING btree ("instalment_id","share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_schedule_kind_key" ON "payment_instalments" USING btree ("schedule_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_schedules_request_key" ON "payment_schedules" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payment_schedules_event_idx" ON "payment_schedules" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_shares_token_hash_key" ON "payment_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_shares_instalment_idx" ON "payment_shares" USING btree ("instalment_id");