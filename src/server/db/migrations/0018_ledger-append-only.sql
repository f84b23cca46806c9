-- The ledger is append-only in the database too (docs/decisions/0015-payments.md): an UPDATE or a
-- DELETE of a row is refused, whoever asks. The one change allowed is the foreign key's own
-- ON DELETE SET NULL of "recorded_by" when a staff account is deleted (the row keeps its money).
CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
		AND NEW.recorded_by IS NULL
		AND OLD.recorded_by IS NOT NULL
		AND (to_jsonb(NEW) - 'recorded_by') = (to_jsonb(OLD) - 'recorded_by') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only"
	BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate"
	BEFORE TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
