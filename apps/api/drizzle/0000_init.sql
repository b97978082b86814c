CREATE TABLE "builder_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_view" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"draft_content" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"published_revision" integer,
	"scheduled_publish_at" timestamp with time zone,
	"scheduled_by" text,
	"schedule_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"editor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editors" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"storage_path" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence" (
	"page_id" integer NOT NULL,
	"editor_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presence_page_id_editor_id_pk" PRIMARY KEY("page_id","editor_id")
);
--> statement-breakpoint
CREATE TABLE "store_views" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"country_id" text NOT NULL,
	"locale" text NOT NULL,
	"path_prefix" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"federal_vaping_rules" boolean NOT NULL,
	"nicotine_warning" text NOT NULL,
	"max_nicotine_mg_ml" integer
);
--> statement-breakpoint
ALTER TABLE "builder_page_versions" ADD CONSTRAINT "builder_page_versions_page_id_builder_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."builder_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_pages" ADD CONSTRAINT "builder_pages_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_sessions" ADD CONSTRAINT "editor_sessions_editor_id_editors_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_page_id_builder_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."builder_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_editor_id_editors_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "builder_page_versions_page_version_unique" ON "builder_page_versions" USING btree ("page_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "builder_pages_store_path_unique" ON "builder_pages" USING btree ("store_view","path");--> statement-breakpoint
CREATE INDEX "builder_pages_scheduled_idx" ON "builder_pages" USING btree ("scheduled_publish_at");--> statement-breakpoint
CREATE INDEX "editor_sessions_editor_idx" ON "editor_sessions" USING btree ("editor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "editors_email_unique" ON "editors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_storage_path_unique" ON "media_assets" USING btree ("storage_path");--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at");