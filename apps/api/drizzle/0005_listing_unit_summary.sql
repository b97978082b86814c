ALTER TABLE "product_index" ADD COLUMN "is_listing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_flavour_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_strengths" double precision[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_min_price_minor" integer;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_special_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_facet_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_flavour_idx" ON "products" USING btree ("flavour");--> statement-breakpoint
-- Existing listing rows get their flag and their units' summary (new rows get them from the
-- reindex). Names, flavours and visibility do not change, so the search dictionary's trigger
-- is skipped.
ALTER TABLE "product_index" DISABLE TRIGGER "product_index_search_terms_update";
--> statement-breakpoint
UPDATE "product_index" AS l
SET "is_listing" = true,
	("unit_flavour_codes", "unit_strengths", "unit_min_price_minor", "unit_special_prices", "unit_facet_key") = (
		SELECT s.flavours, s.strengths, s.min_price, s.specials,
			coalesce(l.device_type, '') || '|' || array_to_string(l.category_ids, ',') || '|'
				|| array_to_string(s.flavours, ',') || '|' || array_to_string(s.strengths, ',')
		FROM (
			SELECT
				coalesce(array_agg(DISTINCT u.flavour_code ORDER BY u.flavour_code) FILTER (WHERE u.flavour_code IS NOT NULL), '{}') AS flavours,
				coalesce(array_agg(DISTINCT u.nicotine_mg_ml ORDER BY u.nicotine_mg_ml) FILTER (WHERE u.nicotine_mg_ml IS NOT NULL), '{}') AS strengths,
				min(u.price_minor) AS min_price,
				coalesce(bool_or(u.special_price_minor IS NOT NULL), false) AS specials
			FROM "product_index" u
			WHERE u.store_view = l.store_view AND u.listing_id = l.product_id AND u.is_unit
		) s
	)
WHERE l.product_id = l.listing_id;
--> statement-breakpoint
ALTER TABLE "product_index" ENABLE TRIGGER "product_index_search_terms_update";
--> statement-breakpoint
ANALYZE "product_index";
