CREATE TABLE "balance_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"iot_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_reason_check" CHECK ("balance_entries"."reason" in ('opening', 'recharge', 'bonus', 'package', 'renewal', 'refund', 'arrears')),
	CONSTRAINT "balance_entries_after_check" CHECK ("balance_entries"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "iot_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iot_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"sim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_with" text NOT NULL,
	"title" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"bonus_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"package_offer_id" integer,
	"effect" text,
	"coupon_id" integer,
	"payment_type" text,
	"renews_cycle_end" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_orders_kind_check" CHECK ("iot_orders"."kind" in ('recharge', 'package', 'renewal')),
	CONSTRAINT "iot_orders_status_check" CHECK ("iot_orders"."status" in ('unpaid', 'paid', 'closed', 'refunded')),
	CONSTRAINT "iot_orders_pay_with_check" CHECK ("iot_orders"."pay_with" in ('balance', 'online')),
	CONSTRAINT "iot_orders_amount_check" CHECK ("iot_orders"."amount_fen" >= 0 and "iot_orders"."bonus_fen" >= 0 and "iot_orders"."discount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"operator_type" smallint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"flow_mb" integer,
	"validity_count" smallint NOT NULL,
	"validity_unit" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	"original_fen" integer,
	"effects" text[] NOT NULL,
	"renewable" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_offers_kind_check" CHECK ("package_offers"."kind" in ('base', 'addon', 'volume')),
	CONSTRAINT "package_offers_price_check" CHECK ("package_offers"."price_fen" > 0),
	CONSTRAINT "package_offers_validity_check" CHECK ("package_offers"."validity_count" > 0 and "package_offers"."validity_unit" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "recharge_limits" (
	"promo_code" text PRIMARY KEY NOT NULL,
	"min_fen" integer NOT NULL,
	"max_fen" integer NOT NULL,
	CONSTRAINT "recharge_limits_check" CHECK (0 < "recharge_limits"."min_fen" and "recharge_limits"."min_fen" <= "recharge_limits"."max_fen")
);
--> statement-breakpoint
CREATE TABLE "recharge_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"bonus_fen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recharge_options_amount_check" CHECK ("recharge_options"."amount_fen" > 0 and "recharge_options"."bonus_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "iot_order_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "iot_order_id" integer;--> statement-breakpoint
ALTER TABLE "sim_packages" ADD COLUMN "kind" text DEFAULT 'base' NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_packages" ADD COLUMN "iot_order_id" integer;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "pay_password_salt" text;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "pay_password_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "pay_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "renew_package_id" integer;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "renewal_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "volume_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_iot_order_id_iot_orders_id_fk" FOREIGN KEY ("iot_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_orders" ADD CONSTRAINT "iot_orders_package_offer_id_package_offers_id_fk" FOREIGN KEY ("package_offer_id") REFERENCES "public"."package_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_sim_idx" ON "balance_entries" USING btree ("sim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_order_reason_key" ON "balance_entries" USING btree ("iot_order_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_orders_order_sn_key" ON "iot_orders" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "iot_orders_sim_idx" ON "iot_orders" USING btree ("sim_id","created_at");--> statement-breakpoint
CREATE INDEX "iot_orders_expiry_idx" ON "iot_orders" USING btree ("expires_at") WHERE status = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "iot_orders_renewal_key" ON "iot_orders" USING btree ("sim_id","renews_cycle_end") WHERE kind = 'renewal';--> statement-breakpoint
CREATE INDEX "package_offers_promoter_idx" ON "package_offers" USING btree ("promo_code","operator_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_options_key" ON "recharge_options" USING btree ("promo_code","amount_fen");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_iot_order_id_iot_orders_id_fk" FOREIGN KEY ("iot_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_iot_order_id_iot_orders_id_fk" FOREIGN KEY ("iot_order_id") REFERENCES "public"."iot_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_iot_order_idx" ON "payments" USING btree ("iot_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_iot_success_key" ON "payments" USING btree ("iot_order_id") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "sims_renewal_due_idx" ON "sims" USING btree ("end_at") WHERE renew_package_id is not null;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'order', 'card', 'payPass'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_check" CHECK (("payments"."order_id" is null) <> ("payments"."iot_order_id" is null));--> statement-breakpoint
ALTER TABLE "sims" ADD CONSTRAINT "sims_balance_check" CHECK ("sims"."balance" >= 0 and "sims"."arrears_balance" >= 0);--> statement-breakpoint
-- The ledger's sum is the balance: a card's balance before the ledger existed opens it.
INSERT INTO "balance_entries" ("sim_id", "reason", "amount_fen", "balance_after_fen")
SELECT "id", 'opening', "balance", "balance" FROM "sims" WHERE "balance" > 0;
