-- The venue page's related rows (get-venue.ts) as one JSON text: its photos in the staff's order,
-- its 50 latest reviews, its packages (with their space) cheapest first, its spaces largest first
-- with each one's first photo. What the page's statement computed on every request until now, kept
-- in venue_details and written again by the triggers below whenever one of these rows changes.
-- Changing what it returns: CREATE OR REPLACE it in a new migration and refill venue_details there.
CREATE OR REPLACE FUNCTION "venue_detail_related"("venue" integer) RETURNS text LANGUAGE sql STABLE AS $$
SELECT json_build_object(
	'photos', (select coalesce(json_agg(json_build_object('url', p.url, 'alt', p.alt,
		'width', p.width, 'height', p.height) order by p.position, p.id), '[]') from venue_photos p
		where p.venue_id = "venue"),
	'reviews', (select coalesce(json_agg(json_build_object('id', r.id, 'authorName', r.author_name,
		'rating', r.rating, 'text', r.text, 'createdAt', r.created_at) order by r.created_at desc, r.id desc), '[]')
		from (select * from reviews where venue_id = "venue" order by created_at desc, id desc limit 50) r),
	'packages', (select coalesce(json_agg(json_build_object('id', k.id,
		'spaceId', k.space_id, 'name', k.name, 'description', k.description,
		'pricePerPersonCents', k.price_per_person_cents, 'minimumSpendCents', k.minimum_spend_cents,
		'roomFeeCents', k.room_fee_cents, 'serviceChargePct', k.service_charge_pct, 'taxPct', k.tax_pct,
		'gratuityPct', k.gratuity_pct, 'included', k.included, 'weekdays', k.weekdays,
		'startsFrom', k.starts_from, 'startsUntil', k.starts_until, 'instantBook', k.instant_book,
		'spaceName', s.name, 'seatedCapacity', s.seated_capacity, 'standingCapacity', s.standing_capacity)
		order by k.price_per_person_cents, k.name, k.id), '[]')
		from venue_packages k join venue_spaces s on s.id = k.space_id where s.venue_id = "venue"),
	'spaces', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
		'kind', s.kind, 'seatedCapacity', s.seated_capacity, 'standingCapacity', s.standing_capacity,
		'photo', (select json_build_object('url', p.url, 'width', p.width, 'height', p.height)
			from space_photos p where p.space_id = s.id order by p.position, p.id limit 1))
		order by greatest(s.seated_capacity, s.standing_capacity) desc, s.name), '[]')
		from venue_spaces s where s.venue_id = "venue"))::text
$$;
--> statement-breakpoint
-- Writes venue_details again for these venues (those that still exist). Each venue's row is locked
-- first (FOR NO KEY UPDATE: a child row's foreign-key check, KEY SHARE, does not wait on it), and the
-- text is read by the next statement, with a snapshot taken after the lock: two transactions
-- writing the same venue's photos or reviews at once take turns, and the second reads the first's
-- rows once it committed, so neither leaves the other's change out (under READ COMMITTED, as every
-- venue-side write runs). A row lock lives in the row, not in the lock table: a seed of 100,000
-- venues in one transaction locks them all.
CREATE OR REPLACE FUNCTION "venue_details_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality("ids") = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM venues WHERE id = ANY("ids") ORDER BY id FOR NO KEY UPDATE;
	INSERT INTO venue_details (venue_id, related)
		SELECT v.id, venue_detail_related(v.id) FROM venues v WHERE v.id = ANY("ids")
		ON CONFLICT (venue_id) DO UPDATE SET related = EXCLUDED.related;
END;
$$;
--> statement-breakpoint
-- After a statement on venue_photos, reviews or venue_spaces: the venues of the rows it wrote
-- (before and after an update). Transition tables: one refresh a statement, however many rows.
CREATE OR REPLACE FUNCTION "venue_details_of_venue_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM venue_details_refresh(array(SELECT DISTINCT venue_id FROM new_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM venue_details_refresh(array(SELECT venue_id FROM new_rows UNION SELECT venue_id FROM old_rows));
	ELSE
		PERFORM venue_details_refresh(array(SELECT DISTINCT venue_id FROM old_rows));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The same after a statement on venue_packages or space_photos, through their spaces. A space
-- deleted with its packages and photos is its own statement's: venue_spaces' trigger refreshes it.
CREATE OR REPLACE FUNCTION "venue_details_of_space_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM venue_details_refresh(array(SELECT DISTINCT s.venue_id FROM venue_spaces s
			WHERE s.id IN (SELECT space_id FROM new_rows)));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM venue_details_refresh(array(SELECT DISTINCT s.venue_id FROM venue_spaces s
			WHERE s.id IN (SELECT space_id FROM new_rows UNION SELECT space_id FROM old_rows)));
	ELSE
		PERFORM venue_details_refresh(array(SELECT DISTINCT s.venue_id FROM venue_spaces s
			WHERE s.id IN (SELECT space_id FROM old_rows)));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A truncated table leaves no row to say which venues it touched: every text goes, and the venue
-- page computes them live (its fallback) until the next write of each venue.
CREATE OR REPLACE FUNCTION "venue_details_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM venue_details;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "venue_details_insert" AFTER INSERT ON "venue_photos" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_update" AFTER UPDATE ON "venue_photos" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_delete" AFTER DELETE ON "venue_photos" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_truncate" AFTER TRUNCATE ON "venue_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_forget"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_truncate" AFTER TRUNCATE ON "reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_forget"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_insert" AFTER INSERT ON "venue_spaces" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_update" AFTER UPDATE ON "venue_spaces" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_delete" AFTER DELETE ON "venue_spaces" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_venue_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_truncate" AFTER TRUNCATE ON "venue_spaces"
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_forget"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_insert" AFTER INSERT ON "venue_packages" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_space_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_update" AFTER UPDATE ON "venue_packages" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_space_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_delete" AFTER DELETE ON "venue_packages" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_space_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_truncate" AFTER TRUNCATE ON "venue_packages"
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_forget"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_insert" AFTER INSERT ON "space_photos" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_space_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_update" AFTER UPDATE ON "space_photos" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_space_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_delete" AFTER DELETE ON "space_photos" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_of_space_rows"();
--> statement-breakpoint
CREATE TRIGGER "venue_details_truncate" AFTER TRUNCATE ON "space_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "venue_details_forget"();
--> statement-breakpoint
-- Every venue's text, once.
INSERT INTO "venue_details" ("venue_id", "related") SELECT "id", venue_detail_related("id") FROM "venues";
