CREATE TABLE "pay_passwords" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"salt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_holders" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"coin" integer DEFAULT 0 NOT NULL,
	"need_buy_coupon" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupon_holders_coin_check" CHECK ("coupon_holders"."coin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_accounts_points_check" CHECK ("points_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"arrears_fen" bigint DEFAULT 0 NOT NULL,
	"recharge_times" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_accounts_money_check" CHECK ("wallet_accounts"."balance_fen" >= 0 and "wallet_accounts"."arrears_fen" >= 0 and "wallet_accounts"."recharge_times" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sims" DROP CONSTRAINT "sims_balance_check";--> statement-breakpoint
ALTER TABLE "sims" DROP CONSTRAINT "sims_coupon_coin_check";--> statement-breakpoint
ALTER TABLE "sims" DROP CONSTRAINT "sims_integral_check";--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holders" ADD CONSTRAINT "coupon_holders_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- copy: each card's balance, arrears and top-up count to its wallet account (a card with none of them needs no row)
INSERT INTO "wallet_accounts" ("sim_id", "balance_fen", "arrears_fen", "recharge_times")
SELECT "id", "balance", "arrears_balance", "recharge_times" FROM "sims"
WHERE "balance" <> 0 OR "arrears_balance" <> 0 OR "recharge_times" <> 0;--> statement-breakpoint
-- copy: each card's points to its points account
INSERT INTO "points_accounts" ("sim_id", "points")
SELECT "id", "integral" FROM "sims" WHERE "integral" <> 0;--> statement-breakpoint
-- copy: each card's coupon coin and whether it must buy a coupon pack first
INSERT INTO "coupon_holders" ("sim_id", "coin", "need_buy_coupon")
SELECT "id", "coupon_coin", "need_buy_coupon" FROM "sims" WHERE "coupon_coin" <> 0 OR "need_buy_coupon";--> statement-breakpoint
-- copy: each pay password set, hash and salt as they were
INSERT INTO "pay_passwords" ("sim_id", "hash", "salt")
SELECT "id", "pay_password_hash", "pay_password_salt" FROM "sims" WHERE "pay_password_hash" IS NOT NULL AND "pay_password_salt" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "arrears_balance";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "integral";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "coupon_coin";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "need_buy_coupon";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "recharge_times";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "pay_password_hash";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "pay_password_salt";