CREATE TABLE "dict_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"list_class" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"promo_code" text,
	"page" text,
	"props" jsonb,
	"session_id" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promoters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"promo_name" text NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"invite_code" text DEFAULT '' NOT NULL,
	"douyin_mp_im_id" text DEFAULT '' NOT NULL,
	"kuaishou_mp_im_id" text DEFAULT '' NOT NULL,
	"show_payment_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shop_menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"index_carousel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bottom_tips" text DEFAULT '' NOT NULL,
	"ipc_code" text DEFAULT '' NOT NULL,
	"kefu_url" text DEFAULT '' NOT NULL,
	"kefu_qr" text DEFAULT '' NOT NULL,
	"kefu_mobile" text DEFAULT '' NOT NULL,
	"follow_qr" text DEFAULT '' NOT NULL,
	"shop_template" integer DEFAULT 1 NOT NULL,
	"fast_nav" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggest" boolean DEFAULT false NOT NULL,
	"index_search" boolean DEFAULT true NOT NULL,
	"index_first_group" integer DEFAULT 2 NOT NULL,
	"show_invite_register" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promoters_promo_code_key" UNIQUE("promo_code")
);
--> statement-breakpoint
CREATE TABLE "generic_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"order_query_mode" text DEFAULT 'sms' NOT NULL,
	"login_avatar" text DEFAULT '' NOT NULL,
	"default_promo_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generic_settings_single_row" CHECK ("generic_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "dict_data_type_sort_idx" ON "dict_data" USING btree ("type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value_key" ON "dict_data" USING btree ("type","value");--> statement-breakpoint
CREATE INDEX "point_events_created_at_idx" ON "point_events" USING btree ("created_at");