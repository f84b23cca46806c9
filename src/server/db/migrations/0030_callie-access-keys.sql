CREATE TABLE "callie_access_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "callie_conversations_access_key";--> statement-breakpoint
ALTER TABLE "callie_access_keys" ADD CONSTRAINT "callie_access_keys_conversation_id_callie_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."callie_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callie_access_keys_conversation_idx" ON "callie_access_keys" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "callie_conversations" DROP COLUMN "access_key_hash";