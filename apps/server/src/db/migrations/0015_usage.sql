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
ALTER TABLE "sim_usage_alerts" ADD CONSTRAINT "sim_usage_alerts_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_usage_settings" ADD CONSTRAINT "sim_usage_settings_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_usage_alerts_key" ON "sim_usage_alerts" USING btree ("sim_id","cycle","level");