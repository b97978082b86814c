CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bundle_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" double precision DEFAULT 1 NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text,
	"url_key" text,
	"url_path" text,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"image" text,
	"meta_title" text,
	"meta_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_store_values" (
	"category_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"name" text,
	"description" text,
	"enabled" boolean,
	CONSTRAINT "category_store_values_category_id_store_view_pk" PRIMARY KEY("category_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "configurable_attributes" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurable_attributes_product_id_attribute_code_pk" PRIMARY KEY("product_id","attribute_code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_index" (
	"product_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"listing_id" integer NOT NULL,
	"is_unit" boolean NOT NULL,
	"visibility" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"url_key" text NOT NULL,
	"request_path" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"flavour_code" text,
	"nicotine_mg_ml" double precision,
	"volume_ml" double precision,
	"colour" text,
	"device_type" text,
	"price_minor" integer,
	"special_price_minor" integer,
	"special_from" timestamp with time zone,
	"special_to" timestamp with time zone,
	"is_in_stock" boolean NOT NULL,
	"search_document" "tsvector" NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "product_index_product_id_store_view_pk" PRIMARY KEY("product_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_link_type_linked_product_id_pk" PRIMARY KEY("product_id","link_type","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"special_price_minor" integer,
	"special_from" timestamp with time zone,
	"special_to" timestamp with time zone,
	CONSTRAINT "product_prices_product_id_store_view_pk" PRIMARY KEY("product_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "product_store_values" (
	"product_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"name" text,
	"short_description" text,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"enabled" boolean,
	"visibility" integer,
	CONSTRAINT "product_store_values_product_id_store_view_pk" PRIMARY KEY("product_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"sku" text NOT NULL,
	"url_key" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"short_description" text,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keyword" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"visibility" integer DEFAULT 4 NOT NULL,
	"flavour" text,
	"nicotine_mg_ml" double precision,
	"volume_ml" double precision,
	"colour" text,
	"device_type" text,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"dynamic_price" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_options" ADD CONSTRAINT "bundle_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD CONSTRAINT "bundle_selections_option_id_bundle_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD CONSTRAINT "bundle_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_store_values" ADD CONSTRAINT "category_store_values_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_store_values" ADD CONSTRAINT "category_store_values_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_attributes" ADD CONSTRAINT "configurable_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_index" ADD CONSTRAINT "product_index_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_index" ADD CONSTRAINT "product_index_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_store_values" ADD CONSTRAINT "product_store_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_store_values" ADD CONSTRAINT "product_store_values_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_options_product_idx" ON "bundle_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "bundle_selections_option_idx" ON "bundle_selections" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_path_unique" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_index_listing_idx" ON "product_index" USING btree ("store_view","listing_id");--> statement-breakpoint
CREATE INDEX "product_index_categories_idx" ON "product_index" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_index_search_idx" ON "product_index" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "product_index_trgm_idx" ON "product_index" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");