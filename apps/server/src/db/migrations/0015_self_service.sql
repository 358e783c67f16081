CREATE TABLE "sim_login_lookups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_login_lookups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"slot" text NOT NULL,
	"kind" text NOT NULL,
	"change" jsonb,
	"due_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_commands_slot_check" CHECK ("device_commands"."slot" in ('action', '2.4G', '5G')),
	CONSTRAINT "device_commands_kind_check" CHECK ("device_commands"."kind" in ('wifi', 'display', 'restart', 'close', 'reset', 'powerOn'))
);
--> statement-breakpoint
CREATE TABLE "device_proofs" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wifi_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wifi_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"sim_id" integer NOT NULL,
	"ssid" text NOT NULL,
	"password" text NOT NULL,
	"encryption" text NOT NULL,
	"hidden" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realname_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realname_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_sn" text NOT NULL,
	"sim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel_sim_no" text NOT NULL,
	"operator_type" smallint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"holder_name" text,
	"id_card_hash" text,
	"id_card_masked" text,
	"notify_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realname_requests_kind_check" CHECK ("realname_requests"."kind" in ('official', 'platform')),
	CONSTRAINT "realname_requests_status_check" CHECK ("realname_requests"."status" in ('opened', 'reviewing', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_realname_checks" (
	"request_sn" text PRIMARY KEY NOT NULL,
	"sim_no" text NOT NULL,
	"operator_type" smallint NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"reason" text,
	"holder_name" text,
	"id_card_masked" text,
	"due_at" timestamp with time zone,
	"notify_id" text,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_realname_checks_status_check" CHECK ("sandbox_realname_checks"."status" in ('open', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "network_switches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_switches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"from_operator" smallint NOT NULL,
	"to_operator" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"due_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_switches_status_check" CHECK ("network_switches"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "network_switches_failure_check" CHECK (("network_switches"."status" = 'failed') = ("network_switches"."failure" is not null))
);
--> statement-breakpoint
CREATE TABLE "sim_usage_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_usage_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sim_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"level" smallint NOT NULL,
	"use_flow" integer NOT NULL,
	"total_flow" integer NOT NULL,
	"texted_to" text,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_usage_settings" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"levels" smallint[] NOT NULL,
	"addon_cap_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_usage_settings_cap_check" CHECK ("sim_usage_settings"."addon_cap_fen" is null or "sim_usage_settings"."addon_cap_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_check";--> statement-breakpoint
ALTER TABLE "sim_layouts" ADD COLUMN "popup_audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "sims" ADD COLUMN "read_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_proofs" ADD CONSTRAINT "device_proofs_session_id_card_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."card_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wifi_cards" ADD CONSTRAINT "wifi_cards_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_requests" ADD CONSTRAINT "realname_requests_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_switches" ADD CONSTRAINT "network_switches_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_usage_alerts" ADD CONSTRAINT "sim_usage_alerts_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_usage_settings" ADD CONSTRAINT "sim_usage_settings_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_login_lookups_ip_idx" ON "sim_login_lookups" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_pending_key" ON "device_commands" USING btree ("sim_id","slot") WHERE applied_at is null;--> statement-breakpoint
CREATE INDEX "device_commands_due_idx" ON "device_commands" USING btree ("due_at") WHERE applied_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wifi_cards_code_key" ON "wifi_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wifi_cards_sim_idx" ON "wifi_cards" USING btree ("sim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "realname_requests_request_sn_key" ON "realname_requests" USING btree ("request_sn");--> statement-breakpoint
CREATE INDEX "realname_requests_sim_idx" ON "realname_requests" USING btree ("sim_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "realname_requests_live_key" ON "realname_requests" USING btree ("sim_id","channel_sim_no") WHERE kind = 'official' and status in ('opened', 'reviewing');--> statement-breakpoint
CREATE INDEX "sandbox_realname_checks_undelivered_idx" ON "sandbox_realname_checks" USING btree ("next_notify_at") WHERE notify_id is not null and notified_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "network_switches_pending_key" ON "network_switches" USING btree ("sim_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "network_switches_due_idx" ON "network_switches" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "network_switches_sim_idx" ON "network_switches" USING btree ("sim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_usage_alerts_key" ON "sim_usage_alerts" USING btree ("sim_id","cycle","level");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'order', 'card', 'payPass', 'wifi', 'bindNew', 'bindOld'));