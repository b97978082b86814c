CREATE TABLE "seed_ledger" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_ledger_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "autoship_subscriptions" ADD COLUMN "claimed_at" timestamp with time zone;