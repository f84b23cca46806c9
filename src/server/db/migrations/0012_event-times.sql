-- Custom SQL migration file, put your code below! --
-- Event, proposal and request times were text in the form the product shows ('7:00 PM'), which
-- PostgreSQL reads as a time of day: each column becomes `time`, converting every row in place.
-- drizzle-kit cannot write the USING clause; the next migration (generated) records the new types.
ALTER TABLE "events" ALTER COLUMN "time" SET DATA TYPE time USING "time"::time;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "time" SET DATA TYPE time USING "time"::time;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "event_time" SET DATA TYPE time USING nullif(trim("event_time"), '')::time;
