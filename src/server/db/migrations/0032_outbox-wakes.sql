-- An email written to the outbox (or put back to pending by staff's resend) wakes the workers at once (docs/decisions/0022-outbox-wakes-itself.md):
-- NOTIFY is delivered when the writing transaction commits and never if it rolls back, to every
-- instance listening, so no writer has to remember to nudge the worker after its transaction.
CREATE OR REPLACE FUNCTION "outbox_emails_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bountiful_outbox', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "outbox_emails_notify"
	AFTER INSERT ON "outbox_emails"
	FOR EACH STATEMENT EXECUTE FUNCTION "outbox_emails_notify"();
--> statement-breakpoint
CREATE TRIGGER "outbox_emails_notify_pending"
	AFTER UPDATE OF "status" ON "outbox_emails"
	FOR EACH ROW WHEN (NEW."status" = 'pending' AND OLD."status" IS DISTINCT FROM 'pending')
	EXECUTE FUNCTION "outbox_emails_notify"();
