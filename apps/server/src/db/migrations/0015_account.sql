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
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_check";--> statement-breakpoint
ALTER TABLE "network_switches" ADD CONSTRAINT "network_switches_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_switches_pending_key" ON "network_switches" USING btree ("sim_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "network_switches_due_idx" ON "network_switches" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "network_switches_sim_idx" ON "network_switches" USING btree ("sim_id","id");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'order', 'card', 'payPass', 'bindNew', 'bindOld'));