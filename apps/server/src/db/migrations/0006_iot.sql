CREATE TABLE "card_login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_no" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"sim_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"refresh_switch" boolean DEFAULT true NOT NULL,
	"package_lamp" boolean DEFAULT false NOT NULL,
	"kefu_url" text DEFAULT '' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"login_notice" text DEFAULT '' NOT NULL,
	"max_menu_times" integer DEFAULT 10 NOT NULL,
	"menus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carousels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popup" jsonb NOT NULL,
	"tab_bar" jsonb NOT NULL,
	"user_elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_carousels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_max_menu_times" integer DEFAULT 0 NOT NULL,
	"user_service" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"login_protocol" jsonb,
	"service_protocol" jsonb,
	"task_rule" jsonb,
	CONSTRAINT "sim_layouts_promo_code_key" UNIQUE("promo_code")
);
--> statement-breakpoint
CREATE TABLE "sim_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"name" text NOT NULL,
	"total_flow" integer NOT NULL,
	"use_flow" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_usage_months" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_usage_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"month" text NOT NULL,
	"use_flow" integer DEFAULT 0 NOT NULL,
	"total_flow" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_no" text NOT NULL,
	"iccid" text NOT NULL,
	"imsi" text DEFAULT '' NOT NULL,
	"imei" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"promo_code" text NOT NULL,
	"operator_type" smallint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"arrears_balance" bigint DEFAULT 0 NOT NULL,
	"integral" integer DEFAULT 0 NOT NULL,
	"coupon_coin" integer DEFAULT 0 NOT NULL,
	"sim_status" smallint NOT NULL,
	"auth_status" smallint NOT NULL,
	"auth_platform_status" smallint NOT NULL,
	"internet_status" smallint NOT NULL,
	"online_status" smallint NOT NULL,
	"cancel_status" smallint DEFAULT 0 NOT NULL,
	"replace_status" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_flow" integer NOT NULL,
	"use_flow" integer DEFAULT 0 NOT NULL,
	"is_infinite_flow" boolean DEFAULT false NOT NULL,
	"end_at" timestamp with time zone,
	"need_buy_coupon" boolean DEFAULT false NOT NULL,
	"need_buy_package" boolean DEFAULT false NOT NULL,
	"need_auth" boolean DEFAULT false NOT NULL,
	"need_platform_auth" boolean DEFAULT false NOT NULL,
	"platform_auth_type" smallint DEFAULT 0 NOT NULL,
	"numb_auth" boolean DEFAULT false NOT NULL,
	"bind_phone_mode" smallint DEFAULT 0 NOT NULL,
	"apn" text DEFAULT '' NOT NULL,
	"source_type" smallint DEFAULT 1 NOT NULL,
	"device_no" text DEFAULT '' NOT NULL,
	"recharge_times" integer DEFAULT 0 NOT NULL,
	"card_password_mode" text DEFAULT 'none' NOT NULL,
	"card_password_hash" text,
	"card_password_salt" text,
	"bound_mobile" text,
	"pay_password_hash" text,
	"break_rule_id" integer,
	"break_tips" text DEFAULT '' NOT NULL,
	"allow_remove_break" boolean DEFAULT false NOT NULL,
	"device" jsonb,
	"vice_sims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"volume_package_id" integer,
	"volume" jsonb,
	"shop_domain" text DEFAULT '' NOT NULL,
	"vip_order" jsonb,
	"accelerate_order" jsonb,
	"daily_usage_mb" integer DEFAULT 0 NOT NULL,
	"last_usage_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sims_card_password_mode_check" CHECK ("sims"."card_password_mode" in ('none', 'password', 'sms')),
	CONSTRAINT "sims_use_flow_check" CHECK ("sims"."use_flow" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_check";--> statement-breakpoint
ALTER TABLE "card_sessions" ADD CONSTRAINT "card_sessions_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_packages" ADD CONSTRAINT "sim_packages_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_usage_months" ADD CONSTRAINT "sim_usage_months_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_login_failures_sim_idx" ON "card_login_failures" USING btree ("sim_no","created_at");--> statement-breakpoint
CREATE INDEX "card_login_failures_ip_idx" ON "card_login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_sessions_token_key" ON "card_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "card_sessions_sim_idx" ON "card_sessions" USING btree ("sim_id");--> statement-breakpoint
CREATE INDEX "sim_packages_sim_idx" ON "sim_packages" USING btree ("sim_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_usage_months_key" ON "sim_usage_months" USING btree ("sim_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "sims_sim_no_key" ON "sims" USING btree ("sim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sims_iccid_key" ON "sims" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "sims_mobile_idx" ON "sims" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sims_promo_code_idx" ON "sims" USING btree ("promo_code");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'order', 'card'));