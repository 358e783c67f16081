CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"name" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"county_code" text NOT NULL,
	"detail" text NOT NULL,
	"mobile" text NOT NULL,
	"hours" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_shop_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_shop_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_shop_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_shop_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_shop_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_shop_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"category_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" integer DEFAULT 0 NOT NULL,
	"market_fen" integer,
	"stock" integer NOT NULL,
	"limit_per_card" smallint,
	"package_offer_id" integer,
	"coupon_pack_id" integer,
	"credit_fen" integer,
	"pickup" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_shop_goods_kind_check" CHECK ("points_shop_goods"."kind" in ('physical', 'dataPack', 'coupon', 'balance')),
	CONSTRAINT "points_shop_goods_price_check" CHECK ("points_shop_goods"."points" >= 0 and "points_shop_goods"."cash_fen" >= 0 and "points_shop_goods"."points" + "points_shop_goods"."cash_fen" > 0),
	CONSTRAINT "points_shop_goods_stock_check" CHECK ("points_shop_goods"."stock" >= 0),
	CONSTRAINT "points_shop_goods_limit_check" CHECK ("points_shop_goods"."limit_per_card" is null or "points_shop_goods"."limit_per_card" > 0),
	CONSTRAINT "points_shop_goods_gives_check" CHECK (("points_shop_goods"."kind" = 'dataPack') = ("points_shop_goods"."package_offer_id" is not null) and ("points_shop_goods"."kind" = 'coupon') = ("points_shop_goods"."coupon_pack_id" is not null) and ("points_shop_goods"."kind" = 'balance') = (coalesce("points_shop_goods"."credit_fen", 0) > 0))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reward_points" integer NOT NULL,
	"streak_bonus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_kind_check" CHECK ("tasks"."kind" in ('signIn', 'firstRecharge', 'buyPackage', 'realName', 'bindPhone')),
	CONSTRAINT "tasks_reward_check" CHECK ("tasks"."reward_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"points_order_id" integer,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_reason_check" CHECK ("points_entries"."reason" in ('opening', 'signIn', 'streak', 'task', 'purchase', 'refund')),
	CONSTRAINT "points_entries_after_check" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"sim_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"goods_name" text NOT NULL,
	"cover" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"cash_fen" integer NOT NULL,
	"status" text NOT NULL,
	"delivery" text NOT NULL,
	"address" jsonb,
	"pickup_point_id" integer,
	"pickup_code" text,
	"iot_order_id" integer,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_orders_status_check" CHECK ("points_orders"."status" in ('unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed')),
	CONSTRAINT "points_orders_delivery_check" CHECK ("points_orders"."delivery" in ('express', 'pickup', 'card')),
	CONSTRAINT "points_orders_amounts_check" CHECK ("points_orders"."quantity" > 0 and "points_orders"."points" >= 0 and "points_orders"."cash_fen" >= 0),
	CONSTRAINT "points_orders_cash_check" CHECK (("points_orders"."cash_fen" > 0) = ("points_orders"."iot_order_id" is not null)),
	CONSTRAINT "points_orders_address_check" CHECK (("points_orders"."delivery" = 'express') = ("points_orders"."address" is not null)),
	CONSTRAINT "points_orders_pickup_check" CHECK (("points_orders"."delivery" = 'pickup') = ("points_orders"."pickup_point_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"bonus" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_streak_check" CHECK ("sign_ins"."streak" > 0)
);
--> statement-breakpoint
CREATE TABLE "sim_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"county_code" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_entries" DROP CONSTRAINT "balance_entries_reason_check";--> statement-breakpoint
ALTER TABLE "iot_orders" DROP CONSTRAINT "iot_orders_kind_check";--> statement-breakpoint
ALTER TABLE "points_shop_goods" ADD CONSTRAINT "points_shop_goods_category_id_points_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."points_shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_shop_goods" ADD CONSTRAINT "points_shop_goods_package_offer_id_package_offers_id_fk" FOREIGN KEY ("package_offer_id") REFERENCES "public"."package_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_shop_goods" ADD CONSTRAINT "points_shop_goods_coupon_pack_id_coupon_packs_id_fk" FOREIGN KEY ("coupon_pack_id") REFERENCES "public"."coupon_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_points_order_id_points_orders_id_fk" FOREIGN KEY ("points_order_id") REFERENCES "public"."points_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_goods_id_points_shop_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_shop_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_iot_order_id_iot_orders_id_fk" FOREIGN KEY ("iot_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_addresses" ADD CONSTRAINT "sim_addresses_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_points_promoter_idx" ON "pickup_points" USING btree ("promo_code","sort");--> statement-breakpoint
CREATE INDEX "points_shop_banners_promoter_idx" ON "points_shop_banners" USING btree ("promo_code","sort");--> statement-breakpoint
CREATE INDEX "points_shop_categories_promoter_idx" ON "points_shop_categories" USING btree ("promo_code","sort");--> statement-breakpoint
CREATE INDEX "points_shop_goods_promoter_idx" ON "points_shop_goods" USING btree ("promo_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_promoter_kind_key" ON "tasks" USING btree ("promo_code","kind");--> statement-breakpoint
CREATE INDEX "points_entries_sim_idx" ON "points_entries" USING btree ("sim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_refund_key" ON "points_entries" USING btree ("points_order_id") WHERE "points_entries"."reason" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_order_sn_key" ON "points_orders" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_iot_order_key" ON "points_orders" USING btree ("iot_order_id");--> statement-breakpoint
CREATE INDEX "points_orders_sim_idx" ON "points_orders" USING btree ("sim_id","created_at");--> statement-breakpoint
CREATE INDEX "points_orders_goods_sim_idx" ON "points_orders" USING btree ("goods_id","sim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_sim_day_key" ON "sign_ins" USING btree ("sim_id","day");--> statement-breakpoint
CREATE INDEX "sim_addresses_sim_idx" ON "sim_addresses" USING btree ("sim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_addresses_default_key" ON "sim_addresses" USING btree ("sim_id") WHERE "sim_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_sim_task_key" ON "task_completions" USING btree ("sim_id","task_id");--> statement-breakpoint
ALTER TABLE "sims" ADD CONSTRAINT "sims_integral_check" CHECK ("sims"."integral" >= 0);--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_reason_check" CHECK ("balance_entries"."reason" in ('opening', 'recharge', 'bonus', 'package', 'renewal', 'refund', 'arrears', 'coupon', 'vip', 'accelerate', 'pointsShop'));--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_kind_check" CHECK ("iot_orders"."kind" in ('recharge', 'package', 'renewal', 'coupon', 'vip', 'accelerate', 'pointsShop'));--> statement-breakpoint
-- The points ledger's sum is the points: a card's points before the ledger existed open it.
INSERT INTO "points_entries" ("sim_id", "reason", "amount", "balance_after")
SELECT "id", 'opening', "integral", "integral" FROM "sims" WHERE "integral" > 0;
