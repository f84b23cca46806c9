CREATE TABLE "refund_paybacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_entry_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text NOT NULL,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_paybacks" ADD CONSTRAINT "refund_paybacks_refund_entry_id_ledger_entries_id_fk" FOREIGN KEY ("refund_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_paybacks" ADD CONSTRAINT "refund_paybacks_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_paybacks_refund_key" ON "refund_paybacks" USING btree ("refund_entry_id");