CREATE TABLE "search_terms" (
	"store_view" text NOT NULL,
	"word" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_terms_store_view_word_pk" PRIMARY KEY("store_view","word")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "search_terms_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Words of the searchable listings removed, then of those added (an update does both).
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		INSERT INTO search_terms AS t (store_view, word, products)
		SELECT r.store_view, w.word, -count(DISTINCT r.product_id)
		FROM old_rows r, regexp_split_to_table(r.search_text, '[[:space:][:punct:]]+') AS w(word)
		WHERE r.product_id = r.listing_id AND r.visibility IN (3, 4)
			AND length(w.word) > 2 AND w.word !~ '^[0-9]+$'
		GROUP BY r.store_view, w.word
		ON CONFLICT (store_view, word) DO UPDATE SET products = t.products + excluded.products;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO search_terms AS t (store_view, word, products)
		SELECT r.store_view, w.word, count(DISTINCT r.product_id)
		FROM new_rows r, regexp_split_to_table(r.search_text, '[[:space:][:punct:]]+') AS w(word)
		WHERE r.product_id = r.listing_id AND r.visibility IN (3, 4)
			AND length(w.word) > 2 AND w.word !~ '^[0-9]+$'
		GROUP BY r.store_view, w.word
		ON CONFLICT (store_view, word) DO UPDATE SET products = t.products + excluded.products;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		DELETE FROM search_terms WHERE products <= 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_index_search_terms_insert" AFTER INSERT ON "product_index"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_count"();
--> statement-breakpoint
CREATE TRIGGER "product_index_search_terms_update" AFTER UPDATE ON "product_index"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_count"();
--> statement-breakpoint
CREATE TRIGGER "product_index_search_terms_delete" AFTER DELETE ON "product_index"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_count"();
--> statement-breakpoint
INSERT INTO "search_terms" ("store_view", "word", "products")
SELECT r.store_view, w.word, count(DISTINCT r.product_id)
FROM "product_index" r, regexp_split_to_table(r.search_text, '[[:space:][:punct:]]+') AS w(word)
WHERE r.product_id = r.listing_id AND r.visibility IN (3, 4)
	AND length(w.word) > 2 AND w.word !~ '^[0-9]+$'
GROUP BY r.store_view, w.word;
--> statement-breakpoint
-- Searches read these GIN indexes on every query: without a pending list (fastupdate), a
-- search never scans unmerged entries (PGlite has no autovacuum to merge them).
ALTER INDEX "product_index_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "product_index_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "product_index_categories_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "search_terms_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('product_index_search_idx'::regclass), gin_clean_pending_list('product_index_trgm_idx'::regclass), gin_clean_pending_list('product_index_categories_idx'::regclass);
