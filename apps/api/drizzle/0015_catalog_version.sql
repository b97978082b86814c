CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalog_version SET version = version + 1 WHERE id = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only when the statement changed rows: search_terms is rewritten (with net-zero counts) by every
-- reindex, stock changes included; only a word that appears or disappears changes the dictionary.
CREATE FUNCTION "catalog_version_bump_if_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM changed_rows) THEN
		UPDATE catalog_version SET version = version + 1 WHERE id = 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "category_store_values_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_store_values"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
-- Orders change products' stock columns: those do not bump (no lock on the version row for them).
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OF "flavour" OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_catalog_version_insert" AFTER INSERT ON "search_terms"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_catalog_version_delete" AFTER DELETE ON "search_terms"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_catalog_version_truncate" AFTER TRUNCATE ON "search_terms"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
