ALTER TABLE "product_index" ADD COLUMN "unit_flavour_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_strengths" double precision[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_min_price_minor" integer;--> statement-breakpoint
ALTER TABLE "product_index" ADD COLUMN "unit_special_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_flavour_idx" ON "products" USING btree ("flavour");--> statement-breakpoint
-- Existing listing rows get their units' summary (new rows get it from the reindex). Names,
-- flavours and visibility do not change, so the search dictionary's trigger is skipped.
ALTER TABLE "product_index" DISABLE TRIGGER "product_index_search_terms_update";
--> statement-breakpoint
UPDATE "product_index" AS l
SET "unit_flavour_codes" = s.flavours,
	"unit_strengths" = s.strengths,
	"unit_min_price_minor" = s.min_price,
	"unit_special_prices" = s.specials
FROM (
	SELECT u.store_view, u.listing_id,
		coalesce(array_agg(DISTINCT u.flavour_code ORDER BY u.flavour_code) FILTER (WHERE u.flavour_code IS NOT NULL), '{}') AS flavours,
		coalesce(array_agg(DISTINCT u.nicotine_mg_ml ORDER BY u.nicotine_mg_ml) FILTER (WHERE u.nicotine_mg_ml IS NOT NULL), '{}') AS strengths,
		min(u.price_minor) AS min_price,
		bool_or(u.special_price_minor IS NOT NULL) AS specials
	FROM "product_index" u
	WHERE u.is_unit
	GROUP BY u.store_view, u.listing_id
) s
WHERE l.store_view = s.store_view AND l.product_id = s.listing_id AND l.product_id = l.listing_id;
--> statement-breakpoint
ALTER TABLE "product_index" ENABLE TRIGGER "product_index_search_terms_update";
