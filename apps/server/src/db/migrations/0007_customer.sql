CREATE TABLE "question_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoter_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_categories_chinese_name" CHECK (coalesce("question_categories"."names" ->> 'zh-Hans', '') <> '')
);
--> statement-breakpoint
CREATE TABLE "question_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"answer_html" text NOT NULL,
	"answer_text" text NOT NULL,
	CONSTRAINT "question_texts_key" UNIQUE("question_id","locale")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoter_id" integer,
	"category_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_texts" ADD CONSTRAINT "question_texts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_categories_promoter_idx" ON "question_categories" USING btree ("promoter_id","sort");--> statement-breakpoint
CREATE INDEX "questions_listing_idx" ON "questions" USING btree ("promoter_id","category_id","sort","id") WHERE "questions"."published";--> statement-breakpoint
CREATE INDEX "questions_hot_idx" ON "questions" USING btree ("promoter_id","sort","id") WHERE "questions"."published" and "questions"."hot";