CREATE TABLE "agreement_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"text" text NOT NULL,
	"hash" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"change_order_id" integer,
	"signer_name" text,
	"signer_user_id" integer,
	"signed_by" text NOT NULL,
	"signer_ip" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"base_version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text,
	"proposed_by" text NOT NULL,
	"proposed_by_user_id" integer,
	"status" text DEFAULT 'proposed' NOT NULL,
	"answered_by_user_id" integer,
	"answer_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_request_version_key" ON "agreement_versions" USING btree ("request_id","version");--> statement-breakpoint
CREATE INDEX "change_orders_request_idx" ON "change_orders" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_one_open_key" ON "change_orders" USING btree ("request_id") WHERE status = 'proposed';