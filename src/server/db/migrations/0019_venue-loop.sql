CREATE TABLE "venue_manager_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"request_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_manager_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "response_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_manager_digests" ADD CONSTRAINT "venue_manager_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_venue_idx" ON "requests" USING btree ("venue_id","created_at");