CREATE TABLE "faq_category_store_views" (
	"category_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "faq_category_store_views_category_id_store_view_pk" PRIMARY KEY("category_id","store_view")
);
--> statement-breakpoint
CREATE TABLE "faq_question_store_views" (
	"question_id" integer NOT NULL,
	"store_view" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_question_store_views_question_id_store_view_pk" PRIMARY KEY("question_id","store_view")
);
--> statement-breakpoint
ALTER TABLE "faq_category_store_views" ADD CONSTRAINT "faq_category_store_views_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_category_store_views" ADD CONSTRAINT "faq_category_store_views_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_question_store_views" ADD CONSTRAINT "faq_question_store_views_question_id_faq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_question_store_views" ADD CONSTRAINT "faq_question_store_views_store_view_store_views_code_fk" FOREIGN KEY ("store_view") REFERENCES "public"."store_views"("code") ON DELETE no action ON UPDATE no action;