CREATE TABLE "guesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guesses_kind_check" CHECK ("guesses"."kind" in ('card', 'payPassword', 'smsCode', 'shopLogin', 'couponCode'))
);
--> statement-breakpoint
-- Wrong guesses counted before carry over, so no window or lock starts again with the upgrade.
INSERT INTO "guesses" ("kind", "subject", "ip", "created_at") SELECT 'card', "sim_no", "ip", "created_at" FROM "card_login_failures";
--> statement-breakpoint
INSERT INTO "guesses" ("kind", "subject", "ip", "created_at") SELECT 'couponCode', "sim_id"::text, "ip", "created_at" FROM "coupon_code_failures";
--> statement-breakpoint
INSERT INTO "guesses" ("kind", "subject", "ip", "created_at") SELECT 'shopLogin', "ip", "ip", "created_at" FROM "login_failures";
--> statement-breakpoint
INSERT INTO "guesses" ("kind", "subject", "created_at")
	SELECT 'smsCode', "sms_codes"."id"::text, "sms_codes"."created_at" FROM "sms_codes", generate_series(1, "sms_codes"."tries")
	WHERE "sms_codes"."used_at" IS NULL AND "sms_codes"."expires_at" > now();
--> statement-breakpoint
-- A card's wrong pay passwords in a row; a locked card's are dated so that its lock ends when it did, and a lapsed lock counts nothing.
INSERT INTO "guesses" ("kind", "subject", "created_at")
	SELECT 'payPassword', "sims"."id"::text, coalesce("sims"."pay_password_locked_until" - interval '30 minutes', now())
	FROM "sims", generate_series(1, "sims"."pay_password_failures")
	WHERE "sims"."pay_password_locked_until" IS NULL OR "sims"."pay_password_locked_until" > now();
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "card_login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "coupon_code_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "guesses_subject_idx" ON "guesses" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "guesses_ip_idx" ON "guesses" USING btree ("kind","ip","created_at");--> statement-breakpoint
ALTER TABLE "sms_codes" DROP COLUMN "tries";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "pay_password_failures";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "pay_password_locked_until";