ALTER TABLE "events" ALTER COLUMN "time" SET DATA TYPE time;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "time" SET DATA TYPE time;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "event_time" SET DATA TYPE time;