CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"instalment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"send_on" date NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_instalment_kind_key" ON "payment_reminders" USING btree ("instalment_id","kind");--> statement-breakpoint
CREATE INDEX "payment_reminders_due_idx" ON "payment_reminders" USING btree ("send_on") WHERE "payment_reminders"."done_at" is null;