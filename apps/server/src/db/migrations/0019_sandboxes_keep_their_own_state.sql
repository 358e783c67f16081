CREATE TABLE "sandbox_carrier_lines" (
	"sim_no" text PRIMARY KEY NOT NULL,
	"iccid" text NOT NULL,
	"sim_status" smallint NOT NULL,
	"internet_status" smallint NOT NULL,
	"online_status" smallint NOT NULL,
	"auth_status" smallint DEFAULT 0 NOT NULL,
	"auth_platform_status" smallint DEFAULT 0 NOT NULL,
	"operator_type" smallint NOT NULL,
	"apn" text DEFAULT '' NOT NULL,
	"vice_sims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_flow" integer NOT NULL,
	"use_flow" integer DEFAULT 0 NOT NULL,
	"is_infinite_flow" boolean DEFAULT false NOT NULL,
	"end_at" timestamp with time zone,
	"daily_usage_mb" integer DEFAULT 0 NOT NULL,
	"last_usage_at" timestamp with time zone DEFAULT now() NOT NULL,
	"speed_code" text,
	"speed_until" timestamp with time zone,
	"break_rule_id" integer,
	"break_tips" text DEFAULT '' NOT NULL,
	"allow_remove_break" boolean DEFAULT false NOT NULL,
	"volume" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_carrier_lines_use_flow_check" CHECK ("sandbox_carrier_lines"."use_flow" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_devices" (
	"sim_no" text PRIMARY KEY NOT NULL,
	"device_no" text DEFAULT '' NOT NULL,
	"imei" text DEFAULT '' NOT NULL,
	"online_status" smallint NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- copy: each card's line, as the sandbox carrier keeps it from now on (its state, plan, use, network, break rule, volume package and knobs)
INSERT INTO "sandbox_carrier_lines" ("sim_no", "iccid", "sim_status", "internet_status", "online_status", "auth_status", "auth_platform_status",
  "operator_type", "apn", "vice_sims", "total_flow", "use_flow", "is_infinite_flow", "end_at", "daily_usage_mb", "last_usage_at", "speed_code", "speed_until",
  "break_rule_id", "break_tips", "allow_remove_break", "volume")
SELECT "sim_no", "iccid", "sim_status", "internet_status", "online_status", "auth_status", "auth_platform_status",
  "operator_type", "apn", "vice_sims", "total_flow", "use_flow", "is_infinite_flow", "end_at", "daily_usage_mb", "last_usage_at", "speed_code", "speed_until",
  "break_rule_id", "break_tips", "allow_remove_break",
  CASE WHEN "volume_package_id" IS NULL THEN NULL
    ELSE coalesce("volume", '{"useFlow": 0, "totalMoney": 0, "gPrice": 0}'::jsonb) || jsonb_build_object('packageId', "volume_package_id", 'closedAt', to_jsonb("volume_closed_at")) END
FROM "sims";
--> statement-breakpoint
-- copy: each card's Wi-Fi device, as the sandbox device platform keeps it from now on
INSERT INTO "sandbox_devices" ("sim_no", "device_no", "imei", "online_status", "settings")
SELECT "sim_no", "device_no", "imei", "online_status", "device" FROM "sims" WHERE "device" IS NOT NULL;
--> statement-breakpoint
-- copy: the card's own copy of its volume package, now naming the package and whether the holder stopped it
UPDATE "sims" SET "volume" = CASE WHEN "volume_package_id" IS NULL THEN NULL
  ELSE coalesce("volume", '{"useFlow": 0, "totalMoney": 0, "gPrice": 0}'::jsonb) || jsonb_build_object('packageId', "volume_package_id", 'closed', "volume_closed_at" IS NOT NULL) END;
--> statement-breakpoint
ALTER TABLE "device_commands" ADD COLUMN "sim_no" text;
--> statement-breakpoint
-- copy: each device command's device, by its card's number
UPDATE "device_commands" SET "sim_no" = "sims"."sim_no" FROM "sims" WHERE "sims"."id" = "device_commands"."sim_id";
--> statement-breakpoint
DELETE FROM "device_commands" WHERE "sim_no" IS NULL OR "sim_no" NOT IN (SELECT "sim_no" FROM "sandbox_devices");
--> statement-breakpoint
ALTER TABLE "device_commands" ALTER COLUMN "sim_no" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "device_commands" DROP CONSTRAINT "device_commands_sim_id_sims_id_fk";
--> statement-breakpoint
DROP INDEX "device_commands_pending_key";--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_sim_no_sandbox_devices_sim_no_fk" FOREIGN KEY ("sim_no") REFERENCES "public"."sandbox_devices"("sim_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_pending_key" ON "device_commands" USING btree ("sim_no","slot") WHERE applied_at is null;--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "volume_package_id";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "volume_closed_at";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "speed_code";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "speed_until";--> statement-breakpoint
ALTER TABLE "sims" DROP COLUMN "daily_usage_mb";--> statement-breakpoint
ALTER TABLE "device_commands" DROP COLUMN "sim_id";