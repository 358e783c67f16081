CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "number_patterns" (
	"number_id" integer NOT NULL,
	"pattern_id" smallint NOT NULL,
	"shuffle_key" integer NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "number_patterns_number_id_pattern_id_pk" PRIMARY KEY("number_id","pattern_id")
);
--> statement-breakpoint
CREATE TABLE "numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"reversed" text NOT NULL,
	"operator" smallint NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"price_fen" integer NOT NULL,
	"plan_fen" integer NOT NULL,
	"promoter_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"shuffle_key" integer NOT NULL,
	"pattern_ids" smallint[] DEFAULT '{}' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "numbers_status_check" CHECK ("numbers"."status" in ('available', 'held', 'sold')),
	CONSTRAINT "numbers_number_check" CHECK ("numbers"."number" ~ '^1[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "upstream_id" integer;--> statement-breakpoint
ALTER TABLE "number_patterns" ADD CONSTRAINT "number_patterns_number_id_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbers" ADD CONSTRAINT "numbers_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "number_patterns_shuffle_idx" ON "number_patterns" USING btree ("pattern_id","shuffle_key","number_id");--> statement-breakpoint
CREATE INDEX "number_patterns_price_idx" ON "number_patterns" USING btree ("pattern_id","price_fen","number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "numbers_number_key" ON "numbers" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "numbers_available_shuffle_idx" ON "numbers" USING btree ("shuffle_key","id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_price_idx" ON "numbers" USING btree ("price_fen","id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_operator_idx" ON "numbers" USING btree ("operator","shuffle_key","id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_region_idx" ON "numbers" USING btree ("province_code","city_code","shuffle_key","id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_featured_idx" ON "numbers" USING btree ("shuffle_key","id") WHERE status = 'available' and featured;--> statement-breakpoint
CREATE INDEX "numbers_available_reversed_idx" ON "numbers" USING btree ("reversed" text_pattern_ops) WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "numbers_available_trgm_idx" ON "numbers" USING gin ("number" gin_trgm_ops) WHERE status = 'available';--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_upstream_id_promoters_id_fk" FOREIGN KEY ("upstream_id") REFERENCES "public"."promoters"("id") ON DELETE set null ON UPDATE no action;