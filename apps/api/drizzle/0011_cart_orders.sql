CREATE TABLE "cart_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_address_id" integer,
	"prefix" text,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"suffix" text,
	"company" text,
	"street" jsonb NOT NULL,
	"city" text NOT NULL,
	"region_id" integer,
	"region_code" text,
	"region" text,
	"postcode" text,
	"country_code" text NOT NULL,
	"telephone" text,
	"vat_id" text,
	"save_in_address_book" boolean DEFAULT false NOT NULL,
	"same_as_billing" boolean DEFAULT false NOT NULL,
	"customer_notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"parent_item_id" integer,
	"type" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_product_id" integer,
	"bundle_selection_id" integer,
	"bundle_option_id" integer,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"masked_id" text NOT NULL,
	"store_view" text NOT NULL,
	"customer_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"coupon_code" text,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"pickup_location_code" text,
	"payment_method_code" text,
	"payment_data" jsonb,
	"reserved_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prefix" text,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"suffix" text,
	"company" text,
	"street" jsonb NOT NULL,
	"city" text NOT NULL,
	"region_id" integer,
	"region_code" text,
	"region" text,
	"postcode" text,
	"country_code" text NOT NULL,
	"telephone" text,
	"vat_id" text
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"parent_item_id" integer,
	"type" text NOT NULL,
	"product_id" integer,
	"variant_product_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text,
	"selected_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qty_ordered" integer NOT NULL,
	"qty_shipped" integer DEFAULT 0 NOT NULL,
	"qty_canceled" integer DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"price_incl_tax_minor" integer NOT NULL,
	"row_total_minor" integer NOT NULL,
	"row_total_incl_tax_minor" integer NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"title" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"increment_id" text NOT NULL,
	"store_view" text NOT NULL,
	"customer_id" integer,
	"cart_id" integer,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"subtotal_incl_tax_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"shipping_tax_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"grand_total_minor" integer NOT NULL,
	"applied_taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_code" text,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"shipping_description" text,
	"pickup_location_code" text,
	"payment_method_code" text NOT NULL,
	"payment_error" text,
	"token" text NOT NULL,
	"autoship_subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_addresses" ADD CONSTRAINT "cart_addresses_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_item_id_cart_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_product_id_products_id_fk" FOREIGN KEY ("variant_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_parent_item_id_order_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_addresses_cart_kind_unique" ON "cart_addresses" USING btree ("cart_id","kind");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_masked_id_unique" ON "carts" USING btree ("masked_id");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id","store_view","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_kind_unique" ON "order_addresses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_increment_id_unique" ON "orders" USING btree ("increment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_unique" ON "orders" USING btree ("token");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","store_view","id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("store_view","email");