CREATE TABLE "callie_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_hash" text,
	"access_key_hash" text,
	"status" text DEFAULT 'callie' NOT NULL,
	"brief" jsonb NOT NULL,
	"context" jsonb,
	"grounding" jsonb NOT NULL,
	"request_id" integer,
	"engine" text DEFAULT 'builtin' NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "callie_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"author" text NOT NULL,
	"staff_user_id" integer,
	"author_name" text,
	"text" text NOT NULL,
	"parts" jsonb NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callie_conversations" ADD CONSTRAINT "callie_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callie_conversations" ADD CONSTRAINT "callie_conversations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callie_messages" ADD CONSTRAINT "callie_messages_conversation_id_callie_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."callie_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callie_messages" ADD CONSTRAINT "callie_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callie_conversations_user_idx" ON "callie_conversations" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "callie_conversations_visitor_idx" ON "callie_conversations" USING btree ("visitor_hash","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "callie_conversations_access_key" ON "callie_conversations" USING btree ("access_key_hash");--> statement-breakpoint
CREATE INDEX "callie_conversations_updated_idx" ON "callie_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "callie_messages_conversation_idx" ON "callie_messages" USING btree ("conversation_id","id");