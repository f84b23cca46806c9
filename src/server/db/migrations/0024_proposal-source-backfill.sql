-- Custom SQL migration file, put your code below! --
-- The proposals written before their source was stored: a proposal with a space hold was
-- a venue's quote from its portal, or instant book (no sender, its own message); the rest were our
-- concierge team's (the column's default).
UPDATE "proposals" SET "source" = CASE
  WHEN "proposals"."sent_by" IS NULL AND "proposals"."message" LIKE 'Instant booking of the package %' THEN 'instant_book'
  ELSE 'venue'
END
WHERE EXISTS (SELECT 1 FROM "space_holds" WHERE "space_holds"."proposal_id" = "proposals"."id");
