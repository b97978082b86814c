CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"three_ds_state" text,
	"three_ds_attempts" integer DEFAULT 0 NOT NULL,
	"save_card" boolean DEFAULT false NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_expiry" text,
	"message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_hash" text NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_method_code" text DEFAULT 'worldpay_cc' NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"gateway_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoship_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"source_order_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"interval_days" integer NOT NULL,
	"next_date" date NOT NULL,
	"items" jsonb NOT NULL,
	"payment_method_code" text NOT NULL,
	"payment_token_id" integer,
	"last_error" text,
	"last_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_age_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tokens" ADD CONSTRAINT "payment_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_subscriptions" ADD CONSTRAINT "autoship_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_subscriptions" ADD CONSTRAINT "autoship_subscriptions_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_subscriptions" ADD CONSTRAINT "autoship_subscriptions_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_subscriptions" ADD CONSTRAINT "autoship_subscriptions_payment_token_id_payment_tokens_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_tokens_public_hash_unique" ON "payment_tokens" USING btree ("public_hash");--> statement-breakpoint
CREATE INDEX "payment_tokens_customer_idx" ON "payment_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "autoship_customer_idx" ON "autoship_subscriptions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "autoship_due_idx" ON "autoship_subscriptions" USING btree ("status","next_date");