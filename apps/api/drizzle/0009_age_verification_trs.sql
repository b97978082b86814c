CREATE TABLE "age_verification_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trs_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_view" text NOT NULL,
	"form_code" text NOT NULL,
	"values" jsonb NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "age_verification_attempts" ADD CONSTRAINT "age_verification_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_verification_attempts" ADD CONSTRAINT "age_verification_attempts_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trs_registrations" ADD CONSTRAINT "trs_registrations_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_verification_attempts_customer_idx" ON "age_verification_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "trs_registrations_client_idx" ON "trs_registrations" USING btree ("client_key","created_at");