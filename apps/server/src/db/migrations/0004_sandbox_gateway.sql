CREATE TABLE "sandbox_payments" (
	"payment_sn" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"merchant_name" text NOT NULL,
	"description" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text,
	"notify_id" text,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "sandbox_payments_amount_check" CHECK ("sandbox_payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_undelivered_idx" ON "sandbox_payments" USING btree ("next_notify_at") WHERE notify_id is not null and notified_at is null;