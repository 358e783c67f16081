CREATE TABLE "phone_bindings" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"bound_mobile" text,
	"bind_phone_mode" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_logins" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'none' NOT NULL,
	"password_hash" text,
	"password_salt" text,
	CONSTRAINT "card_logins_mode_check" CHECK ("card_logins"."mode" in ('none', 'password', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "sim_renewals" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"renew_package_id" integer,
	"renewal_notice_for" timestamp with time zone,
	"need_buy_package" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realname_statuses" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"auth_status" smallint DEFAULT 0 NOT NULL,
	"auth_platform_status" smallint DEFAULT 0 NOT NULL,
	"need_auth" boolean DEFAULT false NOT NULL,
	"need_platform_auth" boolean DEFAULT false NOT NULL,
	"platform_auth_type" smallint DEFAULT 0 NOT NULL,
	"numb_auth" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sims" DROP CONSTRAINT "sims_card_password_mode_check";--> statement-breakpoint
DROP INDEX "sims_renewal_due_idx";--> statement-breakpoint
ALTER TABLE "phone_bindings" ADD CONSTRAINT "phone_bindings_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_logins" ADD CONSTRAINT "card_logins_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_renewals" ADD CONSTRAINT "sim_renewals_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_statuses" ADD CONSTRAINT "realname_statuses_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sims_end_at_idx" ON "sims" USING btree ("end_at");--> statement-breakpoint
-- copy: real-name statuses of every card to realname_statuses
INSERT INTO "realname_statuses" ("sim_id", "auth_status", "auth_platform_status", "need_auth", "need_platform_auth", "platform_auth_type", "numb_auth")
SELECT "id", "auth_status", "auth_platform_status", "need_auth", "need_platform_auth", "platform_auth_type", "numb_auth" FROM "sims";--> statement-breakpoint
-- copy: card login mode and password of every card to card_logins
INSERT INTO "card_logins" ("sim_id", "mode", "password_hash", "password_salt")
SELECT "id", "card_password_mode", "card_password_hash", "card_password_salt" FROM "sims";--> statement-breakpoint
-- copy: bound mobile and binding mode of every card to phone_bindings
INSERT INTO "phone_bindings" ("sim_id", "bound_mobile", "bind_phone_mode")
SELECT "id", "bound_mobile", "bind_phone_mode" FROM "sims";--> statement-breakpoint
-- copy: renewal choice, notice and package reminder of every card to sim_renewals
INSERT INTO "sim_renewals" ("sim_id", "renew_package_id", "renewal_notice_for", "need_buy_package")
SELECT "id", "renew_package_id", "renewal_notice_for", "need_buy_package" FROM "sims";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "auth_status";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "auth_platform_status";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "need_buy_package";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "need_auth";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "need_platform_auth";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "platform_auth_type";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "numb_auth";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "bind_phone_mode";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "card_password_mode";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "card_password_hash";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "card_password_salt";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "bound_mobile";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "renew_package_id";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "renewal_notice_for";