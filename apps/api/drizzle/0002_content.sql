CREATE TABLE "cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_view" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_blocks_identifier_store_unique" UNIQUE NULLS NOT DISTINCT("identifier","store_view")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_view" text,
	"title" text NOT NULL,
	"content_heading" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"page_layout" text DEFAULT '1column' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_identifier_store_unique" UNIQUE NULLS NOT DISTINCT("identifier","store_view")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "faq_categories_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"url_key" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "faq_questions_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD CONSTRAINT "cms_blocks_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_questions_category_idx" ON "faq_questions" USING btree ("category_id","position");