CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoter_id" integer NOT NULL,
	"name" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"group" smallint NOT NULL,
	"operator" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	"monthly_fen" integer NOT NULL,
	"data_mb" integer DEFAULT 0 NOT NULL,
	"voice_minutes" integer DEFAULT 0 NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_not_negative" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_prices_not_negative" CHECK ("goods"."price_fen" >= 0 and "goods"."monthly_fen" >= 0),
	CONSTRAINT "goods_operator_known" CHECK ("goods"."operator" in (1, 2, 3, 4, 99))
);
--> statement-breakpoint
CREATE TABLE "single_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "single_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoter_id" integer NOT NULL,
	"page_code" text NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theme_color" text NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_search" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_pages" ADD CONSTRAINT "single_pages_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_listing_idx" ON "goods" USING btree ("promoter_id","group","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "single_pages_promoter_page_code_key" ON "single_pages" USING btree ("promoter_id","page_code");