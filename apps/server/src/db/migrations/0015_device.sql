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
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_check";--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_proofs" ADD CONSTRAINT "device_proofs_session_id_card_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."card_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wifi_cards" ADD CONSTRAINT "wifi_cards_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_pending_key" ON "device_commands" USING btree ("sim_id","slot") WHERE applied_at is null;--> statement-breakpoint
CREATE INDEX "device_commands_due_idx" ON "device_commands" USING btree ("due_at") WHERE applied_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wifi_cards_code_key" ON "wifi_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wifi_cards_sim_idx" ON "wifi_cards" USING btree ("sim_id");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'order', 'card', 'payPass', 'wifi'));