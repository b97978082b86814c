CREATE TABLE "sales_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_view" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"percent" double precision,
	"amount_minor" integer,
	"min_subtotal_minor" integer,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"uses_per_customer" integer,
	"uses_total" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_rules" ADD CONSTRAINT "sales_rules_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rules_store_view_code_unique" ON "sales_rules" USING btree ("store_view","code");--> statement-breakpoint
CREATE INDEX "sales_rules_code_idx" ON "sales_rules" USING btree ("code");