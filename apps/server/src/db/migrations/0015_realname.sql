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
ALTER TABLE "realname_requests" ADD CONSTRAINT "realname_requests_sim_id_sims_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "realname_requests_request_sn_key" ON "realname_requests" USING btree ("request_sn");--> statement-breakpoint
CREATE INDEX "realname_requests_sim_idx" ON "realname_requests" USING btree ("sim_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "realname_requests_live_key" ON "realname_requests" USING btree ("sim_id","channel_sim_no") WHERE kind = 'official' and status in ('opened', 'reviewing');--> statement-breakpoint
CREATE INDEX "sandbox_realname_checks_undelivered_idx" ON "sandbox_realname_checks" USING btree ("next_notify_at") WHERE notify_id is not null and notified_at is null;