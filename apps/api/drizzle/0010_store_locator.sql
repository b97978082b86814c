CREATE TABLE "postcode_areas" (
	"country_code" text NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postcode_areas_country_code_prefix_pk" PRIMARY KEY("country_code","prefix")
);
--> statement-breakpoint
CREATE TABLE "store_location_store_views" (
	"location_id" integer NOT NULL,
	"store_view" text NOT NULL,
	CONSTRAINT "store_location_store_views_location_id_store_view_pk" PRIMARY KEY("location_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_location_store_views" ADD CONSTRAINT "store_location_store_views_location_id_store_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_location_store_views" ADD CONSTRAINT "store_location_store_views_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_location_store_views_view_idx" ON "store_location_store_views" USING btree ("store_view");--> statement-breakpoint
CREATE UNIQUE INDEX "store_locations_code_unique" ON "store_locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "store_locations_kind_idx" ON "store_locations" USING btree ("kind","is_active");