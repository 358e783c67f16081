CREATE TABLE "accelerate_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accelerate_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"operator_type" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"speed_code" text NOT NULL,
	"hours" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"original_fen" integer,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accelerate_offers_check" CHECK ("accelerate_offers"."price_fen" > 0 and "accelerate_offers"."hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"count" smallint NOT NULL,
	"value_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"valid_days" smallint NOT NULL,
	"package_offer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_fen" integer,
	"original_fen" integer,
	"coin_cost" integer,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_packs_terms_check" CHECK ("coupon_packs"."count" > 0 and "coupon_packs"."value_fen" > 0 and "coupon_packs"."threshold_fen" >= 0 and "coupon_packs"."valid_days" > 0),
	CONSTRAINT "coupon_packs_price_check" CHECK (("coupon_packs"."price_fen" is not null or "coupon_packs"."coin_cost" is not null) and coalesce("coupon_packs"."price_fen", 1) > 0 and coalesce("coupon_packs"."coin_cost", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"original_fen" integer,
	"validity_count" smallint NOT NULL,
	"validity_unit" smallint NOT NULL,
	"privileges" jsonb NOT NULL,
	"package_percent" smallint,
	"points_multiplier" smallint DEFAULT 1 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_plans_price_check" CHECK ("vip_plans"."price_fen" > 0),
	CONSTRAINT "vip_plans_validity_check" CHECK ("vip_plans"."validity_count" > 0 and "vip_plans"."validity_unit" in (1, 2, 3)),
	CONSTRAINT "vip_plans_percent_check" CHECK ("vip_plans"."package_percent" is null or "vip_plans"."package_percent" between 1 and 99),
	CONSTRAINT "vip_plans_points_check" CHECK ("vip_plans"."points_multiplier" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "accelerations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accelerations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"accelerate_offer_id" integer NOT NULL,
	"speed_code" text NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"iot_order_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"paid_fen" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"refund_at" timestamp with time zone,
	"refund_type" smallint,
	"refund_remark" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accelerations_term_check" CHECK ("accelerations"."start_at" < "accelerations"."end_at")
);
--> statement-breakpoint
CREATE TABLE "coupon_code_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"promo_code" text NOT NULL,
	"coupon_pack_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_sim_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_upper_check" CHECK ("coupon_codes"."code" = upper("coupon_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "coupon_coin_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_coin_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"coupon_pack_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_coin_entries_reason_check" CHECK ("coupon_coin_entries"."reason" in ('opening', 'exchange')),
	CONSTRAINT "coupon_coin_entries_after_check" CHECK ("coupon_coin_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"coupon_pack_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_order_id" integer,
	"coupon_code_id" integer,
	"value_fen" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"package_offer_ids" integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_source_check" CHECK ("coupons"."source" in ('pack', 'code', 'coin')),
	CONSTRAINT "coupons_terms_check" CHECK ("coupons"."value_fen" > 0 and "coupons"."threshold_fen" >= 0 and "coupons"."starts_at" < "coupons"."expires_at")
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"vip_plan_id" integer NOT NULL,
	"logo" text NOT NULL,
	"privileges" jsonb NOT NULL,
	"package_percent" smallint,
	"points_multiplier" smallint NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"iot_order_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"paid_fen" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"refund_at" timestamp with time zone,
	"refund_type" smallint,
	"refund_remark" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_memberships_term_check" CHECK ("vip_memberships"."start_at" < "vip_memberships"."end_at")
);
--> statement-breakpoint
ALTER TABLE "balance_entries" DROP CONSTRAINT "balance_entries_reason_check";--> statement-breakpoint
ALTER TABLE "iot_orders" DROP CONSTRAINT "iot_orders_kind_check";--> statement-breakpoint
ALTER TABLE "iot_orders" DROP CONSTRAINT "iot_orders_amount_check";--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "speed_code" text;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "speed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD COLUMN "vip_discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD COLUMN "coupon_pack_id" integer;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD COLUMN "vip_plan_id" integer;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD COLUMN "accelerate_offer_id" integer;--> statement-breakpoint
ALTER TABLE "accelerations" ADD CONSTRAINT "accelerations_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accelerations" ADD CONSTRAINT "accelerations_accelerate_offer_id_accelerate_offers_id_fk" FOREIGN KEY ("accelerate_offer_id") REFERENCES "public"."accelerate_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accelerations" ADD CONSTRAINT "accelerations_iot_order_id_iot_orders_id_fk" FOREIGN KEY ("iot_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_pack_id_coupon_packs_id_fk" FOREIGN KEY ("coupon_pack_id") REFERENCES "public"."coupon_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_redeemed_sim_id_sims_id_fk" FOREIGN KEY ("redeemed_sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_coin_entries" ADD CONSTRAINT "coupon_coin_entries_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_coin_entries" ADD CONSTRAINT "coupon_coin_entries_coupon_pack_id_coupon_packs_id_fk" FOREIGN KEY ("coupon_pack_id") REFERENCES "public"."coupon_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_coupon_pack_id_coupon_packs_id_fk" FOREIGN KEY ("coupon_pack_id") REFERENCES "public"."coupon_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_source_order_id_iot_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_coupon_code_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_order_id_iot_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_vip_plan_id_vip_plans_id_fk" FOREIGN KEY ("vip_plan_id") REFERENCES "public"."vip_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_iot_order_id_iot_orders_id_fk" FOREIGN KEY ("iot_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accelerate_offers_promoter_idx" ON "accelerate_offers" USING btree ("promo_code","operator_type","sort");--> statement-breakpoint
CREATE INDEX "coupon_packs_promoter_idx" ON "coupon_packs" USING btree ("promo_code","sort");--> statement-breakpoint
CREATE INDEX "vip_plans_promoter_idx" ON "vip_plans" USING btree ("promo_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "accelerations_order_key" ON "accelerations" USING btree ("iot_order_id");--> statement-breakpoint
CREATE INDEX "accelerations_sim_idx" ON "accelerations" USING btree ("sim_id","end_at");--> statement-breakpoint
CREATE INDEX "coupon_code_failures_sim_idx" ON "coupon_code_failures" USING btree ("sim_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_code_failures_ip_idx" ON "coupon_code_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_key" ON "coupon_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_coin_entries_sim_idx" ON "coupon_coin_entries" USING btree ("sim_id","id");--> statement-breakpoint
CREATE INDEX "coupons_sim_idx" ON "coupons" USING btree ("sim_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupons_used_order_idx" ON "coupons" USING btree ("used_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_memberships_order_key" ON "vip_memberships" USING btree ("iot_order_id");--> statement-breakpoint
CREATE INDEX "vip_memberships_sim_idx" ON "vip_memberships" USING btree ("sim_id","end_at");--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_coupon_pack_id_coupon_packs_id_fk" FOREIGN KEY ("coupon_pack_id") REFERENCES "public"."coupon_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_vip_plan_id_vip_plans_id_fk" FOREIGN KEY ("vip_plan_id") REFERENCES "public"."vip_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_accelerate_offer_id_accelerate_offers_id_fk" FOREIGN KEY ("accelerate_offer_id") REFERENCES "public"."accelerate_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "vip_order";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "accelerate_order";--> statement-breakpoint
ALTER TABLE "iot_orders" DROP COLUMN "coupon_id";--> statement-breakpoint
ALTER TABLE "sims" ADD CONSTRAINT "sims_coupon_coin_check" CHECK ("sims"."coupon_coin" >= 0);--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_reason_check" CHECK ("balance_entries"."reason" in ('opening', 'recharge', 'bonus', 'package', 'renewal', 'refund', 'arrears', 'coupon', 'vip', 'accelerate'));--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_kind_check" CHECK ("iot_orders"."kind" in ('recharge', 'package', 'renewal', 'coupon', 'vip', 'accelerate'));--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_amount_check" CHECK ("iot_orders"."amount_fen" >= 0 and "iot_orders"."bonus_fen" >= 0 and "iot_orders"."discount_fen" >= 0 and "iot_orders"."vip_discount_fen" >= 0);--> statement-breakpoint
-- The coin ledger's sum is the coin: a card's coin before the ledger existed opens it.
INSERT INTO "coupon_coin_entries" ("sim_id", "reason", "amount", "balance_after")
SELECT "id", 'opening', "coupon_coin", "coupon_coin" FROM "sims" WHERE "coupon_coin" > 0;
