CREATE TABLE "listing_search" (
	"product_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"visibility" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"device_type" text,
	"search_document" "tsvector" NOT NULL,
	"unit_facet_key" text NOT NULL,
	"unit_min_price_minor" integer,
	"unit_special_prices" boolean NOT NULL,
	"is_unit" boolean NOT NULL,
	"price_minor" integer,
	"special_price_minor" integer,
	"special_from" timestamp with time zone,
	"special_to" timestamp with time zone,
	CONSTRAINT "listing_search_store_view_product_id_pk" PRIMARY KEY("store_view","product_id")
);
--> statement-breakpoint
CREATE INDEX "listing_search_document_idx" ON "listing_search" USING gin ("search_document");--> statement-breakpoint
-- fastupdate off as for product_index's GIN indexes (0004): PGlite has no autovacuum to merge a
-- pending list, and every search would scan it.
ALTER INDEX "listing_search_document_idx" SET (fastupdate = off);
--> statement-breakpoint
-- listing_search copies product_index's listing rows (ADR 0058). Statement triggers keep it in
-- step whatever writes product_index: a reindex deletes and inserts the rows, an order's stock
-- update changes columns listing_search does not copy (then nothing is rewritten).
CREATE FUNCTION "listing_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM listing_search s USING old_rows r
		WHERE r.product_id = r.listing_id AND s.store_view = r.store_view AND s.product_id = r.product_id;
	ELSIF TG_OP = 'UPDATE' THEN
		DELETE FROM listing_search s USING old_rows r
		WHERE r.product_id = r.listing_id AND s.store_view = r.store_view AND s.product_id = r.product_id
			AND NOT EXISTS (SELECT 1 FROM new_rows n
				WHERE n.product_id = r.product_id AND n.store_view = r.store_view AND n.listing_id = r.listing_id
					AND (n.visibility, n.category_ids, n.device_type, n.search_document, n.unit_facet_key,
						n.unit_min_price_minor, n.unit_special_prices, n.is_unit, n.price_minor,
						n.special_price_minor, n.special_from, n.special_to)
					IS NOT DISTINCT FROM (r.visibility, r.category_ids, r.device_type, r.search_document,
						r.unit_facet_key, r.unit_min_price_minor, r.unit_special_prices, r.is_unit,
						r.price_minor, r.special_price_minor, r.special_from, r.special_to));
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO listing_search (product_id, store_view, visibility, category_ids, device_type,
			search_document, unit_facet_key, unit_min_price_minor, unit_special_prices, is_unit,
			price_minor, special_price_minor, special_from, special_to)
		SELECT r.product_id, r.store_view, r.visibility, r.category_ids, r.device_type,
			r.search_document, r.unit_facet_key, r.unit_min_price_minor, r.unit_special_prices, r.is_unit,
			r.price_minor, r.special_price_minor, r.special_from, r.special_to
		FROM new_rows r
		WHERE r.product_id = r.listing_id
			AND NOT EXISTS (SELECT 1 FROM listing_search s
				WHERE s.store_view = r.store_view AND s.product_id = r.product_id)
		-- Listings together, one store view after another: a search reads one store view's.
		ORDER BY r.store_view, r.product_id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_search_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE listing_search;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_index_listing_search_insert" AFTER INSERT ON "product_index"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_index_listing_search_update" AFTER UPDATE ON "product_index"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_index_listing_search_delete" AFTER DELETE ON "product_index"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_index_listing_search_truncate" AFTER TRUNCATE ON "product_index"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_search_truncate"();
--> statement-breakpoint
INSERT INTO "listing_search" (product_id, store_view, visibility, category_ids, device_type,
	search_document, unit_facet_key, unit_min_price_minor, unit_special_prices, is_unit,
	price_minor, special_price_minor, special_from, special_to)
SELECT product_id, store_view, visibility, category_ids, device_type,
	search_document, unit_facet_key, unit_min_price_minor, unit_special_prices, is_unit,
	price_minor, special_price_minor, special_from, special_to
FROM "product_index" WHERE product_id = listing_id
ORDER BY store_view, product_id;
--> statement-breakpoint
-- Statistics for the planner at once: PGlite has no autovacuum to gather them.
ANALYZE "listing_search";
